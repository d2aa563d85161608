import { isNotFound } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { plannerDayParams, plannerFocusParams } from './day-params'

const PLAN = '3LxpW0pVrW5NC19cWaastAv7qVd'

const refused = (parse: () => unknown) => {
  try {
    parse()
  } catch (error) {
    return isNotFound(error)
  }
  return false
}

describe('the planner paths', () => {
  it('takes a KSUID, a real date and a plain position from 1', () => {
    expect(plannerDayParams.parse({ planId: PLAN, dateKey: '2028-02-29' })).toEqual({
      planId: PLAN,
      dateKey: '2028-02-29',
    })
    const focus = { planId: PLAN, dateKey: '2026-12-02', exerciseIndex: '12' }
    expect(plannerFocusParams.parse(focus)).toEqual(focus)
  })

  it.each([
    [{ planId: 'nowy', dateKey: '2026-12-02', exerciseIndex: '1' }],
    [{ planId: PLAN, dateKey: '2025-02-30', exerciseIndex: '1' }],
    [{ planId: PLAN, dateKey: '2026-1-2', exerciseIndex: '1' }],
    [{ planId: PLAN, dateKey: '2026-12-02', exerciseIndex: '0' }],
    [{ planId: PLAN, dateKey: '2026-12-02', exerciseIndex: '01' }],
    [{ planId: PLAN, dateKey: '2026-12-02', exerciseIndex: '1.5' }],
  ])('is not found for %j', (params) => {
    expect(refused(() => plannerFocusParams.parse(params))).toBe(true)
  })
})
