import { SubscriptionSourceSchema } from '@app/contract/newsletter'

/**
 * A text query value as typed in a link: trimmed, or undefined when absent or empty. The router
 * parses `?token=123` as a number, so numbers count as text too.
 */
export function textParam(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''
  return text.trim() || undefined
}

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
  const source = SubscriptionSourceSchema.safeParse(textParam(search.source))
  return { ...(email ? { email } : {}), ...(source.success ? { source: source.data } : {}) }
}
