import type { ActivityEvent } from '@app/contract/activity'
import { describe, expect, it } from 'vitest'
import { studySecondsByDay, streaks } from './activity-stats'
import { studyEventsOf, studySecondsOf } from './study-events'

const PLAN = '2Ixr0pWqzGzDmn5AqFbKjvBJN4g'
const BLOCK = '2Ixr0pWqzGzDmn5AqFbKjvBJN4h'
const OTHER_BLOCK = '2Ixr0pWqzGzDmn5AqFbKjvBJN4i'
let next = 0
const id = () => `2Ixr0pWqzGzDmn5AqFbKjv${String(next++).padStart(5, '0')}`

const done = (occurredAt: string, focusedMinutes: number, blockId = BLOCK): ActivityEvent => ({
  id: id(),
  type: 'planner_block_done',
  occurredAt,
  payload: {
    planId: PLAN,
    blockId,
    subject: 'matematyka',
    kind: 'LEARN',
    plannedMinutes: 45,
    focusedMinutes,
  },
})
const undone = (occurredAt: string, blockId = BLOCK): ActivityEvent => ({
  id: id(),
  type: 'planner_block_undone',
  occurredAt,
  payload: { planId: PLAN, blockId },
})
const video = (occurredAt: string, seconds: number): ActivityEvent => ({
  id: id(),
  type: 'video_watched',
  occurredAt,
  payload: { course: 'KED', episodeId: 'ked-w1-e1', week: 1, seconds },
})
const review = (occurredAt: string, reviewId: string, durationMs: number): ActivityEvent => ({
  id: id(),
  type: 'flashcard_reviewed',
  occurredAt,
  payload: {
    reviewId,
    deckId: PLAN,
    cardId: BLOCK,
    grade: 3,
    stateBefore: 'REVIEW',
    scheduledDays: 4,
    durationMs,
  },
})
const reviewUndone = (occurredAt: string, reviewId: string): ActivityEvent => ({
  id: id(),
  type: 'flashcard_review_undone',
  occurredAt,
  payload: { reviewId },
})
const checkIn = (occurredAt: string): ActivityEvent => ({
  id: id(),
  type: 'domination_check_in',
  occurredAt,
  payload: { weekKey: '2025-W44', rating: 4, actionsDone: 3, actionsTotal: 5 },
})

const secondsByDay = (events: ActivityEvent[]) => [...studySecondsByDay(studyEventsOf(events))]

describe('studySecondsOf', () => {
  it.each([
    [video('2025-10-14T15:00:00.000Z', 95.5), 95.5],
    [review('2025-10-14T15:00:00.000Z', PLAN, 8_500), 8.5],
    [done('2025-10-14T15:00:00.000Z', 40), 2_400],
    [done('2025-10-14T15:00:00.000Z', 0), 0],
    [undone('2025-10-14T15:00:00.000Z'), 0],
    [checkIn('2025-10-14T15:00:00.000Z'), 0],
    [reviewUndone('2025-10-14T15:00:00.000Z', PLAN), 0],
  ])('%#: %j counts %d s', (event, seconds) => {
    expect(studySecondsOf(event)).toBe(seconds)
  })
})

describe('studyEventsOf: focused planner minutes are study time', () => {
  it('counts a done block’s focused minutes on the Warsaw day it was done', () => {
    expect(
      secondsByDay([
        done('2025-10-14T15:00:00.000Z', 40),
        video('2025-10-14T17:00:00.000Z', 300),
        done('2025-10-14T22:30:00.000Z', 25, OTHER_BLOCK), // 00:30 on the 15th in Warsaw
      ]),
    ).toEqual([
      ['2025-10-14', 2_700],
      ['2025-10-15', 1_500],
    ])
  })

  it('makes a streak day from focus alone (5 minutes), not from a block ticked without focus', () => {
    const days = studySecondsByDay(
      studyEventsOf([
        done('2025-10-13T15:00:00.000Z', 5),
        done('2025-10-14T15:00:00.000Z', 0),
        done('2025-10-15T15:00:00.000Z', 4),
      ]),
    )
    expect([...days]).toEqual([
      ['2025-10-13', 300],
      ['2025-10-15', 240],
    ])
    expect(streaks(days, '2025-10-13')).toEqual({ current: 1, longest: 1, activeToday: true })
    expect(streaks(days, '2025-10-15').current).toBe(0)
  })

  it('takes a block back with its undo; done again, it counts once', () => {
    expect(
      secondsByDay([done('2025-10-14T15:00:00.000Z', 40), undone('2025-10-14T15:05:00.000Z')]),
    ).toEqual([])
    expect(
      secondsByDay([
        done('2025-10-14T15:00:00.000Z', 40),
        undone('2025-10-14T15:05:00.000Z'),
        done('2025-10-14T15:10:00.000Z', 30),
      ]),
    ).toEqual([['2025-10-14', 1_800]])
  })

  it('undoes only the named block, and only a done before the undo, in any input order', () => {
    const events = [
      undone('2025-10-14T16:00:00.000Z', OTHER_BLOCK),
      done('2025-10-14T17:00:00.000Z', 20, OTHER_BLOCK),
      done('2025-10-14T15:00:00.000Z', 40),
    ]
    expect(secondsByDay(events)).toEqual([['2025-10-14', 3_600]])
    expect(secondsByDay([...events].reverse())).toEqual([['2025-10-14', 3_600]])
  })

  it('counts flashcard reviews unless undone; check-ins and undos count nothing', () => {
    expect(
      secondsByDay([
        review('2025-10-14T15:00:00.000Z', PLAN, 30_000),
        review('2025-10-14T15:01:00.000Z', BLOCK, 60_000),
        reviewUndone('2025-10-14T15:02:00.000Z', BLOCK),
        checkIn('2025-10-14T16:00:00.000Z'),
      ]),
    ).toEqual([['2025-10-14', 30]])
  })

  it('counts a copy of a done block once (the same id and instant, decision 0114)', () => {
    const event = done('2025-10-14T15:00:00.000Z', 40)
    expect(secondsByDay([event, event])).toEqual([['2025-10-14', 2_400]])
  })
})

describe('studyEventsOf: copies', () => {
  it('takes back a done block sent twice with one undo', () => {
    const event = done('2025-10-14T15:00:00.000Z', 40)
    expect(secondsByDay([event, event, undone('2025-10-14T15:05:00.000Z')])).toEqual([])
  })
})
