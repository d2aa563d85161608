import { toApiError } from '@app/domain/shared/api-errors'
import {
  MENU_LABELS,
  ROUTE_ERROR_DEFAULT_MESSAGE,
  routeErrorTitle,
} from '@app/domain/shared/messages'
import { ROUTES } from '@app/domain/navigation/routes'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { Link, useRouteContext, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'

/**
 * SPEC §2/§8 route error: 'O nie! Błąd {status}' with the server's message for an API answer,
 * otherwise 'O nie! Wystąpił błąd' with the default text (a bug's own message means nothing to a
 * reader).
 */
export function RouteError({ error, nested = false }: ErrorComponentProps & { nested?: boolean }) {
  const router = useRouter()
  const queryErrorResetBoundary = useQueryErrorResetBoundary()
  useEffect(() => queryErrorResetBoundary.reset(), [queryErrorResetBoundary])

  // The session the root put in the context (absent when the root itself failed).
  const signedIn = !!useRouteContext({ strict: false }).session?.user
  const { status, message } = describe(error)
  const Heading = nested ? 'h2' : 'h1'
  return (
    <section className="feedback" aria-labelledby="route-error-heading">
      <Heading id="route-error-heading">{routeErrorTitle(status)}</Heading>
      <p>{message}</p>
      <p className="feedback-actions">
        <Link to={ROUTES.home}>Strona główna</Link>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void router.invalidate()}
        >
          Spróbuj ponownie
        </button>
        {signedIn && <Link to={ROUTES.products}>{MENU_LABELS.myProducts}</Link>}
      </p>
    </section>
  )
}

/** The error of a route inside a layout that has the page's h1 already (e.g. a settings tab). */
export const NestedRouteError = (props: ErrorComponentProps) => <RouteError {...props} nested />

function describe(error: unknown): { status: number | null; message: string } {
  const isApiAnswer = typeof error === 'object' && error !== null && 'status' in error
  if (!isApiAnswer) return { status: null, message: ROUTE_ERROR_DEFAULT_MESSAGE }
  const apiError = toApiError(error)
  return {
    status: apiError.httpsStatus,
    message: apiError.message.trim() || ROUTE_ERROR_DEFAULT_MESSAGE,
  }
}
