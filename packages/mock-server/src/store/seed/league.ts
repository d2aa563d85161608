import type { ActivityEvent } from '@app/contract/activity'
import {
  EXERCISE_DIFFICULTIES,
  EXERCISE_LEVELS,
  EXERCISE_SUBJECTS,
} from '@app/contract/exercises/constants'
import { warsawDay } from '@app/domain/activity/activity-stats'
import { weekKeyOfDay } from '@app/domain/planner/check-in-window'
import { weekXp } from '@app/domain/progress/league'
import { levelOf } from '@app/domain/progress/levels'
import { xpByDay, type DayXp } from '@app/domain/progress/xp'
import { fromWarsawLocal } from '@app/domain/shared/format'
import { dayKey, parseDayStrict } from '@app/domain/shared/iso-dates'
import { seededRandom } from '@app/domain/shared/seeded-random'
import type { WeekTotal } from '../progress.types'
import { seedCourses } from './courses'
import { LEAGUE_AHEAD_OF_UCZEN, leagueStudents, type LeagueStudent } from './league-students'

/** The league's 8 weeks of activity: the 56 Warsaw days up to yesterday (as the personas'). */
export const LEAGUE_DAYS = 56

/** A synthetic student with what their activity comes to. */
export interface LeagueMember extends LeagueStudent {
  xpTotal: number
  level: number
}

/** The league laid out for one seed day: its members and each week's totals by member id. */
export interface SyntheticLeague {
  /** The seed's Warsaw day: activity runs up to the day before. */
  day: string
  members: ReadonlyMap<string, LeagueMember>
  weeks: ReadonlyMap<string, ReadonlyMap<string, WeekTotal>>
}

/** A day of the window: its Warsaw midnight and how much of the usual a student does then. */
export interface LeagueDay {
  index: number
  midnight: number
  weekday: number
  scale: number
}

const KED_VIDEOS = (seedCourses.find((c) => c.key === 'KED')?.weeks ?? []).flatMap((week) =>
  week.episodes.filter((e) => e.vimeoUrl).map((e) => ({ week: week.index, id: e.id })),
)
/** An id shaped like a KSUID (27 base62 characters), unique per student and counter. */
const idOf = (student: number, counter: number): string =>
  `L${String(student).padStart(3, '0')}${counter.toString(36).padStart(23, '0')}`

/**
 * One student's events over the window's days. Each day has its own PRNG (the student and the
 * calendar day), so rescaling this week's days leaves the earlier ones as they were; `scale`
 * makes a day more or less likely to be a study day, and fuller.
 */
export function leagueEvents(student: LeagueStudent, days: readonly LeagueDay[]): ActivityEvent[] {
  const events: ActivityEvent[] = []
  let counter = 0
  const push = (ms: number, draft: Pick<ActivityEvent, 'type' | 'payload'>) =>
    events.push({
      id: idOf(student.index, counter++),
      type: draft.type,
      occurredAt: new Date(ms).toISOString(),
      payload: draft.payload,
    } as ActivityEvent)
  const cardIds = Array.from({ length: 80 }, (_, card) => idOf(student.index, 900_000 + card))
  const deckId = idOf(student.index, 999_999)
  const planId = idOf(student.index, 999_998)
  const d = student.diligence
  let first = true
  days.forEach((day, position) => {
    const daysAgo = days.length - position
    if (
      daysAgo > student.joinedDaysAgo ||
      (student.stoppedDaysAgo && daysAgo < student.stoppedDaysAgo)
    )
      return
    const random = seededRandom(student.index * 100_003 + day.index)
    const weekend = day.weekday === 0 || day.weekday === 6 ? 0.6 : 1
    if (!first && random() >= (0.15 + 0.75 * d) * weekend * day.scale) return
    let at = day.midnight + (student.startMinute + Math.floor(random() * 90)) * 60_000
    const amount = (max: number) => Math.round(max * d * (0.3 + 0.7 * random()) * day.scale)
    if (first) push((at -= 600_000), { type: 'quiz_completed', payload: {} })
    first = false
    let minutes = Math.min(90, 5 + amount(55))
    const videoIndex = (daysAgo * 7 + student.index) % KED_VIDEOS.length
    const video = KED_VIDEOS[videoIndex] ?? { week: 0, id: 'ked-0-1' }
    for (; minutes > 0; minutes -= 40) {
      const seconds = Math.min(40, minutes) * 60
      at += seconds * 1000
      const payload = { course: 'KED' as const, episodeId: video.id, week: video.week, seconds }
      push(at, { type: 'video_watched', payload })
    }
    if (random() < 0.2)
      push((at += 60_000), {
        type: 'notes_saved',
        payload: { course: 'KED', episodeId: video.id, chars: 80 + Math.floor(random() * 500) },
      })
    if (student.tools.flashcards)
      for (let n = Math.min(150, amount(15)); n > 0; n--) {
        const durationMs = 4_000 + Math.floor(random() * 11_000)
        at += durationMs + 3_000
        const payload = {
          // The review's id is its event's (push gives the event this counter's id).
          reviewId: idOf(student.index, counter),
          deckId,
          cardId: cardIds[Math.floor(random() * cardIds.length)] as string,
          grade: random() < 0.15 ? 1 : 3,
          stateBefore: 'REVIEW' as const,
          scheduledDays: 1 + Math.floor(random() * 20),
          durationMs,
        }
        push(at, { type: 'flashcard_reviewed', payload })
      }
    if (student.tools.tasks)
      for (let n = Math.min(8, amount(4)); n > 0; n--) {
        const exercise = {
          exerciseId: idOf(student.index, 800_000 + counter),
          subject: EXERCISE_SUBJECTS[Math.floor(random() * EXERCISE_SUBJECTS.length)]!,
          level: EXERCISE_LEVELS[2],
        }
        const difficulty = EXERCISE_DIFFICULTIES[Math.floor(random() * 3)]!
        const wrongFirst = random() < 0.3
        const attempts = wrongFirst ? 2 : 1
        if (wrongFirst)
          push((at += 120_000), {
            type: 'exercise_attempted',
            payload: { ...exercise, correct: false, attemptNo: 1, hintsUsed: 0 },
          })
        push((at += 180_000), {
          type: 'exercise_attempted',
          payload: { ...exercise, correct: true, attemptNo: attempts, hintsUsed: 0 },
        })
        const solutionRevealed = random() < 0.1
        push(at, {
          type: 'exercise_solved',
          payload: {
            ...exercise,
            difficulty,
            attempts,
            hintsUsed: 0,
            solutionRevealed,
            selfGraded: false,
          },
        })
      }
    if (student.tools.planner)
      for (let n = Math.min(6, amount(3)); n > 0; n--) {
        const plannedMinutes = 25 + 5 * Math.floor(random() * 6)
        const payload = {
          planId,
          blockId: idOf(student.index, 700_000 + counter),
          subject: 'matematyka' as const,
          kind: 'LEARN' as const,
          plannedMinutes,
          focusedMinutes: Math.floor(plannedMinutes * random()),
        }
        push((at += plannedMinutes * 60_000), { type: 'planner_block_done', payload })
      }
    if (random() < 0.25)
      push((at += 60_000), {
        type: 'chat_message',
        payload: { subject: null, mode: 'explain', contextKind: null },
      })
  })
  return events
}

