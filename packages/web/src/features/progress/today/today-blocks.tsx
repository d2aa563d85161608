import type { TodayBlock } from '@app/contract/progress'
import { BLOCK_KIND_LABELS } from '@app/contract/planner/text'
import { subjectLabel } from '@app/contract/user'
import { ROUTES } from '@app/domain/navigation/routes'
import { warsawTime } from '@app/domain/planner/block-changes'
import { Link } from '@tanstack/react-router'
import { CalendarCheck, CalendarPlus, Play } from 'lucide-react'
import { Badge, type BadgeTone } from '../../../components/ui/badge'
import { Card } from '../../../components/ui/card'
import { EmptyState } from '../../../components/ui/empty-state'
import { SubjectChip } from '../../../components/ui/subject-chip'
import './today.css'

type BlockState = 'PLANNED' | 'FOCUS' | 'TO_SETTLE' | 'DONE' | 'MISSED'

/** As the planner's day says it: a planned block whose time has passed waits 'Do rozliczenia'. */
export function blockState(block: TodayBlock, now: number): BlockState {
  if (block.status !== 'PLANNED') return block.status
  if (block.focus !== null && block.focus.endedAt === null) return 'FOCUS'
  return Date.parse(block.endsAt) <= now ? 'TO_SETTLE' : 'PLANNED'
}

const STATE_LABELS: Record<BlockState, string> = {
  PLANNED: 'Zaplanowany',
  FOCUS: 'W trakcie',
  TO_SETTLE: 'Do rozliczenia',
  DONE: 'Zrobiony',
  MISSED: 'Opuszczony',
}
const STATE_TONES: Record<BlockState, BadgeTone> = {
  PLANNED: 'neutral',
  FOCUS: 'brand',
  TO_SETTLE: 'warning',
  DONE: 'success',
  MISSED: 'danger',
}

/** 'Plan na dziś': today's blocks of the active plans, each with 'Zacznij' (focus mode). */
export function TodayBlocksCard({
  blocks,
  date,
  now,
}: {
  blocks: readonly TodayBlock[]
  date: string
  now: number
}) {
  return (
    <Card
      as="section"
      headingLevel={2}
      icon={CalendarCheck}
      title="Plan na dziś"
      className="today-card today-blocks-card"
    >
      {blocks.length === 0 ? (
        <EmptyState
          icon={CalendarPlus}
          title="Na dziś nic nie zaplanowano."
          action={<Link to={ROUTES.planner}>Zaplanuj naukę w planerze</Link>}
        />
      ) : (
        <ol className="today-blocks">
          {blocks.map((block) => (
            <BlockRow key={block.id} block={block} date={date} state={blockState(block, now)} />
          ))}
        </ol>
      )}
    </Card>
  )
}

function BlockRow({ block, date, state }: { block: TodayBlock; date: string; state: BlockState }) {
  const kind = BLOCK_KIND_LABELS[block.kind]
  const focus = { planId: block.planId, dateKey: date, exerciseIndex: String(block.dayIndex) }
  return (
    <li className="today-block" data-state={state}>
      <span className="today-block-time">
        {warsawTime(block.startsAt)}–{warsawTime(block.endsAt)}
      </span>
      <span className="today-block-what">
        <SubjectChip subject={subjectLabel(block.subject)} />
        <span>
          {kind}: {block.topic}
        </span>
      </span>
      <Badge tone={STATE_TONES[state]}>{STATE_LABELS[state]}</Badge>
      {state === 'PLANNED' || state === 'FOCUS' ? (
        <Link
          to={ROUTES.plannerFocus}
          params={focus}
          className="button button-primary today-block-action"
          aria-label={`${state === 'FOCUS' ? 'Wróć' : 'Zacznij'}: ${kind} — ${block.topic}`}
        >
          <Play aria-hidden="true" />
          {state === 'FOCUS' ? 'Wróć' : 'Zacznij'}
        </Link>
      ) : state === 'TO_SETTLE' ? (
        <Link
          to={ROUTES.plannerDay}
          params={{ planId: block.planId, dateKey: date }}
          className="button button-secondary today-block-action"
          aria-label={`Rozlicz: ${kind} — ${block.topic}`}
        >
          Rozlicz
        </Link>
      ) : null}
    </li>
  )
}
