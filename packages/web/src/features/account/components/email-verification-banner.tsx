import type { User } from '@app/contract/user'
import { toApiError } from '@app/domain/shared/api-errors'
import {
  INITIAL_VERIFICATION_SEND_STATE,
  canResend,
  secondsUntilResend,
  sendButtonLabel,
  shouldShowVerificationBanner,
  verificationSendReducer,
} from '@app/domain/user/email-verification'
import { pluralPl } from '@app/domain/shared/format'
import { useEffect, useReducer, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { useSendVerificationCode } from '../../../api/auth/mutations'
import { SPAM_NOTE } from '../copy'
import { VerificationCodeForm } from './verification-code-form'
import '../account.css'

export type VerificationUser = Pick<
  User,
  'id' | 'email' | 'newFlow' | 'emailVerified' | 'hasSolvedInitialQuiz'
>

/** "za 1 sekundę / 2 sekundy / 5 sekund" (the accusative after "za"). */
const SECONDS_AFTER_ZA = { one: 'sekundę', few: 'sekundy', many: 'sekund' }

export interface EmailVerificationBannerProps {
  /** The session's user, or null for a guest. */
  user: VerificationUser | null
  /** The current path: the banner is hidden on /weryfikuj-email. */
  pathname: string
  /** After the email is confirmed here: refresh the session so that `emailVerified` follows. */
  onVerified?: () => void
}

/**
 * SPEC §4 email verification banner, for a logged-in new-flow user whose email is not verified
 * and who has solved the initial quiz. The confirmation stays visible on the page where it
 * happened, even after the refreshed session hides the banner.
 */
export function EmailVerificationBanner({
  user,
  pathname,
  onVerified,
}: EmailVerificationBannerProps) {
  const [verified, setVerified] = useState(false)
  // The confirmation belongs to the page where it happened: leaving it clears it.
  const [shownOn, setShownOn] = useState(pathname)
  if (shownOn !== pathname) {
    setShownOn(pathname)
    setVerified(false)
  }

  if (verified) {
    return (
      <section
        className="verification-banner verification-banner-success"
        aria-label="Weryfikacja adresu email"
      >
        <p role="status">Adres email został potwierdzony. Dziękujemy!</p>
      </section>
    )
  }
  if (!user || !shouldShowVerificationBanner(user, pathname)) return null

  return (
    <section className="verification-banner" aria-labelledby="verification-banner-heading">
      <h2 id="verification-banner-heading">Potwierdź swój adres email</h2>
      <EmailVerificationPanel
        user={user}
        onVerified={() => {
          setVerified(true)
          onVerified?.()
        }}
      />
    </section>
  )
}

/**
 * Send (and resend, after 60 s) a verification code, then type it in. The banner's content; the
 * verify-email page shows it too when a link failed for the logged-in user.
 */
export function EmailVerificationPanel({
  user,
  onVerified,
}: {
  user: Pick<User, 'id' | 'email'>
  onVerified: () => void
}) {
  const [state, dispatch] = useReducer(verificationSendReducer, INITIAL_VERIFICATION_SEND_STATE)
  const [now, setNow] = useState(() => Date.now())
  const [detailsOpen, setDetailsOpen] = useState(false)
  const { mutate } = useSendVerificationCode()

  const secondsLeft = secondsUntilResend(state, now)
  const waiting = secondsLeft > 0
  // The clock ticks only while a resend is being waited for.
  useEffect(() => {
    if (!waiting) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [waiting])

  const send = () => {
    const sendAt = Date.now()
    setNow(sendAt)
    if (!canResend(state, sendAt)) return
    dispatch({ type: 'send', now: sendAt })
    mutate(
      { body: { userId: user.id } },
      {
        onSuccess: ({ body }) => {
          const sentAt = Date.now()
          setNow(sentAt)
          dispatch({ type: 'sendSucceeded', now: sentAt, email: body.email })
          setDetailsOpen(true)
        },
        onError: (error) => dispatch({ type: 'sendFailed', message: toApiError(error).message }),
      },
    )
  }

  return (
    <div className="verification-panel">
      <p>
        Wyślemy kod weryfikacyjny na adres <strong>{user.email}</strong>.
      </p>
      <div className="verification-actions">
        <Button
          busy={state.status === 'sending'}
          busyLabel="Wysyłanie…"
          disabled={!canResend(state, now)}
          onClick={send}
        >
          {sendButtonLabel(state)}
        </Button>
        {waiting && (
          <p className="verification-countdown">
            Kolejny kod możesz wysłać za {secondsLeft} {pluralPl(secondsLeft, SECONDS_AFTER_ZA)}.
          </p>
        )}
      </div>
      <p role="status" className="verification-status">
        {state.status === 'sent' ? state.message : null}
      </p>
      <FormAlert>{state.status === 'error' ? state.message : null}</FormAlert>
      <details open={detailsOpen} onToggle={(event) => setDetailsOpen(event.currentTarget.open)}>
        <summary>Mam już kod weryfikacyjny</summary>
        <VerificationCodeForm userId={user.id} onVerified={onVerified} />
        <p>{SPAM_NOTE}</p>
      </details>
    </div>
  )
}
