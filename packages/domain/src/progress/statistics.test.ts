import { describe, expect, it } from 'vitest'
import {
  at,
  attempted,
  blockDone,
  blockUndone,
  newId,
  quiz,
  review,
  reviewUndone,
  solved,
  video,
} from './progress.fixtures'
import {
  accuracy,
  adherence,
  digestDue,
  latestDigestTime,
  retention,
  suggestExercise,
  userStatistics,
  type ExerciseCandidate,
} from './statistics'

const DAY = '2025-10-14'

describe('retention: reviews not graded Again / reviews', () => {
  const undoneId = newId()
  const copy = review(at(DAY, '09:00'), { grade: 1 })
  it.each([
    { name: 'no reviews', events: [], value: null },
    { name: 'only other events', events: [quiz(at(DAY))], value: null },
    {
      name: 'grades 1, 3, 4, 1',
      events: [1, 3, 4, 1].map((grade, i) => review(at(DAY, `10:0${i}`), { grade })),
      value: 0.5,
    },
    {
      name: 'an undone Good does not count',
      events: [
        review(at(DAY, '10:00'), { grade: 1 }),
        review(at(DAY, '10:01'), { grade: 3, reviewId: undoneId }),
        reviewUndone(at(DAY, '10:02'), undoneId),
      ],
      value: 0,
    },
    {
      name: 'only an undone review',
      events: [
        review(at(DAY, '10:01'), { reviewId: undoneId }),
        reviewUndone(at(DAY, '10:02'), undoneId),
      ],
      value: null,
    },
    { name: 'a copy counts once', events: [copy, copy, review(at(DAY, '10:00'))], value: 0.5 },
  ])('$name: $value', ({ events, value }) => {
    expect(retention(events)).toBe(value)
  })
})

describe('accuracy: correct / graded attempts', () => {
  it.each([
    { name: 'no attempts', events: [solved(at(DAY))], value: null },
    {
      name: '3 of 4',
      events: [true, true, false, true].map((correct, i) =>
        attempted(at(DAY, `10:0${i}`), { correct }),
      ),
      value: 0.75,
    },
    { name: 'none right', events: [attempted(at(DAY))], value: 0 },
  ])('$name: $value', ({ events, value }) => {
    expect(accuracy(events)).toBe(value)
  })
})

describe('adherence: done / past planned blocks', () => {
  it.each([
    { done: 0, planned: 0, value: null },
    { done: 3, planned: 0, value: null },
    { done: 2, planned: Number.NaN, value: null },
    { done: 0, planned: 4, value: 0 },
    { done: 3, planned: 4, value: 0.75 },
    { done: 4, planned: 4, value: 1 },
    { done: 5, planned: 4, value: 1 },
  ])('$done of $planned: $value', ({ done, planned, value }) => {
    expect(adherence(done, planned)).toBe(value)
  })
})

