import { describe, expect, it } from 'vitest'
import { blockAt, blocksOfDay, nextPlannedBlock, parseBlockIndex, type DayBlock } from './focus-day'

const block = (
  id: string,
  startsAt: string,
  endsAt: string,
  status: DayBlock['status'] = 'PLANNED',
) => ({
  id,
  startsAt,
  endsAt,
  status,
})

// 14.10.2025 in Warsaw (CEST): 00:00 is 22:00Z the day before.
const BLOCKS = [
  block('c', '2025-10-14T16:00:00.000Z', '2025-10-14T16:45:00.000Z'), // 18:00
  block('a', '2025-10-14T14:00:00.000Z', '2025-10-14T14:45:00.000Z', 'DONE'), // 16:00
  block('b', '2025-10-14T15:00:00.000Z', '2025-10-14T15:30:00.000Z', 'MISSED'), // 17:00
  block('late', '2025-10-14T21:59:00.000Z', '2025-10-14T22:30:00.000Z'), // 23:59, ends the next day
  block('next', '2025-10-14T22:00:00.000Z', '2025-10-14T22:45:00.000Z'), // 00:00 on the 15th
  block('early', '2025-10-13T22:00:00.000Z', '2025-10-13T22:30:00.000Z'), // 00:00 on the 14th
  block('d', '2025-10-14T16:00:00.000Z', '2025-10-14T16:30:00.000Z'), // 18:00, shorter
]

describe('blocksOfDay', () => {
  it('takes the blocks starting on the Warsaw day, every status, by start, end and id', () => {
    expect(blocksOfDay(BLOCKS, '2025-10-14').map((b) => b.id)).toEqual([
      'early',
      'a',
      'b',
      'd',
      'c',
      'late',
    ])
    expect(blocksOfDay(BLOCKS, '2025-10-15').map((b) => b.id)).toEqual(['next'])
    expect(blocksOfDay(BLOCKS, '2025-10-16')).toEqual([])
  })

  it('keeps a block starting on the 25-hour day on that day', () => {
    const blocks = [
      block('x', '2025-10-26T01:30:00.000Z', '2025-10-26T02:00:00.000Z'), // 02:30 CET, the second pass
      block('y', '2025-10-26T00:30:00.000Z', '2025-10-26T01:00:00.000Z'), // 02:30 CEST, the first
    ]
    expect(blocksOfDay(blocks, '2025-10-26').map((b) => b.id)).toEqual(['y', 'x'])
  })
})

describe('the exercise index', () => {
  it.each([
    ['1', 1],
    ['12', 12],
    ['0', null],
    ['01', null],
    ['-1', null],
    ['1.5', null],
    ['1e2', null],
    ['', null],
    ['12345', null],
  ])('%j reads %j', (text, index) => {
    expect(parseBlockIndex(text)).toBe(index)
  })

  it.each([
    [1, 'early'],
    [2, 'a'],
    [6, 'late'],
    [7, null],
    [0, null],
    [1.5, null],
  ])('position %d of 14.10 is %j', (index, id) => {
    expect(blockAt(BLOCKS, '2025-10-14', index)?.id ?? null).toBe(id)
  })
})

describe('nextPlannedBlock', () => {
  it.each([
    [0, 'early', 1], // 'Zacznij': the first planned
    [1, 'd', 4], // done and missed blocks are passed over
    [4, 'c', 5],
    [5, 'late', 6],
    [6, 'early', 1], // back to one still planned before
  ])('after position %d: %s (%d)', (index, id, position) => {
    expect(nextPlannedBlock(BLOCKS, '2025-10-14', index)).toMatchObject({
      block: { id },
      index: position,
    })
  })

  it("is null when no other block of the day is planned ('Na dziś wszystko zrobione')", () => {
    const day = [
      block('a', '2025-10-14T14:00:00.000Z', '2025-10-14T14:45:00.000Z', 'DONE'),
      block('b', '2025-10-14T15:00:00.000Z', '2025-10-14T15:45:00.000Z'),
    ]
    expect(nextPlannedBlock(day, '2025-10-14', 2)).toBeNull()
    expect(nextPlannedBlock([], '2025-10-14', 0)).toBeNull()
  })
})
