import { ROUTES } from '@app/domain/navigation/routes'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate, type ErrorComponentProps } from '@tanstack/react-router'
import { RouteError } from '../../components/feedback/route-error'
import type { ActivationKind } from '../../features/account/activation-kinds'
import type { ActivationLookup } from '../../api/auth/queries'
import { Activation } from '../../features/account/components/activation'
import { ChildValidationForm } from '../../features/parent/components/child-validation-form'
import { identityErrorMessage } from '../../features/identity/errors'
import { identityService } from '../../features/identity/identity'
import { reloadSession } from '../../api/user/session'
import { useSession } from '../../features/session/use-session'

/**
 * The five activation routes compose the same page: the account feature's form with the identity
 * service's sign-in and the session. Each route file only names its kind.
 */
export function ActivationRoutePage({
  kind,
  uuid,
  lookup,
}: {
  kind: ActivationKind
  uuid: string
  lookup: ActivationLookup
}) {
  const queryClient = useQueryClient()
  const { user } = useSession()
  const navigate = useNavigate()
  return (
    <Activation
      // A new link is a new form.
      key={uuid}
      kind={kind}
      uuid={uuid}
      lookup={lookup}
      signedInEmail={user?.email ?? null}
      signIn={async (email, password) => {
        await identityService.signIn(email, password)
        await reloadSession(queryClient)
      }}
      describeSignInError={identityErrorMessage}
      onFinished={() => void navigate({ to: ROUTES.signUpDone })}
      childForm={(onLinked) => <ChildValidationForm onLinked={onLinked} />}
    />
  )
}

/**
 * SPEC §2: an activation route's error page also offers a log-in button to a guest and tells a
 * logged-in user that they already are.
 */
export function ActivationRouteError(props: ErrorComponentProps) {
  const { user } = useSession()
  return (
    <>
      <RouteError {...props} />
      <p className="feedback-actions">
        {user ? (
          <>
            Zalogowano już jako <strong>{user.email}</strong>.
          </>
        ) : (
          <Link to={ROUTES.login}>Zaloguj się</Link>
        )}
      </p>
    </>
  )
}
