import type { CheckIn, CurrentCheckIn, DominationPlan } from '@app/contract/domination-plan'
import { mondayOf, shiftWeek } from '@app/domain/planner/check-in-window'
import type { PlanYear } from '@app/domain/planner/domination-progress'
import { pluralPl, polishWeekday, warsawParts } from '@app/domain/shared/format'
import { dayKey, parseDayStrict } from '@app/domain/shared/iso-dates'

/** The page's weeks, read from the check-in due now (the server's clock, decision 0164). */

/** This week: the check-in's, or the one after it while last week's check-in is late. */
export const thisWeekOf = (current: Pick<CurrentCheckIn, 'weekKey' | 'state'>) =>
  current.state === 'LATE' ? shiftWeek(current.weekKey, 1) : current.weekKey

/** The days of a week: '23.11–29.11.2026'. */
export function weekRange(weekKey: string): string {
  const monday = parseDayStrict(mondayOf(weekKey))
  const [, m1, d1] = dayKey(monday).split('-')
  const [y2, m2, d2] = dayKey(monday + 6).split('-')
  return `${d1}.${m1}–${d2}.${m2}.${y2}`
}

const pad = (n: number) => String(n).padStart(2, '0')

/** When a check-in opens, as the page says it: 'niedziela 18:00'. */
export function opensLabel(opensAt: string): string {
  const p = warsawParts(Date.parse(opensAt))
  return `${polishWeekday(Date.parse(opensAt))} ${pad(p.hour)}:${pad(p.minute)}`
}

export type HistoryEntry =
  { kind: 'check-in'; weekKey: string; checkIn: CheckIn } | { kind: 'missed'; weekKey: string }

/**
 * Past weeks, the latest first: each check-in but the current week's (shown above the list), and
 * each week from the plan's first (its first action or check-in) to the one before the current
 * check-in's that has none: its window has closed, so it was missed.
 */
export function historyOf(
  plan: { actions: readonly Pick<DominationPlan['actions'][number], 'weekKey'>[] },
  checkIns: readonly CheckIn[],
  current: Pick<CurrentCheckIn, 'weekKey'>,
): HistoryEntry[] {
  const byWeek = new Map(checkIns.map((checkIn) => [checkIn.weekKey, checkIn]))
  const weeks = [...plan.actions.map((a) => a.weekKey), ...byWeek.keys()]
  const entries: HistoryEntry[] = checkIns
    .filter((checkIn) => checkIn.weekKey < current.weekKey)
    .map((checkIn) => ({ kind: 'check-in', weekKey: checkIn.weekKey, checkIn }))
  if (weeks.length > 0) {
    const last = shiftWeek(current.weekKey, -1)
    // ISO week keys of four-digit years sort as text.
    for (let week = weeks.sort()[0]!; week <= last; week = shiftWeek(week, 1))
      if (!byWeek.has(week)) entries.push({ kind: 'missed', weekKey: week })
  }
  return entries.sort((a, b) => (a.weekKey < b.weekKey ? 1 : -1))
}

const MONTHS_SHORT = [
  'sty',
  'lut',
  'mar',
  'kwi',
  'maj',
  'cze',
  'lip',
  'sie',
  'wrz',
  'paź',
  'lis',
  'gru',
] as const

const monthOf = (day: string) => MONTHS_SHORT[Number(day.slice(5, 7)) - 1]

/** A quarter of the plan's year: 'Kwartał 1 (wrz–lis)'. */
export function quarterLabel(year: PlanYear, quarter: number): string {
  const q = year.quarters[quarter - 1]
  return q
    ? `Kwartał ${quarter} (${monthOf(q.firstDay)}–${monthOf(q.lastDay)})`
    : `Kwartał ${quarter}`
}

const ACTIONS = { one: 'działania', few: 'działań', many: 'działań' }

/** A check-in's count: '3 z 4 działań' ('z' takes the genitive, as domination-progress says). */
export const actionsLabel = (done: number, total: number) =>
  total === 0 ? 'Brak działań w tym tygodniu' : `${done} z ${total} ${pluralPl(total, ACTIONS)}`
