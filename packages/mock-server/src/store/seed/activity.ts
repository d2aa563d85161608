import type { CourseKey } from '@app/contract/courses'
import { fromWarsawLocal, warsawParts } from '@app/domain/shared/format'
import type { ActivityDraft } from '../activity.types'
import { seedCourses } from './courses'
import { PERSONA_IDS } from './personas'
import { seededRandom } from '@app/domain/shared/seeded-random'
import { seedChatQuestions } from './chat'
import { seedDominationPlan } from './domination-plan'
import { seedExercises } from './exercise-bank'
import { seedFlashcards } from './flashcards'
import { seedPlanner } from './planner'

/**
 * The activity log of the demo personas over the 8 weeks (56 Warsaw days) up to yesterday, and
 * today's chat questions, laid out from the clock with a fixed PRNG, so the same day (the same
 * instant, for today's questions) always gives the same log:
 *
 * - uczen studies KED weeks 0-3 on most weekdays, 16:00-20:00, 20-90 minutes a day, with a gap
 *   week; 12 days in a row (weekends too) make the longest streak; the last 6 days the current
 *   one, after a day with only a few minutes (under the 5 that count).
 * - pro started KED week 0 three weeks ago, on weekdays, and has not studied for the last 3 days.
 * - uczen's flashcard reviews of the last 3 weeks (seed/flashcards.ts): `flashcard_reviewed`.
 * - uczen's and pro's chat questions (seed/chat.ts), today's 5 of uczen too, each at the time
 *   the chat store has it: `chat_message`.
 * - uczen's planner blocks done over the last 3 weeks (seed/planner.ts): `planner_block_done`.
 * - uczen's three weekly check-ins of the last 4 weeks (seed/domination-plan.ts):
 *   `domination_check_in`.
 * - uczen's answers to exercises of the last 6 weeks (seed/exercise-attempts.ts):
 *   `exercise_attempted`, and `exercise_solved` for each first correct one.
 *
 * Tool issues add their own events here.
 */
export const SEED_STREAKS = {
  uczen: { current: 6, longest: 12 },
  pro: { current: 0, startedDaysAgo: 21 },
} as const

const WEEKS = 8

interface Plan {
  /** Days ago (1 = yesterday) → minutes studied that day; 0 or absent: nothing. */
  minutes: (daysAgo: number, weekday: number) => number
  course: CourseKey
  weeks: number[]
}

/** A seeded event: its id is a KSUID of `at` with `idBytes` from the PRNG, the same every reset. */
export interface SeedEvent {
  userId: string
  at: Date
  idBytes: Buffer
  draft: ActivityDraft
}

