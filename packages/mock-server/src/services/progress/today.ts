import type { FastifyInstance } from 'fastify'
import type { Contract } from '@app/contract'
import type { CourseKey } from '@app/contract/courses'
import { EXERCISE_SUBJECTS } from '@app/contract/exercises/constants'
import type {
  DueFlashcards,
  SuggestedExercise,
  TodayBlock,
  TodayCourse,
} from '@app/contract/progress'
import { warsawDay } from '@app/domain/activity/activity-stats'
import { courseProgress, nextEpisode, weekLabel } from '@app/domain/courses/course-progress'
import { blocksOfDay } from '@app/domain/planner/focus-day'
import { suggestExercise } from '@app/domain/progress/statistics'
import type { UserRecord } from '../../store/users'
import type { Answer } from '../answer'
import { getWeekAndEpisodes } from '../courses/course-view'
import { todaysSession } from '../flashcards/review'
import { toBlock } from '../planner/plan-view'
import { coursesOf, hasTool } from './progress'

type C = Contract['progress']

/** 'Dziś': each card's data, null without what feeds it (decision 0193). */
export async function getToday(app: FastifyInstance, user: UserRecord): Answer<C['getToday']> {
  const now = app.clock.now()
  const date = warsawDay(now)
  const [course] = coursesOf(user)
  return {
    status: 200,
    body: {
      date,
      blocks: hasTool(app, user, 'planner') ? todayBlocks(app, user.id, date) : null,
      dueFlashcards: hasTool(app, user, 'flashcards') ? dueFlashcards(app, user.id, now) : null,
      suggestedExercise: hasTool(app, user, 'tasks')
        ? { exercise: suggestedExercise(app, user, now) }
        : null,
      course: course ? await todayCourse(app, user, course) : null,
    },
  }
}

/** Today's blocks of the active plans, by start, each with its position in its plan's day. */
function todayBlocks(app: FastifyInstance, userId: string, date: string): TodayBlock[] {
  return app.store.planner
    .plans(userId)
    .filter((plan) => plan.archivedAt === null)
    .flatMap((plan) =>
      blocksOfDay(plan.blocks, date).map((block, position) => ({
        ...toBlock(block),
        planId: plan.id,
        planName: plan.input.name,
        dayIndex: position + 1,
      })),
    )
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.id.localeCompare(b.id))
}

/** The counts of today's session of every deck, as the flashcards' 'study all' builds it. */
function dueFlashcards(app: FastifyInstance, userId: string, now: Date): DueFlashcards {
  const { counts } = todaysSession(app, userId, app.store.flashcards.decks(userId), now).built
  return { ...counts, total: counts.new + counts.learning + counts.review }
}

const EXERCISE_SUBJECT_SET: ReadonlySet<string> = new Set(EXERCISE_SUBJECTS)

/**
 * One published exercise of the student's subjects (the tasks settings', else the profile's,
 * else all), at their level when one is left there: the domain's suggestExercise.
 */
function suggestedExercise(
  app: FastifyInstance,
  user: UserRecord,
  now: Date,
): SuggestedExercise | null {
  const { exerciseSettings, educationalProfile } = user.settings
  const chosen = exerciseSettings.subjects.length
    ? exerciseSettings.subjects
    : educationalProfile.subjects.filter((subject) => EXERCISE_SUBJECT_SET.has(subject))
  const subjects = chosen.length ? chosen : [...EXERCISE_SUBJECTS]
  const published = [...app.store.exercises.all()]
    .filter((e) => e.status === 'PUBLISHED' && e.deletedAt === null)
    .map(({ id, source: { title, subject, level, difficulty } }) => ({
      id,
      title,
      subject,
      level,
      difficulty,
    }))
  const events = app.store.activity.forUser(user.id)
  const pick = (list: typeof published) => suggestExercise(list, subjects, events, now)
  const found = pick(published.filter((e) => e.level === exerciseSettings.level)) ?? pick(published)
  return (found && published.find((e) => e.id === found.id)) ?? null
}

/** The course's week now: that of the next video to watch, else the last open one. */
async function todayCourse(
  app: FastifyInstance,
  user: UserRecord,
  key: CourseKey,
): Promise<TodayCourse | null> {
  const answer = await getWeekAndEpisodes(app, user, key)
  if (answer.status !== 200) return null
  const view = answer.body
  const next = nextEpisode(view)
  const week = next?.week ?? view.weeks.filter((w) => w.isUnlocked).at(-1) ?? view.weeks[0]
  if (!week) return null
  const ref = (w: typeof week) => ({
    index: w.index,
    label: weekLabel(key, w.index),
    title: w.title,
  })
  const locked = view.weeks
    .filter((w) => !w.isUnlocked && w.unlocksAt !== null)
    .sort((a, b) => (a.unlocksAt as string).localeCompare(b.unlocksAt as string))[0]
  const { watchedVideos, totalVideos, percent } = courseProgress(view)
  return {
    key,
    title: view.title,
    week: ref(week),
    nextEpisode: next && { id: next.episode.id, title: next.episode.title },
    nextUnlock: locked ? { ...ref(locked), at: locked.unlocksAt as string } : null,
    watchedVideos,
    totalVideos,
    percent,
  }
}
