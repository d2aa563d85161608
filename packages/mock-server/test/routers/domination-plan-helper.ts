import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { CheckIn, CheckInList, DominationPlan } from '@app/contract/domination-plan'
import type { DominationPlanSettings } from '@app/contract/user'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import { call, useTestApp } from '../helper'

export const UCZEN = 'uczen@example.com'
export const PRO = 'pro@example.com'
/** A Wednesday, 12:00 Warsaw, of 2025-W42; its check-in opens on Sunday 19.10 at 18:00. */
export const NOW = '2025-10-15T10:00:00.000Z'
export const BASE = '/api/saas/domination-plan'
/** A well-formed KSUID nobody has. */
export const UNKNOWN_ID = '2Kx8Qq1YV3nMZf0uS9rT5aBcDeF'

/**
 * One app for the calling domination plan test file, reset with the clock at NOW before each
 * test. `keep` gets the built app (see `useTestApp`).
 */
export function useDominationApp(keep: (app: FastifyInstance) => void): void {
  useTestApp(keep, NOW)
}

/** A fresh Idempotency-Key. */
export const newKey = () => `klucz-${randomUUID()}`

type Method = 'GET' | 'POST' | 'PUT'

/** A domination plan call as a persona, with a JSON body and extra headers when given. */
export function dp(
  app: FastifyInstance,
  as: string | null,
  method: Method,
  path: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return call(app, as, {
    method,
    url: `${BASE}${path}`,
    ...(payload === undefined ? {} : { payload }),
    headers,
  })
}

async function ok<T>(res: { statusCode: number; body: string; json: () => unknown }, status = 200) {
  if (res.statusCode !== status) throw new Error(`${res.statusCode}: ${res.body}`)
  return res.json() as T
}

export const getPlan = async (app: FastifyInstance, as: string) =>
  ok<DominationPlan>(await dp(app, as, 'GET', ''))

export const listCheckIns = async (app: FastifyInstance, as: string) =>
  ok<CheckInList>(await dp(app, as, 'GET', '/check-ins'))

/**
 * A plan for 2025-W42: one goal with two milestones, two actions this week (a1, a2) and one in
 * the week before (b1).
 */
export const samplePlan = (version = 0) => ({
  version,
  vision: 'Kończę liceum z poczuciem, że umiem się uczyć.',
  goals: [
    {
      id: 'g1',
      title: 'Zdać FCE',
      why: 'Na studia.',
      milestones: [
        { id: 'm1', quarter: 1, title: 'Próbny test', done: true },
        { id: 'm2', quarter: 2, title: 'Writing', done: false },
      ],
    },
  ],
  actions: [
    { id: 'a1', weekKey: '2025-W42', milestoneId: 'm1', title: 'Test Reading', done: false },
    { id: 'a2', weekKey: '2025-W42', milestoneId: 'm2', title: 'List formalny', done: false },
    { id: 'b1', weekKey: '2025-W41', milestoneId: 'm1', title: 'Słówka', done: true },
  ],
})

/** Saves the sample plan as pro (no plan before): version 1. */
export const savePlan = async (app: FastifyInstance, as = PRO) =>
  ok<DominationPlan>(await dp(app, as, 'PUT', '', samplePlan()))

/** A check-in of a week: a1 done, a rating of 4, one action for the next week. */
export const checkInBody = (weekKey = '2025-W42', change: object = {}) => ({
  weekKey,
  doneActionIds: ['a1'],
  rating: 4,
  wentWell: 'Test z Reading zrobiony.',
  gotInTheWay: 'Zawody w sobotę.',
  willChange: 'Angielski rano.',
  nextWeekActions: [{ id: 'n1', milestoneId: 'm2', title: 'Drugi list formalny' }],
  ...change,
})

export const postCheckIn = (app: FastifyInstance, as: string, body: object, key = newKey()) =>
  dp(app, as, 'POST', '/check-ins', body, { 'idempotency-key': key })

export const createCheckIn = async (app: FastifyInstance, as: string, body: object) =>
  ok<CheckIn>(await postCheckIn(app, as, body), 201)

/** Saves a persona's domination plan settings. */
export async function setDominationSettings(
  app: FastifyInstance,
  as: string,
  settings: Partial<DominationPlanSettings>,
) {
  const res = await call(app, as, {
    method: 'PUT',
    url: '/api/saas/user/settings',
    payload: { dominationPlan: settings },
  })
  if (res.statusCode !== 200) throw new Error(res.body)
}

/** The persona's `domination_check_in` events, oldest first. */
export const checkInEvents = (app: FastifyInstance, who: keyof typeof PERSONA_IDS) =>
  app.store.activity.forUser(PERSONA_IDS[who]).filter((e) => e.type === 'domination_check_in')

/** The check-in reminders sent to an address, oldest first. */
export const reminders = (app: FastifyInstance, email: string) =>
  app.store.outbox
    .list()
    .filter((mail) => mail.to === email && mail.subject === 'Czas na podsumowanie tygodnia')
    .reverse()

/** The Polish error envelope of a status. */
export const envelope = (httpsStatus: number, message: string) => ({ message, httpsStatus })
