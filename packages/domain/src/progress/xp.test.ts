import type { ActivityEvent } from '@app/contract/activity'
import { describe, expect, it } from 'vitest'
import {
  at,
  attempted,
  blockDone,
  blockUndone,
  chat,
  newId,
  notes,
  quiz,
  review,
  reviewUndone,
  series,
  solved,
  video,
} from './progress.fixtures'
import { XP_RULES, xpByDay, xpTotal } from './xp'

const DAY = '2025-10-14'
/** `n` hard exercises solved from 10:00, one second apart. */
const hard = (n: number, day = DAY, time = '10:00') => series(day, time, n, (t) => solved(t))
/** `n` reviews (no study time, so no streak bonus) from 11:00. */
const reviews = (n: number, day = DAY, time = '11:00') => series(day, time, n, (t) => review(t))
const only = (events: ActivityEvent[]) => {
  const days = xpByDay(events)
  expect(days).toHaveLength(1)
  return days[0]
}

describe('the daily cap of 300 XP', () => {
  it.each([
    { reviewCount: 24, xp: 299, last: 24 },
    { reviewCount: 25, xp: 300, last: 25 },
    { reviewCount: 26, xp: 300, last: 25 },
  ])('11 hard exercises and $reviewCount reviews: $xp XP', ({ reviewCount, xp, last }) => {
    const events = [...hard(11), ...reviews(reviewCount)]
    // reachedAt: the last review that still added XP (the 26th adds nothing).
    expect(only(events)).toEqual({ date: DAY, xp, reachedAt: at(DAY, `11:00:${last - 1}`) })
  })

  it('counts in Warsaw days: 23:59:59 and 00:00 fall on two days (CEST and CET)', () => {
    const summer = [...hard(12, '2025-10-14', '23:00'), solved('2025-10-14T21:59:59.000Z')]
    const nextSummer = solved('2025-10-14T22:00:00.000Z')
    const winter = [...hard(12, '2025-11-14', '23:00'), solved('2025-11-14T22:59:59.000Z')]
    const nextWinter = solved('2025-11-14T23:00:00.000Z')
    expect(xpByDay([...summer, nextSummer, ...winter, nextWinter])).toEqual([
      { date: '2025-10-14', xp: 300, reachedAt: at('2025-10-14', '23:00:11') },
      { date: '2025-10-15', xp: 25, reachedAt: '2025-10-14T22:00:00.000Z' },
      { date: '2025-11-14', xp: 300, reachedAt: at('2025-11-14', '23:00:11') },
      { date: '2025-11-15', xp: 25, reachedAt: '2025-11-14T23:00:00.000Z' },
    ])
  })
})

describe('video: 1 XP per full minute of the day, at most 90', () => {
  // Any day with 5 minutes of study is active: +5 for the first day of a streak.
  it.each([
    { seconds: 89 * 60, xp: 89 + 5 },
    { seconds: 89 * 60 + 59, xp: 89 + 5 },
    { seconds: 90 * 60, xp: 90 + 5 },
    { seconds: 91 * 60, xp: 90 + 5 },
    { seconds: 3 * 3_600, xp: 90 + 5 },
  ])('$seconds s in three parts: $xp XP', ({ seconds, xp }) => {
    const third = seconds / 3
    const events = [0, 1, 2].map((i) => video(at(DAY, `09:0${i}`), third))
    expect(only(events)?.xp).toBe(xp)
  })

  it('sums the day before flooring: 30 s + 30 s is a minute, 59 s is none', () => {
    expect(xpTotal([video(at(DAY, '09:00'), 30), video(at(DAY, '09:30'), 30)])).toBe(1)
    expect(xpByDay([video(at(DAY, '09:00'), 59)])).toEqual([])
  })

  it('starts again the next Warsaw day', () => {
    const events = [video(at(DAY, '23:00'), 100 * 60), video(at('2025-10-15', '00:10'), 60)]
    expect(xpByDay(events).map((d) => d.xp)).toEqual([95, 1])
  })
})