describe('digestDue: Sunday 18:00 Warsaw, once a week', () => {
  it.each([
    // An ordinary Sunday (CEST): 18:00 is 16:00 UTC.
    { now: '2025-10-12T15:59:00Z', lastSent: '2025-10-05T16:00:00Z', due: false },
    { now: '2025-10-12T16:00:00Z', lastSent: '2025-10-05T16:00:00Z', due: true },
    // 26.10.2025 is itself the DST Sunday: by 18:00 the clocks are on CET (17:00 UTC).
    { now: '2025-10-26T16:59:00Z', lastSent: '2025-10-19T16:00:00Z', due: false },
    { now: '2025-10-26T17:00:00Z', lastSent: '2025-10-19T16:00:00Z', due: true },
    // 29.03.2026, the spring change: 18:00 CEST is 16:00 UTC.
    { now: '2026-03-29T15:59:00Z', lastSent: '2026-03-22T17:00:00Z', due: false },
    { now: '2026-03-29T16:00:00Z', lastSent: '2026-03-22T17:00:00Z', due: true },
    // Once a week: sent at 18:00, not again until the next Sunday 18:00.
    { now: '2025-10-26T17:00:01Z', lastSent: '2025-10-26T17:00:00Z', due: false },
    { now: '2025-11-01T12:00:00Z', lastSent: '2025-10-26T17:00:00Z', due: false },
    { now: '2025-11-02T16:59:59Z', lastSent: '2025-10-26T17:00:00Z', due: false },
    { now: '2025-11-02T17:00:00Z', lastSent: '2025-10-26T17:00:00Z', due: true },
    // A missed Sunday is still due on Tuesday.
    { now: '2025-10-28T08:00:00Z', lastSent: '2025-10-19T16:00:00Z', due: true },
    { now: '2025-10-15T08:00:00Z', lastSent: null, due: true },
  ])('at $now, last sent $lastSent: $due', ({ now, lastSent, due }) => {
    expect(digestDue(new Date(now), lastSent === null ? null : new Date(lastSent))).toBe(due)
  })

  it.each([
    { now: '2025-10-26T16:59:00Z', latest: '2025-10-19T16:00:00.000Z' },
    { now: '2025-10-26T17:00:00Z', latest: '2025-10-26T17:00:00.000Z' },
    { now: '2025-10-27T10:00:00Z', latest: '2025-10-26T17:00:00.000Z' },
    { now: '2025-10-25T23:30:00Z', latest: '2025-10-19T16:00:00.000Z' }, // Sunday 01:30 Warsaw
  ])('the latest Sunday 18:00 at $now is $latest', ({ now, latest }) => {
    expect(latestDigestTime(new Date(now)).toISOString()).toBe(latest)
  })
})

describe('suggestExercise: own subjects, unsolved, untried for 7 days', () => {
  const NOW = new Date('2025-10-14T10:00:00.000Z')
  const WEEK = 7 * 86_400_000
  const candidate = (id: string, subject: string): ExerciseCandidate => ({
    id,
    subject,
    level: 'MATURA_BASIC',
    difficulty: 'MEDIUM',
  })
  const m1 = candidate('M1', 'matematyka')
  const f1 = candidate('F1', 'fizyka')
  const f2 = candidate('F2', 'fizyka')
  const f3 = candidate('F3', 'fizyka')
  const b1 = candidate('B1', 'biologia')
  const events = [
    solved('2025-09-01T10:00:00.000Z', { exerciseId: 'F1' }),
    attempted(new Date(NOW.getTime() - WEEK + 3_600_000).toISOString(), { exerciseId: 'F2' }),
    attempted(new Date(NOW.getTime() - WEEK).toISOString(), { exerciseId: 'F3' }),
  ]
  const own = ['fizyka', 'matematyka']

  it.each([
    { name: 'a never-tried one first', candidates: [f1, f2, f3, b1, m1], pick: 'M1' },
    { name: 'then one tried exactly 7 days ago', candidates: [f1, f2, f3, b1], pick: 'F3' },
    {
      name: 'solved, tried 6 days 23 h ago, or another subject: none',
      candidates: [f1, f2, b1],
      pick: null,
    },
    { name: 'no candidates', candidates: [], pick: null },
  ])('$name', ({ candidates, pick }) => {
    expect(suggestExercise(candidates, own, events, NOW)?.id ?? null).toBe(pick)
  })

  it('does not suggest anything without own subjects', () => {
    expect(suggestExercise([m1, f3], [], events, NOW)).toBeNull()
  })

  const fresh = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((id) => candidate(id, 'fizyka'))

  it('is the same for any order of candidates and all day long', () => {
    const morning = suggestExercise(fresh, own, [], new Date('2025-10-13T22:30:00.000Z'))
    expect(morning).not.toBeNull()
    expect(
      suggestExercise([...fresh].reverse(), own, [], new Date('2025-10-14T21:30:00.000Z')),
    ).toEqual(morning)
  })

  it('changes from day to day', () => {
    const picks = new Set(
      Array.from(
        { length: 14 },
        (_, i) => suggestExercise(fresh, own, [], new Date(NOW.getTime() + i * 86_400_000))?.id,
      ),
    )
    expect(picks.size).toBeGreaterThan(1)
  })
})

