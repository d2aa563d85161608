import { COOKIE_CONSENT_MAX_AGE_MS } from '../shared/constants'
import type { Instant } from '../shared/format'

export const COOKIE_CONSENT_NAME = 'cookieConsent'
/**
 * Set on <html> before the first paint when the consent cookie holds a choice (index.html's
 * inline script), so the banner in the prerendered HTML stays hidden (consent.css).
 */
export const CONSENT_CHOSEN_CLASS = 'consent-chosen'
export const DEFAULT_FIRST_JOINED_SOURCE = 'direct'

export type ConsentValue = 'granted' | 'denied'
export interface ConsentSignals {
  ad_storage: ConsentValue
  analytics_storage: ConsentValue
  ad_user_data: ConsentValue
  ad_personalization: ConsentValue
}

/** The stored answer: 'true' or 'false' for one year. */
export function consentCookie(
  accepted: boolean,
  now: Instant,
): { name: string; value: 'true' | 'false'; expires: Date } {
  const nowMs = typeof now === 'number' ? now : now.getTime()
  return {
    name: COOKIE_CONSENT_NAME,
    value: accepted ? 'true' : 'false',
    expires: new Date(nowMs + COOKIE_CONSENT_MAX_AGE_MS),
  }
}

/** The stored answer, or null when there is none (then the banner is shown). */
export function parseConsent(value: string | null | undefined): boolean | null {
  if (value === 'true') return true
  if (value === 'false') return false
  return null
}

/** Consent-mode signals: accepting grants advertising and analytics, rejecting denies them. */
export function consentSignals(accepted: boolean): ConsentSignals {
  const value: ConsentValue = accepted ? 'granted' : 'denied'
  return {
    ad_storage: value,
    analytics_storage: value,
    ad_user_data: value,
    ad_personalization: value,
  }
}

/** Where the visitor first came from: the `source` query parameter, else 'direct'. */
export function firstJoinedSource(search: string): string {
  const source = new URLSearchParams(search).get('source')?.trim()
  return source || DEFAULT_FIRST_JOINED_SOURCE
}
