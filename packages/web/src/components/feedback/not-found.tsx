import { NOT_FOUND_MESSAGE } from '@app/domain/shared/messages'
import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'

export function NotFound() {
  return (
    <section className="feedback" aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">{NOT_FOUND_MESSAGE}</h1>
      <p>
        <Link to={ROUTES.home}>Wróć na stronę główną</Link>
      </p>
    </section>
  )
}
