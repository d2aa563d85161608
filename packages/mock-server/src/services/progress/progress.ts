import type { FastifyInstance } from 'fastify'
import type { Contract } from '@app/contract'
import type { CourseKey } from '@app/contract/courses'
import { COURSE_GROUPS } from '@app/domain/access/access'
import { canUseTool, type ToolKey } from '@app/domain/access/tools'
import { streaks, studySecondsByDay, warsawDay } from '@app/domain/activity/activity-stats'
import { studyEventsOf } from '@app/domain/activity/study-events'
import { weekKeyOf } from '@app/domain/progress/league'
import { levelOf } from '@app/domain/progress/levels'
import type { UserRecord } from '../../store/users'
import type { Answer } from '../answer'
import { featuresOf } from '../user/features'
import { xpTotalOf } from './league'

type C = Contract['progress']

/** Whether the user has a tool now (decision 0181: the domain's one rule). */
export const hasTool = (app: FastifyInstance, user: UserRecord, tool: ToolKey) =>
  canUseTool({ groups: user.groups, features: featuresOf(app, user) }, tool)

/** The courses the user's groups open, in the product's order (KED, PED, ZN). */
export const coursesOf = (user: UserRecord): CourseKey[] =>
  (Object.keys(COURSE_GROUPS) as CourseKey[]).filter((key) =>
    user.groups.includes(COURSE_GROUPS[key]),
  )

/** The streak as of now, from the whole log (decision 0114: 5 minutes make an active day). */
export function streakOf(app: FastifyInstance, userId: string, now: Date) {
  const days = studySecondsByDay(studyEventsOf(app.store.activity.forUser(userId)))
  const { current, longest } = streaks(days, warsawDay(now))
  return { current, longest }
}

/** The caller's total XP, level, this week's XP and streak. */
export async function getProgress(
  app: FastifyInstance,
  user: UserRecord,
): Answer<C['getProgress']> {
  const now = app.clock.now()
  const xpTotal = xpTotalOf(app, user.id)
  const weekXp = app.store.progress.week(weekKeyOf(now)).get(user.id)?.xp ?? 0
  return {
    status: 200,
    body: { xpTotal, ...levelOf(xpTotal), weekXp, streak: streakOf(app, user.id, now) },
  }
}
