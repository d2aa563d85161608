import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { BlockChangesResult, Plan, PlanInput, PlanSummary } from '@app/contract/planner'
import type { StudyWindow } from '@app/contract/user'
import { call, useTestApp } from '../helper'

export const UCZEN = 'uczen@example.com'
export const PRO = 'pro@example.com'
/** A Wednesday, 12:00 Warsaw. */
export const NOW = '2025-10-15T10:00:00.000Z'
export const BASE = '/api/saas/planner'
/** A well-formed KSUID nobody has. */
export const UNKNOWN_ID = '2Kx8Qq1YV3nMZf0uS9rT5aBcDeF'

/**
 * One app for the calling planner test file, reset with the clock at NOW (or `clock`) before each
 * test. `keep` gets the built app (see `useTestApp`).
 */
export function usePlannerApp(keep: (app: FastifyInstance) => void, clock = NOW): void {
  useTestApp(keep, clock)
}

/** A fresh Idempotency-Key. */
export const newKey = () => `klucz-${randomUUID()}`

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** A planner call as a persona (null: `Bearer PUBLIC`), with a JSON body when given. */
export function pl(
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

/** A GET with no Authorization at all, as a calendar app sends it. */
export const bare = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url })

const AFTER_SCHOOL: StudyWindow[] = [{ start: '16:00', end: '19:30' }]

/** A small plan: mathematics for an exam on `date` (Warsaw), weekday afternoons. */
export function planInput(date = '2025-10-29', change: Partial<PlanInput> = {}): PlanInput {
  return {
    name: 'Sprawdzian z matematyki',
    subjects: [
      {
        subject: 'matematyka',
        difficulty: 'HARD',
        deadline: { kind: 'EXAM', date, title: 'Funkcja kwadratowa' },
        topics: [
          { title: 'Postać kanoniczna', hours: 1.5 },
          { title: 'Nierówności', hours: 1 },
        ],
      },
    ],
    windows: {
      MON: AFTER_SCHOOL,
      TUE: AFTER_SCHOOL,
      WED: AFTER_SCHOOL,
      THU: AFTER_SCHOOL,
      FRI: AFTER_SCHOOL,
      SAT: [],
      SUN: [],
    },
    daysOff: [],
    preferredTimes: [],
    sessionMinutes: 45,
    chronotype: 'moderately-evening',
    ...change,
  }
}

export const postPlan = (app: FastifyInstance, as: string, input: object, key = newKey()) =>
  pl(app, as, 'POST', '/plans', input, { 'idempotency-key': key })

export async function createPlan(
  app: FastifyInstance,
  as: string,
  input: PlanInput = planInput(),
): Promise<Plan> {
  const res = await postPlan(app, as, input)
  if (res.statusCode !== 201) throw new Error(res.body)
  return res.json() as Plan
}

export async function getPlan(app: FastifyInstance, as: string, id: string): Promise<Plan> {
  const res = await pl(app, as, 'GET', `/plans/${id}`)
  if (res.statusCode !== 200) throw new Error(res.body)
  return res.json() as Plan
}

export async function listPlans(app: FastifyInstance, as: string): Promise<PlanSummary[]> {
  const res = await pl(app, as, 'GET', '/plans')
  if (res.statusCode !== 200) throw new Error(res.body)
  return res.json().items as PlanSummary[]
}

export const patchBlocks = (
  app: FastifyInstance,
  as: string,
  planId: string,
  changes: object[],
  key = newKey(),
) => pl(app, as, 'PATCH', `/plans/${planId}/blocks`, { changes }, { 'idempotency-key': key })

export async function changeBlocks(
  app: FastifyInstance,
  as: string,
  planId: string,
  changes: object[],
): Promise<BlockChangesResult> {
  const res = await patchBlocks(app, as, planId, changes)
  if (res.statusCode !== 200) throw new Error(res.body)
  return res.json() as BlockChangesResult
}

/** The Polish error envelope of a status. */
export const envelope = (httpsStatus: number, message: string) => ({ message, httpsStatus })

/** Moves the mock clock to an instant (running the jobs it passes). */
export async function clockTo(app: FastifyInstance, now: string) {
  const res = await app.inject({ method: 'POST', url: '/__mock/clock', payload: { now } })
  if (res.statusCode !== 200) throw new Error(res.body)
}
