import type { PlanSummary } from '@app/contract/planner'
import { ROUTES } from '@app/domain/navigation/routes'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Archive, CalendarDays, Plus } from 'lucide-react'
import type { ReactNode } from 'react'
import { plansQuery } from '../../../api/planner/queries'
import { RetryError } from '../../../components/feedback/retry-error'
import { EmptyState } from '../../../components/ui/empty-state'
import { PageHeader } from '../../../components/ui/page-header'
import { useNow } from '../../../lib/use-now'
import { PlanCard } from './plan-card'
import { PlanListSkeleton } from './plan-list-skeleton'
import '../planner.css'

const LEAD =
  'Podaj, co Cię czeka i do kiedy, a ułożymy plan nauki z powtórkami, który dopasuje się, gdy dzień nie wyjdzie.'

const newPlanLink = (
  <Link to={ROUTES.plannerNew} className="button button-primary">
    <Plus aria-hidden="true" />
    Nowy plan
  </Link>
)

/**
 * /produkt/planer-nauki: the active plans (the next exam, this week's blocks done, the next block),
 * then 'Zarchiwizowane'; archive, restore and delete on each card, 'Nowy plan' in the header.
 */
export function PlanList({ userId, help }: { userId: string; help?: ReactNode }) {
  const plans = useQuery(plansQuery(userId))
  const items = plans.data?.items
  return (
    <article className="planner">
      <PageHeader
        icon={CalendarDays}
        title="Planer nauki"
        description={LEAD}
        action={
          <>
            {items && items.length > 0 ? newPlanLink : null}
            {help}
          </>
        }
      />
      {plans.isError ? (
        <RetryError error={plans.error} onRetry={() => void plans.refetch()} />
      ) : !items ? (
        <PlanListSkeleton />
      ) : items.length === 0 ? (
        <EmptyState
          icon={CalendarDays}
          heading="h2"
          title="Nie masz jeszcze planu nauki"
          description="Dodaj przedmioty, tematy i daty sprawdzianów, a ułożymy bloki nauki i powtórek w Twoich wolnych godzinach."
          action={newPlanLink}
        />
      ) : (
        <Plans userId={userId} plans={items} />
      )}
    </article>
  )
}

function Plans({ userId, plans }: { userId: string; plans: readonly PlanSummary[] }) {
  const now = useNow(60_000)
  const active = plans.filter((plan) => !plan.archived)
  const archived = plans.filter((plan) => plan.archived)
  return (
    <>
      <section aria-labelledby="planner-active-heading">
        <h2 id="planner-active-heading">Aktywne plany</h2>
        {active.length === 0 ? (
          <p className="planner-note">
            Wszystkie plany są w archiwum. Przywróć któryś albo dodaj nowy.
          </p>
        ) : (
          <ul className="plan-list">
            {active.map((plan) => (
              <PlanCard key={plan.id} userId={userId} plan={plan} now={now} />
            ))}
          </ul>
        )}
      </section>
      {archived.length > 0 && (
        <section aria-labelledby="planner-archived-heading">
          <h2 id="planner-archived-heading">
            <Archive aria-hidden="true" className="planner-heading-icon" />
            Zarchiwizowane
          </h2>
          <ul className="plan-list">
            {archived.map((plan) => (
              <PlanCard key={plan.id} userId={userId} plan={plan} now={now} />
            ))}
          </ul>
        </section>
      )}
    </>
  )
}
