import type { User } from '@app/contract/user'
import { planYear } from '@app/domain/planner/domination-progress'
import { toWarsawDateKey } from '@app/domain/shared/format'
import { useQuery } from '@tanstack/react-query'
import { Mountain, Pencil, Printer } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { checkInsQuery, dominationPlanQuery } from '../../../api/domination-plan/queries'
import { settingsQuery } from '../../../api/user/queries'
import { RetryError } from '../../../components/feedback/retry-error'
import { Button } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { PageHeader } from '../../../components/ui/page-header'
import { useNow } from '../../../lib/use-now'
import { thisWeekOf } from '../weeks'
import { CheckInPanel } from './check-in-panel'
import { CheckInHistory } from './check-in-history'
import { PlanEditor } from './plan-editor'
import { PlanSkeleton } from './plan-skeleton'
import { PlanView } from './plan-view'
import '../domination-plan.css'
import '../domination-plan-print.css'

const LEAD =
  'Wizja, cele na rok, kamienie milowe na kwartały i kilka działań na ten tydzień. Co tydzień krótkie podsumowanie.'

/**
 * /produkt/plan-dominacji: the plan (vision → goals → milestones → this week's actions), the
 * week's check-in and the past weeks; an editor over the whole plan, 'Drukuj' for an A4 copy.
 */
export function DominationPlanPage({ user, help }: { user: User; help?: ReactNode }) {
  const plan = useQuery(dominationPlanQuery(user.id))
  const checkIns = useQuery(checkInsQuery(user.id))
  const settings = useQuery(settingsQuery(user.id))
  const [editing, setEditing] = useState(false)
  const failed = [plan, checkIns].find((query) => query.isError)
  const empty = plan.data?.version === 0 && !plan.data.vision && plan.data.goals.length === 0
  const now = useNow(60_000)
  const year = planYear(toWarsawDateKey(now), settings.data?.dominationPlan.yearStartMonth ?? 9)
  const ready = plan.data && checkIns.data

  return (
    <article className="domination-plan">
      <PageHeader
        icon={Mountain}
        title="Plan dominacji"
        description={LEAD}
        action={
          <>
            {ready && !empty && !editing && (
              <>
                <Button variant="secondary" onClick={() => setEditing(true)}>
                  <Pencil aria-hidden="true" />
                  Edytuj plan
                </Button>
                <Button variant="secondary" onClick={() => window.print()}>
                  <Printer aria-hidden="true" />
                  Drukuj
                </Button>
              </>
            )}
            {help}
          </>
        }
      />
      {failed ? (
        <RetryError
          error={failed.error}
          onRetry={() => {
            if (plan.isError) void plan.refetch()
            if (checkIns.isError) void checkIns.refetch()
          }}
        />
      ) : !plan.data || !checkIns.data ? (
        <PlanSkeleton />
      ) : editing ? (
        <PlanEditor
          userId={user.id}
          plan={plan.data}
          weekKey={thisWeekOf(checkIns.data.current)}
          year={year}
          onDone={() => setEditing(false)}
        />
      ) : empty ? (
        <EmptyState
          icon={Mountain}
          heading="h2"
          title="Zacznij od wizji"
          description="Kim chcesz być za rok? Napisz to, a potem dodaj pierwszy cel. Kamienie milowe i działania na ten tydzień dopiszesz, kiedy zechcesz."
          action={
            <Button onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              Napisz swoją wizję
            </Button>
          }
        />
      ) : (
        <>
          <PlanView
            userId={user.id}
            plan={plan.data}
            current={checkIns.data.current}
            year={year}
            onEdit={() => setEditing(true)}
          />
          <CheckInPanel userId={user.id} plan={plan.data} list={checkIns.data} />
          <CheckInHistory plan={plan.data} list={checkIns.data} />
        </>
      )}
    </article>
  )
}
