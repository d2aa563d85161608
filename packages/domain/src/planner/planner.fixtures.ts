/** Test helpers of the planner: inputs, Warsaw instants and blocks read back in Warsaw time. */
import type { PlanSubject } from '@app/contract/planner'
import type { StudyWindow, WeekWindows } from '@app/contract/user'
import { fromWarsawLocal, toWarsawDateKey, warsawParts } from '../shared/format'
import type { PlannedBlock, PlannerInput } from './schedule'

export const NO_WINDOWS: WeekWindows = {
  MON: [],
  TUE: [],
  WED: [],
  THU: [],
  FRI: [],
  SAT: [],
  SUN: [],
}

/** The same windows on every day of the week. */
export function everyDay(...windows: StudyWindow[]): WeekWindows {
  return {
    MON: windows,
    TUE: windows,
    WED: windows,
    THU: windows,
    FRI: windows,
    SAT: windows,
    SUN: windows,
  }
}

export const window = (start: string, end: string): StudyWindow => ({ start, end })

/** A subject with one topic per [title, hours]; a goal unless `kind` says EXAM. */
export function subject(
  id: PlanSubject['subject'],
  date: string,
  topics: [string, number][],
  extra: Partial<Pick<PlanSubject, 'difficulty'>> & { kind?: 'EXAM' | 'GOAL'; title?: string } = {},
): PlanSubject {
  return {
    subject: id,
    difficulty: extra.difficulty ?? 'MEDIUM',
    deadline: { kind: extra.kind ?? 'GOAL', date, title: extra.title ?? null },
    topics: topics.map(([title, hours]) => ({ title, hours })),
  }
}

export function planInput(change: Partial<PlannerInput>): PlannerInput {
  return {
    name: 'Plan',
    subjects: [],
    windows: everyDay(window('16:00', '19:30')),
    daysOff: [],
    preferredTimes: [],
    sessionMinutes: 45,
    // No peak on school-day evenings: the rules under test decide alone.
    chronotype: 'definitely-morning',
    ...change,
  }
}

/** The instant of a Warsaw wall time. */
export const warsaw = (year: number, month: number, day: number, hour = 0, minute = 0) =>
  fromWarsawLocal(year, month, day, hour, minute)

const pad = (n: number) => String(n).padStart(2, '0')

/** 'hh:mm' of an instant in Warsaw. */
export function wallTime(iso: string): string {
  const p = warsawParts(Date.parse(iso))
  return `${pad(p.hour)}:${pad(p.minute)}`
}

/** A block as 'yyyy-mm-dd hh:mm–hh:mm KIND subject: topic', in Warsaw time. */
export function show(block: PlannedBlock): string {
  const day = toWarsawDateKey(Date.parse(block.startsAt))
  return `${day} ${wallTime(block.startsAt)}–${wallTime(block.endsAt)} ${block.kind} ${block.subject}: ${block.topic}`
}

/** Blocks of one kind (and subject) as their Warsaw days. */
export function daysOf(
  blocks: readonly PlannedBlock[],
  kind: string,
  subjectId?: string,
): string[] {
  return blocks
    .filter((b) => b.kind === kind && (subjectId === undefined || b.subject === subjectId))
    .map((b) => toWarsawDateKey(Date.parse(b.startsAt)))
}
