import { toApiError } from '@app/domain/shared/api-errors'
import { RotateCw } from 'lucide-react'
import './retry-error.css'

/**
 * A part of a page that could not load: why, and 'Spróbuj ponownie'. The rest of the page stays
 * usable (the route error replaces the whole page instead).
 */
export function RetryError({
  error,
  onRetry,
  title = 'Nie udało się wczytać danych',
}: {
  error: unknown
  onRetry: () => void
  title?: string
}) {
  return (
    <div className="form-alert form-alert-error retry-error" role="alert">
      <p>
        <strong>{title}.</strong> {toApiError(error).message}
      </p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Spróbuj ponownie
      </button>
    </div>
  )
}
