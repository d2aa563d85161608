import {
  CreateCheckInRequestSchema,
  DOMINATION_PLAN_TEXT,
  type CheckIn,
  type CreateCheckInRequest,
  type UpdateCheckInRequest,
  type WeeklyAction,
} from '@app/contract/domination-plan'
import { z } from 'zod'

/**
 * The weekly check-in's form: a tick per action of the week (by position), the rating as the
 * radio's text, the three answers and next week's actions (new ones only; a correction has none).
 */
const fields = CreateCheckInRequestSchema.shape

export const CheckInFormSchema = z.object({
  ticks: z.array(z.boolean()),
  rating: z.string().regex(/^[1-5]$/, DOMINATION_PLAN_TEXT.rating),
  wentWell: fields.wentWell,
  gotInTheWay: fields.gotInTheWay,
  willChange: fields.willChange,
  nextWeekActions: fields.nextWeekActions,
})
export type CheckInFormValues = z.input<typeof CheckInFormSchema>

/** 'Jak oceniasz ten tydzień?': each point with a word, so the scale reads without colour. */
export const RATING_LABELS = {
  1: '1 – kiepsko',
  2: '2 – słabo',
  3: '3 – tak sobie',
  4: '4 – dobrze',
  5: '5 – świetnie',
} as const

/** A new check-in's form: nothing ticked yet but what the plan has done already. */
export function newCheckInValues(weekActions: readonly WeeklyAction[]): CheckInFormValues {
  return {
    ticks: weekActions.map((action) => action.done),
    rating: '',
    wentWell: '',
    gotInTheWay: '',
    willChange: '',
    nextWeekActions: [],
  }
}

/** A saved check-in in the form, to correct it. */
export function correctionValues(
  checkIn: CheckIn,
  weekActions: readonly WeeklyAction[],
): CheckInFormValues {
  const done = new Set(checkIn.doneActionIds)
  return {
    ticks: weekActions.map((action) => done.has(action.id)),
    rating: String(checkIn.rating),
    wentWell: checkIn.wentWell,
    gotInTheWay: checkIn.gotInTheWay,
    willChange: checkIn.willChange,
    nextWeekActions: [],
  }
}

const answersOf = (values: CheckInFormValues, weekActions: readonly WeeklyAction[]) => ({
  doneActionIds: weekActions.filter((_, i) => values.ticks[i]).map((action) => action.id),
  rating: Number(values.rating),
  wentWell: values.wentWell.trim(),
  gotInTheWay: values.gotInTheWay.trim(),
  willChange: values.willChange.trim(),
})

/** POST …/check-ins of `weekKey`. */
export function checkInRequest(
  values: CheckInFormValues,
  weekKey: string,
  weekActions: readonly WeeklyAction[],
): CreateCheckInRequest {
  return {
    weekKey,
    ...answersOf(values, weekActions),
    nextWeekActions: values.nextWeekActions.map(({ id, milestoneId, title }) => ({
      id,
      milestoneId,
      title: title.trim(),
    })),
  }
}

/** PUT …/check-ins/{id}: the corrected answers with the version read. */
export function correctionRequest(
  values: CheckInFormValues,
  checkIn: Pick<CheckIn, 'version'>,
  weekActions: readonly WeeklyAction[],
): UpdateCheckInRequest {
  return { version: checkIn.version, ...answersOf(values, weekActions) }
}
