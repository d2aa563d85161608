import { launchState } from '@app/domain/launch'
import { Link } from '@tanstack/react-router'
import '../home.css'

/** The platform's launch wording (SPEC §1): coming soon with a waiting list, then available. */
export function LaunchCall({ now }: { now: Date }) {
  const launch = launchState(now)
  const buttonTo: string = launch.buttonTo
  return (
    <section className="launch-call" aria-labelledby="launch-heading">
      <h2 id="launch-heading">{launch.heading}</h2>
      <p>
        {launch.isLaunched
          ? 'Planer nauki, fiszki, zadania i czat z AI w jednym miejscu. Zaloguj się i zacznij korzystać już dziś.'
          : 'Planer nauki, fiszki, zadania i czat z AI w jednym miejscu. Zapisz się, a damy Ci znać, gdy ruszymy.'}
      </p>
      <Link to={buttonTo} className="button button-primary">
        {launch.buttonLabel}
      </Link>
    </section>
  )
}
