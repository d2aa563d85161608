/**
 * What the list of plans shows of each (issue 28): the next exam or goal ('za 9 dni'), this
 * Warsaw week's blocks done and in all ('zrobione 6 z 10'), the next block, and the past blocks
 * nobody marked ('Do rozliczenia').
 */
import type { DeadlineKind } from '@app/contract/planner/constants'
import type { PlanSubject } from '@app/contract/planner'
import type { SubjectId } from '@app/contract/user'
import { dayOf, dayOfKey } from './timeline'
import type { PlanBlock } from './block-changes'

export interface NextDeadline {
  subject: SubjectId
  kind: DeadlineKind
  date: string
  title: string | null
}

/** The nearest exam or goal date from today on (Warsaw); ties in the plan's order. */
export function nextDeadline(subjects: readonly PlanSubject[], now: number): NextDeadline | null {
  const today = dayOf(now)
  let best: PlanSubject | null = null
  for (const entry of subjects) {
    const day = dayOfKey(entry.deadline.date)
    if (day < today) continue
    if (!best || day < dayOfKey(best.deadline.date)) best = entry
  }
  if (!best) return null
  const { kind, date, title } = best.deadline
  return { subject: best.subject, kind, date, title }
}

/** The blocks that start in the Warsaw week (Monday to Sunday) of `now`: done and in all. */
export function weekProgress(
  blocks: readonly Pick<PlanBlock, 'startsAt' | 'status'>[],
  now: number,
): { done: number; total: number } {
  const today = dayOf(now)
  // Day 0 (1970-01-01) was a Thursday: the Monday-based weekday is (day + 3) mod 7.
  const monday = today - ((((today + 3) % 7) + 7) % 7)
  let done = 0
  let total = 0
  for (const block of blocks) {
    const day = dayOf(Date.parse(block.startsAt))
    if (day < monday || day > monday + 6) continue
    total++
    if (block.status === 'DONE') done++
  }
  return { done, total }
}

const byStart = <T extends Pick<PlanBlock, 'startsAt' | 'id'>>(a: T, b: T) =>
  Date.parse(a.startsAt) - Date.parse(b.startsAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

/** The first planned block that has not ended (one under way included), or null. */
export function nextBlock<T extends PlanBlock>(blocks: readonly T[], now: number): T | null {
  const coming = blocks.filter((b) => b.status === 'PLANNED' && Date.parse(b.endsAt) > now)
  return coming.sort(byStart)[0] ?? null
}

/** 'Do rozliczenia': planned blocks that have ended, by start. */
export function blocksToSettle<T extends PlanBlock>(blocks: readonly T[], now: number): T[] {
  return blocks.filter((b) => b.status === 'PLANNED' && Date.parse(b.endsAt) <= now).sort(byStart)
}
