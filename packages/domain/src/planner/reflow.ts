/**
 * `reflow(plan, now)`: missed blocks to the nearest free slot before their deadline (issue 28,
 * decision 0161): the earliest start from now inside a window, not on a day off, clear of fixed
 * events and of the other blocks with a break on each side. Learning stays before an exam's
 * buffer days, reviews and mock exams before the exam's day. What finds no slot is `unplaced`.
 */
import type { BlockKind, BlockStatus } from '@app/contract/planner/constants'
import type { Reflowed, Unplaced } from '@app/contract/planner'
import { PLANNER_TEXT } from '@app/contract/planner/text'
import type { SubjectId } from '@app/contract/user'
import type { Instant } from '../shared/format'
import { BREAK_MINUTES, cutoffs } from './rules'
import type { PlannerInput } from './schedule'
import {
  MINUTE_MS,
  WarsawDay,
  dayOf,
  dayOfKey,
  earliestStart,
  eventSpans,
  freeSpans,
  subtract,
  type Span,
} from './timeline'

export interface ReflowBlock {
  id: string
  subject: SubjectId
  topic: string
  kind: BlockKind
  startsAt: string
  endsAt: string
  status: BlockStatus
}

export interface ReflowPlan {
  input: PlannerInput
  blocks: readonly ReflowBlock[]
  /** The missed blocks to move; every MISSED block when left out. */
  blockIds?: readonly string[]
}

export interface ReflowResult {
  /** Where each moved block went, with its new end. */
  reflowed: (Reflowed & { endsAt: string })[]
  unplaced: Unplaced[]
}

const BREAK_MS = BREAK_MINUTES * MINUTE_MS
/** With no date of its own (a subject since taken out of the plan), a block looks this far. */
const HORIZON_DAYS = 400

export function reflow(plan: ReflowPlan, now: Instant): ReflowResult {
  const { input } = plan
  const earliest = earliestStart(typeof now === 'number' ? now : now.getTime())
  const firstDay = dayOf(earliest)
  const wanted = plan.blockIds ? new Set(plan.blockIds) : null
  const moving = plan.blocks.filter(
    (block) => block.status === 'MISSED' && (wanted === null || wanted.has(block.id)),
  )
  const deadlines = new Map(
    input.subjects.map((entry) => {
      const dateDay = dayOfKey(entry.deadline.date)
      return [entry.subject, { dateDay, ...cutoffs(entry.deadline.kind, dateDay) }] as const
    }),
  )
  const topicRank = (block: ReflowBlock) =>
    input.subjects
      .find((s) => s.subject === block.subject)
      ?.topics.findIndex((t) => t.title === block.topic) ?? -1
  moving.sort(
    (a, b) =>
      (deadlines.get(a.subject)?.dateDay ?? Infinity) -
        (deadlines.get(b.subject)?.dateDay ?? Infinity) ||
      (a.subject < b.subject ? -1 : a.subject > b.subject ? 1 : 0) ||
      topicRank(a) - topicRank(b) ||
      Date.parse(a.startsAt) - Date.parse(b.startsAt),
  )

  /** Per Warsaw day, the spans taken on it: fixed events, and blocks with a break each side. */
  const busy = new Map<number, Span[]>()
  const take = (span: Span) => {
    for (let day = dayOf(span[0]); day <= dayOf(span[1] - 1); day++) {
      const spans = busy.get(day)
      if (spans) spans.splice(insertionPoint(spans, span[0]), 0, span)
      else busy.set(day, [span])
    }
  }
  for (const span of eventSpans(input.fixedEvents ?? [])) take(span)
  for (const block of plan.blocks) {
    if (block.status === 'MISSED') continue
    take([Date.parse(block.startsAt) - BREAK_MS, Date.parse(block.endsAt) + BREAK_MS])
  }
  const daysOff = new Set(input.daysOff.map(dayOfKey))
  /** Per Warsaw day, its windows from now on (nothing on a day off). */
  const open = new Map<number, Span[]>()
  const openOn = (day: number) => {
    let spans = open.get(day)
    if (!spans) open.set(day, (spans = freeSpans(input, new WarsawDay(day), daysOff, earliest, [])))
    return spans
  }

  const result: ReflowResult = { reflowed: [], unplaced: [] }
  for (const block of moving) {
    const length = Date.parse(block.endsAt) - Date.parse(block.startsAt)
    const deadline = deadlines.get(block.subject)
    const end = deadline
      ? block.kind === 'LEARN'
        ? deadline.learnEnd
        : deadline.reviewEnd
      : firstDay + HORIZON_DAYS
    const start = firstSlot(firstDay, end, length)
    if (start === null) {
      const minutes = Math.round(length / MINUTE_MS)
      result.unplaced.push({
        subject: block.subject,
        topic: block.topic,
        kind: block.kind,
        minutes,
        blockId: block.id,
        message: PLANNER_TEXT.doesNotFit(minutes),
      })
      continue
    }
    take([start - BREAK_MS, start + length + BREAK_MS])
    result.reflowed.push({
      blockId: block.id,
      from: block.startsAt,
      to: new Date(start).toISOString(),
      endsAt: new Date(start + length).toISOString(),
    })
  }
  return result

  function firstSlot(from: number, to: number, length: number): number | null {
    for (let day = from; day < to; day++) {
      const windows = openOn(day)
      if (windows.length === 0) continue
      // Pieces shorter than the block are dropped: the first one left is the slot.
      const [slot] = subtract(windows, busy.get(day) ?? [], length)
      if (slot) return slot[0]
    }
    return null
  }
}

function insertionPoint(spans: readonly Span[], start: number): number {
  let low = 0
  let high = spans.length
  while (low < high) {
    const mid = (low + high) >> 1
    if ((spans[mid] as Span)[0] <= start) low = mid + 1
    else high = mid
  }
  return low
}
