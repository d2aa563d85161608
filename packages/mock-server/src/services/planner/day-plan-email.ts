import type { FastifyInstance } from 'fastify'
import { blocksOfDay } from '@app/domain/planner/focus-day'
import { nextDateKey, nextDayPlanEmail, dayPlanEmailAt } from '@app/domain/planner/day-plan-email'
import { formatWarsawDate, polishWeekday } from '@app/domain/shared/format'
import { siteLink } from '../site-link'
import { listOrder } from './plan-view'
import { PLANNER_EMAILS } from './planner-emails'

export const DAY_PLAN_EMAIL_JOB = 'planner.day-plan-email'

/** One job per user and Warsaw day: scheduling it again keeps the first (decision 0137). */
function schedule(app: FastifyInstance, userId: string, dateKey: string) {
  app.scheduler.schedule({
    id: `${DAY_PLAN_EMAIL_JOB}:${userId}:${dateKey}`,
    at: dayPlanEmailAt(dateKey),
    kind: DAY_PLAN_EMAIL_JOB,
    payload: { userId, dateKey },
  })
}

const wantsDayPlan = (app: FastifyInstance, userId: string) =>
  app.store.users.byId(userId)?.settings.learningPlanner.dailyPlanEmail === true

/**
 * Starts the user's chain of day plan jobs while 'Plan dnia na e-mail' is on: the next 07:00
 * Warsaw (decision 0167). Called when the settings are saved and when a plan is made; a job of
 * that day already scheduled is kept, so calling it often schedules nothing twice.
 */
export function armDayPlanEmail(app: FastifyInstance, userId: string) {
  if (!wantsDayPlan(app, userId)) return
  schedule(app, userId, nextDayPlanEmail(app.clock.now().getTime()).dateKey)
}

/**
 * A day's job: while the setting is on, the next day's job is scheduled and, on a day with blocks
 * in the user's active plans, one e-mail lists them; switched off, nothing is sent and the chain
 * ends (saving the setting on starts it again).
 */
function sendDayPlan(app: FastifyInstance, userId: string, dateKey: string) {
  const { users, planner, outbox } = app.store
  const user = users.byId(userId)
  if (!user || !wantsDayPlan(app, userId)) return
  schedule(app, userId, nextDateKey(dateKey))
  const parts = planner
    .plans(userId)
    .filter((plan) => plan.archivedAt === null)
    .sort(listOrder)
    .map((plan) => ({
      name: plan.input.name,
      blocks: blocksOfDay(plan.blocks, dateKey).filter((block) => block.status !== 'MISSED'),
      link: siteLink(app, `/produkt/planer-nauki/${plan.id}/${dateKey}`),
    }))
    .filter((part) => part.blocks.length > 0)
  const first = parts[0]
  if (!first || !planner.markDayPlanSent(userId, dateKey)) return
  const now = app.clock.now()
  const day = dayPlanEmailAt(dateKey)
  const weekday = polishWeekday(day)
  const date = formatWarsawDate(day)
  outbox.send(
    {
      to: user.email,
      subject: PLANNER_EMAILS.dayPlanSubject(weekday, date),
      text: PLANNER_EMAILS.dayPlanText(weekday, date, parts),
      link: first.link,
      code: null,
    },
    now,
  )
}

/** The scheduler's handler of the day plan jobs (at start-up). */
export function registerPlannerJobs(app: FastifyInstance) {
  app.scheduler.define(DAY_PLAN_EMAIL_JOB, ({ userId, dateKey }) =>
    sendDayPlan(app, userId, dateKey),
  )
}
