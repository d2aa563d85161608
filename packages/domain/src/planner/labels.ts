import type { Instant } from '../shared/format'
import { warsawDayIndex } from '../shared/warsaw-day'
import { dayOfKey } from './timeline'

/**
 * How far a plan's exam or goal is from today's Warsaw day: 'dziś', 'jutro', 'za 9 dni'; a day
 * already past: 'minął'.
 */
export function deadlineLabel(dateKey: string, now: Instant): string {
  const days = dayOfKey(dateKey) - warsawDayIndex(typeof now === 'number' ? now : now.getTime())
  if (days < 0) return 'minął'
  if (days === 0) return 'dziś'
  if (days === 1) return 'jutro'
  return `za ${days} dni`
}

/** This week's blocks: 'zrobione 6 z 10'. */
export const weekDoneLabel = ({ done, total }: { done: number; total: number }) =>
  `zrobione ${done} z ${total}`

/** A Warsaw day 'yyyy-mm-dd' as the pages write dates: 'dd.mm.yyyy'. */
export const formatDateKey = (dateKey: string) => dateKey.split('-').reverse().join('.')
