import { isClientError, toApiError } from '@app/domain/shared/api-errors'
import type { ReactNode } from 'react'
import { RetryError } from '../../components/feedback/retry-error'
import { FormAlert } from '../../components/ui/form-alert'

/**
 * Why a part of a progress page is not there: a refusal the API explains (a week that has not
 * started, the ranking before it opens, a range too long) is said as it is, since asking again
 * would not help; anything else offers 'Spróbuj ponownie'.
 */
export function LoadProblem({
  error,
  onRetry,
  title,
  next,
}: {
  error: unknown
  onRetry: () => void
  title: string
  /** A way on after a refusal (e.g. back to the list of weeks). */
  next?: ReactNode
}) {
  if (isClientError(error))
    return (
      <FormAlert>
        <p>{toApiError(error).message}</p>
        {next ? <p>{next}</p> : null}
      </FormAlert>
    )
  return <RetryError error={error} onRetry={onRetry} title={title} />
}