/** The window's days for a seed day: the 56 before it, at the usual scale. */
export function windowDays(seedDay: string): LeagueDay[] {
  const today = parseDayStrict(seedDay)
  const days: LeagueDay[] = []
  for (let daysAgo = LEAGUE_DAYS; daysAgo >= 1; daysAgo--) {
    const index = today - daysAgo
    const [year, month, date] = dayKey(index).split('-').map(Number) as [number, number, number]
    const midnight = fromWarsawLocal(year, month, date).getTime()
    // Day 0 (1970-01-01) was a Thursday: Sunday = 0.
    days.push({ index, midnight, weekday: (((index + 4) % 7) + 7) % 7, scale: 1 })
  }
  return days
}

/**
 * The league for the seed instant `now` (decision 0194): every student's events of the window,
 * their XP by the domain's rules, each week's totals. This week's study of the LEAGUE_AHEAD_OF_UCZEN
 * most diligent shown students is made more (and of everyone else shown, less) than `anchorXp`,
 * the seeded uczen's XP this week, so that uczen is about 12th; without it (a Monday) it is left.
 */
export function buildLeague(now: Date, anchorXp: number): SyntheticLeague {
  const day = warsawDay(now)
  const week = weekKeyOfDay(day)
  const weekDays = (parseDayStrict(day) + 3) % 7 // days of this week before today
  const students = leagueStudents()
  // Those who can pass uczen: shown, studying this week, with flashcards (video alone caps a day
  // at 90 XP and the streak's 30).
  const studying = students.filter(
    (s) =>
      s.showInRanking && s.joinedDaysAgo > weekDays && s.stoppedDaysAgo === 0 && s.tools.flashcards,
  )
  const ahead = new Set(
    [...studying]
      .sort((a, b) => b.diligence - a.diligence || a.index - b.index)
      .slice(0, LEAGUE_AHEAD_OF_UCZEN)
      .map((s) => s.id),
  )
  const window = windowDays(day)
  const members = new Map<string, LeagueMember>()
  const weeks = new Map<string, Map<string, WeekTotal>>()
  for (const student of students) {
    const days = calibrated(student, window, week, weekDays, anchorXp, ahead.has(student.id))
    const xpTotal = days.reduce((sum, d) => sum + d.xp, 0)
    members.set(student.id, { ...student, xpTotal, level: levelOf(xpTotal).level })
    for (const key of new Set(days.map((d) => weekKeyOfDay(d.date)))) {
      const { xp, reachedAt } = weekXp(days, key)
      if (xp <= 0 || reachedAt === null) continue
      let totals = weeks.get(key)
      if (!totals) weeks.set(key, (totals = new Map()))
      totals.set(student.id, { xp, reachedAt })
    }
  }
  return { day, members, weeks }
}

/** The student's days, this week's study scaled until they are on their side of `anchorXp`. */
function calibrated(
  student: LeagueStudent,
  window: readonly LeagueDay[],
  week: string,
  weekDays: number,
  anchorXp: number,
  ahead: boolean,
): DayXp[] {
  let scale = 1
  const thisWeekFrom = window.length - weekDays
  const daysAt = (thisWeek: number) =>
    xpByDay(
      leagueEvents(
        student,
        window.map((d, position) => (position >= thisWeekFrom ? { ...d, scale: thisWeek } : d)),
      ),
    )
  let days = daysAt(scale)
  if (anchorXp <= 0 || weekDays === 0 || !student.showInRanking) return days
  for (let attempt = 0; attempt < 8; attempt++) {
    const xp = weekXp(days, week).xp
    if (ahead ? xp > anchorXp : xp < anchorXp) return days
    scale = ahead ? scale * 1.6 : attempt < 5 ? scale * 0.5 : 0
    days = daysAt(scale)
  }
  return days
}
