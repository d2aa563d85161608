import type { User } from '@app/contract/user'
import { toApiError } from '@app/domain/shared/api-errors'
import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useVerifyEmail } from '../../../api/auth/mutations'
import { LOGIN_LINK_LABEL } from '../copy'
import { EmailVerificationPanel } from './email-verification-banner'
import { Outcome } from '../../../components/ui/outcome'
import { useRunOnce } from '../../../lib/use-run-once'
import '../account.css'
import { FormPageLayout } from '../../../components/layout/form-page-layout'

export interface VerifyEmailProps {
  code: string
  userId: string
  /** The session's user, or null for a guest. */
  user: Pick<User, 'id' | 'email' | 'emailVerified'> | null
  /** After a successful verification: refresh the session of a logged-in user. */
  onVerified?: () => void
}

const FAILURE_TITLES: Record<number, string> = {
  400: 'Nieprawidłowy kod weryfikacyjny',
  404: 'Nie znaleziono konta',
  410: 'Kod weryfikacyjny wygasł',
}

/** /weryfikuj-email/{code}/{userId}: confirms the email as soon as the page opens. */
export function VerifyEmail({ code, userId, user, onVerified }: VerifyEmailProps) {
  // Set when the link failed and the user confirmed with a new code instead (logged in only).
  const [verifiedWithNewCode, setVerifiedWithNewCode] = useState(false)
  const { mutate, status, error } = useVerifyEmail({
    onSuccess: () => onVerified?.(),
  })
  // A code is single-use: send it once.
  useRunOnce(() => mutate({ body: { userId, code } }))

  return (
    <FormPageLayout labelledBy="verify-email-heading">
      <h1 id="verify-email-heading">Weryfikacja adresu email</h1>
      {status === 'success' || verifiedWithNewCode ? (
        <Outcome tone="success" title="Adres email został potwierdzony">
          <p>Dziękujemy! Możesz korzystać z platformy bez przeszkód.</p>
          <p>
            {user ? (
              <Link to={ROUTES.home}>Przejdź dalej</Link>
            ) : (
              <Link to={ROUTES.login}>{LOGIN_LINK_LABEL}</Link>
            )}
          </p>
        </Outcome>
      ) : status === 'error' ? (
        <Failure
          error={error}
          user={user}
          onVerified={() => {
            setVerifiedWithNewCode(true)
            onVerified?.()
          }}
        />
      ) : (
        <p role="status">Potwierdzamy Twój adres email…</p>
      )}
    </FormPageLayout>
  )
}

function Failure({
  error,
  user,
  onVerified,
}: {
  error: unknown
  user: VerifyEmailProps['user']
  onVerified: () => void
}) {
  const { httpsStatus, message } = toApiError(error)
  const title = FAILURE_TITLES[httpsStatus] ?? 'Nie udało się potwierdzić adresu email'
  return (
    <Outcome tone="error" title={title}>
      <p>{message}</p>
      {!user ? (
        <p>
          Zaloguj się, aby wysłać nowy kod weryfikacyjny.{' '}
          <Link to={ROUTES.login}>{LOGIN_LINK_LABEL}</Link>
        </p>
      ) : user.emailVerified ? (
        <p>
          Twój adres email jest już potwierdzony. <Link to={ROUTES.home}>Przejdź dalej</Link>
        </p>
      ) : (
        <EmailVerificationPanel user={user} onVerified={onVerified} />
      )}
    </Outcome>
  )
}
