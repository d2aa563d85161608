import { isResponseValidationError, toApiError } from '@app/domain/shared/api-errors'
import { ROUTE_ERROR_DEFAULT_MESSAGE } from '@app/domain/shared/messages'
import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import { RotateCw } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { Outcome } from '../../../components/ui/outcome'
import {
  NEW_PASSWORD_LINK_LABEL,
  PASSWORD_LINK_CHECK_FAILED,
  PASSWORD_LINK_COPY,
  type PasswordLinkProblem,
} from '../copy'

/** A password-change link that cannot be used, and the way forward: a new link. */
export function PasswordLinkOutcome({ problem }: { problem: PasswordLinkProblem }) {
  const { title, text } = PASSWORD_LINK_COPY[problem]
  return (
    <Outcome tone="error" title={title}>
      <p>{text}</p>
      <p>
        <Link to={ROUTES.resetPassword}>{NEW_PASSWORD_LINK_LABEL}</Link>
      </p>
    </Outcome>
  )
}

/** The link could not be checked (server down, 5xx): the server's message and a new attempt. */
export function PasswordLinkCheckFailed({
  error,
  onRetry,
}: {
  error: unknown
  onRetry: () => void
}) {
  // An answer that breaks the contract has no message meant for a reader.
  const message =
    (!isResponseValidationError(error) && toApiError(error).message.trim()) ||
    ROUTE_ERROR_DEFAULT_MESSAGE
  return (
    <Outcome tone="error" title={PASSWORD_LINK_CHECK_FAILED}>
      <p>{message}</p>
      <p>
        <Button variant="secondary" onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          Spróbuj ponownie
        </Button>
      </p>
    </Outcome>
  )
}
