import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'

/** A guest's way to a purchase: sign in and come back to `returnTo`, or make an account. */
export function LoginToBuy({ returnTo }: { returnTo: string }) {
  return (
    <div className="cta-row">
      <Link to={ROUTES.login} search={{ redirect: returnTo }} className="button button-primary">
        Zaloguj się, aby kupić
      </Link>
      <Link to={ROUTES.signUpSaas} className="button button-secondary">
        Załóż konto
      </Link>
    </div>
  )
}
