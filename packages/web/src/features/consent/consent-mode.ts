import { consentSignals } from '@app/domain/site/cookie-consent'

/** The part of `window` that consent mode and the analytics tag share. */
export interface DataLayerHost {
  dataLayer?: unknown[]
}

type Gtag = (...command: unknown[]) => void

/**
 * The `gtag()` of Google's snippet. gtag.js reads only `Arguments` objects from the data layer
 * (plain arrays are ignored), so commands are pushed exactly as the snippet does.
 */
export function gtagFor(host: DataLayerHost): Gtag {
  const dataLayer = (host.dataLayer ??= [])
  return function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments)
  }
}

/** A data-layer entry as a plain array (entries are `Arguments` objects or arrays). */
export function commandOf(entry: unknown): unknown[] | null {
  if (Array.isArray(entry)) return entry
  if (Object.prototype.toString.call(entry) === '[object Arguments]') {
    return Array.from(entry as ArrayLike<unknown>)
  }
  return null
}

/** Everything denied until the visitor chooses; pushed once per page, before any tag. */
export function pushConsentDefault(host: DataLayerHost): void {
  const pushed = (host.dataLayer ?? []).some((entry) => {
    const command = commandOf(entry)
    return command?.[0] === 'consent' && command[1] === 'default'
  })
  if (!pushed) gtagFor(host)('consent', 'default', consentSignals(false))
}

/** The visitor's choice: accepting grants advertising and analytics, rejecting denies them. */
export function pushConsentUpdate(host: DataLayerHost, accepted: boolean): void {
  gtagFor(host)('consent', 'update', consentSignals(accepted))
}

export const ANALYTICS_SCRIPT_ID = 'analytics-tag'

/**
 * Loads the analytics tag (gtag.js) for `measurementId`, once. Called only after consent was
 * given; the consent defaults are already in the data layer, ahead of the tag's config.
 */
export function loadAnalytics(measurementId: string, host: DataLayerHost, doc: Document): void {
  if (doc.getElementById(ANALYTICS_SCRIPT_ID)) return
  const gtag = gtagFor(host)
  gtag('js', new Date())
  gtag('config', measurementId)
  const script = doc.createElement('script')
  script.id = ANALYTICS_SCRIPT_ID
  script.async = true
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`
  doc.head.append(script)
}
