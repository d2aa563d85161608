import { describe, expect, it } from 'vitest'
import {
  BlockChangesRequestSchema,
  BlockChangesResultSchema,
  BlockSchema,
  CreateBlockRequestSchema,
  FocusRequestSchema,
} from './planner-blocks.schemas'
import { PLANNER_TEXT } from './planner.text'

const ID = '2Ixr0pWqzGzDmn5AqFbKjvBJN4f'
const OTHER = '2Ixr0pWqzGzDmn5AqFbKjvBJN4g'

const BLOCK = {
  id: ID,
  version: 3,
  subject: 'biologia',
  topic: 'Genetyka',
  kind: 'REVIEW',
  startsAt: '2026-12-01T15:00:00.000Z',
  endsAt: '2026-12-01T15:45:00.000Z',
  status: 'PLANNED',
  focusedMinutes: 0,
  focus: null,
}

function refusal(changes: unknown): string | null {
  const result = BlockChangesRequestSchema.safeParse({ changes })
  return result.success ? null : (result.error.issues[0]?.message ?? '')
}

describe('BlockSchema', () => {
  it.each(['LEARN', 'REVIEW', 'MOCK_EXAM'])('accepts a %s block', (kind) => {
    expect(BlockSchema.parse({ ...BLOCK, kind })).toEqual({ ...BLOCK, kind })
  })

  it('carries the focus timer as instants: a pause open while it lasts', () => {
    const focus = {
      startedAt: '2026-12-01T15:00:00.000Z',
      pauses: [{ from: '2026-12-01T15:10:00.000Z', to: null }],
      endedAt: null,
    }
    expect(BlockSchema.parse({ ...BLOCK, focus }).focus).toEqual(focus)
    expect(BlockSchema.safeParse({ ...BLOCK, focus: { startedAt: 'now' } }).success).toBe(false)
  })

  it.each([
    ['an id that is not a KSUID', { id: 'block-1' }],
    ['an unknown status', { status: 'SKIPPED' }],
    ['an unknown kind', { kind: 'HOMEWORK' }],
    ['a start without an offset', { startsAt: '2026-12-01T15:00:00' }],
    ['negative focus', { focusedMinutes: -1 }],
  ])('refuses %s', (_name, change) => {
    expect(BlockSchema.safeParse({ ...BLOCK, ...change }).success).toBe(false)
  })
})

describe('FocusRequestSchema', () => {
  it.each(['START', 'PAUSE', 'RESUME', 'STOP', 'DONE'])('accepts %s', (action) => {
    expect(FocusRequestSchema.parse({ action })).toEqual({ action })
  })

  it.each([
    [{ action: 'SKIP' }],
    [{ action: 'DONE', focusedMinutes: 25 }],
    [{ action: 'START', at: '2026-12-01T15:00:00.000Z' }],
  ])('refuses %j: the server counts the time itself', (body) => {
    expect(FocusRequestSchema.safeParse(body).success).toBe(false)
  })
})

describe('BlockChangesRequestSchema', () => {
  it.each([
    ['done', [{ blockId: ID, version: 3, status: 'DONE', focusedMinutes: 40 }]],
    ['missed', [{ blockId: ID, version: 3, status: 'MISSED' }]],
    [
      'a move with Warsaw offset',
      [{ blockId: ID, version: 3, startsAt: '2026-12-02T16:00:00+01:00' }],
    ],
    ['a resize', [{ blockId: ID, version: 0, durationMinutes: 240 }]],
    [
      'two blocks at once',
      [
        { blockId: ID, version: 3, status: 'DONE' },
        { blockId: OTHER, version: 1, status: 'MISSED' },
      ],
    ],
  ])('accepts %s', (_name, changes) => {
    expect(refusal(changes)).toBeNull()
  })

  it.each([
    ['no changes', [], PLANNER_TEXT.changes],
    [
      '51 changes',
      Array.from({ length: 51 }, () => ({ blockId: ID, version: 1, status: 'DONE' })),
      PLANNER_TEXT.changes,
    ],
    ['a change of nothing', [{ blockId: ID, version: 3 }], PLANNER_TEXT.nothingToChange],
    [
      'a block twice',
      [
        { blockId: ID, version: 3, status: 'DONE' },
        { blockId: ID, version: 3, status: 'MISSED' },
      ],
      PLANNER_TEXT.blockTwice,
    ],
    ['an unknown status', [{ blockId: ID, version: 3, status: 'LATER' }], PLANNER_TEXT.blockStatus],
    [
      'a block of 5 minutes',
      [{ blockId: ID, version: 3, durationMinutes: 5 }],
      PLANNER_TEXT.blockMinutes,
    ],
    [
      'a block of 241 minutes',
      [{ blockId: ID, version: 3, durationMinutes: 241 }],
      PLANNER_TEXT.blockMinutes,
    ],
    [
      '601 minutes of focus',
      [{ blockId: ID, version: 3, focusedMinutes: 601 }],
      PLANNER_TEXT.focusedMinutes,
    ],
    [
      'a start that is no instant',
      [{ blockId: ID, version: 3, startsAt: 'jutro 16:00' }],
      PLANNER_TEXT.startsAt,
    ],
  ])('refuses %s', (_name, changes, message) => {
    expect(refusal(changes)).toBe(message)
  })

  it('refuses a change without a version', () => {
    expect(refusal([{ blockId: ID, status: 'DONE' }])).not.toBeNull()
  })
})

describe('BlockChangesResultSchema', () => {
  it('carries the new version, the blocks, where missed ones went and what did not fit', () => {
    const result = {
      planVersion: 8,
      blocks: [
        {
          ...BLOCK,
          status: 'PLANNED',
          startsAt: '2026-12-02T15:00:00.000Z',
          endsAt: '2026-12-02T15:45:00.000Z',
        },
      ],
      reflowed: [{ blockId: ID, from: BLOCK.startsAt, to: '2026-12-02T15:00:00.000Z' }],
      unplaced: [
        {
          subject: 'matematyka',
          topic: 'Funkcja kwadratowa',
          kind: 'LEARN',
          minutes: 120,
          blockId: null,
          message: 'Nie mieści się przed sprawdzianem: brakuje ok. 2 godz.',
        },
      ],
    }
    expect(BlockChangesResultSchema.parse(result)).toEqual(result)
  })
})

describe('CreateBlockRequestSchema', () => {
  const body = {
    subject: 'historia',
    topic: 'Polska Piastów',
    kind: 'LEARN',
    startsAt: '2026-12-05T09:00:00.000Z',
    durationMinutes: 45,
  }

  it('accepts a block added by hand', () => {
    expect(CreateBlockRequestSchema.parse(body)).toEqual(body)
  })

  it.each([
    ['an empty topic', { topic: ' ' }, PLANNER_TEXT.topicTitle],
    ['a subject off the list', { subject: 'astronomia' }, PLANNER_TEXT.subject],
    ['no length', { durationMinutes: undefined }, PLANNER_TEXT.blockMinutes],
  ])('refuses %s', (_name, change, message) => {
    const result = CreateBlockRequestSchema.safeParse({ ...body, ...change })
    expect(result.error?.issues[0]?.message).toBe(message)
  })
})
