/**
 * Polish formats of study numbers shared by the progress pages and the parent panel (issue 30):
 * numbers grouped as pl-PL writes them ('1 234', grouped from 1 000 on, unlike Intl's default for
 * Polish), shares, study time ('2 godz. 15 min') and days ('pon. 13.10.2025').
 */

const NUMBER = new Intl.NumberFormat('pl-PL', { useGrouping: 'always' })
const PERCENT = new Intl.NumberFormat('pl-PL', { style: 'percent', maximumFractionDigits: 0 })

/** '1 234' (a no-break space between the groups). */
export const formatNumber = (n: number) => NUMBER.format(n)

/** '87%'; a share that could not be computed (nothing to divide) is '—'. */
export const formatShare = (share: number | null) => (share === null ? '—' : PERCENT.format(share))

/** Study time from seconds, to the nearest minute: '0 min', '45 min', '2 godz.', '2 godz. 15 min'. */
export function formatStudyTime(seconds: number): string {
  const minutes = Math.round(Math.max(0, seconds) / 60)
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return `${rest} min`
  return rest === 0 ? `${formatNumber(hours)} godz.` : `${formatNumber(hours)} godz. ${rest} min`
}

const SHORT_WEEKDAYS = ['niedz.', 'pon.', 'wt.', 'śr.', 'czw.', 'pt.', 'sob.'] as const

/** Day and month of a 'YYYY-MM-DD': '13.10'. */
const dayMonth = (dateKey: string) => `${dateKey.slice(8, 10)}.${dateKey.slice(5, 7)}`
/** '13.10.2025' */
export const formatDateKey = (dateKey: string) => `${dayMonth(dateKey)}.${dateKey.slice(0, 4)}`
/** 0 = Sunday … 6 = Saturday of a calendar day (no time zone: the day is the day). */
export const weekdayOfKey = (dateKey: string) => new Date(`${dateKey}T12:00:00Z`).getUTCDay()

/** 'pon. 13.10.2025' */
export const shortDayLabel = (dateKey: string) =>
  `${SHORT_WEEKDAYS[weekdayOfKey(dateKey)]} ${formatDateKey(dateKey)}`
