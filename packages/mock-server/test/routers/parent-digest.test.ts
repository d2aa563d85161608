import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { studyTimeText } from '../../src/services/parent/parent-emails'
import { useTestApp } from '../helper'
import {
  DAY_MS,
  IDS,
  MINI,
  NOW,
  RODZIC,
  advance,
  answer,
  as,
  askMini,
  outbox,
  setNow,
  signUpParent,
} from './parent-helper'

let app: FastifyInstance
useTestApp((built) => (app = built), NOW)

/** Sunday 19.10.2025, 18:00 Warsaw (CEST). */
const SUNDAY_18 = '2025-10-19T16:00:00.000Z'
const MINUTE = 60_000
const digests = async (to = RODZIC) =>
  (await outbox(app)).filter((m) => m.to === to && m.subject.startsWith('Podsumowanie tygodnia'))
const toSunday = (minus = 0) => advance(app, Date.parse(SUNDAY_18) - Date.parse(NOW) - minus)
const settings = (who: string, general: object) =>
  as(app, who, 'PUT', '/api/saas/user/settings', { general })

describe('the weekly digest', () => {
  it('goes at Sunday 18:00 Warsaw, not at 17:59, once a week, naming the week’s study time', async () => {
    await toSunday(MINUTE)
    expect(await digests()).toEqual([])
    await advance(app, MINUTE)
    const [digest, ...more] = await digests()
    expect(more).toEqual([])
    const week = (
      await as(app, RODZIC, 'GET', `/api/saas/parent/children/${IDS.uczen}/summary?week=2025-W42`)
    ).json()
    expect(digest).toMatchObject({
      subject: `Podsumowanie tygodnia: Kuba — ${studyTimeText(week.studySeconds)} nauki`,
      link: 'http://web.test/produkt/panel-rodzica',
      sentAt: SUNDAY_18,
    })
    expect(digest?.subject).toMatch(
      /^Podsumowanie tygodnia: Kuba — (\d+ godz\.( \d+ min)?|\d+ min) nauki$/,
    )
    expect(digest?.text).toContain('podsumowanie tygodnia 13.10–19.10.2025')
    expect(digest?.text).toContain('Nie widzisz rozmów z czatem ani notatek dziecka.')
    // The rest of the week and the next days send nothing more.
    await advance(app, 6 * DAY_MS)
    expect(await digests()).toHaveLength(1)
    // 26.10 is itself the DST Sunday: 24 hours on is 17:00 CET, not yet.
    await advance(app, DAY_MS)
    expect(await digests()).toHaveLength(1)
    await advance(app, 3_600_000)
    const all = await digests()
    expect(all).toHaveLength(2)
    expect(all[0]?.sentAt).toBe('2025-10-26T17:00:00.000Z') // 18:00 CET, after the DST change
    expect(all[0]?.text).toContain('20.10–26.10.2025')
  })

  it('a jump over three Sundays sends three, each at its own Sunday; setting the clock runs them too', async () => {
    await setNow(app, '2025-11-03T10:00:00.000Z')
    expect((await digests()).map((m) => m.sentAt)).toEqual([
      '2025-11-02T17:00:00.000Z',
      '2025-10-26T17:00:00.000Z',
      SUNDAY_18,
    ])
  })

  it('never with the digest switched off, nor with e-mail notifications off (decision 0119)', async () => {
    expect((await settings(RODZIC, { parentDigest: false })).statusCode).toBe(200)
    await toSunday()
    expect(await digests()).toEqual([])
    await settings(RODZIC, { parentDigest: true, emailNotifications: false })
    await setNow(app, '2025-10-26T17:00:00.000Z') // the next Sunday, 18:00 CET
    expect(await digests()).toEqual([])
    await settings(RODZIC, { emailNotifications: true })
    await setNow(app, '2025-11-02T17:00:00.000Z')
    expect((await digests()).map((m) => m.sentAt)).toEqual(['2025-11-02T17:00:00.000Z'])
  })

  it('never without a child who agreed: unlinked, or only waiting', async () => {
    await as(app, RODZIC, 'DELETE', `/api/saas/parent/children/${IDS.uczen}`)
    await askMini(app)
    const other = await signUpParent(app, 'rodzic2@example.com')
    await askMini(app, other)
    await toSunday()
    expect(await digests()).toEqual([])
    expect(await digests(other)).toEqual([])
  })

  it('one e-mail per parent, naming each linked child', async () => {
    const { linkId } = await askMini(app)
    await answer(app, MINI, linkId, true)
    await toSunday()
    const [digest, ...more] = await digests()
    expect(more).toEqual([])
    expect(digest?.subject).toMatch(/^Podsumowanie tygodnia: Kuba — .+ nauki, Zosia — .+ nauki$/)
  })

  it('keeps its job pending after a reset, at the next Sunday 18:00', async () => {
    const jobs = (await app.inject({ method: 'GET', url: '/__mock/scheduler' })).json().jobs as {
      kind: string
      at: string
      status: string
    }[]
    expect(
      jobs.filter((j) => j.kind === 'parent.weekly-digest' && j.status === 'pending'),
    ).toContainEqual(expect.objectContaining({ at: SUNDAY_18 }))
  })
})

describe('the study time of the digest', () => {
  it.each([
    [0, '0 min'],
    [59, '0 min'],
    [45 * 60, '45 min'],
    [3600, '1 godz.'],
    [2 * 3600, '2 godz.'],
    [4 * 3600 + 20 * 60 + 59, '4 godz. 20 min'],
  ])('%i s is %s', (seconds, text) => expect(studyTimeText(seconds)).toBe(text))
})
