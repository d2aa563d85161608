import { createFileRoute } from '@tanstack/react-router'
import { ParentPanel } from '../../../features/parent/components/parent-panel'
import { useSession } from '../../../features/session/use-session'
import { pageHead } from '../../../lib/seo'

/** The parent panel (issue 30); the guard (parents only) is the area's, in route.tsx. */
export const Route = createFileRoute('/produkt/panel-rodzica/')({
  head: () =>
    pageHead({
      title: 'Panel rodzica',
      description: 'Postępy dziecka w nauce: czas nauki, seria, kursy, fiszki, zadania i plan.',
    }),
  component: ParentPanelRoute,
})

function ParentPanelRoute() {
  const { user } = useSession()
  return user ? <ParentPanel userId={user.id} /> : null
}
