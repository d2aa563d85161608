import type { PlanInput, Unplaced } from '@app/contract/planner'
import type { BlockKind } from '@app/contract/planner/constants'
import { subjectLabel, type SubjectId } from '@app/contract/user'
import { plannerFixedEvents } from '@app/domain/planner/fixed-events'
import { generatePlan, type PlannedBlock } from '@app/domain/planner/schedule'
import { dayOf, midnightOf } from '@app/domain/planner/timeline'
import {
  formatCount,
  formatWarsawDate,
  polishWeekday,
  toWarsawDateKey,
  warsawParts,
} from '@app/domain/shared/format'

/**
 * The wizard's last step: the plan the API would make, computed in the browser with the domain's
 * `generatePlan` (pure and fast) on the same inputs, the Saturday consultations kept clear as the
 * API keeps them. The API makes the plan again on its own clock when it is created.
 */

/** How many days of blocks the preview lists, from today. */
export const PREVIEW_DAYS = 14

export interface PreviewBlock {
  key: string
  subject: SubjectId
  topic: string
  kind: BlockKind
  /** '16:00–16:40', Warsaw time. */
  time: string
}

export interface PreviewDay {
  dateKey: string
  /** 'poniedziałek, 01.12.2026' */
  label: string
  blocks: PreviewBlock[]
}

export interface SubjectCount {
  subject: SubjectId
  learn: number
  review: number
  mockExam: number
  minutes: number
}

export interface PlanPreview {
  /** The days of the first two weeks that have blocks. */
  days: PreviewDay[]
  /** Per subject of the inputs, in their order: the whole plan's blocks. */
  counts: SubjectCount[]
  unplaced: Unplaced[]
  total: number
  /** 'dd.mm.yyyy' of the last block, or null for a plan without blocks. */
  lastDate: string | null
}

const pad = (n: number) => String(n).padStart(2, '0')
const wallTime = (iso: string) => {
  const { hour, minute } = warsawParts(Date.parse(iso))
  return `${pad(hour)}:${pad(minute)}`
}

/** The latest exam or goal date of the inputs ('yyyy-mm-dd' sorts as text), or today. */
const lastDeadline = (input: PlanInput, now: number) =>
  input.subjects.reduce(
    (last, { deadline }) => (deadline.date > last ? deadline.date : last),
    toWarsawDateKey(now),
  )

export function buildPreview(input: PlanInput, now: number): PlanPreview {
  const fixedEvents = plannerFixedEvents(now, lastDeadline(input, now), null)
  const plan = generatePlan({ ...input, fixedEvents }, now)
  return {
    days: previewDays(plan.blocks, now),
    counts: subjectCounts(input, plan.blocks),
    unplaced: plan.unplaced,
    total: plan.blocks.length,
    lastDate: plan.blocks.length ? formatWarsawDate(Date.parse(plan.blocks.at(-1)!.endsAt)) : null,
  }
}

/** The blocks before the end of the 14th Warsaw day from today, grouped by day, by start. */
export function previewDays(blocks: readonly PlannedBlock[], now: number): PreviewDay[] {
  const end = midnightOf(dayOf(now) + PREVIEW_DAYS)
  const days = new Map<string, PreviewDay>()
  for (const block of blocks) {
    const start = Date.parse(block.startsAt)
    if (start >= end) break
    const dateKey = toWarsawDateKey(start)
    let day = days.get(dateKey)
    if (!day) {
      day = { dateKey, label: `${polishWeekday(start)}, ${formatWarsawDate(start)}`, blocks: [] }
      days.set(dateKey, day)
    }
    day.blocks.push({
      key: `${block.startsAt}-${block.subject}`,
      subject: block.subject,
      topic: block.topic,
      kind: block.kind,
      time: `${wallTime(block.startsAt)}–${wallTime(block.endsAt)}`,
    })
  }
  return [...days.values()]
}

export function subjectCounts(input: PlanInput, blocks: readonly PlannedBlock[]): SubjectCount[] {
  const counts = new Map<SubjectId, SubjectCount>(
    input.subjects.map(({ subject }) => [
      subject,
      { subject, learn: 0, review: 0, mockExam: 0, minutes: 0 },
    ]),
  )
  for (const block of blocks) {
    const count = counts.get(block.subject)
    if (!count) continue
    if (block.kind === 'LEARN') count.learn += 1
    else if (block.kind === 'REVIEW') count.review += 1
    else count.mockExam += 1
    count.minutes += (Date.parse(block.endsAt) - Date.parse(block.startsAt)) / 60_000
  }
  return [...counts.values()]
}

const LEARN_FORMS = { one: 'blok nauki', few: 'bloki nauki', many: 'bloków nauki' }
const REVIEW_FORMS = { one: 'powtórka', few: 'powtórki', many: 'powtórek' }
const MOCK_FORMS = { one: 'próbny egzamin', few: 'próbne egzaminy', many: 'próbnych egzaminów' }
const hours = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 1 })

/** A subject's line of the preview: '3 bloki nauki, 4 powtórki, 1 próbny egzamin (2,4 godz.)'. */
export function countLine({ learn, review, mockExam, minutes }: SubjectCount): string {
  const parts = [
    formatCount(learn, LEARN_FORMS),
    formatCount(review, REVIEW_FORMS),
    ...(mockExam > 0 ? [formatCount(mockExam, MOCK_FORMS)] : []),
  ]
  return minutes === 0 ? 'brak bloków' : `${parts.join(', ')} (${hours.format(minutes / 60)} godz.)`
}

/** 'Matematyka — Funkcja kwadratowa' for an unplaced item or a block. */
export const subjectAndTopic = (subject: SubjectId, topic: string) =>
  `${subjectLabel(subject)} — ${topic}`
