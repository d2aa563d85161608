import type { EbookId } from '@app/contract/ebook'
import type { NewsletterList } from '@app/contract/newsletter'

/**
 * The downloads given only with a download token, for now the main ebook: confirmed subscribers
 * of its list get it. The webinar's and the domination plan's stay open until their own sign-ups
 * exist (decision 0112).
 */
const EBOOKS_BEHIND_TOKEN: ReadonlySet<EbookId> = new Set<EbookId>(['ebook'])

/** Whether the download of `ebook` needs the `?token=` of the emailed link. */
export function needsDownloadToken(ebook: EbookId): boolean {
  return EBOOKS_BEHIND_TOKEN.has(ebook)
}

/** What the download-token rule looks at in a newsletter subscription. */
export interface SubscriptionForDownload {
  list: NewsletterList
  confirmedAt: string | null
}

/**
 * A download token (the id of a subscription) opens the main ebook when its subscription is on
 * the EBOOK list and was confirmed. A later cancellation does not take the ebook back.
 */
export function tokenOpensEbook(subscription: SubscriptionForDownload | undefined): boolean {
  return subscription?.list === 'EBOOK' && subscription.confirmedAt !== null
}
