/**
 * `generatePlan(input, now)`: a plan's blocks from the wizard's inputs (issue 28, decision 0161),
 * the same on any host time zone. Days are filled one after another from now: new material paced
 * over the time before each exam, reviews on the Warsaw days +1, +3, +7 and +14 after a topic is
 * learned (pulled to the day before the exam, or dropped), a mock exam two days before an exam.
 */
import type { BlockKind } from '@app/contract/planner/constants'
import type { PlanInput, Unplaced } from '@app/contract/planner'
import { PLANNER_TEXT } from '@app/contract/planner/text'
import type { SubjectId } from '@app/contract/user'
import type { Instant } from '../shared/format'
import { fillDay } from './day-fill'
import { peakWindow } from './peak-windows'
import { preferredSpans } from './preferred'
import { BREAK_MINUTES, REVIEW_DAY_OFFSETS } from './rules'
import { subjectPlans, type SubjectPlan, type Task } from './tasks'
import {
  MINUTE_MS,
  WarsawDay,
  dayOf,
  dayOfKey,
  earliestStart,
  eventSpans,
  freeSpans,
  type FixedEvent,
  type Span,
} from './timeline'

export interface PlannerInput extends PlanInput {
  /** Times the plan keeps clear of: consultations, a booked meeting. */
  fixedEvents?: readonly FixedEvent[]
}

export interface PlannedBlock {
  subject: SubjectId
  topic: string
  kind: BlockKind
  startsAt: string
  endsAt: string
}

export interface GeneratedPlan {
  /** By start. */
  blocks: PlannedBlock[]
  /** Learning and mock exams with no room before their date. */
  unplaced: Unplaced[]
}

/** Learning is paced to end this many days before the date, so every review fits before it. */
const REVIEW_SPAN_DAYS = REVIEW_DAY_OFFSETS[REVIEW_DAY_OFFSETS.length - 1] as number
/** Reviews and breaks on top of learning: a subject hurries when this much of it fills the time left. */
const PRESSURE = 1.6
/** A plan reaches at most this many days ahead (12 months and a margin). */
const HORIZON_DAYS = 400

export function generatePlan(input: PlannerInput, now: Instant): GeneratedPlan {
  const earliest = earliestStart(typeof now === 'number' ? now : now.getTime())
  const firstDay = dayOf(earliest)
  const subjects = subjectPlans(input)
  const lastDay = Math.min(
    firstDay + HORIZON_DAYS,
    Math.max(firstDay, ...subjects.map((s) => s.reviewEnd)),
  )
  const busy = eventSpans(input.fixedEvents ?? [])
  const daysOff = new Set(input.daysOff.map(dayOfKey))

  const days: WarsawDay[] = []
  const free: Span[][] = []
  /** Free minutes of the days before day `firstDay + i`. */
  const capacity = [0]
  for (let day = firstDay; day < lastDay; day++) {
    const warsawDay = new WarsawDay(day)
    const spans = freeSpans(input, warsawDay, daysOff, earliest, busy)
    days.push(warsawDay)
    free.push(spans)
    const minutes = spans.reduce((sum, [start, end]) => sum + (end - start) / MINUTE_MS, 0)
    capacity.push((capacity.at(-1) as number) + minutes)
  }
  const capacityAt = (day: number) =>
    capacity[Math.max(0, Math.min(day - firstDay, days.length))] as number

  const reviewsDue: Task[][] = days.map(() => [])
  /** Minutes of reviews due per day, breaks included (what learning cannot count on). */
  const reviewLoad = new Float64Array(days.length)
  const mocksDue: Task[][] = days.map(() => [])
  const unplaced: Unplaced[] = []
  for (const subject of subjects) {
    if (!subject.mock) continue
    const day = Math.max(firstDay, subject.dateDay - 2)
    const task: Task = {
      kind: 'MOCK_EXAM',
      subject,
      topic: -1,
      minutes: subject.mock.minutes,
      before: subject.dateDay,
    }
    if (day < subject.dateDay && day < lastDay) mocksDue[day - firstDay]?.push(task)
    else unplaced.push(missing(task, task.minutes))
  }

  const blocks: PlannedBlock[] = []
  const recent: SubjectPlan[] = []
  for (const [i, warsawDay] of days.entries()) {
    const day = warsawDay.day
    const allowance = new Map<SubjectPlan, number>()
    const learnedToday = new Map<SubjectPlan, number>()
    const open = subjects.filter((s) => s.next < s.steps.length && day < s.learnEnd)
    /** Free minutes before each open subject's cut-off, less the reviews already due there. */
    const room = new Map<SubjectPlan, number>()
    const reviewsBefore = open.length > 0 ? prefixSums(reviewLoad) : reviewLoad
    for (const subject of open) {
      const target = paceTarget(subject, day)
      const ahead = capacityAt(target) - capacityAt(day)
      const share =
        ahead > 0 ? (subject.remaining * (capacityAt(day + 1) - capacityAt(day))) / ahead : 0
      allowance.set(subject, subject.credit + share)
      const until = Math.max(i, Math.min(subject.learnEnd - firstDay, days.length))
      const reviewing = (reviewsBefore[until] as number) - (reviewsBefore[i] as number)
      room.set(subject, capacityAt(subject.learnEnd) - capacityAt(day) - reviewing)
    }
    const pressed = (subject: SubjectPlan) => {
      let demand = 0
      for (const other of open) {
        if (other.learnEnd > subject.learnEnd) continue
        demand += other.remaining + (other.steps.length - other.next) * BREAK_MINUTES
      }
      return demand * PRESSURE >= (room.get(subject) ?? 0)
    }

    const reviews = reviewsDue[i] as Task[]
    const mocks = mocksDue[i] as Task[]
    if (free[i]?.length) {
      fillDay({
        free: free[i] as Span[],
        peak: warsawDay.span(...peakSpan(input, warsawDay)),
        preferred: preferredSpans(input.preferredTimes, warsawDay),
        reviews,
        mocks,
        recent,
        learn: () =>
          open.flatMap((subject) => {
            const step = subject.steps[subject.next]
            if (!step) return []
            const hurry = pressed(subject)
            const left = (allowance.get(subject) ?? 0) - (learnedToday.get(subject) ?? 0)
            if (!hurry && left < step.minutes / 2) return []
            const task: Task = {
              kind: 'LEARN',
              subject,
              topic: step.topic,
              minutes: step.minutes,
              before: subject.learnEnd,
            }
            const more = hurry
              ? subject.steps.length - subject.next
              : Math.floor((left - step.minutes / 2) / step.minutes) + 1
            return [{ task, pressed: hurry, more }]
          }),
        place: (task, start) => {
          blocks.push(block(task, start))
          recent.push(task.subject)
          if (recent.length > 2) recent.shift()
          if (task.kind === 'REVIEW') reviews.splice(reviews.indexOf(task), 1)
          else if (task.kind === 'MOCK_EXAM') mocks.splice(mocks.indexOf(task), 1)
          else {
            const { subject } = task
            const step = subject.steps[subject.next]
            subject.next++
            subject.remaining -= task.minutes
            learnedToday.set(subject, (learnedToday.get(subject) ?? 0) + task.minutes)
            if (step?.last) scheduleReviews(subject, task.topic, day)
          }
        },
      })
    }
    for (const subject of open) {
      subject.credit = (allowance.get(subject) ?? 0) - (learnedToday.get(subject) ?? 0)
    }
    // What found no room today tries the next day, before its next review or its date.
    for (const task of reviews) {
      if (day + 1 < task.before) reviewsDue[i + 1]?.push(task)
    }
    for (const task of mocks) {
      if (day + 1 < task.before && i + 1 < days.length) mocksDue[i + 1]?.push(task)
      else unplaced.push(missing(task, task.minutes))
    }
  }

  function scheduleReviews(subject: SubjectPlan, topic: number, learnedDay: number) {
    const reviewDays: number[] = []
    for (const offset of REVIEW_DAY_OFFSETS) {
      const day = Math.min(learnedDay + offset, subject.reviewEnd - 1)
      if (day > (reviewDays.at(-1) ?? learnedDay)) reviewDays.push(day)
    }
    reviewDays.forEach((day, k) => {
      const before = reviewDays[k + 1] ?? subject.reviewEnd
      const task: Task = {
        kind: 'REVIEW',
        subject,
        topic,
        minutes: subject.reviewLengths[topic] ?? 15,
        before,
      }
      reviewsDue[day - firstDay]?.push(task)
      const at = day - firstDay
      if (at < days.length)
        reviewLoad[at] = (reviewLoad[at] as number) + task.minutes + BREAK_MINUTES
    })
  }

  for (const subject of subjects) unplaced.push(...unplacedLearning(subject))
  unplaced.sort((a, b) => rankOf(subjects, a) - rankOf(subjects, b))
  return { blocks, unplaced }
}

