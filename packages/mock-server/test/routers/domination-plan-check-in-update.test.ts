import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { DOMINATION_PLAN_TEXT as TEXT } from '@app/contract/domination-plan'
import { setClock } from '../helper'
import {
  PRO,
  checkInBody,
  checkInEvents,
  createCheckIn,
  dp,
  envelope,
  getPlan,
  listCheckIns,
  postCheckIn,
  savePlan,
  setDominationSettings,
  useDominationApp,
} from './domination-plan-helper'

let app: FastifyInstance
useDominationApp((built) => (app = built))

const answers = { rating: 5, wentWell: 'Wszystko.', gotInTheWay: '', willChange: 'Nic.' }

async function checkedIn() {
  await savePlan(app)
  await setClock(app, '2025-10-19T16:30:00.000Z')
  return createCheckIn(app, PRO, checkInBody())
}

describe('PUT /api/saas/domination-plan/check-ins/{id}', () => {
  it('corrects the answers and ticks, one version more; the plan follows; no second event', async () => {
    const checkIn = await checkedIn()
    await setClock(app, '2025-10-20T07:00:00.000Z')
    const body = { version: 1, doneActionIds: ['a1', 'a2'], ...answers }
    const res = await dp(app, PRO, 'PUT', `/check-ins/${checkIn.id}`, body)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      ...checkIn,
      ...answers,
      version: 2,
      doneActionIds: ['a1', 'a2'],
      actionsDone: 2,
      updatedAt: '2025-10-20T07:00:00.000Z',
    })
    const plan = await getPlan(app, PRO)
    expect(plan.version).toBe(3)
    expect(plan.actions.filter((a) => a.done).map((a) => a.id)).toEqual(['a1', 'a2', 'b1'])
    expect(checkInEvents(app, 'pro')).toHaveLength(1)

    const untick = { version: 2, doneActionIds: [], ...answers }
    const undone = await dp(app, PRO, 'PUT', `/check-ins/${checkIn.id}`, untick)
    expect(undone.json()).toMatchObject({ version: 3, actionsDone: 0, actionsTotal: 2 })
    expect((await getPlan(app, PRO)).actions.filter((a) => a.done).map((a) => a.id)).toEqual(['b1'])
  })

  it('keeps the plan’s version when the ticks change nothing in it', async () => {
    const checkIn = await checkedIn()
    const body = { version: 1, doneActionIds: ['a1'], ...answers }
    expect((await dp(app, PRO, 'PUT', `/check-ins/${checkIn.id}`, body)).statusCode).toBe(200)
    expect((await getPlan(app, PRO)).version).toBe(2)
  })

  it('refuses a stale version (409) and an action not of the week (422), changing nothing', async () => {
    const checkIn = await checkedIn()
    const path = `/check-ins/${checkIn.id}`
    const stale = await dp(app, PRO, 'PUT', path, { version: 0, doneActionIds: [], ...answers })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toEqual(envelope(409, TEXT.checkInStaleVersion))
    const foreign = { version: 1, doneActionIds: ['n1'], ...answers }
    const res = await dp(app, PRO, 'PUT', path, foreign)
    expect(res.json()).toEqual(envelope(422, TEXT.actionNotInWeek))
    expect((await listCheckIns(app, PRO)).items).toEqual([checkIn])
    expect((await getPlan(app, PRO)).version).toBe(2)
  })

  it('can correct a check-in after its window closed, and never changes its week', async () => {
    const checkIn = await checkedIn()
    await setClock(app, '2025-12-01T10:00:00.000Z')
    const body = { version: 1, doneActionIds: [], ...answers }
    expect((await dp(app, PRO, 'PUT', `/check-ins/${checkIn.id}`, body)).statusCode).toBe(200)
    const moved = { ...body, version: 2, weekKey: '2025-W43' }
    const res = await dp(app, PRO, 'PUT', `/check-ins/${checkIn.id}`, moved)
    expect(res.json()).toEqual(envelope(400, 'Nieprawidłowe dane: weekKey — Nieznane pole'))
  })
})

