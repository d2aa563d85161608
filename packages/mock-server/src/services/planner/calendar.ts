import { createHash, randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Contract } from '@app/contract'
import { PLANNER_TEXT } from '@app/contract/planner'
import { apiError } from '../../errors'
import type { Answer } from '../answer'
import { planCalendar } from './calendar-ics'
import { ownPlan, planNotFound } from './plan-view'

type C = Contract['planner']

/** The file name a downloaded calendar is saved under. */
export const CALENDAR_FILE_NAME = 'planer-nauki.ics'

/** What a feed keeps of its token: its SHA-256, base64url (decision 0166). */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url')

/** The plan as an iCalendar attachment (the router names the file). */
export async function exportCalendar(
  app: FastifyInstance,
  userId: string,
  planId: string,
): Answer<C['exportCalendar']> {
  const plan = ownPlan(app, userId, planId)
  if (!plan) return planNotFound()
  return { status: 200, body: planCalendar(app, plan, app.clock.now()) }
}

/**
 * A subscription address with a fresh token of 32 random bytes, of which only the hash is kept;
 * asked again, a new token replaces the old one, which stops answering.
 */
export async function createFeed(
  app: FastifyInstance,
  userId: string,
  planId: string,
): Answer<C['createFeed']> {
  if (!ownPlan(app, userId, planId)) return planNotFound()
  const token = randomBytes(32).toString('base64url')
  app.store.planner.saveFeed({
    userId,
    planId,
    tokenHash: tokenHash(token),
    createdAt: app.clock.now().toISOString(),
  })
  return { status: 201, body: { url: `${app.origins.api}/api/saas/planner/feeds/${token}.ics` } }
}

/** Stops the plan's subscription (a plan without one answers the same). */
export async function deleteFeed(
  app: FastifyInstance,
  userId: string,
  planId: string,
): Answer<C['deleteFeed']> {
  if (!ownPlan(app, userId, planId)) return planNotFound()
  app.store.planner.deleteFeed(userId, planId)
  return { status: 204, body: {} }
}

/** The subscribed plan, by the token in the address alone (calendar apps send no bearer). */
export async function getFeed(app: FastifyInstance, file: string): Answer<C['getFeed']> {
  const { planner } = app.store
  const feed = planner.feedByHash(tokenHash(file.replace(/\.ics$/, '')))
  const plan = feed && planner.plan(feed.userId, feed.planId)
  if (!plan) return apiError(404, PLANNER_TEXT.feedNotFound)
  return { status: 200, body: planCalendar(app, plan, app.clock.now()) }
}
