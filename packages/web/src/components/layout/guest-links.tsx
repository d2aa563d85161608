import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import './layout.css'

/** Sign-in and sign-up for guests (header and burger menu). */
export function GuestLinks() {
  return (
    <p className="guest-links">
      <Link to={ROUTES.login} className="button button-secondary">
        Zaloguj się
      </Link>
      <Link to={ROUTES.signUp} className="button button-primary">
        Zarejestruj się
      </Link>
    </p>
  )
}
