import { userLoadErrorMessage } from '@app/domain/shared/api-errors'
import { APP_STARTING_FAILED_TITLE } from '@app/domain/shared/messages'
import { useFailingLoad } from '../../lib/use-failing-load'
import { AppShellSkeleton } from './app-shell-skeleton'

/**
 * What the shell shows while the app loads the route it was opened on (main.tsx): the skeleton of
 * the HTML, and once an attempt has failed (the server is down), why and a way to try again now,
 * while the retries go on in the background.
 */
export function AppStarting() {
  const failure = useFailingLoad()
  return (
    <AppShellSkeleton>
      {failure !== null && (
        <section className="feedback" role="alert" aria-labelledby="app-starting-heading">
          <h1 id="app-starting-heading">{APP_STARTING_FAILED_TITLE}</h1>
          <p>{userLoadErrorMessage(failure)}</p>
          <p className="feedback-actions">
            <button
              type="button"
              className="button button-secondary"
              onClick={() => window.location.reload()}
            >
              Spróbuj ponownie
            </button>
          </p>
        </section>
      )}
    </AppShellSkeleton>
  )
}
