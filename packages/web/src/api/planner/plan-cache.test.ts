import type { Block, Plan } from '@app/contract/planner'
import { describe, expect, it } from 'vitest'
import { withBlockChanges, withBlockDone, withFocusResult } from './plan-cache'

const block = (id: string, startsAt: string, change: Partial<Block> = {}): Block => ({
  id: id.padEnd(27, '0'),
  version: 1,
  subject: 'matematyka',
  topic: 'Funkcja kwadratowa',
  kind: 'LEARN',
  startsAt,
  endsAt: startsAt.replace('T15', 'T16'),
  status: 'PLANNED',
  focusedMinutes: 0,
  focus: null,
  ...change,
})

const plan = (blocks: Block[]) => ({ version: 3, blocks, unplaced: [] }) as unknown as Plan

describe('withBlockChanges', () => {
  it('replaces the changed blocks, keeps the order by start and takes the new version', () => {
    const a = block('a', '2026-12-01T15:00:00.000Z')
    const b = block('b', '2026-12-02T15:00:00.000Z')
    const moved = {
      ...a,
      version: 2,
      startsAt: '2026-12-03T15:00:00.000Z',
      status: 'MISSED' as const,
    }
    const unplaced = [
      {
        subject: 'matematyka',
        topic: 'x',
        kind: 'LEARN',
        minutes: 45,
        blockId: null,
        message: 'm',
      },
    ] as Plan['unplaced']
    const next = withBlockChanges(plan([a, b]), {
      planVersion: 4,
      blocks: [moved],
      reflowed: [],
      unplaced,
    })
    expect(next.version).toBe(4)
    expect(next.blocks.map((x) => [x.id[0], x.version])).toEqual([
      ['b', 1],
      ['a', 2],
    ])
    expect(next.unplaced).toBe(unplaced)
  })

  it('adds a block the answer names for the first time', () => {
    const a = block('a', '2026-12-02T15:00:00.000Z')
    const added = block('c', '2026-12-01T15:00:00.000Z')
    const next = withBlockChanges(plan([a]), {
      planVersion: 4,
      blocks: [added],
      reflowed: [],
      unplaced: [],
    })
    expect(next.blocks.map((x) => x.id[0])).toEqual(['c', 'a'])
  })
})

describe('focus mode on the cached plan', () => {
  it("takes the focus action's block and the plan's new version", () => {
    const a = block('a', '2026-12-01T15:00:00.000Z')
    const b = block('b', '2026-12-02T15:00:00.000Z')
    const focus = { startedAt: '2026-12-01T15:00:00.000Z', pauses: [], endedAt: null }
    const next = withFocusResult(plan([a, b]), {
      planVersion: 4,
      block: { ...a, version: 2, focus },
    })
    expect(next.version).toBe(4)
    expect(next.blocks.map((x) => [x.version, x.focus])).toEqual([
      [2, focus],
      [1, null],
    ])
  })

  it("shows a block done at once while its 'Gotowe' waits in the outbox", () => {
    const a = block('a', '2026-12-01T15:00:00.000Z')
    const b = block('b', '2026-12-02T15:00:00.000Z')
    const next = withBlockDone(plan([a, b]), a.id)
    expect(next.blocks.map((x) => x.status)).toEqual(['DONE', 'PLANNED'])
    expect(next.version).toBe(3)
  })
})
