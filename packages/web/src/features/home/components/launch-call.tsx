import { canEnterProduct, type AccessUser } from '@app/domain/access/access'
import { ROUTES } from '@app/domain/navigation/routes'
import { launchState } from '@app/domain/site/launch'
import { Link } from '@tanstack/react-router'
import '../home.css'

const PLATFORM = 'Planer nauki, fiszki, zadania i czat z AI w jednym miejscu'

/**
 * The platform's launch wording (SPEC §1): coming soon, then available with a button to the
 * platform's presentation. SPEC's waiting-list button returns with its page (decision 0108).
 * Once launched, a guest is asked to sign in and a signed-in user is sent to My products (or to
 * Pro, with nothing there yet): one sentence either way, so the switch after a prerendered page
 * hydrates moves nothing below it.
 */
export function LaunchCall({ now, user }: { now: Date; user: AccessUser | null }) {
  const launch = launchState(now)
  return (
    <section className="launch-call" aria-labelledby="launch-heading">
      <h2 id="launch-heading">{launch.heading}</h2>
      <p>
        {!launch.isLaunched ? (
          `${PLATFORM} – już wkrótce.`
        ) : user && canEnterProduct(user) ? (
          <>
            {PLATFORM}. Zacznij korzystać już dziś w{' '}
            <Link to={ROUTES.products}>Moich produktach</Link>.
          </>
        ) : user ? (
          // An account with nothing to use yet: My products would send it back here.
          <>
            {PLATFORM}. Zacznij korzystać już dziś z{' '}
            <Link to={ROUTES.proCheckout}>pakietu Pro</Link>.
          </>
        ) : (
          `${PLATFORM}. Zaloguj się i zacznij korzystać już dziś.`
        )}
      </p>
      {launch.button ? (
        <Link to={launch.button.to} className="button button-primary">
          {launch.button.label}
        </Link>
      ) : null}
    </section>
  )
}
