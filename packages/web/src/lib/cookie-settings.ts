/** Asks the cookie consent banner to show again, so that a choice can be changed (footer link). */
export const COOKIE_SETTINGS_EVENT = 'app:cookie-settings'

export function openCookieSettings() {
  window.dispatchEvent(new Event(COOKIE_SETTINGS_EVENT))
}
