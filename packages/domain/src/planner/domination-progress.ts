import type { Goal, WeeklyAction } from '@app/contract/domination-plan'
import { pluralPl } from '../shared/format'
import { dayKey, daysInMonth, dayNumber, parseDayStrict } from '../shared/iso-dates'

/**
 * The domination plan's progress (issue 28, decision 0164): milestones done per goal, the week's
 * actions done, and the plan's year with its quarters.
 */

export interface Progress {
  done: number
  total: number
  /** '3 z 5 kamieni milowych'; a text of its own when there is nothing to count. */
  label: string
}

// After 'z' the noun takes the genitive: 'z 1 kamienia milowego', 'z 2 (5, 22) kamieni milowych'.
const MILESTONES = { one: 'kamienia milowego', few: 'kamieni milowych', many: 'kamieni milowych' }
const ACTIONS = { one: 'działania', few: 'działań', many: 'działań' }

function progress(done: number, total: number, forms: typeof MILESTONES, empty: string): Progress {
  const label = total === 0 ? empty : `${done} z ${total} ${pluralPl(total, forms)}`
  return { done, total, label }
}

/** '3 z 5 kamieni milowych' of a goal. */
export function goalProgress(goal: Pick<Goal, 'milestones'>): Progress {
  const done = goal.milestones.filter((m) => m.done).length
  return progress(done, goal.milestones.length, MILESTONES, 'Brak kamieni milowych')
}

/** '2 z 4 działań' of a week's actions. */
export function weekActionsProgress(
  actions: readonly Pick<WeeklyAction, 'weekKey' | 'done'>[],
  weekKey: string,
): Progress {
  const week = actions.filter((a) => a.weekKey === weekKey)
  const done = week.filter((a) => a.done).length
  return progress(done, week.length, ACTIONS, 'Brak działań na ten tydzień')
}

export interface PlanQuarter {
  quarter: 1 | 2 | 3 | 4
  /** 'YYYY-MM-DD', both included. */
  firstDay: string
  lastDay: string
}

export interface PlanYear {
  /** '2025/2026' for a year starting in September, '2026' for the calendar year. */
  label: string
  firstDay: string
  lastDay: string
  quarters: [PlanQuarter, PlanQuarter, PlanQuarter, PlanQuarter]
  /** The quarter `today` falls in. */
  quarter: 1 | 2 | 3 | 4
}

/**
 * The plan's year holding `today` (a Warsaw 'YYYY-MM-DD'): it starts on the 1st of `startMonth`
 * (9: the school year, 1.09–31.08; 1: the calendar year) and has four quarters of three months.
 */
export function planYear(today: string, startMonth: number): PlanYear {
  if (!(Number.isInteger(startMonth) && startMonth >= 1 && startMonth <= 12))
    throw new RangeError(`Not a month: ${startMonth}`)
  const index = parseDayStrict(today)
  const [year, month] = today.split('-').map(Number) as [number, number]
  const startYear = month >= startMonth ? year : year - 1
  const monthAt = (offset: number) => {
    const m = startMonth - 1 + offset
    return { year: startYear + Math.floor(m / 12), month: (m % 12) + 1 }
  }
  const quarters = ([0, 1, 2, 3] as const).map((q) => {
    const first = monthAt(q * 3)
    const last = monthAt(q * 3 + 2)
    return {
      quarter: (q + 1) as 1 | 2 | 3 | 4,
      firstDay: dayKey(dayNumber(first.year, first.month, 1)),
      lastDay: dayKey(dayNumber(last.year, last.month, daysInMonth(last.year, last.month))),
    }
  }) as PlanYear['quarters']
  const current = quarters.find((q) => index <= parseDayStrict(q.lastDay)) ?? quarters[3]
  return {
    label: startMonth === 1 ? String(startYear) : `${startYear}/${startYear + 1}`,
    firstDay: quarters[0].firstDay,
    lastDay: quarters[3].lastDay,
    quarters,
    quarter: current.quarter,
  }
}
