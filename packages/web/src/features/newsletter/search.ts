import { SUBSCRIPTION_SOURCE_PATTERN } from '@app/contract/constants'
import { LIMITS } from '@app/contract/limits'
import { textParam } from '../../lib/route-params'

/** `?token=` of the confirm and cancel links, and of the ebook's download link. */
export function tokenSearch(search: Record<string, unknown>): { token?: string } {
  const token = textParam(search.token)
  return token ? { token } : {}
}

/** `?email=` (kept as typed, even when not valid) and an optional `?source=` of /newsletter. */
export function newsletterActionSearch(search: Record<string, unknown>): {
  email?: string
  source?: string
} {
  const email = textParam(search.email)
  const source = textParam(search.source, LIMITS.subscriptionSourceMax)
  const validSource = source && SUBSCRIPTION_SOURCE_PATTERN.test(source) ? source : undefined
  return { ...(email ? { email } : {}), ...(validSource ? { source: validSource } : {}) }
}
