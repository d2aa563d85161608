import type { Block, Plan } from '@app/contract/planner'
import { DEADLINE_KIND_LABELS } from '@app/contract/planner/text'
import { subjectLabel, type SubjectId } from '@app/contract/user'
import { nextConsultations } from '@app/domain/courses/consultations'
import { byDay, dayKeyOf } from '@app/domain/planner/calendar-grid'
import { CONSULTATION_DURATION_MINUTES } from '@app/domain/shared/constants'

/** A fixed event the plan keeps clear of: a consultation, the booked introductory meeting. */
export interface CalendarEvent {
  startsAt: string
  endsAt: string
  title: string
}

/** An exam or goal: all day. */
export interface CalendarDeadline {
  subject: SubjectId
  label: string
}

/** What the calendar shows on one Warsaw day. */
export interface CalendarDay {
  blocks: Block[]
  deadlines: CalendarDeadline[]
  events: CalendarEvent[]
}

export const STATUS_LABELS: Record<Block['status'], string> = {
  PLANNED: 'zaplanowany',
  DONE: 'zrobiony',
  MISSED: 'nie zrobiony',
}

const MINUTE_MS = 60_000
const WEEK_MS = 7 * 24 * 60 * MINUTE_MS

/** The Saturday 17:00 consultations starting in [from, to) (epoch ms). */
export function consultationsBetween(from: number, to: number): CalendarEvent[] {
  const duration = CONSULTATION_DURATION_MINUTES * MINUTE_MS
  const weeks = Math.max(1, Math.ceil((to - from) / WEEK_MS) + 1)
  return nextConsultations(from - 1, weeks)
    .filter((start) => start.getTime() >= from && start.getTime() < to)
    .map((start) => ({
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + duration).toISOString(),
      title: 'Konsultacje',
    }))
}

/** The plan's calendar: each day's blocks (by start), its exams and goals, its fixed events. */
export function planDays(plan: Plan, events: readonly CalendarEvent[]) {
  const blocks = byDay(plan.blocks)
  const fixed = byDay(events)
  const deadlines = new Map<string, CalendarDeadline[]>()
  for (const { subject, deadline } of plan.input.subjects) {
    const title = deadline.title ? ` — ${deadline.title}` : ''
    const label = `${DEADLINE_KIND_LABELS[deadline.kind]}: ${subjectLabel(subject)}${title}`
    deadlines.set(deadline.date, [...(deadlines.get(deadline.date) ?? []), { subject, label }])
  }
  return (key: string): CalendarDay => ({
    blocks: blocks.get(key) ?? [],
    deadlines: deadlines.get(key) ?? [],
    events: fixed.get(key) ?? [],
  })
}

/** 'Do rozliczenia': blocks still planned whose time has passed, oldest first. */
export const blocksToSettle = (plan: Plan, now: number) =>
  plan.blocks.filter((block) => block.status === 'PLANNED' && Date.parse(block.endsAt) <= now)

/** The day the view opens on: today, or the plan's first day when it has not begun. */
export function openingDay(plan: Plan, today: string): string {
  const first = plan.blocks[0]
  return first && dayKeyOf(first.startsAt) > today ? dayKeyOf(first.startsAt) : today
}
