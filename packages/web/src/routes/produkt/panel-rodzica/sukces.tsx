import { createFileRoute } from '@tanstack/react-router'
import { RequestOutcomePage } from '../../../features/parent/components/request-outcome-page'
import { useSession } from '../../../features/session/use-session'
import { pageHead } from '../../../lib/seo'

/**
 * Where the form and the outcome e-mails lead (issue 30): the latest request as stored, the same
 * on /sukces and /blad (decision 0204).
 */
export const Route = createFileRoute('/produkt/panel-rodzica/sukces')({
  head: () =>
    pageHead({
      title: 'Prośba o połączenie kont',
      description: 'Co się dzieje z prośbą o połączenie z kontem dziecka.',
    }),
  component: RequestOutcomeRoute,
})

function RequestOutcomeRoute() {
  const { user } = useSession()
  return user ? <RequestOutcomePage userId={user.id} /> : null
}
