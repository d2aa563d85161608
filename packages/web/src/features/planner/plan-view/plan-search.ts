import { parseDayStrict } from '@app/domain/shared/iso-dates'

/**
 * The plan view's search (decision 0133: a plain codec, no schema in the route tree):
 * `?widok=miesiac|tydzien&data=yyyy-mm-dd`. A value that does not fit reads as absent.
 */
export const PLAN_VIEWS = ['tydzien', 'miesiac'] as const
export type PlanViewMode = (typeof PLAN_VIEWS)[number]

export interface PlanSearch {
  widok?: PlanViewMode
  data?: string
}

function dayParam(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  try {
    parseDayStrict(value)
    return value
  } catch {
    return undefined
  }
}

export function parsePlanSearch(search: Record<string, unknown>): PlanSearch {
  const widok = PLAN_VIEWS.find((view) => view === search.widok)
  const data = dayParam(search.data)
  return { ...(widok && { widok }), ...(data && { data }) }
}
