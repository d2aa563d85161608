/** fast-check inputs of the planner's property tests: plans around a random now. */
import fc from 'fast-check'
import { CHRONOTYPE_ANSWERS } from '@app/contract/constants'
import { PREFERRED_TIMES } from '@app/contract/planner/constants'
import type { StudyWindow, WeekWindows } from '@app/contract/user'
import { dayKey } from '../shared/iso-dates'
import type { PlannerInput } from './schedule'
import { dayOf } from './timeline'

const SUBJECT_IDS = [
  'matematyka',
  'biologia',
  'historia',
  'chemia',
  'fizyka',
  'jezyk-angielski',
] as const
const pad = (n: number) => String(n).padStart(2, '0')
const time = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`

/** A window within one half of the day (so a day's two never overlap), of 15 minutes to 5 hours. */
const halfDayWindow = (offset: number): fc.Arbitrary<StudyWindow> =>
  fc
    .record({ start: fc.integer({ min: 0, max: 705 }), length: fc.integer({ min: 15, max: 300 }) })
    .map(({ start, length }) => ({
      start: time(offset + start),
      end: time(offset + Math.min(720, start + length)),
    }))

const dayWindows = fc
  .tuple(fc.option(halfDayWindow(0)), fc.option(halfDayWindow(720)))
  .map(([morning, evening]) => [morning, evening].filter((w): w is StudyWindow => w !== null))

const weekWindows: fc.Arbitrary<WeekWindows> = fc.record({
  MON: dayWindows,
  TUE: dayWindows,
  WED: dayWindows,
  THU: dayWindows,
  FRI: dayWindows,
  SAT: dayWindows,
  SUN: dayWindows,
})

/** From 2026 to 2027, on any minute. */
export const nowArbitrary = fc
  .integer({ min: Date.UTC(2026, 0, 1) / 60_000, max: Date.UTC(2027, 11, 1) / 60_000 })
  .map((minutes) => minutes * 60_000)

const subjectShape = fc.record({
  difficulty: fc.constantFrom('EASY', 'MEDIUM', 'HARD' as const),
  kind: fc.constantFrom('EXAM', 'GOAL' as const),
  inDays: fc.integer({ min: 0, max: 150 }),
  halfHours: fc.array(fc.integer({ min: 1, max: 16 }), { minLength: 1, maxLength: 3 }),
})

type SubjectShape = typeof subjectShape extends fc.Arbitrary<infer T> ? T : never

/** A plan's input made at `now`: 1–4 subjects due within 5 months, random windows and days off. */
export const plannerInputArbitrary = (now: number): fc.Arbitrary<PlannerInput> => {
  const today = dayOf(now)
  return fc
    .record({
      subjects: fc.uniqueArray(fc.constantFrom(...SUBJECT_IDS), { minLength: 1, maxLength: 4 }),
      shapes: fc.array(subjectShape, { minLength: 4, maxLength: 4 }),
      windows: weekWindows,
      daysOff: fc.uniqueArray(fc.integer({ min: 0, max: 60 }), { maxLength: 6 }),
      preferredTimes: fc.subarray([...PREFERRED_TIMES]),
      sessionMinutes: fc.integer({ min: 15, max: 90 }),
      chronotype: fc.constantFrom(...CHRONOTYPE_ANSWERS),
      events: fc.array(
        fc.record({
          at: fc.integer({ min: 0, max: 60 * 24 * 40 }),
          length: fc.integer({ min: 15, max: 180 }),
        }),
        { maxLength: 4 },
      ),
    })
    .map((drawn) => ({
      name: 'Plan',
      subjects: drawn.subjects.map((id, i) => {
        const shape = drawn.shapes[i] as SubjectShape
        return {
          subject: id,
          difficulty: shape.difficulty,
          deadline: { kind: shape.kind, date: dayKey(today + shape.inDays), title: null },
          topics: shape.halfHours.map((halves, t) => ({ title: `T${t + 1}`, hours: halves / 2 })),
        }
      }),
      windows: drawn.windows,
      daysOff: drawn.daysOff.map((offset) => dayKey(today + offset)),
      preferredTimes: drawn.preferredTimes,
      sessionMinutes: drawn.sessionMinutes,
      chronotype: drawn.chronotype,
      fixedEvents: drawn.events.map(({ at, length }) => ({
        startsAt: new Date(now + at * 60_000).toISOString(),
        endsAt: new Date(now + (at + length) * 60_000).toISOString(),
      })),
    }))
}

/** A now and a plan's input made at it. */
export const planAtArbitrary = nowArbitrary.chain((now) =>
  plannerInputArbitrary(now).map((input) => ({ now, input })),
)
