import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { contract } from '@app/contract'
import { DOMINATION_PLAN_TEXT as TEXT } from '@app/contract/domination-plan'
import { MESSAGES } from '../../src/errors'
import { accessOf } from '../../src/plugins/access'
import { ROLES } from '../../src/plugins/roles'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import { setClock } from '../helper'
import {
  PRO,
  UCZEN,
  UNKNOWN_ID,
  checkInBody,
  dp,
  envelope,
  getPlan,
  listCheckIns,
  newKey,
  samplePlan,
  useDominationApp,
} from './domination-plan-helper'

let app: FastifyInstance
useDominationApp((built) => (app = built))

const answers = { version: 1, doneActionIds: [], rating: 3, wentWell: '', gotInTheWay: '' }
const ROUTES: [string, 'GET' | 'POST' | 'PUT', string, object?][] = [
  ['getDominationPlan', 'GET', ''],
  ['updateDominationPlan', 'PUT', '', samplePlan()],
  ['listCheckIns', 'GET', '/check-ins'],
  ['createCheckIn', 'POST', '/check-ins', checkInBody()],
  ['updateCheckIn', 'PUT', `/check-ins/${UNKNOWN_ID}`, { ...answers, willChange: '' }],
]

describe('who may use the domination plan', () => {
  it('gives every route the tool’s role', () => {
    for (const route of Object.values(contract.dominationPlan))
      expect(accessOf(route)).toBe(ROLES.dominationPlan)
  })

  it.each(['mini', 'rodzic', 'nowy', 'brak'])(
    'refuses %s (no tool) with 403 on every route, before reading the body',
    async (who) => {
      for (const [, method, path, body] of ROUTES) {
        const res = await dp(app, `${who}@example.com`, method, path, body, {
          'idempotency-key': newKey(),
        })
        expect(res.json()).toEqual(envelope(403, TEXT.noAccess))
      }
      const malformed = await dp(app, 'mini@example.com', 'PUT', '', { version: 'zła' })
      expect(malformed.json()).toEqual(envelope(403, TEXT.noAccess))
    },
  )

  it('asks a guest to sign in (401)', async () => {
    for (const [, method, path, body] of ROUTES) {
      const res = await dp(app, null, method, path, body)
      expect(res.json()).toEqual(envelope(401, MESSAGES.loginRequired))
    }
  })

  it('lets uczen (admin grant) and pro (subscription) in; a revoked grant closes it at once', async () => {
    expect((await dp(app, UCZEN, 'GET', '')).statusCode).toBe(200)
    expect((await dp(app, PRO, 'GET', '/check-ins')).statusCode).toBe(200)
    app.store.grants.revoke(PERSONA_IDS.uczen, 'dominationPlan')
    expect((await dp(app, UCZEN, 'GET', '')).json()).toEqual(envelope(403, TEXT.noAccess))
  })
})

describe('another user’s check-in', () => {
  it('is 404 as an unknown one (never 403), and stays as it was', async () => {
    const [theirs] = (await listCheckIns(app, UCZEN)).items
    expect(theirs).toBeDefined()
    const body = { ...answers, version: theirs!.version, willChange: 'Przejęte' }
    const res = await dp(app, PRO, 'PUT', `/check-ins/${theirs!.id}`, body)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual(envelope(404, TEXT.checkInNotFound))
    const unknown = await dp(app, PRO, 'PUT', `/check-ins/${UNKNOWN_ID}`, body)
    expect(unknown.json()).toEqual(res.json())
    expect((await listCheckIns(app, UCZEN)).items[0]).toEqual(theirs)
    expect((await listCheckIns(app, PRO)).items).toEqual([])
  })

  it('never leaks through the plan: each user reads and writes their own', async () => {
    const uczenPlan = await getPlan(app, UCZEN)
    expect((await dp(app, PRO, 'PUT', '', samplePlan(0))).statusCode).toBe(200)
    expect(await getPlan(app, UCZEN)).toEqual(uczenPlan)
    expect((await getPlan(app, PRO)).version).toBe(1)
  })

  it('takes the same key from two users: each makes their own check-in (keys are per user)', async () => {
    await setClock(app, '2025-10-19T16:30:00.000Z')
    const key = newKey()
    const body = { ...checkInBody(), doneActionIds: [], nextWeekActions: [] }
    const mine = await dp(app, PRO, 'POST', '/check-ins', body, { 'idempotency-key': key })
    const theirs = await dp(app, UCZEN, 'POST', '/check-ins', body, { 'idempotency-key': key })
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201])
    expect(mine.json().id).not.toBe(theirs.json().id)
  })
})

describe('malformed requests', () => {
  it.each([
    ['a check-in id that is no KSUID', 'PUT', '/check-ins/abc', { ...answers, willChange: '' }],
    ['a check-in without answers', 'PUT', `/check-ins/${UNKNOWN_ID}`, { version: 1 }],
    ['a plan with a goal of numbers', 'PUT', '', { ...samplePlan(), goals: [1, 2] }],
    ['a check-in of no week', 'POST', '/check-ins', { ...checkInBody(), weekKey: 44 }],
  ] as const)('refuses %s with 400 in the envelope', async (_what, method, path, body) => {
    const res = await dp(app, PRO, method, path, body, { 'idempotency-key': newKey() })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ httpsStatus: 400 })
    expect(res.json().message).toMatch(/^Nieprawidłowe dane: /)
  })
})