describe('flashcards: 1 XP a review, at most 150 a day; an undo takes it back', () => {
  it.each([
    { count: 149, xp: 149 },
    { count: 150, xp: 150 },
    { count: 151, xp: 150 },
  ])('$count reviews: $xp XP', ({ count, xp }) => {
    expect(only(reviews(count))?.xp).toBe(xp)
  })

  it('an undone review counts nothing, below the cap and above it', () => {
    const taken = review(at(DAY, '08:00'))
    const undo = reviewUndone(
      at(DAY, '08:01'),
      (taken as { payload: { reviewId: string } }).payload.reviewId,
    )
    expect(only([taken, undo, ...reviews(3)])?.xp).toBe(3)
    expect(only([taken, undo, ...reviews(150)])?.xp).toBe(150)
    expect(only([taken, ...reviews(149)])?.xp).toBe(150)
    expect(only([taken, undo, ...reviews(149)])?.xp).toBe(149)
  })

  it('an undo on a later day takes the XP from the review’s day', () => {
    const reviewId = newId()
    const events = [review(at(DAY, '20:00'), { reviewId }), quiz(at(DAY, '09:00'))]
    expect(only(events)).toEqual({ date: DAY, xp: 51, reachedAt: at(DAY, '20:00') })
    const undo = reviewUndone(at('2025-10-15', '08:00'), reviewId)
    expect(xpByDay([...events, undo])).toEqual([{ date: DAY, xp: 50, reachedAt: at(DAY, '09:00') }])
  })
})

describe('planner blocks: 10 XP, taken back by an undo, given again by a new done', () => {
  it.each([
    { name: 'done', events: () => [blockDone(at(DAY, '10:00'))], xp: 10 },
    {
      name: 'done, undone',
      events: () => [blockDone(at(DAY, '10:00')), blockUndone(at(DAY, '10:05'))],
      xp: 0,
    },
    {
      name: 'done, undone, done',
      events: () => [
        blockDone(at(DAY, '10:00')),
        blockUndone(at(DAY, '10:05')),
        blockDone(at(DAY, '10:10')),
      ],
      xp: 10,
    },
    {
      name: 'done twice without an undo',
      events: () => [blockDone(at(DAY, '10:00')), blockDone(at(DAY, '10:10'))],
      xp: 10,
    },
    {
      name: 'two blocks',
      events: () => [
        blockDone(at(DAY, '10:00')),
        blockDone(at(DAY, '11:00'), { blockId: 'BLOCK0000000000000000000002' }),
      ],
      xp: 20,
    },
  ])('$name: $xp XP', ({ events, xp }) => {
    expect(xpTotal(events())).toBe(xp)
  })

  it('an undone block does not move reachedAt: the day was there before it', () => {
    const events = [
      quiz(at(DAY, '09:00')),
      blockDone(at(DAY, '10:00')),
      blockUndone(at(DAY, '10:05')),
    ]
    expect(only(events)).toEqual({ date: DAY, xp: 50, reachedAt: at(DAY, '09:00') })
  })
})

describe('exercises: 10/15/25 by difficulty, half (rounded down) after the solution', () => {
  it.each([
    { difficulty: 'EASY' as const, solutionRevealed: false, xp: 10 },
    { difficulty: 'MEDIUM' as const, solutionRevealed: false, xp: 15 },
    { difficulty: 'HARD' as const, solutionRevealed: false, xp: 25 },
    { difficulty: 'EASY' as const, solutionRevealed: true, xp: 5 },
    { difficulty: 'MEDIUM' as const, solutionRevealed: true, xp: 7 },
    { difficulty: 'HARD' as const, solutionRevealed: true, xp: 12 },
  ])(
    '$difficulty, solution shown $solutionRevealed: $xp',
    ({ difficulty, solutionRevealed, xp }) => {
      expect(xpTotal([solved(at(DAY), { difficulty, solutionRevealed })])).toBe(xp)
    },
  )

  it('counts an exercise once and answers alone nothing', () => {
    const exerciseId = newId()
    const events = [
      attempted(at(DAY, '09:00'), { exerciseId }),
      solved(at(DAY, '09:01'), { exerciseId }),
      solved(at('2025-10-16', '09:01'), { exerciseId }),
    ]
    expect(xpByDay(events)).toEqual([{ date: DAY, xp: 25, reachedAt: at(DAY, '09:01') }])
  })
})

