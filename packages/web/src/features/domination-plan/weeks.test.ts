import type { CheckIn } from '@app/contract/domination-plan'
import { planYear } from '@app/domain/planner/domination-progress'
import { describe, expect, it } from 'vitest'
import { actionsLabel, historyOf, opensLabel, quarterLabel, thisWeekOf, weekRange } from './weeks'

const checkIn = (weekKey: string): CheckIn => ({
  id: '2Ixr0pWqzGzDmn5AqFbKjvBJN4f',
  version: 1,
  weekKey,
  doneActionIds: [],
  rating: 4,
  wentWell: '',
  gotInTheWay: '',
  willChange: '',
  actionsDone: 0,
  actionsTotal: 0,
  late: false,
  createdAt: '2026-11-01T18:00:00.000Z',
  updatedAt: '2026-11-01T18:00:00.000Z',
})

describe('the page’s weeks', () => {
  it('names a week by its days, across a year too', () => {
    expect(weekRange('2026-W48')).toBe('23.11–29.11.2026')
    expect(weekRange('2026-W53')).toBe('28.12–03.01.2027')
  })

  it('takes this week from the check-in due now (last week’s while it is late)', () => {
    expect(thisWeekOf({ weekKey: '2026-W48', state: 'OPEN' })).toBe('2026-W48')
    expect(thisWeekOf({ weekKey: '2026-W47', state: 'LATE' })).toBe('2026-W48')
  })

  it('says when the check-in opens in Warsaw time', () => {
    expect(opensLabel('2026-11-29T17:00:00.000Z')).toBe('niedziela 18:00')
    expect(opensLabel('2026-06-26T16:30:00.000Z')).toBe('piątek 18:30')
  })

  it('lists past check-ins and missed weeks, latest first, from the plan’s first week', () => {
    const plan = { actions: [{ weekKey: '2026-W44' }, { weekKey: '2026-W48' }] }
    const items = [checkIn('2026-W48'), checkIn('2026-W47'), checkIn('2026-W45')]
    const history = historyOf(plan, items, { weekKey: '2026-W48' })
    expect(history.map((e) => [e.weekKey, e.kind])).toEqual([
      ['2026-W47', 'check-in'],
      ['2026-W46', 'missed'],
      ['2026-W45', 'check-in'],
      ['2026-W44', 'missed'],
    ])
    // Last week's check-in, late and not saved yet, is not missed.
    expect(historyOf(plan, [], { weekKey: '2026-W47' }).map((e) => e.weekKey)).toEqual([
      '2026-W46',
      '2026-W45',
      '2026-W44',
    ])
    expect(historyOf({ actions: [] }, [], { weekKey: '2026-W48' })).toEqual([])
  })

  it('labels quarters and counts', () => {
    const school = planYear('2026-11-27', 9)
    expect(quarterLabel(school, 1)).toBe('Kwartał 1 (wrz–lis)')
    expect(quarterLabel(school, 2)).toBe('Kwartał 2 (gru–lut)')
    expect(actionsLabel(3, 4)).toBe('3 z 4 działań')
    expect(actionsLabel(0, 1)).toBe('0 z 1 działania')
    expect(actionsLabel(0, 0)).toBe('Brak działań w tym tygodniu')
  })
})
