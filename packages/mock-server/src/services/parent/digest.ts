import type { FastifyInstance } from 'fastify'
import type { ChildSummary } from '@app/contract/parent'
import { shiftWeek } from '@app/domain/planner/check-in-window'
import { weekDays, weekKeyOf } from '@app/domain/progress/league'
import { DIGEST_HOUR, digestDue } from '@app/domain/progress/statistics'
import { formatCount, formatWarsawDate, fromWarsawLocal } from '@app/domain/shared/format'
import { PLURAL_FORMS } from '@app/domain/shared/messages'
import { firstNameOf } from '@app/domain/user/names'
import { ROUTES } from '@app/domain/navigation/routes'
import { siteLink } from '../site-link'
import { settle } from './links'
import { PARENT_EMAILS, studyTimeText, type DigestPart } from './parent-emails'
import { weekSummary } from './summary'

export const WEEKLY_DIGEST_JOB = 'parent.weekly-digest'

/** The week's digest time: its Sunday, 18:00 Warsaw. */
export function digestAt(week: string): Date {
  const [year, month, day] = weekDays(week).last.split('-').map(Number) as [number, number, number]
  return fromWarsawLocal(year, month, day, DIGEST_HOUR)
}

/** One job per week for every parent: scheduling it again keeps the first (decision 0137). */
function schedule(app: FastifyInstance, week: string) {
  app.scheduler.schedule({
    id: `${WEEKLY_DIGEST_JOB}:${week}`,
    at: digestAt(week),
    kind: WEEKLY_DIGEST_JOB,
    payload: { weekKey: week },
  })
}

/** The first digest time at or after `from` gets its job (the scheduler keeps this armed). */
export function armWeeklyDigest(app: FastifyInstance, from: Date) {
  const week = weekKeyOf(from)
  schedule(app, digestAt(week).getTime() >= from.getTime() ? week : shiftWeek(week, 1))
}

/**
 * Sunday 18:00 (decision 0198): the next week's job is scheduled, then each parent with a child
 * who agreed, both the digest and e-mail notifications on, and no digest since the latest
 * Sunday 18:00, gets one e-mail about all their linked children's week.
 */
function sendDigests(app: FastifyInstance, week: string) {
  schedule(app, shiftWeek(week, 1))
  for (const parentId of app.store.parentLinks.parentsWithActiveChildren())
    sendDigest(app, parentId, week)
}

function sendDigest(app: FastifyInstance, parentId: string, week: string) {
  const { users, parentLinks, outbox } = app.store
  const now = app.clock.now()
  const parent = users.byId(parentId)
  if (!parent?.isParent) return
  const { parentDigest, emailNotifications } = parent.settings.general
  if (!parentDigest || !emailNotifications) return
  const last = parentLinks.lastDigest(parentId)
  if (!digestDue(now, last === null ? null : new Date(last))) return
  const link = siteLink(app, ROUTES.parentPanel)
  const parts: DigestPart[] = settle(app, parentLinks.ofParent(parentId))
    .filter((request) => request.status === 'ACTIVE')
    .flatMap((request) => {
      const child = users.byId(request.childId)
      if (!child) return []
      const summary = weekSummary(app, child, week)
      return [
        {
          firstName: firstNameOf(child.name),
          studyTime: studyTimeText(summary.studySeconds),
          lines: digestLines(summary),
          link,
        },
      ]
    })
  if (parts.length === 0) return
  outbox.send(
    {
      to: parent.email,
      subject: PARENT_EMAILS.digestSubject(parts),
      text: PARENT_EMAILS.digestText(weekLabel(week), parts),
      link,
      code: null,
    },
    now,
  )
  parentLinks.markDigest(parentId, now.toISOString())
}

/** '13.10–19.10.2025' */
function weekLabel(week: string): string {
  const [, month, day] = weekDays(week).first.split('-')
  return `${day}.${month}–${formatWarsawDate(digestAt(week))}`
}

const REVIEWS = { one: 'powtórka', few: 'powtórki', many: 'powtórek' }
const percent = (share: number) => `${Math.round(share * 100)}%`

/** The digest's lines about one child: counts and shares only. */
function digestLines(summary: ChildSummary): string[] {
  const lines = [`Seria nauki: ${formatCount(summary.streak.current, PLURAL_FORMS.day)}`]
  for (const course of summary.courses)
    lines.push(
      `Kurs „${course.title}”: obejrzane ${course.watchedVideos} z ${course.totalVideos} nagrań`,
    )
  if (summary.flashcards) lines.push(`Fiszki: ${formatCount(summary.flashcards.reviewed, REVIEWS)}`)
  if (summary.exercises) {
    const { solved, accuracy } = summary.exercises
    lines.push(
      `Rozwiązane zadania: ${solved}${accuracy === null ? '' : `, skuteczność ${percent(accuracy)}`}`,
    )
  }
  if (summary.planner) {
    const { blocksDone, blocksPlanned } = summary.planner
    lines.push(`Plan nauki: zrobione bloki ${blocksDone} z ${blocksPlanned}`)
  }
  lines.push(`Wiadomości do czatu: ${summary.chat.messages}`)
  return lines
}

/** The scheduler's handler of the digest, and the chain it keeps armed (at start-up). */
export function registerDigestJob(app: FastifyInstance) {
  app.scheduler.define(WEEKLY_DIGEST_JOB, ({ weekKey }) => sendDigests(app, weekKey))
  app.scheduler.keepArmed((from) => armWeeklyDigest(app, from))
}
