import { createFileRoute } from '@tanstack/react-router'
import { StatisticsPage } from '../../features/progress/statistics/statistics-page'
import { statisticsSearch } from '../../features/progress/statistics/statistics-search'
import { useSession } from '../../features/session/use-session'
import { pageHead } from '../../lib/seo'

/** The student's statistics (issue 30); the guard (decision 0014) is the area's, in route.tsx. */
export const Route = createFileRoute('/statystyki/')({
  validateSearch: statisticsSearch,
  head: () =>
    pageHead({
      title: 'Statystyki',
      description: 'Czas nauki, seria, fiszki, zadania, plan i kursy w wybranym okresie.',
    }),
  component: StatisticsRoute,
})

function StatisticsRoute() {
  const { user } = useSession()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  if (!user) return null
  return (
    <StatisticsPage
      userId={user.id}
      search={search}
      onSearch={(next) => void navigate({ search: next })}
    />
  )
}
