import { describe, expect, it } from 'vitest'
import { parsePlanSearch } from './plan-search'

describe('the plan view search', () => {
  it('reads the view and a real day', () => {
    expect(parsePlanSearch({ widok: 'miesiac', data: '2026-12-01' })).toEqual({
      widok: 'miesiac',
      data: '2026-12-01',
    })
  })

  it.each([
    [{ widok: 'rok', data: '2025-02-30' }],
    [{ widok: 3, data: 20261201 }],
    [{ data: '1.12.2026' }],
    [{}],
  ])('reads %j as absent', (search) => {
    expect(parsePlanSearch(search)).toEqual({})
  })
})
