import type { FastifyInstance } from 'fastify'
import type { Contract } from '@app/contract'
import { COURSE_KEYS } from '@app/contract/constants'
import { PARENT_TEXT, type ChildSummary } from '@app/contract/parent'
import { COURSE_GROUPS } from '@app/domain/access/access'
import { canUseTool } from '@app/domain/access/tools'
import { courseProgress } from '@app/domain/courses/course-progress'
import { weekBounds, weekDays, weekKeyOf } from '@app/domain/progress/league'
import { adherence, userStatistics } from '@app/domain/progress/statistics'
import { apiError } from '../../errors'
import type { UserRecord } from '../../store/users'
import type { Answer, QueryOf } from '../answer'
import { courseViewOf } from '../courses/course-view'
import { featuresOf } from '../user/features'
import { settled } from './links'

type C = Contract['parent']

/** A linked child's week (decision 0196): 404 for no link, 403 without the child's consent. */
export async function childSummary(
  app: FastifyInstance,
  parent: UserRecord,
  childId: string,
  query: QueryOf<C['childSummary']>,
): Answer<C['childSummary']> {
  const link = settled(app, app.store.parentLinks.between(parent.id, childId))
  const child = app.store.users.byId(childId)
  if (!link || !child) return apiError(404, PARENT_TEXT.childNotLinked)
  if (link.status !== 'ACTIVE') return apiError(403, PARENT_TEXT.noConsent)
  const now = app.clock.now()
  const week = query.week ?? weekKeyOf(now)
  if (weekBounds(week).start.getTime() > now.getTime())
    return apiError(400, PARENT_TEXT.weekInFuture)
  return { status: 200, body: weekSummary(app, child, week) }
}

/**
 * The child's week in numbers, built field by field from counts: nothing the child wrote (notes,
 * chat texts, answers) is read into it, and the contract's strict schema refuses any extra field.
 */
export function weekSummary(app: FastifyInstance, child: UserRecord, week: string): ChildSummary {
  const now = app.clock.now()
  const { first, last } = weekDays(week)
  const events = app.store.activity.forUser(child.id)
  const stats = userStatistics({ events, from: first, to: last, now })
  const features = featuresOf(app, child)
  const has = (tool: 'flashcards' | 'tasks' | 'planner') =>
    canUseTool({ groups: child.groups, features }, tool)
  const { start, end } = weekBounds(week)
  const inWeek = (at: string) => {
    const ms = Date.parse(at)
    return ms >= start.getTime() && ms < end.getTime()
  }
  return {
    child: { id: child.id, name: child.name },
    week,
    from: first,
    to: last,
    days: stats.days.map(({ date, studySeconds }) => ({ date, studySeconds })),
    studySeconds: stats.totals.studySeconds,
    streak: { current: stats.streak.current, longest: stats.streak.longest },
    courses: coursesOf(app, child),
    flashcards: has('flashcards')
      ? { reviewed: stats.flashcards.reviewed, retention: stats.flashcards.retention }
      : null,
    exercises: has('tasks')
      ? {
          solved: stats.exercises.solved,
          attempts: stats.exercises.attempts,
          accuracy: stats.exercises.accuracy,
        }
      : null,
    planner: has('planner')
      ? plannerOf(app, child.id, start, end, stats.planner.focusedMinutes)
      : null,
    chat: {
      messages: events.filter((e) => e.type === 'chat_message' && inWeek(e.occurredAt)).length,
    },
  }
}

/** Blocks of the week that have ended by now: how many, and how many of them were done. */
function plannerOf(
  app: FastifyInstance,
  childId: string,
  start: Date,
  end: Date,
  focusedMinutes: number,
): NonNullable<ChildSummary['planner']> {
  const until = Math.min(end.getTime(), app.clock.now().getTime())
  const past = app.store.planner.plans(childId).flatMap((plan) =>
    plan.blocks.filter((block) => {
      const ends = Date.parse(block.endsAt)
      return ends > start.getTime() && ends <= until
    }),
  )
  const done = past.filter((block) => block.status === 'DONE').length
  return {
    blocksDone: done,
    blocksPlanned: past.length,
    adherence: adherence(done, past.length),
    focusedMinutes,
  }
}

/** The child's courses (by their groups), counted in watched videos and open weeks, now. */
function coursesOf(app: FastifyInstance, child: UserRecord): ChildSummary['courses'] {
  return COURSE_KEYS.filter((key) => child.groups.includes(COURSE_GROUPS[key])).map((course) => {
    const view = courseViewOf(app, child, course)
    return { course, title: view.title, ...courseProgress(view) }
  })
}
