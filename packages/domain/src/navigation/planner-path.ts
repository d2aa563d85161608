export interface PlannerExercisePath {
  planId: string
  /** yyyy-mm-dd, a real calendar date */
  dateKey: string
  exerciseIndex: number
}

const PLANNER_EXERCISE_PATH =
  /^\/produkt\/planer-nauki\/([A-Za-z0-9]+)\/(\d{4})-(\d{2})-(\d{2})\/(\d+)\/?$/

/** /produkt/planer-nauki/{planId}/{dateKey}/{exerciseIndex}; these pages hide header and footer. */
export function parsePlannerExercisePath(pathname: string): PlannerExercisePath | null {
  const match = PLANNER_EXERCISE_PATH.exec(pathname)
  if (!match) return null
  const [, planId = '', year = '', month = '', day = '', index = ''] = match
  if (!isCalendarDate(Number(year), Number(month), Number(day))) return null
  const exerciseIndex = Number(index)
  if (!Number.isSafeInteger(exerciseIndex)) return null
  return { planId, dateKey: `${year}-${month}-${day}`, exerciseIndex }
}

export function isPlannerExercisePath(pathname: string): boolean {
  return parsePlannerExercisePath(pathname) !== null
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  )
}
