import type { Block } from '@app/contract/planner'
import { describe, expect, it } from 'vitest'
import { blockState, consultationsOn, dayTitle, timeRange } from './day-text'

const block = (patch: Partial<Block> = {}): Block => ({
  id: 'a'.repeat(27),
  version: 1,
  subject: 'matematyka',
  topic: 'Funkcja kwadratowa',
  kind: 'LEARN',
  startsAt: '2026-03-28T15:00:00.000Z',
  endsAt: '2026-03-28T15:45:00.000Z',
  status: 'PLANNED',
  focusedMinutes: 0,
  focus: null,
  ...patch,
})

describe('the day page texts', () => {
  it("names the day and a block's time across a clock change", () => {
    expect(dayTitle('2026-03-29')).toBe('Niedziela, 29.03.2026')
    expect(timeRange(block())).toBe('16:00–16:45')
    expect(
      timeRange({ startsAt: '2026-03-30T14:00:00.000Z', endsAt: '2026-03-30T14:30:00Z' }),
    ).toBe('16:00–16:30')
  })

  it('says a planned block whose time passed waits to be settled, one in focus is under way', () => {
    const end = Date.parse('2026-03-28T15:45:00.000Z')
    expect(blockState(block(), end - 1)).toBe('PLANNED')
    expect(blockState(block(), end)).toBe('TO_SETTLE')
    expect(blockState(block({ status: 'DONE' }), end)).toBe('DONE')
    const focus = { startedAt: '2026-03-28T15:00:00.000Z', pauses: [], endedAt: null }
    expect(blockState(block({ focus }), end)).toBe('FOCUS')
  })

  it('finds the Saturday 17:00 consultations, none on a weekday', () => {
    expect(consultationsOn('2026-03-28').map((e) => timeRange(e))).toEqual(['17:00–18:00'])
    expect(consultationsOn('2026-03-27')).toEqual([])
  })
})