describe('firsts and nothing', () => {
  it('the first non-empty notes of an episode give 5, once ever', () => {
    const events = [
      notes(at(DAY, '09:00'), 'ked-w1-e1', 0),
      notes(at(DAY, '09:10'), 'ked-w1-e1'),
      notes(at(DAY, '09:20'), 'ked-w1-e1'),
      notes(at('2025-10-15', '09:00'), 'ked-w1-e1'),
      notes(at('2025-10-15', '09:10'), 'ked-w1-e2'),
    ]
    expect(xpByDay(events)).toEqual([
      { date: DAY, xp: 5, reachedAt: at(DAY, '09:10') },
      { date: '2025-10-15', xp: 5, reachedAt: at('2025-10-15', '09:10') },
    ])
  })

  it('the quiz gives 50 once', () => {
    expect(xpTotal([quiz(at(DAY, '09:00')), quiz(at('2025-10-20', '09:00'))])).toBe(XP_RULES.quiz)
  })

  it('chat messages give nothing', () => {
    expect(xpByDay(series(DAY, '09:00', 200, (t) => chat(t)))).toEqual([])
  })
})

describe('streak days: 5 × min(streak, 6)', () => {
  it('five minutes of video a day for seven days, a gap, then a day', () => {
    const days = ['10-01', '10-02', '10-03', '10-04', '10-05', '10-06', '10-07', '10-09']
    const events = days.map((d) => video(at(`2025-${d}`, '18:00'), 300))
    // 5 XP of video plus the bonus of the streak's length (capped at 6), restarting after a gap.
    expect(xpByDay(events).map((d) => [d.date.slice(5), d.xp])).toEqual([
      ['10-01', 10],
      ['10-02', 15],
      ['10-03', 20],
      ['10-04', 25],
      ['10-05', 30],
      ['10-06', 35],
      ['10-07', 35],
      ['10-09', 10],
    ])
  })

  it('is earned by the event that brings the day to 5 minutes of study', () => {
    const events = [
      review(at(DAY, '08:00'), { durationMs: 200_000 }),
      quiz(at(DAY, '09:00')),
      blockDone(at(DAY, '10:00'), { focusedMinutes: 2 }),
      review(at(DAY, '11:00'), { durationMs: 10_000 }),
    ]
    // 200 s + 120 s crosses 300 s at the block: 1 + 50 + 10 + 5 (bonus) + 1.
    expect(only(events)).toEqual({ date: DAY, xp: 67, reachedAt: at(DAY, '11:00') })
    expect(only(events.slice(0, 3))?.xp).toBe(66)
    expect(only([events[0] as ActivityEvent])?.xp).toBe(1)
  })

  it('a day below 5 minutes breaks the streak', () => {
    const events = [
      video(at('2025-10-01', '18:00'), 300),
      video(at('2025-10-02', '18:00'), 299),
      video(at('2025-10-03', '18:00'), 300),
    ]
    expect(xpByDay(events).map((d) => d.xp)).toEqual([10, 4, 10])
  })

  it('the bonus counts towards the daily cap', () => {
    const events = [...hard(12), video(at(DAY, '12:00'), 600)]
    expect(only(events)).toEqual({ date: DAY, xp: 300, reachedAt: at(DAY, '10:00:11') })
  })
})

describe('recomputable from the log', () => {
  const log = [
    quiz(at(DAY, '09:00')),
    video(at(DAY, '23:30'), 1_200),
    ...reviews(10, '2025-10-15', '07:00'),
    blockDone(at('2025-10-15', '08:00'), { focusedMinutes: 25 }),
    solved(at('2025-10-16', '16:00'), { difficulty: 'MEDIUM' }),
  ]

  it('any order and copies give the same days', () => {
    const expected = [
      { date: DAY, xp: 75, reachedAt: at(DAY, '23:30') },
      { date: '2025-10-15', xp: 30, reachedAt: at('2025-10-15', '08:00') },
      { date: '2025-10-16', xp: 15, reachedAt: at('2025-10-16', '16:00') },
    ]
    expect(xpByDay(log)).toEqual(expected)
    expect(xpByDay([...log].reverse())).toEqual(expected)
    expect(xpByDay([...log, ...log.slice(0, 4)])).toEqual(expected)
    expect(xpTotal(log)).toBe(120)
  })

  it('finds copies among many events of one instant, and keeps same-id events of other instants', () => {
    const same = Array.from({ length: 20 }, () => review(at(DAY, '09:00')))
    expect(xpTotal([...same, ...[...same].reverse()])).toBe(20)
    const first = same[0] as ActivityEvent
    expect(xpTotal([first, { ...first, occurredAt: at(DAY, '09:01') }])).toBe(2)
  })
})
