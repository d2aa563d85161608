import { addDays, dayIndex } from './statistics-range'
import { weekdayOfKey } from '../../../lib/study-format'

/** What the statistics' charts and tables show, computed from the API's days (issue 30). */

export interface StudyDay {
  date: string
  studySeconds: number
  xp: number
}

export interface StudyWeek {
  /** The week's Monday, and its first and last day inside the range. */
  monday: string
  first: string
  last: string
  studySeconds: number
  xp: number
}

/** Monday of the day's Monday-to-Sunday week. */
export const mondayOf = (date: string) => addDays(date, -((weekdayOfKey(date) + 6) % 7))

/** Days summed per Monday-to-Sunday week, in order; a week cut by the range keeps its own days. */
export function studyByWeek(days: readonly StudyDay[]): StudyWeek[] {
  const weeks: StudyWeek[] = []
  for (const day of days) {
    const monday = mondayOf(day.date)
    const week = weeks.at(-1)
    if (week && week.monday === monday) {
      week.last = day.date
      week.studySeconds += day.studySeconds
      week.xp += day.xp
    } else
      weeks.push({
        monday,
        first: day.date,
        last: day.date,
        studySeconds: day.studySeconds,
        xp: day.xp,
      })
  }
  return weeks
}

/** '13.10–19.10' of a week's days in the range ('13.10' for one day). */
export function weekSpanLabel(week: Pick<StudyWeek, 'first' | 'last'>): string {
  const short = (key: string) => `${key.slice(8, 10)}.${key.slice(5, 7)}`
  return week.first === week.last ? short(week.first) : `${short(week.first)}–${short(week.last)}`
}

/** A heatmap cell's shade: none, under 15 min, under 30, under an hour, an hour or more. */
export function heatLevel(studySeconds: number): 0 | 1 | 2 | 3 | 4 {
  const minutes = studySeconds / 60
  if (minutes < 1) return 0
  if (minutes < 15) return 1
  if (minutes < 30) return 2
  if (minutes < 60) return 3
  return 4
}

/**
 * The heatmap's columns: one per Monday-to-Sunday week from the range's first day to its last,
 * seven cells each (Monday first); days outside the range are null.
 */
export function heatmapWeeks(
  days: readonly StudyDay[],
  from: string,
  to: string,
): (StudyDay | null)[][] {
  const byDate = new Map(days.map((day) => [day.date, day]))
  const weeks: (StudyDay | null)[][] = []
  const first = dayIndex(from)
  const last = dayIndex(to)
  for (let monday = mondayOf(from); dayIndex(monday) <= last; monday = addDays(monday, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, offset) => {
        const date = addDays(monday, offset)
        const index = dayIndex(date)
        if (index < first || index > last) return null
        return byDate.get(date) ?? { date, studySeconds: 0, xp: 0 }
      }),
    )
  }
  return weeks
}
