import type { FastifyInstance } from 'fastify'
import type { SentEmail } from '../../src/store/outbox'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import { call, snapshot } from '../helper'
import { signUp } from '../sign-up'

/** A new parent account (not a persona); its e-mail, which `as` takes. */
export async function signUpParent(app: FastifyInstance, email: string) {
  await signUp(app, email, true)
  return email
}
export const RODZIC = 'rodzic@example.com'
export const UCZEN = 'uczen@example.com'
export const MINI = 'mini@example.com'
export const PRO = 'pro@example.com'
export const IDS = PERSONA_IDS
/** A Tuesday, 12:00 Warsaw (week 2025-W42: 13.10–19.10.2025). */
export const NOW = '2025-10-14T10:00:00.000Z'
export const DAY_MS = 86_400_000

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** A call as a persona (null: `Bearer PUBLIC`), with a JSON body when given. */
export function as(
  app: FastifyInstance,
  who: string | null,
  method: Method,
  url: string,
  payload?: object,
) {
  return call(app, who, { method, url, ...(payload === undefined ? {} : { payload }) })
}

/** POST /api/saas/parent/validate-child. */
export const validate = (
  app: FastifyInstance,
  who: string,
  childEmail: string,
  childName: string,
) => as(app, who, 'POST', '/api/saas/parent/validate-child', { childEmail, childName })

/** rodzic asks mini (Zosia Kowalska): the request, its id (the consent link's) and the e-mail. */
export async function askMini(app: FastifyInstance, parent = RODZIC) {
  const res = await validate(app, parent, MINI, 'Zosia Kowalska')
  if (res.statusCode !== 200) throw new Error(res.body)
  const email = (await outbox(app)).find((e) => e.to === MINI) as SentEmail
  const linkId = (email.link ?? '').split('/').pop() as string
  return { res, email, linkId }
}

/** The child's answer through the consent link. */
export const answer = (app: FastifyInstance, who: string | null, linkId: string, accept: boolean) =>
  as(app, who, 'POST', `/api/saas/user/parent-links/${linkId}`, { accept })

/** Newest first. */
export const outbox = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/__mock/outbox' })).json().emails as SentEmail[]

export const children = async (app: FastifyInstance, who = RODZIC) =>
  (await as(app, who, 'GET', '/api/saas/parent/children')).json() as {
    childId: string
    status: string
    [key: string]: unknown
  }[]

export const whoamiChildren = async (app: FastifyInstance, who = RODZIC) =>
  ((await as(app, who, 'GET', '/api/saas/user/whoami')).json().children as { id: string }[]).map(
    (child) => child.id,
  )

/** Moves the mock clock on (the scheduler runs what it passes). */
export async function advance(app: FastifyInstance, ms: number) {
  const res = await app.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceMs: ms } })
  if (res.statusCode !== 200) throw new Error(res.body)
}

export async function setNow(app: FastifyInstance, now: string) {
  const res = await app.inject({ method: 'POST', url: '/__mock/clock', payload: { now } })
  if (res.statusCode !== 200) throw new Error(res.body)
}

/** Everything the store holds, the parent links included: equal before and after a refused call. */
export const parentState = (app: FastifyInstance) =>
  JSON.stringify({ all: snapshot(app), links: app.store.parentLinks.all() })
