import { launchState } from '@app/domain/site/launch'
import { Link } from '@tanstack/react-router'
import '../home.css'

/**
 * The platform's launch wording (SPEC §1): coming soon, then available with a button to the
 * platform's presentation. SPEC's waiting-list button returns with its page (decision 0108).
 */
export function LaunchCall({ now }: { now: Date }) {
  const launch = launchState(now)
  return (
    <section className="launch-call" aria-labelledby="launch-heading">
      <h2 id="launch-heading">{launch.heading}</h2>
      <p>
        {launch.isLaunched
          ? 'Planer nauki, fiszki, zadania i czat z AI w jednym miejscu. Zaloguj się i zacznij korzystać już dziś.'
          : 'Planer nauki, fiszki, zadania i czat z AI w jednym miejscu – już wkrótce.'}
      </p>
      {launch.button ? (
        <Link to={launch.button.to} className="button button-primary">
          {launch.button.label}
        </Link>
      ) : null}
    </section>
  )
}
