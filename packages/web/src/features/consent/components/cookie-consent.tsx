import { ROUTES } from '@app/domain/navigation/routes'
import {
  CONSENT_CHOSEN_CLASS,
  COOKIE_CONSENT_NAME,
  DEFAULT_FIRST_JOINED_SOURCE,
  consentCookie,
  firstJoinedSource,
  parseConsent,
} from '@app/domain/site/cookie-consent'
import { useHydrated, useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { Button } from '../../../components/ui/button'
import {
  readBrowserSession,
  readCookie,
  updateBrowserSession,
  writeCookie,
} from '../../../lib/storage'
import { COOKIE_SETTINGS_EVENT } from '../../../lib/cookie-settings'
import { sendTrace } from '../../../api/trace/mutations'
import {
  loadAnalytics,
  pushConsentDefault,
  pushConsentUpdate,
  type DataLayerHost,
} from '../consent-mode'
import '../consent.css'

export const PRIVACY_POLICY_PATH = ROUTES.privacyPolicy

export interface CookieConsentProps {
  /** Analytics measurement id; null: no analytics script, whatever the choice. */
  analyticsId: string | null
}

/** Keeps the first-joined source of this browser session, unless one is kept already. */
function keepFirstJoinedSource(source: string) {
  if (!readBrowserSession().firstJoinedFrom) updateBrowserSession({ firstJoinedFrom: source })
}

/**
 * SPEC §4 cookie consent: consent-mode defaults (all denied) on start; a banner while the visitor
 * has not chosen; the choice is kept for one year and traced. Accepting grants advertising and
 * analytics, keeps the first-joined source and only then loads the analytics tag, if configured.
 */
export function CookieConsent({ analyticsId }: CookieConsentProps) {
  // Before hydration the banner renders as in the prerendered HTML (hidden before the first paint
  // for a visitor who chose, CONSENT_CHOSEN_CLASS); then the stored choice, or one made here.
  const hydrated = useHydrated()
  const [choiceHere, setChoiceHere] = useState<boolean | null | undefined>(undefined)
  const stored = hydrated ? parseConsent(readCookie(COOKIE_CONSENT_NAME)) : undefined
  const accepted = choiceHere === undefined ? stored : choiceHere
  const search = useRouterState({ select: (state) => state.location.searchStr })
  // The first `source` seen in this page's life, so that it survives navigating before choosing.
  const [source, setSource] = useState(() => firstJoinedSource(search))
  const sourceHere = firstJoinedSource(search)
  if (source === DEFAULT_FIRST_JOINED_SOURCE && sourceHere !== DEFAULT_FIRST_JOINED_SOURCE) {
    setSource(sourceHere)
  }

  useEffect(() => {
    pushConsentDefault(window as DataLayerHost)
  }, [])

  // The footer's "cookie settings" shows the banner again; the stored choice stands until a new one.
  useEffect(() => {
    const reopen = () => {
      document.documentElement.classList.remove(CONSENT_CHOSEN_CLASS)
      setChoiceHere(null)
    }
    window.addEventListener(COOKIE_SETTINGS_EVENT, reopen)
    return () => window.removeEventListener(COOKIE_SETTINGS_EVENT, reopen)
  }, [])

  useEffect(() => {
    if (accepted === null || accepted === undefined) return
    pushConsentUpdate(window as DataLayerHost, accepted)
    if (!accepted) return
    keepFirstJoinedSource(source)
    if (analyticsId) loadAnalytics(analyticsId, window as DataLayerHost, document)
    // Once per choice (or per page for a choice made earlier); later sources change nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [accepted, analyticsId])

  if (accepted === true || accepted === false) return null

  const choose = (choice: boolean) => {
    writeCookie(consentCookie(choice, Date.now()))
    const firstJoinedFrom = readBrowserSession().firstJoinedFrom ?? source
    sendTrace(
      choice
        ? { traceType: 'COOKIES_ACCEPTED', additionalInfo: `firstJoinedFrom=${firstJoinedFrom}` }
        : { traceType: 'COOKIES_REJECTED' },
    )
    setChoiceHere(choice)
  }

  return (
    <section
      className="consent-banner"
      aria-labelledby="consent-banner-title"
      aria-describedby="consent-banner-text"
    >
      <div className="consent-banner-body">
        <h2 id="consent-banner-title">Pliki cookie</h2>
        <p id="consent-banner-text">
          Używamy niezbędnych plików cookie, a za Twoją zgodą także analitycznych i reklamowych.
          Odmowa nie ogranicza korzystania z serwisu. Więcej w{' '}
          <a href={PRIVACY_POLICY_PATH}>polityce prywatności</a>.
        </p>
        <div className="consent-banner-actions">
          {/* The prerendered buttons do nothing until the page hydrates, so they say so. */}
          <Button disabled={!hydrated} onClick={() => choose(true)}>
            Akceptuję
          </Button>
          <Button disabled={!hydrated} onClick={() => choose(false)}>
            Odrzucam
          </Button>
        </div>
      </div>
    </section>
  )
}