export function seedActivity(now: Date): SeedEvent[] {
  const random = seededRandom(115)
  const today = warsawParts(now)
  const events: SeedEvent[] = []
  const push = (userId: string, ms: number, draft: ActivityDraft) => {
    const idBytes = Buffer.from(Array.from({ length: 16 }, () => Math.floor(random() * 256)))
    events.push({ userId, at: new Date(ms), idBytes, draft })
  }
  const plans: [string, Plan][] = [
    [PERSONA_IDS.uczen, { minutes: uczenMinutes(random), course: 'KED', weeks: [0, 1, 2, 3] }],
    [PERSONA_IDS.pro, { minutes: proMinutes(random), course: 'KED', weeks: [0] }],
  ]
  for (const [userId, plan] of plans) {
    const videos = seedCourse(plan.course)
      .weeks.filter((week) => plan.weeks.includes(week.index))
      .flatMap((week) => week.episodes.filter((e) => e.vimeoUrl).map((e) => ({ week, e })))
    let next = 0
    for (let daysAgo = WEEKS * 7; daysAgo >= 1; daysAgo--) {
      const date = [today.year, today.month, today.day - daysAgo] as const
      const weekday = new Date(Date.UTC(today.year, today.month - 1, date[2])).getUTCDay() // 0 = Sunday
      const minutes = plan.minutes(daysAgo, weekday)
      if (minutes <= 0) continue
      // One session inside 16:00-20:00, in 1-3 parts, each reported when it ends.
      const start = 16 * 60 + Math.floor(random() * (4 * 60 - minutes))
      let at = fromWarsawLocal(...date, 0, start).getTime()
      // At most 40 minutes a part on average, so no part passes the payload's 3 600 s.
      const parts = Math.max(
        Math.ceil(minutes / 40),
        minutes < 10 ? 1 : 1 + Math.floor(random() * 3),
      )
      let left = minutes * 60
      for (let part = parts; part >= 1; part--) {
        const seconds = part === 1 ? left : Math.round((left / part) * (0.7 + random() * 0.6))
        left -= seconds
        at += seconds * 1000
        const { week, e } = videos[next++ % videos.length] as (typeof videos)[number]
        const payload = { course: plan.course, episodeId: e.id, week: week.index, seconds }
        push(userId, at, { type: 'video_watched', payload })
        if (part === 1 && random() < 0.35) {
          const chars = 40 + Math.floor(random() * 560)
          const notes = { course: plan.course, episodeId: e.id, chars }
          push(userId, at + 60_000, { type: 'notes_saved', payload: notes })
        }
      }
    }
  }
  events.push(...flashcardEvents(now))
  // The planner's done blocks, with the ids their seed gave them (the PRNG above is untouched).
  for (const { userId, at, eventIdHex, payload } of seedPlanner(now).doneEvents)
    events.push({
      userId,
      at,
      idBytes: Buffer.from(eventIdHex, 'hex'),
      draft: { type: 'planner_block_done', payload: { ...payload } },
    })
  // The domination plan's check-ins, with the ids their seed gave them.
  for (const { userId, at, eventIdHex, payload } of seedDominationPlan(now).events)
    events.push({
      userId,
      at,
      idBytes: Buffer.from(eventIdHex, 'hex'),
      draft: { type: 'domination_check_in', payload: { ...payload } },
    })
  // The exercises' answers, with the ids their seed gave them.
  for (const { userId, at, eventIdHex, draft } of seedExercises(now).events)
    events.push({
      userId,
      at,
      idBytes: Buffer.from(eventIdHex, 'hex'),
      draft: structuredClone(draft),
    })
  // The chat's questions (seed/chat.ts): what they were about, never the text.
  for (const { userId, at, subject, mode } of seedChatQuestions(now))
    push(userId, at.getTime(), {
      type: 'chat_message',
      payload: { subject, mode, contextKind: null },
    })
  return events
}

/** The seeded reviews, as the flashcards store holds them, with the ids they were given. */
function flashcardEvents(now: Date): SeedEvent[] {
  return seedFlashcards(now).reviews.map((review) => ({
    userId: review.userId,
    at: new Date(review.reviewedAt),
    idBytes: Buffer.from(review.eventIdHex, 'hex'),
    draft: {
      type: 'flashcard_reviewed',
      payload: {
        reviewId: review.reviewId,
        deckId: review.deckId,
        cardId: review.cardId,
        grade: review.grade,
        stateBefore: review.scheduleBefore.state,
        scheduledDays: review.scheduledDays,
        durationMs: review.durationMs,
      },
    },
  }))
}

/** The last 6 days; a short day before; 12 days in a row 22-33 days ago; a gap week 35-41. */
function uczenMinutes(random: () => number) {
  return (daysAgo: number, weekday: number) => {
    const studies = 20 + Math.floor(random() * 71)
    if (daysAgo <= 6) return studies
    if (daysAgo === 7) return 2 + Math.floor(random() * 3)
    if (daysAgo >= 22 && daysAgo <= 33) return studies
    if (daysAgo === 21 || (daysAgo >= 34 && daysAgo <= 41)) return 0
    // Other weeks: most weekdays (weekends off keep these runs at 5 days at most).
    return weekday !== 0 && weekday !== 6 && random() < 0.85 ? studies : 0
  }
}

/** From 21 days ago, most weekdays; nothing in the last 3 days. */
function proMinutes(random: () => number) {
  return (daysAgo: number, weekday: number) => {
    const studies = 20 + Math.floor(random() * 71)
    if (daysAgo > SEED_STREAKS.pro.startedDaysAgo || daysAgo <= 3) return 0
    if (daysAgo === SEED_STREAKS.pro.startedDaysAgo) return studies
    return weekday !== 0 && weekday !== 6 && random() < 0.8 ? studies : 0
  }
}

function seedCourse(key: CourseKey) {
  const course = seedCourses.find((c) => c.key === key)
  if (!course) throw new Error(`The seed has no course ${key}`)
  return course
}
