import { describe, expect, it } from 'vitest'
import {
  FlashcardScheduleSchema,
  type FlashcardSchedule,
  type Grade,
} from '@app/contract/flashcards'
import { GRADE_LABELS, gradeCard, newSchedule, previewGrades, undoGrade } from './fsrs'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const NOW = new Date('2026-11-26T10:00:00.000Z')
const after = (ms: number, from: Date = NOW) => new Date(from.getTime() + ms)
const offset = (schedule: FlashcardSchedule, from: Date = NOW) =>
  Date.parse(schedule.due) - from.getTime()

/** Grades in turn, each at the card's due (plus `late`), from a new card at NOW. */
function study(
  grades: Grade[],
  retention = 90,
  late = 0,
): { schedule: FlashcardSchedule; at: Date } {
  let schedule = newSchedule(NOW)
  let at = NOW
  for (const grade of grades) {
    schedule = gradeCard(schedule, grade, at, retention).schedule
    at = new Date(Date.parse(schedule.due) + late)
  }
  return { schedule, at }
}

describe('newSchedule', () => {
  it('is a NEW card due now that the contract accepts', () => {
    const schedule = newSchedule(NOW)
    expect(schedule).toMatchObject({
      state: 'NEW',
      due: NOW.toISOString(),
      reps: 0,
      lastReview: null,
    })
    expect(FlashcardScheduleSchema.parse(schedule)).toEqual(schedule)
  })
})

describe('a new card under each grade (90%)', () => {
  it.each([
    // grade, state, due after, label
    [1, 'LEARNING', MINUTE, '1 minuta'],
    [2, 'LEARNING', 6 * MINUTE, '6 minut'],
    [3, 'LEARNING', 10 * MINUTE, '10 minut'],
    [4, 'REVIEW', 8 * DAY, '8 dni'],
  ] as const)('grade %i (%s) → %s, due +%i ms, %s', (grade, state, dueAfter, label) => {
    const { schedule, log } = gradeCard(newSchedule(NOW), grade, NOW, 90)
    expect(schedule.state).toBe(state)
    expect(offset(schedule)).toBe(dueAfter)
    expect(schedule.reps).toBe(1)
    expect(schedule.lastReview).toBe(NOW.toISOString())
    expect(log).toMatchObject({
      grade,
      state: 'NEW',
      due: NOW.toISOString(),
      review: NOW.toISOString(),
    })
    expect(FlashcardScheduleSchema.parse(schedule)).toEqual(schedule)
    const preview = previewGrades(newSchedule(NOW), NOW, 90)[grade - 1]
    expect(preview).toEqual({ grade, due: schedule.due, label })
  })

  it('previews the four grades in order with their labels', () => {
    expect(previewGrades(newSchedule(NOW), NOW, 90).map((p) => [p.grade, p.label])).toEqual([
      [1, '1 minuta'],
      [2, '6 minut'],
      [3, '10 minut'],
      [4, '8 dni'],
    ])
    expect(Object.values(GRADE_LABELS)).toEqual(['Nie pamiętam', 'Trudne', 'Dobrze', 'Łatwe'])
  })

  it('walks the learning steps: good at 10 min graduates to review in days', () => {
    const { schedule, at } = study([3])
    const next = gradeCard(schedule, 3, at, 90).schedule
    expect(next.state).toBe('REVIEW')
    expect(offset(next, at)).toBe(next.scheduledDays * DAY)
    expect(next.scheduledDays).toBeGreaterThanOrEqual(1)
  })
})

describe('a lapse', () => {
  it('a review card graded 1 relearns in 10 minutes and counts a lapse', () => {
    const { schedule, at } = study([3, 3], 90, 60 * MINUTE)
    expect(schedule.state).toBe('REVIEW')
    const { schedule: lapsed, log } = gradeCard(schedule, 1, at, 90)
    expect(lapsed.state).toBe('RELEARNING')
    expect(lapsed.lapses).toBe(schedule.lapses + 1)
    expect(offset(lapsed, at)).toBe(10 * MINUTE)
    expect(log.state).toBe('REVIEW')
    expect(previewGrades(schedule, at, 90)[0]?.label).toBe('10 minut')
  })
})

