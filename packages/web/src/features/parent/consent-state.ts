import type { ParentLinkView } from '@app/contract/parent'
import { toApiError } from '@app/domain/shared/api-errors'

/**
 * What the consent page (/aktywuj-konto-rodzica/{uuid}, a PARENT_LINK, decision 0197) shows,
 * from GET /api/saas/user/parent-links/{id} as the signed-in user: the question while the request
 * waits, or what happened to it; the refusals as the API words them.
 */
export type ConsentState =
  | { kind: 'loading' }
  /** Not a consent link at all: the page falls back to the activation's own states. */
  | { kind: 'not-a-consent-link' }
  | { kind: 'other-account'; message: string }
  /** Withdrawn by the parent or replaced by a new request (410). */
  | { kind: 'withdrawn'; message: string }
  | { kind: 'failed'; error: unknown }
  | { kind: 'question'; view: ParentLinkView }
  | { kind: 'accepted'; view: ParentLinkView; justNow: boolean }
  | { kind: 'declined'; view: ParentLinkView; justNow: boolean }
  | { kind: 'expired'; view: ParentLinkView }

export function consentState(
  query: { data?: ParentLinkView; error: unknown },
  /** The child answered on this page (rather than opening an answered link again). */
  answeredHere: boolean,
): ConsentState {
  const { data, error } = query
  if (data) {
    switch (data.status) {
      case 'PENDING':
        return { kind: 'question', view: data }
      case 'ACTIVE':
        return { kind: 'accepted', view: data, justNow: answeredHere }
      case 'DECLINED':
        return { kind: 'declined', view: data, justNow: answeredHere }
      case 'EXPIRED':
        return { kind: 'expired', view: data }
    }
  }
  if (error) {
    const { httpsStatus, message } = toApiError(error)
    if (httpsStatus === 404) return { kind: 'not-a-consent-link' }
    if (httpsStatus === 403) return { kind: 'other-account', message }
    if (httpsStatus === 410) return { kind: 'withdrawn', message }
    return { kind: 'failed', error }
  }
  return { kind: 'loading' }
}
