import type { Block, Plan } from '@app/contract/planner'
import type { User } from '@app/contract/user'
import { canJoinCommunity } from '@app/domain/access/access'
import { ROUTES } from '@app/domain/navigation/routes'
import { dayKeyOf, monthGrid, shiftDays } from '@app/domain/planner/calendar-grid'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, CalendarDays } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { communityQuery } from '../../../api/community/queries'
import { planQuery } from '../../../api/planner/queries'
import { RetryError } from '../../../components/feedback/retry-error'
import { PageHeader } from '../../../components/ui/page-header'
import { useNow } from '../../../lib/use-now'
import { BlockDialog } from './block-dialog'
import { CalendarToolbar } from './calendar-toolbar'
import { ExportCalendar } from './export-calendar'
import { MonthGrid } from './month-grid'
import { BlocksToSettle, UnplacedList } from './plan-notices'
import {
  blocksToSettle,
  consultationsBetween,
  openingDay,
  planDays,
  type CalendarEvent,
} from './plan-days'
import type { PlanSearch, PlanViewMode } from './plan-search'
import { PlanViewSkeleton } from './plan-view-skeleton'
import { SAVED_ON_DEVICE, useBlockActions } from './use-block-actions'
import { WeekView } from './week-view'
import '../planner.css'
import './plan-view.css'

export interface PlanViewProps {
  user: User
  planId: string
  search: PlanSearch
  onSearch: (search: PlanSearch) => void
  /** A day's page: a link with the given text, and a way to open it from the month grid. */
  dayLink: (day: string, label: ReactNode) => ReactNode
  onOpenDay: (day: string) => void
  /** 'Zacznij': the block in focus mode. */
  startLink: (block: Block, blocks: readonly Block[]) => ReactNode
}

/** One plan's calendar (issue 28): month or week, what waits to be settled, what did not fit. */
export function PlanView(props: PlanViewProps) {
  const plan = useQuery(planQuery(props.user.id, props.planId))
  if (plan.isPending) return <PlanViewSkeleton />
  if (plan.isError)
    return (
      <RetryError
        error={plan.error}
        title="Nie udało się wczytać planu"
        onRetry={() => void plan.refetch()}
      />
    )
  return <PlanCalendar {...props} plan={plan.data} />
}

/**
 * The fixed events around the month of `active` (a day either side, for the time zone): the
 * Saturday consultations the plan keeps clear of, and a community member's booked meeting.
 */
function fixedEvents(
  active: string,
  booking: { startsAt: string; endsAt: string } | null | undefined,
): CalendarEvent[] {
  const grid = monthGrid(active)
  const from = Date.parse(`${shiftDays(grid[0] as string, -1)}T00:00:00Z`)
  const to = Date.parse(`${shiftDays(grid[41] as string, 2)}T00:00:00Z`)
  const events = consultationsBetween(from, to)
  if (booking) events.push({ ...booking, title: 'Spotkanie wprowadzające' })
  return events
}

function PlanCalendar({
  user,
  plan,
  search,
  onSearch,
  dayLink,
  onOpenDay,
  startLink,
}: PlanViewProps & { plan: Plan }) {
  const now = useNow(60_000).getTime()
  const today = dayKeyOf(now)
  const view: PlanViewMode = search.widok ?? 'tydzien'
  const active = search.data ?? openingDay(plan, today)
  const actions = useBlockActions(user.id, plan.id)
  const [openBlockId, setOpenBlockId] = useState<string | null>(null)
  const community = useQuery({ ...communityQuery(user.id), enabled: canJoinCommunity(user) })
  const days = planDays(plan, fixedEvents(active, community.data?.introMeeting.booking))

  const openBlock = plan.blocks.find((block) => block.id === openBlockId) ?? null
  const change = (next: { view?: PlanViewMode; day?: string }) =>
    onSearch({ widok: next.view ?? view, data: next.day ?? active })

  return (
    <div className="planner plan-view">
      <p className="planner-back">
        <Link to={ROUTES.planner}>
          <ArrowLeft aria-hidden="true" />
          Wszystkie plany
        </Link>
      </p>
      <PageHeader
        icon={CalendarDays}
        title={plan.input.name}
        description={plan.archived ? 'Ten plan jest w archiwum.' : 'Twój kalendarz nauki.'}
        action={<ExportCalendar planId={plan.id} planName={plan.input.name} />}
      />
      <p className="planner-note" role="status">
        {actions.waiting && SAVED_ON_DEVICE}
      </p>
      <BlocksToSettle blocks={blocksToSettle(plan, now)} actions={actions} />
      <UnplacedList unplaced={plan.unplaced} />
      <section className="plan-calendar" aria-label="Kalendarz planu">
        <CalendarToolbar view={view} active={active} today={today} onChange={change} />
        {view === 'miesiac' ? (
          <MonthGrid
            active={active}
            today={today}
            days={days}
            onActiveChange={(day) => onSearch({ widok: view, data: day })}
            onOpenDay={onOpenDay}
          />
        ) : (
          <WeekView
            active={active}
            today={today}
            now={now}
            days={days}
            onOpenBlock={(block) => setOpenBlockId(block.id)}
            onMove={(block, startsAt) => actions.move(block, startsAt)}
            dayLink={dayLink}
          />
        )}
      </section>
      <BlockDialog
        block={openBlock}
        now={now}
        actions={actions}
        onClose={() => setOpenBlockId(null)}
        startLink={(block) => startLink(block, plan.blocks)}
      />
    </div>
  )
}
