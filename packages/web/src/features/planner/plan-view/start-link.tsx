import type { Block } from '@app/contract/planner'
import { ROUTES } from '@app/domain/navigation/routes'
import { dayKeyOf } from '@app/domain/planner/calendar-grid'
import { blocksOfDay } from '@app/domain/planner/focus-day'
import { Link } from '@tanstack/react-router'
import { Play } from 'lucide-react'

/** 'Zacznij': the block in focus mode, named by its place in its Warsaw day (decision 0163). */
export function StartLink({
  planId,
  block,
  blocks,
}: {
  planId: string
  block: Block
  blocks: readonly Block[]
}) {
  const dateKey = dayKeyOf(block.startsAt)
  const index = blocksOfDay(blocks, dateKey).findIndex((b) => b.id === block.id) + 1
  return (
    <Link
      to={ROUTES.plannerFocus}
      params={{ planId, dateKey, exerciseIndex: String(index) }}
      className="button button-primary"
    >
      <Play aria-hidden="true" />
      Zacznij
    </Link>
  )
}
