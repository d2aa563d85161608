import { blockAt } from '@app/domain/planner/focus-day'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { planQuery } from '../../../../../api/planner/queries'
import { settingsQuery } from '../../../../../api/user/queries'
import { plannerFocusParams } from '../../../../../features/planner/day/day-params'
import { FocusMode } from '../../../../../features/planner/focus/focus-mode'
import { FocusSkeleton } from '../../../../../features/planner/focus/focus-skeleton'
import { useSession } from '../../../../../features/session/use-session'
import { notFoundOn404 } from '../../../../../lib/not-found-on-404'
import { pageHead } from '../../../../../lib/seo'

/**
 * Focus mode (issue 28, decisions 0163, 0175): the day's block at a 1-based position, without
 * header and footer (the root layout's `isPlannerExercisePath`). An unknown or another user's
 * plan, an impossible date and a position past the day's blocks are the not-found page.
 */
export const Route = createFileRoute('/produkt/planer-nauki/$planId/$dateKey/$exerciseIndex')({
  params: plannerFocusParams,
  loader: async ({ context: { queryClient, session }, params }) => {
    const user = session.user
    if (!user?.features.planner) return
    const [plan] = await notFoundOn404(
      Promise.all([
        queryClient.ensureQueryData(planQuery(user.id, params.planId)),
        queryClient.ensureQueryData(settingsQuery(user.id)),
      ]),
    )
    if (!blockAt(plan.blocks, params.dateKey, Number(params.exerciseIndex))) throw notFound()
  },
  head: () =>
    pageHead({
      title: 'Tryb skupienia',
      description: 'Jeden blok nauki z minutnikiem Pomodoro: nauka, przerwa i znowu nauka.',
    }),
  pendingComponent: FocusSkeleton,
  component: FocusRoute,
})

function FocusRoute() {
  const { user } = useSession()
  const { planId, dateKey, exerciseIndex } = Route.useParams()
  if (!user) return null
  return (
    <FocusMode userId={user.id} planId={planId} dateKey={dateKey} index={Number(exerciseIndex)} />
  )
}
