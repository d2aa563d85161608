import { Link } from '@tanstack/react-router'

/** Sign-in and sign-up for guests (header and burger menu). */
export function GuestLinks() {
  return (
    <p className="guest-links">
      <Link to="/logowanie" className="button button-secondary">
        Zaloguj się
      </Link>
      <Link to="/rejestracja" className="button button-primary">
        Zarejestruj się
      </Link>
    </p>
  )
}
