import { z } from 'zod'
import { EmailSchema } from '../common.schemas'
import { SUBSCRIPTION_SOURCE_PATTERN } from '../constants'
import { LIMITS } from '../limits'

/**
 * The mailing lists a visitor can join: the general newsletter, the free mini-course sent by
 * email (Podstawy Efektywnego Działania) and the ebook.
 */
export const NEWSLETTER_LISTS = ['NEWSLETTER', 'MINI_COURSE', 'EBOOK'] as const
export const NewsletterListSchema = z.enum(NEWSLETTER_LISTS)
export type NewsletterList = z.infer<typeof NewsletterListSchema>

/** Where the sign-up happened (a page, a campaign): letters, digits, '-' and '_'. */
export const SubscriptionSourceSchema = z
  .string()
  .trim()
  .min(1, 'Podaj źródło zapisu')
  .max(LIMITS.subscriptionSourceMax, 'Źródło zapisu jest za długie')
  .regex(SUBSCRIPTION_SOURCE_PATTERN, 'Źródło zapisu może zawierać tylko litery, cyfry, „-” i „_”')

/** POST /api/newsletter/subscribe: double opt-in, the list is joined only after the emailed confirm link. */
export const SubscribeSchema = z
  .object({
    email: EmailSchema,
    list: NewsletterListSchema,
    source: SubscriptionSourceSchema.optional(),
  })
  .strict()
export type Subscribe = z.infer<typeof SubscribeSchema>

/** The same answer whatever the email's state, so it does not reveal who is subscribed. */
export const SubscriptionRequestedSchema = z.object({
  email: z.string(),
  list: NewsletterListSchema,
})
export type SubscriptionRequested = z.infer<typeof SubscriptionRequestedSchema>

/** The token of a confirm or cancel link (opaque; an unknown one is 404, not 400). */
export const SubscriptionTokenSchema = z
  .string()
  .trim()
  .min(1, 'Brak tokenu w linku')
  .max(LIMITS.subscriptionTokenMax, 'Token jest za długi')

export const SubscriptionTokenBodySchema = z.object({ token: SubscriptionTokenSchema }).strict()

/**
 * A repeated confirm answers success with ALREADY_CONFIRMED (idempotent). A confirmed EBOOK
 * sign-up carries `ebookDownloadToken`, the `?token=` of the ebook's download page (optional, so
 * older clients and servers still fit).
 */
export const CONFIRM_STATES = ['CONFIRMED', 'ALREADY_CONFIRMED'] as const
export const SubscriptionConfirmedSchema = z.object({
  email: z.string(),
  list: NewsletterListSchema,
  state: z.enum(CONFIRM_STATES),
  ebookDownloadToken: z.string().optional(),
})
export type SubscriptionConfirmed = z.infer<typeof SubscriptionConfirmedSchema>

/** A repeated cancel answers success with ALREADY_CANCELLED (idempotent). */
export const CANCEL_STATES = ['CANCELLED', 'ALREADY_CANCELLED'] as const
export const SubscriptionCancelledSchema = z.object({
  email: z.string(),
  list: NewsletterListSchema,
  state: z.enum(CANCEL_STATES),
})
export type SubscriptionCancelled = z.infer<typeof SubscriptionCancelledSchema>
