import { createFileRoute } from '@tanstack/react-router'
import { RankingHistoryPage } from '../../features/progress/ranking/ranking-history'
import { rankingHistorySearch } from '../../features/progress/ranking/ranking-search'
import { useSession } from '../../features/session/use-session'
import { pageHead } from '../../lib/seo'

/** Past weeks of the league, or one of them with `?tydzien=2025-W42` (issue 30). */
export const Route = createFileRoute('/ranking/historia')({
  validateSearch: rankingHistorySearch,
  head: () =>
    pageHead({
      title: 'Poprzednie tygodnie rankingu',
      description: 'Twoje miejsca i podium minionych tygodni ligi.',
    }),
  component: RankingHistoryRoute,
})

function RankingHistoryRoute() {
  const { user } = useSession()
  const { tydzien } = Route.useSearch()
  return user ? <RankingHistoryPage userId={user.id} week={tydzien} /> : null
}
