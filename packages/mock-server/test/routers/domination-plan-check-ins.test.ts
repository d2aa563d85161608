import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { CheckInSchema, DOMINATION_PLAN_TEXT as TEXT } from '@app/contract/domination-plan'
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
  newKey,
  postCheckIn,
  savePlan,
  setDominationSettings,
  useDominationApp,
} from './domination-plan-helper'

let app: FastifyInstance
useDominationApp((built) => (app = built))

/** 2025-W42's check-in: opens Sunday 19.10 18:00 CEST, late from Monday, closes Thursday 00:00. */
const OPENS = '2025-10-19T16:00:00.000Z'
const SUNDAY_EVENING = '2025-10-19T16:30:00.000Z'

async function planAt(now: string) {
  await savePlan(app)
  await setClock(app, now)
}

describe('POST /api/saas/domination-plan/check-ins', () => {
  it('sums up the open week: ticks its actions, adds next week’s, one version more, one event', async () => {
    await planAt(SUNDAY_EVENING)
    const res = await postCheckIn(app, PRO, checkInBody())
    expect(res.statusCode).toBe(201)
    const checkIn = CheckInSchema.parse(res.json())
    expect(checkIn).toMatchObject({
      version: 1,
      weekKey: '2025-W42',
      doneActionIds: ['a1'],
      rating: 4,
      wentWell: 'Test z Reading zrobiony.',
      actionsDone: 1,
      actionsTotal: 2,
      late: false,
      createdAt: SUNDAY_EVENING,
      updatedAt: SUNDAY_EVENING,
    })
    const plan = await getPlan(app, PRO)
    expect(plan.version).toBe(2)
    expect(plan.updatedAt).toBe(SUNDAY_EVENING)
    expect(plan.actions.map((a) => [a.id, a.weekKey, a.done])).toEqual([
      ['a1', '2025-W42', true],
      ['a2', '2025-W42', false],
      ['b1', '2025-W41', true],
      ['n1', '2025-W43', false],
    ])
    expect(checkInEvents(app, 'pro')).toMatchObject([
      {
        type: 'domination_check_in',
        occurredAt: SUNDAY_EVENING,
        payload: { weekKey: '2025-W42', rating: 4, actionsDone: 1, actionsTotal: 2 },
      },
    ])
    const list = await listCheckIns(app, PRO)
    expect(list.items).toEqual([checkIn])
    expect(list.current).toMatchObject({ weekKey: '2025-W42', state: 'SUBMITTED' })
    expect(list.current.checkInId).toBe(checkIn.id)
  })

  it('answers the same key and body again with the first answer (200), once', async () => {
    await planAt(SUNDAY_EVENING)
    const key = newKey()
    const first = await postCheckIn(app, PRO, checkInBody(), key)
    await setClock(app, '2025-10-19T17:00:00.000Z')
    const again = await postCheckIn(app, PRO, checkInBody(), key)
    expect([first.statusCode, again.statusCode]).toEqual([201, 200])
    expect(again.json()).toEqual(first.json())
    expect(checkInEvents(app, 'pro')).toHaveLength(1)
    expect((await listCheckIns(app, PRO)).items).toHaveLength(1)
    expect((await getPlan(app, PRO)).version).toBe(2)
  })

  it('refuses the same key with another body (409) and a second check-in of the week (409)', async () => {
    await planAt(SUNDAY_EVENING)
    const key = newKey()
    await postCheckIn(app, PRO, checkInBody(), key)
    const other = await postCheckIn(app, PRO, checkInBody('2025-W42', { rating: 2 }), key)
    expect(other.statusCode).toBe(409)
    expect(other.json()).toEqual(envelope(409, TEXT.idempotencyConflict))
    const second = await postCheckIn(app, PRO, checkInBody('2025-W42', { nextWeekActions: [] }))
    expect(second.json()).toEqual(envelope(409, TEXT.checkInExists))
    expect(checkInEvents(app, 'pro')).toHaveLength(1)
  })

  it.each([
    ['on Wednesday, days before', '2025-10-15T10:00:00.000Z'],
    ['a millisecond before Sunday 18:00', '2025-10-19T15:59:59.999Z'],
  ])('is 422 before the window opens: %s', async (_when, now) => {
    await planAt(now)
    const res = await postCheckIn(app, PRO, checkInBody())
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual(envelope(422, TEXT.checkInNotYet('SUN', '18:00')))
    expect(checkInEvents(app, 'pro')).toHaveLength(0)
    expect((await getPlan(app, PRO)).version).toBe(1)
  })

  it('takes a check-in from the set time on (Sunday 18:00 sharp)', async () => {
    await planAt(OPENS)
    expect((await createCheckIn(app, PRO, checkInBody())).late).toBe(false)
  })

  it('takes last week’s late on Tuesday of the next week, and up to Wednesday 23:59', async () => {
    await planAt('2025-10-21T16:00:00.000Z')
    const tuesday = await createCheckIn(app, PRO, checkInBody())
    expect(tuesday).toMatchObject({ weekKey: '2025-W42', late: true })
    expect(checkInEvents(app, 'pro')).toHaveLength(1)

    await setClock(app, '2025-10-29T22:59:59.999Z')
    const lastMinute = await createCheckIn(
      app,
      PRO,
      checkInBody('2025-W43', { doneActionIds: ['n1'], nextWeekActions: [] }),
    )
    expect(lastMinute).toMatchObject({ late: true, actionsDone: 1, actionsTotal: 1 })
  })

  it('is 422 after Wednesday 23:59 of the next week', async () => {
    await planAt('2025-10-22T22:00:00.000Z')
    const res = await postCheckIn(app, PRO, checkInBody())
    expect(res.json()).toEqual(envelope(422, TEXT.checkInClosed))
    const current = (await listCheckIns(app, PRO)).current
    expect(current).toMatchObject({ weekKey: '2025-W43', state: 'UPCOMING', checkInId: null })
  })

  it.each([
    ['an action of another week', { doneActionIds: ['b1'] }, TEXT.actionNotInWeek],
    ['an action nobody has', { doneActionIds: ['zz'] }, TEXT.actionNotInWeek],
    [
      'a next action under no milestone of the plan',
      { nextWeekActions: [{ id: 'n1', milestoneId: 'm9', title: 'X' }] },
      TEXT.unknownMilestone,
    ],
    [
      'a next action with an id the plan has',
      { nextWeekActions: [{ id: 'a2', milestoneId: 'm2', title: 'X' }] },
      TEXT.duplicateId,
    ],
  ])('is 422 for %s, and changes nothing', async (_what, change, message) => {
    await planAt(SUNDAY_EVENING)
    const before = await getPlan(app, PRO)
    const res = await postCheckIn(app, PRO, checkInBody('2025-W42', change))
    expect(res.json()).toEqual(envelope(422, message))
    expect(await getPlan(app, PRO)).toEqual(before)
    expect(checkInEvents(app, 'pro')).toHaveLength(0)
    expect((await listCheckIns(app, PRO)).items).toEqual([])
  })

  it('follows the set day and time: Friday 17:00', async () => {
    await setDominationSettings(app, PRO, { checkInWeekday: 'FRI', checkInTime: '17:00' })
    await planAt('2025-10-17T14:59:00.000Z')
    const early = await postCheckIn(app, PRO, checkInBody())
    expect(early.json()).toEqual(envelope(422, TEXT.checkInNotYet('FRI', '17:00')))
    await setClock(app, '2025-10-17T15:00:00.000Z')
    expect((await postCheckIn(app, PRO, checkInBody())).statusCode).toBe(201)
  })

  it('sums up a week of an empty plan without saving the plan (nothing changes)', async () => {
    await setClock(app, SUNDAY_EVENING)
    const body = checkInBody('2025-W42', { doneActionIds: [], nextWeekActions: [] })
    expect(await createCheckIn(app, PRO, body)).toMatchObject({ actionsDone: 0, actionsTotal: 0 })
    expect((await getPlan(app, PRO)).version).toBe(0)
    expect(checkInEvents(app, 'pro')).toHaveLength(1)
  })

  it('needs an Idempotency-Key (400), and a body the contract takes (400, never 500)', async () => {
    await planAt(SUNDAY_EVENING)
    const keyless = await dp(app, PRO, 'POST', '/check-ins', checkInBody())
    expect(keyless.statusCode).toBe(400)
    const bad = await postCheckIn(app, PRO, checkInBody('2025-W42', { rating: 6 }))
    expect(bad.json()).toEqual(envelope(400, `Nieprawidłowe dane: rating — ${TEXT.rating}`))
    const week = await postCheckIn(app, PRO, checkInBody('2025-W53'))
    expect(week.json()).toEqual(envelope(400, `Nieprawidłowe dane: weekKey — ${TEXT.weekKey}`))
    expect(checkInEvents(app, 'pro')).toHaveLength(0)
  })
})
