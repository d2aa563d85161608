import { parseBlockIndex } from '@app/domain/planner/focus-day'
import { parseDayStrict } from '@app/domain/shared/iso-dates'
import { notFound } from '@tanstack/react-router'
import { ksuidOrNotFound } from '../../../lib/route-params'

/** A day in a planner path: a real calendar date 'yyyy-mm-dd', else not found ('2025-02-30'). */
export function dateKeyOrNotFound(value: string): string {
  try {
    parseDayStrict(value)
  } catch {
    throw notFound()
  }
  return value
}

export interface PlannerDayParams {
  planId: string
  dateKey: string
}

/** `$planId/$dateKey`: a KSUID and a real date, else the not-found page. */
export const plannerDayParams = {
  parse: ({ planId, dateKey }: PlannerDayParams): PlannerDayParams => ({
    planId: ksuidOrNotFound(planId),
    dateKey: dateKeyOrNotFound(dateKey),
  }),
  stringify: (params: PlannerDayParams) => params,
}

export interface PlannerFocusParams extends PlannerDayParams {
  exerciseIndex: string
}

/** `…/$exerciseIndex`: also a position from 1 written plainly ('1', '12'; not '01' or '0'). */
export const plannerFocusParams = {
  parse: (params: PlannerFocusParams): PlannerFocusParams => {
    if (parseBlockIndex(params.exerciseIndex) === null) throw notFound()
    return { ...plannerDayParams.parse(params), exerciseIndex: params.exerciseIndex }
  },
  stringify: (params: PlannerFocusParams) => params,
}
