import { createFileRoute } from '@tanstack/react-router'
import { planQuery } from '../../../../../api/planner/queries'
import { DaySkeleton } from '../../../../../features/planner/day/day-skeleton'
import { plannerDayParams } from '../../../../../features/planner/day/day-params'
import { PlannerDay } from '../../../../../features/planner/day/planner-day'
import { useSession } from '../../../../../features/session/use-session'
import { notFoundOn404 } from '../../../../../lib/not-found-on-404'
import { pageHead } from '../../../../../lib/seo'

/**
 * One day of a plan (issue 28); the tool's guard and Pro offer are in ../../route.tsx. An unknown
 * or another user's plan (the API's 404) and an impossible date are the not-found page.
 */
export const Route = createFileRoute('/produkt/planer-nauki/$planId/$dateKey/')({
  params: plannerDayParams,
  loader: async ({ context: { queryClient, session }, params: { planId } }) => {
    const user = session.user
    if (!user?.features.planner) return
    await notFoundOn404(queryClient.ensureQueryData(planQuery(user.id, planId)))
  },
  head: () =>
    pageHead({
      title: 'Dzień w planie nauki',
      description: 'Bloki nauki i powtórek na jeden dzień: zacznij następny w trybie skupienia.',
    }),
  pendingComponent: DaySkeleton,
  component: DayRoute,
})

function DayRoute() {
  const { user } = useSession()
  const { planId, dateKey } = Route.useParams()
  if (!user) return null
  return <PlannerDay userId={user.id} planId={planId} dateKey={dateKey} />
}
