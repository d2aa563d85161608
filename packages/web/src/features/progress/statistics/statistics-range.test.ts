import { PROGRESS_TEXT } from '@app/contract/progress/text'
import { describe, expect, it } from 'vitest'
import { STATISTICS_MAX_DAYS } from '@app/contract/progress'
import { MAX_DAYS, rangeError, resolveRange, schoolYearStart } from './statistics-range'
import { statisticsSearch } from './statistics-search'

describe('statistics ranges (issue 30)', () => {
  const today = '2025-10-14'

  it('presets end today: 7 and 30 days, the school year from 1 September', () => {
    expect(resolveRange({ zakres: '7-dni' }, today)).toEqual({
      kind: '7-dni',
      from: '2025-10-08',
      to: today,
    })
    expect(resolveRange({ zakres: '30-dni' }, today)).toMatchObject({ from: '2025-09-15' })
    expect(resolveRange({ zakres: 'rok-szkolny' }, today)).toMatchObject({ from: '2025-09-01' })
    // Without a range: the last 30 days.
    expect(resolveRange({}, today)).toMatchObject({ kind: '30-dni', from: '2025-09-15' })
  })

  it.each([
    ['2025-09-01', '2025-09-01'],
    ['2025-10-14', '2025-09-01'],
    ['2025-12-31', '2025-09-01'],
    ['2026-01-05', '2025-09-01'],
    ['2026-08-31', '2025-09-01'],
    ['2025-08-31', '2024-09-01'],
  ])('the school year of %s began on %s', (day, start) => {
    expect(schoolYearStart(day)).toBe(start)
  })

  it('takes a range of the user’s up to 366 days, both ends in', () => {
    expect(MAX_DAYS).toBe(STATISTICS_MAX_DAYS)
    expect(resolveRange({ od: '2025-09-01', do: '2026-09-01' }, today)).toEqual({
      kind: 'wlasny',
      from: '2025-09-01',
      to: '2026-09-01',
      error: null,
    })
    expect(rangeError('2025-10-13', '2025-10-13')).toBeNull()
  })

  it.each([
    ['2025-09-01', '2026-09-02', PROGRESS_TEXT.rangeTooLong(367)],
    ['2025-10-14', '2025-10-13', PROGRESS_TEXT.reversedRange],
    ['2025-02-29', '2025-03-01', PROGRESS_TEXT.noSuchDay],
    ['13.10.2025', '2025-10-20', PROGRESS_TEXT.dayKey],
    ['', '2025-10-20', PROGRESS_TEXT.dayKey],
  ])('refuses %s to %s in the API’s words', (from, to, message) => {
    expect(rangeError(from, to)).toBe(message)
  })

  it('reads the address: a preset, or a range (which wins), nothing else', () => {
    expect(statisticsSearch({ zakres: '7-dni' })).toEqual({ zakres: '7-dni' })
    expect(statisticsSearch({ zakres: 'rok' })).toEqual({})
    expect(statisticsSearch({ zakres: '7-dni', od: '2025-09-01', do: '2025-10-01' })).toEqual({
      od: '2025-09-01',
      do: '2025-10-01',
    })
    expect(statisticsSearch({ od: 42, userId: 'x' })).toEqual({})
  })
})
