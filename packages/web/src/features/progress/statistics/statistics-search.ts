/**
 * `/statystyki`'s search (issue 30): a preset `?zakres=7-dni|30-dni|rok-szkolny`, or a range of
 * days `?od=2025-09-01&do=2025-10-14`. Dates are kept as typed (the page says what is wrong with
 * them); plain, for the route definition (decision 0133).
 */
export const STATISTICS_PRESETS = ['7-dni', '30-dni', 'rok-szkolny'] as const
export type StatisticsPreset = (typeof STATISTICS_PRESETS)[number]

export interface StatisticsSearch {
  zakres?: StatisticsPreset
  od?: string
  do?: string
}

const text = (value: unknown) =>
  typeof value === 'string' && value !== '' && value.length <= 20 ? value : undefined

export function statisticsSearch(search: Record<string, unknown>): StatisticsSearch {
  const od = text(search.od)
  const to = text(search.do)
  if (od !== undefined || to !== undefined)
    return { ...(od !== undefined && { od }), ...(to !== undefined && { do: to }) }
  const zakres = STATISTICS_PRESETS.find((preset) => preset === search.zakres)
  return zakres ? { zakres } : {}
}
