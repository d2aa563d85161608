import { createFileRoute } from '@tanstack/react-router'
import { RankingPage } from '../../features/progress/ranking/ranking-page'
import { useSession } from '../../features/session/use-session'
import { pageHead } from '../../lib/seo'

/** This week's league (issue 30); the guard (decision 0015) is the area's, in route.tsx. */
export const Route = createFileRoute('/ranking/')({
  head: () =>
    pageHead({
      title: 'Ranking',
      description: 'Tygodniowa liga: Twoje miejsce i najlepsi uczniowie tego tygodnia.',
    }),
  component: RankingRoute,
})

function RankingRoute() {
  const { user } = useSession()
  return user ? <RankingPage userId={user.id} /> : null
}
