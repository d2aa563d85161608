/**
 * Each chronotype's peak window (decision 0162): when new material and hard subjects go first
 * and reviews keep away. Taken from the advice of the chronotype pages: school days (Monday to
 * Friday) start after lessons for the morning and middle types; weekends follow the body clock.
 */
import type { ChronotypeAnswer } from '@app/contract/constants'
import type { Weekday } from '@app/contract/user'
import type { Chronotype } from '../chronotype/chronotype'

/** Minutes since midnight, [start, end). */
export interface PeakWindow {
  start: number
  end: number
}

const hours = (start: number, end: number): PeakWindow => ({ start: start * 60, end: end * 60 })

export const PEAK_WINDOWS: Record<Chronotype, { schoolDay: PeakWindow; weekend: PeakWindow }> = {
  // 'w weekend od 7:00 do 11:00, w dni szkolne zaraz po powrocie ze szkoły i krótkim obiedzie'
  'definitely-morning': { schoolDay: hours(14, 17), weekend: hours(7, 11) },
  // 'w weekend między 9:00 a 12:00, w dni szkolne wkrótce po powrocie ze szkoły'
  'moderately-morning': { schoolDay: hours(15, 18), weekend: hours(9, 12) },
  // 'późne przedpołudnie i wczesne popołudnie … po krótkiej przerwie po lekcjach'
  intermediate: { schoolDay: hours(15, 18), weekend: hours(10, 14) },
  // 'mniej więcej od 16:00 do 20:00'
  'moderately-evening': { schoolDay: hours(16, 20), weekend: hours(16, 20) },
  // 'mniej więcej od 17:00 do 21:00'
  'definitely-evening': { schoolDay: hours(17, 21), weekend: hours(17, 21) },
}

/** The peak window of a chronotype on a weekday; 'Nie wiem' plans as the intermediate type. */
export function peakWindow(chronotype: ChronotypeAnswer, weekday: Weekday): PeakWindow {
  const windows = PEAK_WINDOWS[chronotype === 'unknown' ? 'intermediate' : chronotype]
  return weekday === 'SAT' || weekday === 'SUN' ? windows.weekend : windows.schoolDay
}