describe('userStatistics', () => {
  const undoneReview = newId()
  const events = [
    // Before the range: an active Sunday (streak 1) that the range's XP builds on.
    video(at('2025-10-12', '18:00'), 600),
    // Monday: 20 min of video, two reviews kept (one undone), three answers, two solved.
    video(at('2025-10-13', '18:00'), 1_200),
    review(at('2025-10-13', '19:00'), { grade: 1, durationMs: 30_000 }),
    review(at('2025-10-13', '19:01'), { grade: 3, durationMs: 30_000 }),
    review(at('2025-10-13', '19:02'), { grade: 4, durationMs: 60_000, reviewId: undoneReview }),
    reviewUndone(at('2025-10-13', '19:03'), undoneReview),
    attempted(at('2025-10-13', '20:00'), { exerciseId: 'E1', correct: false }),
    attempted(at('2025-10-13', '20:01'), { exerciseId: 'E1', correct: true }),
    solved(at('2025-10-13', '20:01'), { exerciseId: 'E1', difficulty: 'MEDIUM' }),
    attempted(at('2025-10-13', '20:10'), {
      exerciseId: 'E2',
      subject: 'matematyka',
      correct: true,
    }),
    solved(at('2025-10-13', '20:10'), {
      exerciseId: 'E2',
      subject: 'matematyka',
      difficulty: 'EASY',
    }),
    // Tuesday: nothing. Wednesday: a focused block, one undone, the quiz, E1 "solved" again.
    blockDone(at('2025-10-15', '08:00'), { focusedMinutes: 25 }),
    blockDone(at('2025-10-15', '09:00'), {
      focusedMinutes: 10,
      blockId: 'BLOCK0000000000000000000002',
    }),
    blockUndone(at('2025-10-15', '09:30'), 'BLOCK0000000000000000000002'),
    quiz(at('2025-10-15', '10:00')),
    solved(at('2025-10-15', '11:00'), { exerciseId: 'E1', difficulty: 'MEDIUM' }),
  ]
  const now = new Date(at('2025-10-15', '18:00'))

  it('counts a range with an empty day', () => {
    expect(userStatistics({ events, from: '2025-10-13', to: '2025-10-15', now })).toEqual({
      days: [
        // 20 + a streak-2 bonus of 10 + 2 reviews + 15 + 10.
        { date: '2025-10-13', studySeconds: 1_260, xp: 57 },
        { date: '2025-10-14', studySeconds: 0, xp: 0 },
        // 10 + a streak-1 bonus of 5 + the quiz's 50.
        { date: '2025-10-15', studySeconds: 1_500, xp: 65 },
      ],
      streak: { current: 1, longest: 2 },
      totals: { studySeconds: 2_760, xp: 122 },
      flashcards: { reviewed: 2, retention: 0.5 },
      exercises: {
        solved: 2,
        attempts: 3,
        accuracy: 2 / 3,
        bySubject: [
          { subject: 'fizyka', solved: 1, attempts: 2, accuracy: 0.5 },
          { subject: 'matematyka', solved: 1, attempts: 1, accuracy: 1 },
        ],
      },
      planner: { blocksDone: 1, focusedMinutes: 25 },
    })
  })

  it('a range without activity: zeros and no ratios, the streak still as of now', () => {
    const stats = userStatistics({ events, from: '2025-10-01', to: '2025-10-02', now })
    expect(stats.days).toEqual([
      { date: '2025-10-01', studySeconds: 0, xp: 0 },
      { date: '2025-10-02', studySeconds: 0, xp: 0 },
    ])
    expect(stats).toMatchObject({
      streak: { current: 1, longest: 2 },
      totals: { studySeconds: 0, xp: 0 },
      flashcards: { reviewed: 0, retention: null },
      exercises: { solved: 0, attempts: 0, accuracy: null, bySubject: [] },
      planner: { blocksDone: 0, focusedMinutes: 0 },
    })
  })

  it('refuses a range that ends before it starts or is not a day', () => {
    expect(() => userStatistics({ events, from: '2025-10-15', to: '2025-10-13', now })).toThrow(
      RangeError,
    )
    expect(() => userStatistics({ events, from: '2025-02-30', to: '2025-03-01', now })).toThrow(
      RangeError,
    )
  })
})
