import type { FastifyInstance } from 'fastify'
import type { DominationPlanSettings } from '@app/contract/user'
import { ROUTES } from '@app/domain/navigation/routes'
import {
  checkInWindow,
  mondayOf,
  shiftWeek,
  weekKeyOf,
  type CheckInWindow,
} from '@app/domain/planner/check-in-window'
import { formatWarsawDate } from '@app/domain/shared/format'
import type { Job } from '../../scheduler'
import { siteLink } from '../site-link'
import { featuresOf } from '../user/features'
import { CHECK_IN_REMINDER_EMAIL } from './reminder-email'

export const CHECK_IN_REMINDER_JOB = 'domination-plan.check-in-reminder'

/**
 * One job per user, week and opening time: scheduling it again keeps the first (decision 0137);
 * a new check-in time makes a new job, and the old one finds its time is no longer the week's.
 */
function schedule(app: FastifyInstance, userId: string, window: CheckInWindow) {
  app.scheduler.schedule({
    id: `${CHECK_IN_REMINDER_JOB}:${userId}:${window.weekKey}:${window.opensAt.toISOString()}`,
    at: window.opensAt,
    kind: CHECK_IN_REMINDER_JOB,
    payload: { userId, weekKey: window.weekKey },
  })
}

/** The first check-in window to open at `now` or later: this week's, else next week's. */
function nextWindow(now: Date, settings: DominationPlanSettings): CheckInWindow {
  const thisWeek = checkInWindow(weekKeyOf(now), settings)
  if (thisWeek.opensAt.getTime() >= now.getTime()) return thisWeek
  return checkInWindow(shiftWeek(thisWeek.weekKey, 1), settings)
}

const remindsOf = (app: FastifyInstance, userId: string) => {
  const user = app.store.users.byId(userId)
  return user?.settings.dominationPlan.emailReminder ? user : undefined
}

/**
 * Starts the user's chain of check-in reminders while the e-mail reminder is on: a job at the
 * next opening of the check-in (decision 0169). Called when the settings are saved and on every
 * call of the domination plan; a job already scheduled is kept, so calling it often is cheap.
 */
export function armCheckInReminder(app: FastifyInstance, userId: string) {
  const user = remindsOf(app, userId)
  if (user) schedule(app, userId, nextWindow(app.clock.now(), user.settings.dominationPlan))
}

/**
 * A week's job, at its check-in's opening: while the reminder is on, the next week's job is
 * scheduled and one e-mail goes out, unless the user has lost the tool, has no plan yet, has
 * already summed the week up or had its reminder; switched off, the chain ends (saving the
 * settings starts it again). A job whose time the settings have since moved does nothing.
 */
function remind(app: FastifyInstance, userId: string, weekKey: string, job: Pick<Job, 'at'>) {
  const { dominationPlan, outbox } = app.store
  const user = remindsOf(app, userId)
  if (!user) return
  const settings = user.settings.dominationPlan
  const window = checkInWindow(weekKey, settings)
  if (window.opensAt.getTime() !== job.at.getTime()) return
  schedule(app, userId, checkInWindow(shiftWeek(weekKey, 1), settings))
  if (!featuresOf(app, user).dominationPlan || !dominationPlan.plan(userId)) return
  if (dominationPlan.checkInOfWeek(userId, weekKey)) return
  if (!dominationPlan.markReminded(userId, weekKey)) return
  const link = siteLink(app, ROUTES.dominationPlan)
  const text = CHECK_IN_REMINDER_EMAIL.text(weekDates(window), lastDay(window), link)
  outbox.send(
    { to: user.email, subject: CHECK_IN_REMINDER_EMAIL.subject, text, link, code: null },
    app.clock.now(),
  )
}

/** '20.10–26.10.2025': the week's Monday and Sunday (Warsaw days). */
function weekDates(window: CheckInWindow): string {
  const [, month, day] = mondayOf(window.weekKey).split('-')
  return `${day}.${month}–${formatWarsawDate(window.lateFrom.getTime() - 1)}`
}

/** '29.10.2025': the Wednesday of the next week, the check-in's last day. */
const lastDay = (window: CheckInWindow) => formatWarsawDate(window.closesAt.getTime() - 1)

/** The scheduler's handler of the check-in reminders (at start-up). */
export function registerDominationPlanJobs(app: FastifyInstance) {
  app.scheduler.define(CHECK_IN_REMINDER_JOB, ({ userId, weekKey }, job) =>
    remind(app, userId, weekKey, job),
  )
}