describe('retention per deck', () => {
  it('95% gives shorter intervals than 80%', () => {
    const { schedule, at } = study([3, 3], 90, 60 * MINUTE)
    for (const grade of [2, 3, 4] as const) {
      const at80 = gradeCard(schedule, grade, at, 80).schedule
      const at95 = gradeCard(schedule, grade, at, 95).schedule
      expect(at95.scheduledDays).toBeLessThan(at80.scheduledDays)
      expect(Date.parse(at95.due)).toBeLessThan(Date.parse(at80.due))
    }
    const easy80 = gradeCard(newSchedule(NOW), 4, NOW, 80).schedule
    const easy95 = gradeCard(newSchedule(NOW), 4, NOW, 95).schedule
    expect(easy95.scheduledDays).toBeLessThan(easy80.scheduledDays)
  })

  it('refuses a retention that is not a whole percent', () => {
    expect(() => gradeCard(newSchedule(NOW), 3, NOW, 0.9)).toThrow(RangeError)
  })
})

describe('undoGrade restores exactly the schedule before the grade', () => {
  const cases: Array<[string, Grade[], number]> = [
    ['new', [], 0],
    ['learning (step 1)', [1], 0],
    ['learning (step 2)', [3], 0],
    ['learning, graded late', [3], 7 * MINUTE],
    ['review, on time', [3, 3], 0],
    ['review, graded days late', [3, 3], 3 * DAY + 17 * MINUTE],
    ['review after many', [3, 3, 3, 2, 4], 5 * 60 * MINUTE],
    ['relearning', [3, 3, 1], 0],
    ['relearning, late', [3, 3, 1], 2 * DAY],
  ]
  it.each(cases)('%s card, each grade', (_, history, late) => {
    const { schedule: before, at } = study(history, 90, late)
    for (const grade of [1, 2, 3, 4] as const) {
      const graded = gradeCard(before, grade, at, 90)
      const log = JSON.parse(JSON.stringify(graded.log)) as typeof graded.log
      expect(undoGrade(graded.schedule, log)).toEqual(before)
    }
  })

  it('covers the states it claims to', () => {
    const states = cases.map(([, history, late]) => study(history, 90, late).schedule.state)
    expect(new Set(states)).toEqual(new Set(['NEW', 'LEARNING', 'REVIEW', 'RELEARNING']))
  })

  it('undoes a chain of grades one by one', () => {
    let schedule = newSchedule(NOW)
    const history: Array<{ before: FlashcardSchedule; log: ReturnType<typeof gradeCard>['log'] }> =
      []
    let at = NOW
    for (const grade of [3, 3, 1, 3, 4, 2] as const) {
      const graded = gradeCard(schedule, grade, at, 87)
      history.push({ before: schedule, log: graded.log })
      schedule = graded.schedule
      at = after(2 * DAY + 5 * MINUTE, new Date(schedule.due))
    }
    for (const { before, log } of history.reverse()) {
      schedule = undoGrade(schedule, log)
      expect(schedule).toEqual(before)
    }
  })
})

describe('determinism', () => {
  it('the same inputs give the same output, run after run', () => {
    const { schedule, at } = study([3, 3, 2], 90, 3 * DAY)
    const runs = [1, 2].map(() => [1, 2, 3, 4].map((g) => gradeCard(schedule, g as Grade, at, 90)))
    expect(runs[0]).toEqual(runs[1])
    expect(previewGrades(schedule, at, 90)).toEqual(previewGrades(schedule, at, 90))
    // No fuzz: the interval is the same for another card with the same memory state.
    const copy = { ...schedule }
    expect(gradeCard(copy, 3, at, 90).schedule.due).toBe(
      gradeCard(schedule, 3, at, 90).schedule.due,
    )
  })
})
