import { z } from 'zod'
import { isWeekKey } from './domination-plan.constants'
import { DOMINATION_PLAN_TEXT } from './domination-plan.text'

/** A week of the domination plan, ISO 8601 'YYYY-Www' (decision 0164). */
export const WeekKeySchema = z
  .string({ errorMap: () => ({ message: DOMINATION_PLAN_TEXT.weekKey }) })
  .refine(isWeekKey, DOMINATION_PLAN_TEXT.weekKey)
