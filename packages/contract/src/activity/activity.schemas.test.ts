import { describe, expect, it } from 'vitest'
import { contract } from '../contract'
import {
  ACTIVITY_TYPES,
  ActivityEventSchema,
  ActivityPageSchema,
  ListActivityQuerySchema,
} from './activity.schemas'

const ID = '2Ixr0pWqzGzDmn5AqFbKjvBJN4f'
const AT = '2025-10-14T15:30:00.000Z'
const PLAN = '2Ixr0pWqzGzDmn5AqFbKjvBJN4g'
const BLOCK = '2Ixr0pWqzGzDmn5AqFbKjvBJN4h'

describe('ActivityEventSchema', () => {
  it('lists each type once, from the union', () => {
    expect(ACTIVITY_TYPES).toEqual([
      'video_watched',
      'notes_saved',
      'quiz_completed',
      'flashcard_reviewed',
      'flashcard_review_undone',
      'chat_message',
      'planner_block_done',
      'planner_block_undone',
      'domination_check_in',
      'exercise_attempted',
      'exercise_solved',
    ])
  })

  it.each([
    {
      id: ID,
      type: 'video_watched',
      occurredAt: AT,
      payload: { course: 'KED', episodeId: 'ked-w1-e2', week: 1, seconds: 95.5 },
    },
    {
      id: ID,
      type: 'notes_saved',
      occurredAt: '2025-10-14T17:30:00+02:00',
      payload: { course: 'KED', episodeId: 'ked-w1-e2', chars: 0 },
    },
    { id: ID, type: 'quiz_completed', occurredAt: AT, payload: {} },
    {
      id: ID,
      type: 'planner_block_done',
      occurredAt: AT,
      payload: {
        planId: PLAN,
        blockId: BLOCK,
        subject: 'matematyka',
        kind: 'LEARN',
        plannedMinutes: 45,
        focusedMinutes: 40,
      },
    },
    {
      id: ID,
      type: 'planner_block_undone',
      occurredAt: AT,
      payload: { planId: PLAN, blockId: BLOCK },
    },
    {
      id: ID,
      type: 'domination_check_in',
      occurredAt: AT,
      payload: { weekKey: '2026-W53', rating: 4, actionsDone: 3, actionsTotal: 5 },
    },
    {
      id: ID,
      type: 'exercise_solved',
      occurredAt: AT,
      payload: {
        exerciseId: PLAN,
        subject: 'fizyka',
        level: 'MATURA_BASIC',
        difficulty: 'HARD',
        attempts: 2,
        hintsUsed: 1,
        solutionRevealed: false,
        selfGraded: false,
      },
    },
  ])('accepts a $type event', (event) => {
    expect(ActivityEventSchema.parse(event)).toEqual(event)
  })

  it.each([
    ['an id that is not a KSUID', { id: 'evt-1' }],
    ['a 28-character id', { id: `${ID}x` }],
    ['an unknown type', { type: 'xp_gained' }],
    ['a date without a time', { occurredAt: '2025-10-14' }],
    ['zero seconds', { payload: { course: 'KED', episodeId: 'e', week: 0, seconds: 0 } }],
    ['an unknown course', { payload: { course: 'XYZ', episodeId: 'e', week: 0, seconds: 5 } }],
    ['the notes text', { payload: { course: 'KED', episodeId: 'e', week: 0, seconds: 5, x: 1 } }],
    ['a score', { score: 10 }],
  ])('refuses %s', (_name, change) => {
    const event = {
      id: ID,
      type: 'video_watched',
      occurredAt: AT,
      payload: { course: 'KED', episodeId: 'e', week: 0, seconds: 5 },
      ...change,
    }
    expect(ActivityEventSchema.safeParse(event).success).toBe(false)
  })

  const done = {
    planId: PLAN,
    blockId: BLOCK,
    subject: 'biologia',
    kind: 'REVIEW',
    plannedMinutes: 30,
    focusedMinutes: 0,
  }
  const checkIn = { weekKey: '2025-W44', rating: 3, actionsDone: 0, actionsTotal: 0 }
  const solved = {
    exerciseId: PLAN,
    subject: 'chemia',
    level: 'HIGH_SCHOOL',
    difficulty: 'EASY',
    attempts: 1,
    hintsUsed: 0,
    solutionRevealed: true,
    selfGraded: true,
  }
  const { difficulty: _difficulty, ...withoutDifficulty } = solved

  it.each([
    ['planner_block_done', 'more focused than planned minutes', { ...done, focusedMinutes: 31 }],
    ['planner_block_done', 'a subject off the list', { ...done, subject: 'Biologia' }],
    ['planner_block_done', 'an unknown kind', { ...done, kind: 'EXAM' }],
    ['planner_block_done', 'a fraction of a minute', { ...done, focusedMinutes: 1.5 }],
    ['planner_block_done', 'no planned minutes', { ...done, plannedMinutes: 0 }],
    ['planner_block_undone', 'the minutes', { planId: PLAN, blockId: BLOCK, focusedMinutes: 5 }],
    ['planner_block_undone', 'a plan id that is not a KSUID', { planId: 'p1', blockId: BLOCK }],
    ['domination_check_in', 'a week 53 of a 52-week year', { ...checkIn, weekKey: '2025-W53' }],
    ['domination_check_in', 'a date for a week', { ...checkIn, weekKey: '2025-10-27' }],
    ['domination_check_in', 'a rating of 6', { ...checkIn, rating: 6 }],
    ['domination_check_in', 'more done than planned', { ...checkIn, actionsDone: 1 }],
    ['domination_check_in', 'the answers', { ...checkIn, wentWell: 'tajne' }],
    ['exercise_solved', 'no difficulty (XP needs it)', withoutDifficulty],
    ['exercise_solved', 'an unknown difficulty', { ...solved, difficulty: 'EXTREME' }],
  ])('refuses a %s event with %s', (type, _name, payload) => {
    const event = { id: ID, type, occurredAt: AT, payload }
    expect(ActivityEventSchema.safeParse(event).success).toBe(false)
  })

  it('keeps the text of notes out: notes_saved takes chars only', () => {
    const event = {
      id: ID,
      type: 'notes_saved',
      occurredAt: AT,
      payload: { course: 'KED', episodeId: 'e', chars: 5, notes: 'tajne' },
    }
    expect(ActivityEventSchema.safeParse(event).success).toBe(false)
  })

  it('pages items with a nullable key', () => {
    expect(ActivityPageSchema.safeParse({ items: [], nextPageKey: null }).success).toBe(true)
  })
})

