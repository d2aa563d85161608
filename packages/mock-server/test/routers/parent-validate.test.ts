import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../helper'
import {
  DAY_MS,
  IDS,
  MINI,
  NOW,
  PRO,
  RODZIC,
  UCZEN,
  advance,
  answer,
  as,
  askMini,
  children,
  outbox,
  parentState,
  signUpParent,
  validate,
  whoamiChildren,
} from './parent-helper'

let app: FastifyInstance
useTestApp((built) => (app = built), NOW)

/** What a refusal must leave as it was. */
const state = () => parentState(app)

describe('POST /api/saas/parent/validate-child', () => {
  it('makes a PENDING request (name in any case and spacing) and e-mails the child a consent link', async () => {
    const res = await validate(app, RODZIC, 'MINI@example.com', '  zosia   KOWALSKA ')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      child: { id: IDS.mini, name: 'Zosia Kowalska' },
      status: 'PENDING',
    })
    const [email] = await outbox(app)
    expect(email).toMatchObject({
      to: MINI,
      subject: 'Anna Nowak prosi o wgląd w Twoje postępy w nauce',
    })
    expect(email?.link).toMatch(/^http:\/\/web\.test\/aktywuj-konto-rodzica\/[0-9a-f-]{36}$/)
    expect(email?.text).toContain(email?.link as string)
    expect(email?.text).toContain('Link jest ważny do 21.10.2025 12:00')
    expect((await children(app)).map((c) => [c.childId, c.status])).toEqual([
      [IDS.uczen, 'ACTIVE'],
      [IDS.mini, 'PENDING'],
    ])
    // Not linked until the child agrees.
    expect(await whoamiChildren(app)).toEqual([IDS.uczen])
  })

  it.each([
    [
      'an unknown email',
      'nikt@example.com',
      'Jan Nikt',
      404,
      'Nie znaleziono konta ucznia o podanym adresie email.',
    ],
    [
      'a wrong name',
      MINI,
      'Zosia Nowak',
      409,
      'Imię i nazwisko nie zgadzają się z kontem ucznia o podanym adresie email.',
    ],
    [
      'a child already linked',
      UCZEN,
      'Kuba Nowak',
      409,
      'To konto ucznia jest już połączone z Twoim kontem.',
    ],
    [
      'a parent account',
      'rodzic2@example.com',
      'Ewa Rodzic',
      422,
      'To konto należy do rodzica. Podaj adres email ucznia.',
    ],
    ['one’s own account', RODZIC, 'Anna Nowak', 422, 'Nie możesz połączyć konta z samym sobą.'],
  ])('refuses %s (%i) and changes nothing', async (_, email, name, status, message) => {
    await signUpParent(app, 'rodzic2@example.com')
    const before = state()
    const res = await validate(app, RODZIC, email, name)
    expect(res.statusCode).toBe(status)
    expect(res.json()).toEqual({ message, httpsStatus: status })
    expect(state()).toBe(before)
  })

  it('refuses a second request while the first waits (409), changing nothing', async () => {
    await askMini(app)
    const before = state()
    const res = await validate(app, RODZIC, MINI, 'Zosia Kowalska')
    expect(res.json()).toEqual({
      message: 'Prośba do tego ucznia czeka już na zgodę.',
      httpsStatus: 409,
    })
    expect(state()).toBe(before)
  })

  it('lets a refused or expired request be asked again, with a new link', async () => {
    const first = await askMini(app)
    await answer(app, MINI, first.linkId, false)
    const again = await askMini(app)
    expect(again.res.statusCode).toBe(200)
    expect(again.linkId).not.toBe(first.linkId)
    expect((await children(app)).find((c) => c.childId === IDS.mini)?.status).toBe('PENDING')
    await advance(app, 7 * DAY_MS)
    expect((await children(app)).find((c) => c.childId === IDS.mini)?.status).toBe('EXPIRED')
    expect((await validate(app, RODZIC, MINI, 'Zosia Kowalska')).statusCode).toBe(200)
  })

  it('answers 403 to a student, 401 to a guest, 400 to malformed input (the form is not needed)', async () => {
    expect((await validate(app, UCZEN, MINI, 'Zosia Kowalska')).json()).toEqual({
      message: 'Tylko konto rodzica może połączyć konto dziecka.',
      httpsStatus: 403,
    })
    expect((await as(app, null, 'POST', '/api/saas/parent/validate-child', {})).statusCode).toBe(
      401,
    )
    for (const payload of [
      {},
      { childEmail: 'mini', childName: 'Zosia Kowalska' },
      { childEmail: MINI, childName: 'Z' },
      { childEmail: MINI, childName: 'Zosia Kowalska', parentId: IDS.pro },
      { childEmail: ['x'], childName: 7 },
    ]) {
      const res = await as(app, RODZIC, 'POST', '/api/saas/parent/validate-child', payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.json().httpsStatus).toBe(400)
    }
  })

  it('takes 10 calls a Warsaw day, refusals included; the 11th is 429 until midnight', async () => {
    for (let i = 0; i < 9; i++)
      expect((await validate(app, RODZIC, `x${i}@example.com`, 'Jan Nikt')).statusCode).toBe(404)
    expect((await validate(app, RODZIC, MINI, 'Zosia Kowalska')).statusCode).toBe(200)
    const before = state()
    const eleventh = await validate(app, RODZIC, PRO, 'Michał Wiśniewski')
    expect(eleventh.statusCode).toBe(429)
    expect(eleventh.json().message).toBe(
      'Możesz wysłać najwyżej 10 próśb o połączenie kont dziennie. Spróbuj ponownie jutro.',
    )
    // 12:00 Warsaw: twelve hours to midnight.
    expect(eleventh.headers['retry-after']).toBe(String(12 * 3600))
    expect(state()).toBe(before)
    // Another parent has their own 10.
    await signUpParent(app, 'rodzic2@example.com')
    expect((await validate(app, 'rodzic2@example.com', PRO, 'Michał Wiśniewski')).statusCode).toBe(
      200,
    )
    // 23:59 is still the same day; midnight Warsaw is a new one.
    await advance(app, 12 * 3600_000 - 60_000)
    expect((await validate(app, RODZIC, PRO, 'Michał Wiśniewski')).statusCode).toBe(429)
    await advance(app, 60_000)
    expect((await validate(app, RODZIC, PRO, 'Michał Wiśniewski')).statusCode).toBe(200)
  })
})
