import type { Block, Plan } from '@app/contract/planner'
import { shiftDays } from '@app/domain/planner/calendar-grid'
import { BLOCK_KIND_LABELS } from '@app/contract/planner/text'
import { subjectLabel } from '@app/contract/user'
import { ROUTES } from '@app/domain/navigation/routes'
import { blocksOfDay, nextPlannedBlock } from '@app/domain/planner/focus-day'
import { toWarsawDateKey } from '@app/domain/shared/format'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, CalendarDays, ChevronLeft, ChevronRight, Play, Users } from 'lucide-react'
import { planQuery } from '../../../api/planner/queries'
import { RetryError } from '../../../components/feedback/retry-error'
import { Badge, type BadgeTone } from '../../../components/ui/badge'
import { EmptyState } from '../../../components/ui/empty-state'
import { PageHeader } from '../../../components/ui/page-header'
import { SubjectChip } from '../../../components/ui/subject-chip'
import { useNow } from '../../../lib/use-now'
import { FocusNotice } from '../focus/focus-notice'
import {
  BLOCK_STATE_LABELS,
  blockState,
  consultationsOn,
  dayTitle,
  timeRange,
  type BlockState,
} from './day-text'
import { DaySkeleton } from './day-skeleton'
import './day.css'

const STATE_TONES: Record<BlockState, BadgeTone> = {
  PLANNED: 'neutral',
  DONE: 'success',
  MISSED: 'danger',
  TO_SETTLE: 'warning',
  FOCUS: 'accent',
}

/**
 * /produkt/planer-nauki/{planId}/{dateKey}: the plan's blocks of one Warsaw day in order, the
 * Saturday consultations, 'Zacznij' on the next planned block (focus mode), the days around.
 */
export function PlannerDay({
  userId,
  planId,
  dateKey,
}: {
  userId: string
  planId: string
  dateKey: string
}) {
  const plan = useQuery(planQuery(userId, planId))
  return (
    <article className="planner-day">
      <PageHeader
        icon={CalendarDays}
        title={dayTitle(dateKey)}
        description={plan.data?.input.name}
        action={
          <Link
            to={ROUTES.plannerPlan}
            params={{ planId }}
            search={{ widok: 'tydzien', data: dateKey }}
            className="button button-secondary"
          >
            <ArrowLeft aria-hidden="true" />
            Cały plan
          </Link>
        }
      />
      <nav className="planner-day-nav" aria-label="Inne dni">
        <Link to={ROUTES.plannerDay} params={{ planId, dateKey: shiftDays(dateKey, -1) }}>
          <ChevronLeft aria-hidden="true" />
          Poprzedni dzień
        </Link>
        <Link to={ROUTES.plannerDay} params={{ planId, dateKey: shiftDays(dateKey, 1) }}>
          Następny dzień
          <ChevronRight aria-hidden="true" />
        </Link>
      </nav>
      {plan.isError ? (
        <RetryError error={plan.error} onRetry={() => void plan.refetch()} />
      ) : !plan.data ? (
        <DaySkeleton />
      ) : (
        <DayBlocks plan={plan.data} dateKey={dateKey} />
      )}
      {/* A 'Gotowe' of focus mode still on this device is sent from here too. */}
      <FocusNotice userId={userId} />
    </article>
  )
}

function DayBlocks({ plan, dateKey }: { plan: Plan; dateKey: string }) {
  const now = useNow(60_000)
  const blocks = blocksOfDay(plan.blocks, dateKey)
  const consultations = consultationsOn(dateKey)
  // Focus mode for a day that has come: a block is done on its day or later.
  const started = dateKey <= toWarsawDateKey(now)
  const next = started ? nextPlannedBlock(plan.blocks, dateKey, 0) : null
  if (blocks.length === 0 && consultations.length === 0)
    return (
      <EmptyState
        icon={CalendarDays}
        heading="h2"
        title="Na ten dzień nie ma bloków"
        description="Plan nie ma na ten dzień nauki ani powtórek. Zajrzyj do dnia obok albo odpocznij."
      />
    )
  return (
    <section aria-labelledby="planner-day-blocks">
      <h2 id="planner-day-blocks">Bloki dnia</h2>
      {blocks.length === 0 && <p className="planner-day-note">Na ten dzień nie ma bloków nauki.</p>}
      <ol className="planner-day-list">
        {consultations.map((event) => (
          <li key={event.startsAt} className="planner-day-item planner-day-fixed">
            <span className="planner-day-time">{timeRange(event)}</span>
            <span className="planner-day-what">
              <Users aria-hidden="true" className="planner-day-icon" />
              Konsultacje
            </span>
          </li>
        ))}
        {blocks.map((block, at) => (
          <DayBlock
            key={block.id}
            block={block}
            planId={plan.id}
            dateKey={dateKey}
            index={at + 1}
            state={blockState(block, now.getTime())}
            isNext={next?.block.id === block.id}
          />
        ))}
      </ol>
    </section>
  )
}

interface DayBlockProps {
  block: Block
  planId: string
  dateKey: string
  index: number
  state: BlockState
  isNext: boolean
}

function DayBlock({ block, planId, dateKey, index, state, isNext }: DayBlockProps) {
  const kind = BLOCK_KIND_LABELS[block.kind]
  return (
    <li className="planner-day-item" data-state={state}>
      <span className="planner-day-time">{timeRange(block)}</span>
      <span className="planner-day-what">
        <SubjectChip subject={subjectLabel(block.subject)} />
        <span className="planner-day-kind">{kind}</span>
        <span className="planner-day-topic">{block.topic}</span>
      </span>
      <Badge tone={STATE_TONES[state]}>{BLOCK_STATE_LABELS[state]}</Badge>
      {(isNext || state === 'FOCUS') && (
        <Link
          to={ROUTES.plannerFocus}
          params={{ planId, dateKey, exerciseIndex: String(index) }}
          className="button button-primary"
          aria-label={`${state === 'FOCUS' ? 'Wróć' : 'Zacznij'}: ${kind} — ${block.topic}`}
        >
          <Play aria-hidden="true" />
          {state === 'FOCUS' ? 'Wróć' : 'Zacznij'}
        </Link>
      )}
    </li>
  )
}
