import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import { advanceClock, setClock } from '../helper'
import {
  PRO,
  UCZEN,
  checkInBody,
  createCheckIn,
  getPlan,
  reminders,
  setDominationSettings,
  useDominationApp,
} from './domination-plan-helper'

let app: FastifyInstance
useDominationApp((built) => (app = built))

const DAY = 86_400_000
const sentAt = (email: string) => reminders(app, email).map((mail) => mail.sentAt)

async function jump(ms: number) {
  const res = await advanceClock(app, ms)
  if (res.statusCode !== 200) throw new Error(res.body)
}

describe('the check-in reminder e-mail', () => {
  it('goes out when each week’s check-in opens, one a week in order after a jump', async () => {
    await getPlan(app, UCZEN)
    await getPlan(app, PRO)
    await jump(21 * DAY)
    // Sunday 18:00 Warsaw: CEST, then CET from 26.10.
    expect(sentAt(UCZEN)).toEqual([
      '2025-10-19T16:00:00.000Z',
      '2025-10-26T17:00:00.000Z',
      '2025-11-02T17:00:00.000Z',
    ])
    const [first] = reminders(app, UCZEN)
    expect(first!.link).toBe('http://web.test/produkt/plan-dominacji')
    expect(first!.text).toMatch(/^Cześć!\n\n/)
    expect(first!.text).toContain('Podsumowanie tygodnia 13.10–19.10.2025 czeka')
    expect(first!.text).toContain('Zapiszesz je do środy 22.10.2025, 23:59.')
    expect(first!.text).toContain('Plan dominacji: http://web.test/produkt/plan-dominacji')
    // pro has the tool but no plan yet: nothing to sum up.
    expect(reminders(app, PRO)).toEqual([])
    const res = await app.inject({ method: 'GET', url: '/__mock/scheduler' })
    const pending = (res.json() as { jobs: { id: string; status: string }[] }).jobs.filter(
      (job) => job.status === 'pending' && job.id.includes(PERSONA_IDS.uczen),
    )
    expect(pending.map((job) => job.id)).toEqual([
      `domination-plan.check-in-reminder:${PERSONA_IDS.uczen}:2025-W45:2025-11-09T17:00:00.000Z`,
    ])
  })

  it('sends none while switched off; switched on again, the next week’s comes', async () => {
    await getPlan(app, UCZEN)
    await setDominationSettings(app, UCZEN, { emailReminder: false })
    await jump(21 * DAY)
    expect(sentAt(UCZEN)).toEqual([])
    await setDominationSettings(app, UCZEN, { emailReminder: true })
    await jump(7 * DAY)
    expect(sentAt(UCZEN)).toEqual(['2025-11-09T17:00:00.000Z'])
  })

  it('sends none for a week already summed up', async () => {
    await setDominationSettings(app, UCZEN, { emailReminder: false })
    await setClock(app, '2025-10-19T16:30:00.000Z')
    const body = { ...checkInBody(), doneActionIds: [], nextWeekActions: [] }
    await createCheckIn(app, UCZEN, body)
    await setDominationSettings(app, UCZEN, { emailReminder: true, checkInTime: '21:00' })
    await jump(DAY)
    expect(sentAt(UCZEN)).toEqual([])
    await jump(7 * DAY)
    expect(sentAt(UCZEN)).toEqual(['2025-10-26T20:00:00.000Z'])
  })

  it('sends one a week when the time moves later after it went', async () => {
    await getPlan(app, UCZEN)
    await setClock(app, '2025-10-19T16:30:00.000Z')
    expect(sentAt(UCZEN)).toEqual(['2025-10-19T16:00:00.000Z'])
    await setDominationSettings(app, UCZEN, { checkInTime: '20:00' })
    await jump(DAY)
    expect(sentAt(UCZEN)).toEqual(['2025-10-19T16:00:00.000Z'])
  })

  it('follows a new day and time: the job of the old time does nothing', async () => {
    await getPlan(app, UCZEN)
    await setDominationSettings(app, UCZEN, { checkInTime: '20:00' })
    await jump(5 * DAY)
    expect(sentAt(UCZEN)).toEqual(['2025-10-19T18:00:00.000Z'])
    await setDominationSettings(app, UCZEN, { checkInWeekday: 'SAT', checkInTime: '10:00' })
    await jump(14 * DAY)
    expect(sentAt(UCZEN)).toEqual([
      '2025-10-19T18:00:00.000Z',
      '2025-10-25T08:00:00.000Z',
      '2025-11-01T09:00:00.000Z',
    ])
  })

  it('sends none to a user who lost the tool', async () => {
    await getPlan(app, UCZEN)
    app.store.grants.revoke(PERSONA_IDS.uczen, 'dominationPlan')
    await jump(7 * DAY)
    expect(sentAt(UCZEN)).toEqual([])
  })
})
