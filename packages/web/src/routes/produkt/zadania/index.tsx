import { canUseTool } from '@app/domain/access/tools'
import { ROUTES } from '@app/domain/navigation/routes'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { exercisesQuery, reviewQueueQuery } from '../../../api/exercises/queries'
import { settingsQuery } from '../../../api/user/queries'
import {
  canReviewExercises,
  filtersOfSearch,
  hasFilterParams,
  NO_FILTERS,
  parseExerciseListSearch,
  shownTab,
} from '../../../features/exercises/list/exercise-list-search'
import { ExercisesListSkeleton } from '../../../features/exercises/list/exercises-list-skeleton'
import { ExercisesPage } from '../../../features/exercises/list/exercises-page'
import { restoredSearch } from '../../../features/exercises/list/restore-filters'
import { useSession } from '../../../features/session/use-session'
import { pageHead } from '../../../lib/seo'

/**
 * The exercise bank, the caller's own exercises and the review queue (issue 29); the tool's gate
 * and Pro offer are in route.tsx. Entering without filters in the address restores the saved ones
 * (decision 0186); a link with filters wins.
 */
export const Route = createFileRoute('/produkt/zadania/')({
  validateSearch: parseExerciseListSearch,
  beforeLoad: async ({ context: { queryClient, session }, search, cause }) => {
    const user = session.user
    if (cause !== 'enter' || !user || !canUseTool(user, 'tasks') || hasFilterParams(search)) return
    const settings = await queryClient.ensureQueryData(settingsQuery(user.id)).catch(() => null)
    const restored = settings && restoredSearch(search, settings)
    if (restored) throw redirect({ to: ROUTES.tasks, search: restored, replace: true })
  },
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, session }, deps, preload, cause }) => {
    const user = session.user
    // A preload without filters does not know yet which ones the visit will restore.
    if (!user || !canUseTool(user, 'tasks') || (preload && !hasFilterParams(deps))) return
    const tab = shownTab(deps, canReviewExercises(user.groups))
    const prefetched =
      tab === 'do-recenzji'
        ? queryClient.prefetchInfiniteQuery(reviewQueueQuery(user.id))
        : queryClient.prefetchInfiniteQuery(
            exercisesQuery(user.id, {
              scope: tab === 'moje' ? 'MINE' : 'BANK',
              ...(tab === 'moje' ? NO_FILTERS : filtersOfSearch(deps)),
            }),
          )
    // A filter or tab changed on the page: the address changes at once, the list shows its
    // skeleton meanwhile.
    if (cause !== 'stay') await prefetched
  },
  head: () =>
    pageHead({
      title: 'Zadania',
      description: 'Zadania z matematyki, fizyki, chemii i biologii ze sprawdzaniem odpowiedzi.',
    }),
  pendingComponent: ExercisesListSkeleton,
  component: ExercisesRoute,
})

function ExercisesRoute() {
  const { user } = useSession()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  if (!user) return null
  return (
    <ExercisesPage
      userId={user.id}
      groups={user.groups}
      search={search}
      onSearchChange={(next, replace) => void navigate({ search: next, replace })}
    />
  )
}
