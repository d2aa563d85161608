import type { Block } from '@app/contract/planner'
import { warsawTime } from '@app/domain/planner/block-changes'
import { plannerFixedEvents } from '@app/domain/planner/fixed-events'
import { formatDateKey } from '@app/domain/planner/labels'
import { dayOfKey, midnightOf } from '@app/domain/planner/timeline'
import { warsawDay } from '@app/domain/activity/activity-stats'
import { polishWeekday } from '@app/domain/shared/format'

const HOUR_MS = 3_600_000

/** 'hh:mm–hh:mm' of a span in Warsaw time. */
export const timeRange = (span: { startsAt: string; endsAt: string }) =>
  `${warsawTime(span.startsAt)}–${warsawTime(span.endsAt)}`

/** The day's heading: 'Poniedziałek, 30.11.2026'. */
export function dayTitle(dateKey: string): string {
  const weekday = polishWeekday(midnightOf(dayOfKey(dateKey)) + 12 * HOUR_MS)
  return `${weekday.charAt(0).toLocaleUpperCase('pl')}${weekday.slice(1)}, ${formatDateKey(dateKey)}`
}

export type BlockState = 'PLANNED' | 'DONE' | 'MISSED' | 'TO_SETTLE' | 'FOCUS'

/** What the day says of a block: a planned one whose time has passed waits 'Do rozliczenia'. */
export function blockState(block: Block, now: number): BlockState {
  if (block.status !== 'PLANNED') return block.status
  if (block.focus !== null && block.focus.endedAt === null) return 'FOCUS'
  return Date.parse(block.endsAt) <= now ? 'TO_SETTLE' : 'PLANNED'
}

export const BLOCK_STATE_LABELS: Record<BlockState, string> = {
  PLANNED: 'Zaplanowany',
  DONE: 'Zrobiony',
  MISSED: 'Opuszczony',
  TO_SETTLE: 'Do rozliczenia',
  FOCUS: 'W trakcie',
}

/** The Saturday 17:00 consultations on the day (the plan keeps clear of them). */
export function consultationsOn(dateKey: string) {
  return plannerFixedEvents(midnightOf(dayOfKey(dateKey)), dateKey, null).filter(
    (event) => warsawDay(event.startsAt) === dateKey,
  )
}