describe('ListActivityQuerySchema', () => {
  const parse = (query: Record<string, string>) => ListActivityQuerySchema.safeParse(query)
  const firstIssue = (query: Record<string, string>) => {
    const result = parse(query)
    expect(result.success).toBe(false)
    const issue = result.error?.issues[0]
    return `${issue?.path.join('.')}: ${issue?.message}`
  }

  it('takes a range of one day and of 366 days (2024 is a leap year), types split', () => {
    expect(parse({ from: '2025-10-14', to: '2025-10-14' }).data).toEqual({
      from: '2025-10-14',
      to: '2025-10-14',
    })
    expect(parse({ from: '2024-01-01', to: '2024-12-31' }).success).toBe(true)
    expect(
      parse({ from: '2025-01-01', to: '2025-01-31', types: 'video_watched,notes_saved' }).data
        ?.types,
    ).toEqual(['video_watched', 'notes_saved'])
  })

  it.each([
    [{ from: '2025-10-15', to: '2025-10-14' }, 'from: Data „od” nie może być późniejsza'],
    [
      { from: '2024-01-01', to: '2025-01-01' },
      'to: Zakres może obejmować najwyżej 366 dni (jest 367)',
    ],
    [{ from: '2025-02-30', to: '2025-03-01' }, 'from: Nie ma takiego dnia w kalendarzu'],
    [{ from: '2025-02-01', to: '2025-13-01' }, 'to: Nie ma takiego dnia w kalendarzu'],
    [{ from: '14.10.2025', to: '2025-10-14' }, 'from: Oczekiwano daty rrrr-mm-dd'],
    [
      { from: '2025-10-01', to: '2025-10-14', types: 'video_watched,xp' },
      'types: Nieznany typ zdarzenia „xp”',
    ],
    [{ from: '2025-10-01', to: '2025-10-14', types: '' }, 'types: Nieznany typ zdarzenia „”'],
    [
      { from: '2025-10-01', to: '2025-10-14', userId: 'u2' },
      ": Unrecognized key(s) in object: 'userId'",
    ],
    [{ to: '2025-10-14' }, 'from: Required'],
  ])('refuses %o', (query, issue) => {
    expect(firstIssue(query)).toContain(issue)
  })

  it('is GET /api/saas/activity, proposed', () => {
    expect(contract.activity.listActivity.path).toBe('/api/saas/activity')
    expect(contract.activity.listActivity.metadata).toEqual({ origin: 'proposed' })
  })
})