/**
 * The day a subject's learning is paced to end by: its reviews' span before the date, but no
 * earlier than halfway to its cut-off (a near exam leaves no room for every review).
 */
function paceTarget(subject: SubjectPlan, day: number): number {
  const half = day + Math.ceil((subject.learnEnd - day) / 2)
  return Math.max(
    day + 1,
    Math.min(subject.learnEnd, Math.max(subject.reviewEnd - REVIEW_SPAN_DAYS, half)),
  )
}

/** [0, a0, a0 + a1, …]: the sums of the values before each index. */
function prefixSums(values: Float64Array): Float64Array {
  const sums = new Float64Array(values.length + 1)
  for (let k = 0; k < values.length; k++) sums[k + 1] = (sums[k] as number) + (values[k] as number)
  return sums
}

function peakSpan(input: PlanInput, day: WarsawDay): [number, number] {
  const { start, end } = peakWindow(input.chronotype, day.weekday)
  return [start, end]
}

function topicOf(task: Task): string {
  return task.kind === 'MOCK_EXAM'
    ? (task.subject.mock?.title ?? '')
    : (task.subject.topics[task.topic] ?? '')
}

function block(task: Task, start: number): PlannedBlock {
  return {
    subject: task.subject.subject,
    topic: topicOf(task),
    kind: task.kind,
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + task.minutes * MINUTE_MS).toISOString(),
  }
}

function missing(task: Task, minutes: number): Unplaced {
  return {
    subject: task.subject.subject,
    topic: topicOf(task),
    kind: task.kind,
    minutes,
    blockId: null,
    message: PLANNER_TEXT.doesNotFit(minutes),
  }
}

/** A subject's learning left over, one entry per topic. */
function unplacedLearning(subject: SubjectPlan): Unplaced[] {
  const byTopic = new Map<number, number>()
  for (const step of subject.steps.slice(subject.next)) {
    byTopic.set(step.topic, (byTopic.get(step.topic) ?? 0) + step.minutes)
  }
  return [...byTopic].map(([topic, minutes]) =>
    missing({ kind: 'LEARN', subject, topic, minutes, before: subject.learnEnd }, minutes),
  )
}

function rankOf(subjects: readonly SubjectPlan[], entry: Unplaced): number {
  const subject = subjects.find((s) => s.subject === entry.subject)
  if (!subject) return 0
  const topic =
    entry.kind === 'MOCK_EXAM' ? subject.topics.length : subject.topics.indexOf(entry.topic)
  return subject.order * 1_000 + topic
}
