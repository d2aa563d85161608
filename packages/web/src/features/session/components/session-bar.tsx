import { MENU_LABELS } from '@app/domain/messages'
import { Link, useNavigate } from '@tanstack/react-router'
import { useSession } from '../use-session'

/**
 * Who is signed in, with the way in or out. A stand-in until the site header arrives; signing
 * out is an action (a form's button), carried out by the /logout page.
 */
export function SessionBar() {
  const { user, status } = useSession()
  const navigate = useNavigate()

  if (status === 'pending') return null
  return (
    <div className="session-bar">
      {user ? (
        <form
          method="post"
          action="/logout"
          onSubmit={(event) => {
            event.preventDefault()
            void navigate({ to: '/logout' })
          }}
        >
          <span>
            Zalogowano jako <strong>{user.name}</strong>
          </span>{' '}
          <button type="submit" className="link-button">
            {MENU_LABELS.logout}
          </button>
        </form>
      ) : (
        <p>
          <Link to="/logowanie">Zaloguj się</Link> <Link to="/rejestracja">Zarejestruj się</Link>
        </p>
      )}
    </div>
  )
}
