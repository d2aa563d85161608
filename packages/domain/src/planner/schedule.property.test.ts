import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromWarsawLocal, toWarsawDateKey, warsawParts } from '../shared/format'
import { dayKey, parseDayStrict } from '../shared/iso-dates'
import { learnBlockMinutes } from './rules'
import { generatePlan, type PlannedBlock, type PlannerInput } from './schedule'
import { planAtArbitrary } from './planner.arbitraries'

const WEEKDAY_KEYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const
const RUNS = { numRuns: 150, seed: 20_261_127 }

/** Whether a block lies inside a window of its Warsaw day, read with fromWarsawLocal alone. */
function insideAWindow(block: PlannedBlock, input: PlannerInput): boolean {
  const start = Date.parse(block.startsAt)
  const end = Date.parse(block.endsAt)
  const { year, month, day, weekday } = warsawParts(start)
  const at = (time: string) => {
    const [hour, minute] = [Number(time.slice(0, 2)), Number(time.slice(3))]
    return hour === 24
      ? fromWarsawLocal(year, month, day + 1).getTime()
      : fromWarsawLocal(year, month, day, hour, minute).getTime()
  }
  const windows = input.windows[WEEKDAY_KEYS[weekday] as (typeof WEEKDAY_KEYS)[number]]
  return windows.some((w) => start >= at(w.start) && end <= at(w.end))
}

describe('generatePlan, for any input', () => {
  it('never overlaps blocks, and lists them by start', () => {
    fc.assert(
      fc.property(planAtArbitrary, ({ now, input }) => {
        const { blocks } = generatePlan(input, now)
        for (let i = 1; i < blocks.length; i++) {
          expect(
            (blocks[i] as PlannedBlock).startsAt >= (blocks[i - 1] as PlannedBlock).endsAt,
          ).toBe(true)
        }
      }),
      RUNS,
    )
  })

  it('never starts before now', () => {
    fc.assert(
      fc.property(planAtArbitrary, ({ now, input }) => {
        for (const block of generatePlan(input, now).blocks) {
          expect(Date.parse(block.startsAt)).toBeGreaterThanOrEqual(now)
        }
      }),
      RUNS,
    )
  })

  it('stays inside the windows, off days off and clear of fixed events', () => {
    fc.assert(
      fc.property(planAtArbitrary, ({ now, input }) => {
        const daysOff = new Set(input.daysOff)
        for (const block of generatePlan(input, now).blocks) {
          expect(insideAWindow(block, input), JSON.stringify(block)).toBe(true)
          expect(daysOff.has(toWarsawDateKey(Date.parse(block.startsAt)))).toBe(false)
          for (const event of input.fixedEvents ?? []) {
            expect(block.startsAt < event.endsAt && block.endsAt > event.startsAt).toBe(false)
          }
        }
      }),
      RUNS,
    )
  })

  it('ends each subject before its date, and learning for an exam before its 2 buffer days', () => {
    fc.assert(
      fc.property(planAtArbitrary, ({ now, input }) => {
        for (const block of generatePlan(input, now).blocks) {
          const entry = input.subjects.find((s) => s.subject === block.subject)
          const date = entry?.deadline.date as string
          const [y, m, d] = date.split('-').map(Number) as [number, number, number]
          expect(Date.parse(block.endsAt)).toBeLessThanOrEqual(fromWarsawLocal(y, m, d).getTime())
          if (block.kind === 'LEARN' && entry?.deadline.kind === 'EXAM') {
            const lastLearningDay = dayKey(parseDayStrict(date) - 3)
            expect(toWarsawDateKey(Date.parse(block.startsAt)) <= lastLearningDay).toBe(true)
          }
        }
      }),
      RUNS,
    )
  })

  it('places or reports every minute of learning', () => {
    fc.assert(
      fc.property(planAtArbitrary, ({ now, input }) => {
        const { blocks, unplaced } = generatePlan(input, now)
        for (const entry of input.subjects) {
          for (const topic of entry.topics) {
            const planned = learnBlockMinutes(topic.hours * 60, input.sessionMinutes).reduce(
              (a, b) => a + b,
              0,
            )
            const placed = blocks
              .filter(
                (b) => b.kind === 'LEARN' && b.subject === entry.subject && b.topic === topic.title,
              )
              .reduce((sum, b) => sum + (Date.parse(b.endsAt) - Date.parse(b.startsAt)) / 60_000, 0)
            const missing = unplaced
              .filter(
                (u) => u.kind === 'LEARN' && u.subject === entry.subject && u.topic === topic.title,
              )
              .reduce((sum, u) => sum + u.minutes, 0)
            expect(placed + missing).toBe(planned)
          }
        }
      }),
      RUNS,
    )
  })

  it('reviews a topic only after its learning ends', () => {
    fc.assert(
      fc.property(planAtArbitrary, ({ now, input }) => {
        const { blocks } = generatePlan(input, now)
        for (const review of blocks.filter((b) => b.kind === 'REVIEW')) {
          const learned = blocks.filter(
            (b) => b.kind === 'LEARN' && b.subject === review.subject && b.topic === review.topic,
          )
          const lastDay = toWarsawDateKey(Date.parse(learned.at(-1)?.startsAt ?? ''))
          expect(toWarsawDateKey(Date.parse(review.startsAt)) > lastDay).toBe(true)
        }
      }),
      RUNS,
    )
  })
})