describe('GET /api/saas/domination-plan/check-ins', () => {
  it('lists the latest week first, with the check-in due now on the server’s clock', async () => {
    await savePlan(app)
    // On Wednesday last week's is still due (late); from Thursday on, this week's.
    expect((await listCheckIns(app, PRO)).current).toMatchObject({
      weekKey: '2025-W41',
      state: 'LATE',
    })
    await setClock(app, '2025-10-15T22:00:00.000Z')
    const before = await listCheckIns(app, PRO)
    expect(before).toEqual({
      items: [],
      current: {
        weekKey: '2025-W42',
        state: 'UPCOMING',
        opensAt: '2025-10-19T16:00:00.000Z',
        lateFrom: '2025-10-19T22:00:00.000Z',
        closesAt: '2025-10-22T22:00:00.000Z',
        checkInId: null,
      },
    })
    await setClock(app, '2025-10-19T16:00:00.000Z')
    expect((await listCheckIns(app, PRO)).current.state).toBe('OPEN')
    await setClock(app, '2025-10-20T10:00:00.000Z')
    expect((await listCheckIns(app, PRO)).current).toMatchObject({
      weekKey: '2025-W42',
      state: 'LATE',
    })
    const late = await createCheckIn(app, PRO, checkInBody())
    await setClock(app, '2025-10-26T18:00:00.000Z')
    const body = checkInBody('2025-W43', { doneActionIds: ['n1'], nextWeekActions: [] })
    const onTime = await createCheckIn(app, PRO, body)
    const { items, current } = await listCheckIns(app, PRO)
    expect(items.map((c) => [c.weekKey, c.late])).toEqual([
      ['2025-W43', false],
      ['2025-W42', true],
    ])
    expect(items.map((c) => c.id)).toEqual([onTime.id, late.id])
    expect(current).toMatchObject({ weekKey: '2025-W43', state: 'SUBMITTED', checkInId: onTime.id })
  })
})

describe('a check-in around the change of time (Warsaw)', () => {
  it.each([
    // The last Sunday of October: 18:00 is CET again (UTC+1).
    ['2025-10-26', '2025-W43', '2025-10-26T17:00:00.000Z', '2025-10-26T23:00:00.000Z'],
    // The last Sunday of March: 18:00 is CEST (UTC+2), the day had 23 hours.
    ['2026-03-29', '2026-W13', '2026-03-29T16:00:00.000Z', '2026-03-29T22:00:00.000Z'],
  ])('on %s (%s) opens at 18:00 Warsaw: %s', async (_day, weekKey, opens, lateFrom) => {
    const week = { ...checkInBody(weekKey), doneActionIds: [], nextWeekActions: [] }
    await setClock(app, new Date(Date.parse(opens) - 1).toISOString())
    expect((await listCheckIns(app, PRO)).current).toMatchObject({
      weekKey,
      state: 'UPCOMING',
      opensAt: opens,
      lateFrom,
    })
    const early = await postCheckIn(app, PRO, week)
    expect(early.json()).toEqual(envelope(422, TEXT.checkInNotYet('SUN', '18:00')))
    await setClock(app, opens)
    expect(await createCheckIn(app, PRO, week)).toMatchObject({ weekKey, late: false })
  })

  it('keeps a Saturday 02:30 check-in time on the wall clock across the October change', async () => {
    await setDominationSettings(app, PRO, { checkInWeekday: 'SAT', checkInTime: '02:30' })
    await setClock(app, '2025-10-16T10:00:00.000Z')
    expect((await listCheckIns(app, PRO)).current.opensAt).toBe('2025-10-18T00:30:00.000Z')
    await setClock(app, '2025-10-30T10:00:00.000Z')
    expect((await listCheckIns(app, PRO)).current.opensAt).toBe('2025-11-01T01:30:00.000Z')
  })
})
