import { ROUTES } from '@app/domain/navigation/routes'
import { createFileRoute, Link } from '@tanstack/react-router'
import { planQuery } from '../../../../api/planner/queries'
import { PlanView } from '../../../../features/planner/plan-view/plan-view'
import { StartLink } from '../../../../features/planner/plan-view/start-link'
import { PlanViewSkeleton } from '../../../../features/planner/plan-view/plan-view-skeleton'
import { parsePlanSearch } from '../../../../features/planner/plan-view/plan-search'
import { useSession } from '../../../../features/session/use-session'
import { ksuidOrNotFound } from '../../../../lib/route-params'
import { notFoundOn404 } from '../../../../lib/not-found-on-404'
import { pageHead } from '../../../../lib/seo'

/**
 * One plan's calendar (issue 28, decision 0176): `?widok=miesiac|tydzien&data=yyyy-mm-dd`. An
 * unknown plan, or another user's, is not found; the tool's guard and Pro offer are in route.tsx.
 */
export const Route = createFileRoute('/produkt/planer-nauki/$planId/')({
  params: {
    parse: ({ planId }) => ({ planId: ksuidOrNotFound(planId) }),
    stringify: (params) => params,
  },
  validateSearch: parsePlanSearch,
  loader: async ({ context: { queryClient, session }, params: { planId } }) => {
    const user = session.user
    if (!user?.features.planner) return
    await notFoundOn404(queryClient.ensureQueryData(planQuery(user.id, planId)))
  },
  head: () =>
    pageHead({
      title: 'Plan nauki',
      description: 'Kalendarz planu: bloki nauki i powtórek w tygodniu i miesiącu.',
    }),
  pendingComponent: PlanViewSkeleton,
  component: PlanRoute,
})

function PlanRoute() {
  const { user } = useSession()
  const { planId } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  if (!user) return null
  return (
    <PlanView
      user={user}
      planId={planId}
      search={search}
      onSearch={(next) => void navigate({ search: next, replace: true })}
      dayLink={(day, label) => (
        <Link to={ROUTES.plannerDay} params={{ planId, dateKey: day }}>
          {label}
        </Link>
      )}
      onOpenDay={(day) =>
        void navigate({ to: ROUTES.plannerDay, params: { planId, dateKey: day } })
      }
      startLink={(block, blocks) => <StartLink planId={planId} block={block} blocks={blocks} />}
    />
  )
}
