/** Signing up: activation links, new-flow accounts, and the public facts of an account. */
import type { FastifyInstance } from 'fastify'
import { COMMERCE_TEXT } from '@app/contract/commerce/text'
import { describe, expect, it } from 'vitest'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import { SEED_ACTIVATION_IDS } from '../../src/store/seed/activations'
import { call, setClock, snapshot, tokenFor, useTestApp } from '../helper'

let app: FastifyInstance
useTestApp((built) => (app = built))

const activation = {
  email: 'Nowa.Osoba@Example.com',
  password: 'Haslo123!',
  name: 'Nowa Osoba',
  promoCode: '',
  confirmationCode: SEED_ACTIVATION_IDS.KED.unused,
}
const signup = (payload: object) => call(app, null, { method: 'POST', url: '/api/signup', payload })

describe('POST /api/signup', () => {
  it('activates an account from an unused link (201) and uses the link up', async () => {
    const res = await signup(activation)
    expect(res.statusCode).toBe(201)
    const { userId, email } = res.json()
    expect(email).toBe('nowa.osoba@example.com')
    expect(app.store.users.byId(userId)).toMatchObject({
      name: 'Nowa Osoba',
      groups: ['Effective_Action_Course_Subscriber'],
      password: 'Haslo123!',
    })
    const again = await call(app, null, {
      method: 'GET',
      url: `/api/activate/${SEED_ACTIVATION_IDS.KED.unused}`,
    })
    expect(again.statusCode).toBe(410)
    const whoami = await call(app, email, { method: 'GET', url: '/api/saas/user/whoami' })
    expect(whoami.json()).toMatchObject({
      id: userId,
      groups: ['Effective_Action_Course_Subscriber'],
    })
  })

  it.each([
    ['ACCOUNT', [], false],
    ['PARENT_ACCOUNT', [], true],
    ['KED', ['Effective_Action_Course_Subscriber'], false],
    ['COURSE', ['Understanding_Teenager_Course_Subscriber'], true],
    ['PRODUCT', ['Effective_Action_Mini_Course_Subscriber'], false],
  ] as const)('gives a %s link its groups and parent flag', async (kind, groups, isParent) => {
    const res = await signup({ ...activation, confirmationCode: SEED_ACTIVATION_IDS[kind].unused })
    expect(res.statusCode).toBe(201)
    expect(app.store.users.byId(res.json().userId)).toMatchObject({ groups, isParent })
  })

  it('answers 404 to an unknown link, 410 to a used or expired one, 409 to a known email', async () => {
    const before = snapshot(app)
    const cases = [
      [{ confirmationCode: '00000000-0000-4000-8000-00000000dead' }, 404],
      [{ confirmationCode: SEED_ACTIVATION_IDS.KED.used }, 410],
      [{ confirmationCode: SEED_ACTIVATION_IDS.KED.expired }, 410],
      [{ email: 'UCZEN@example.com' }, 409],
    ] as const
    for (const [change, status] of cases) {
      const res = await signup({ ...activation, ...change })
      expect(res.statusCode).toBe(status)
      expect(res.json().httpsStatus).toBe(status)
    }
    expect(snapshot(app)).toBe(before)
    expect(app.store.activations.byId(SEED_ACTIVATION_IDS.KED.unused)?.usedAt).toBeNull()
  })

  it('keeps a promo code the shop takes with the account, normalised', async () => {
    const res = await signup({ ...activation, promoCode: ' nauka10 ' })
    expect(res.statusCode).toBe(201)
    expect(app.store.users.byId(res.json().userId)?.promoCode).toBe('NAUKA10')
  })

  it.each([
    ['NIEMA', COMMERCE_TEXT.promoUnknown],
    ['JESIEN2025', COMMERCE_TEXT.promoExpired],
    ['LATO50', COMMERCE_TEXT.promoUsedUp],
  ])(
    'refuses the promo code %s with its message and writes nothing',
    async (promoCode, message) => {
      const before = snapshot(app)
      const res = await signup({ ...activation, promoCode })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ message, httpsStatus: 400 })
      expect(snapshot(app)).toBe(before)
    },
  )

  it('answers 410 once the clock passes the link expiry', async () => {
    await setClock(app, '2031-01-01T00:00:00.000Z')
    expect((await signup(activation)).statusCode).toBe(410)
  })

  it.each([
    [{ password: 'haslo123!' }, 'Nieprawidłowe dane: password — Hasło musi zawierać wielką literę'],
    [{ email: 'nie-email' }, 'Nieprawidłowe dane: email — Podaj poprawny adres email'],
    [{ promoCode: undefined }, 'Nieprawidłowe dane: promoCode — Pole jest wymagane'],
    [
      { confirmationCode: 'abc' },
      'Nieprawidłowe dane: confirmationCode — Nieprawidłowy identyfikator (UUID)',
    ],
  ])('answers 400 to a bad payload and writes nothing (%#)', async (change, message) => {
    const before = snapshot(app)
    const res = await signup({ ...activation, ...change })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message, httpsStatus: 400 })
    expect(snapshot(app)).toBe(before)
  })
})

describe('POST /api/signup-saas', () => {
  const saas = {
    email: 'rodzic2@example.com',
    password: 'Haslo123!',
    name: 'Ewa Rodzic',
    promoCode: 'START',
    isParent: true,
  }

  it('creates a new-flow account (201)', async () => {
    const res = await call(app, null, { method: 'POST', url: '/api/signup-saas', payload: saas })
    expect(res.statusCode).toBe(201)
    expect(app.store.users.byId(res.json().userId)).toMatchObject({
      email: 'rodzic2@example.com',
      groups: [],
      isParent: true,
      newFlow: true,
      emailVerified: false,
      hasSolvedInitialQuiz: false,
      promoCode: 'START',
    })
  })

  it('answers 409 to a known email and 400 to a bad payload', async () => {
    const taken = await call(app, null, {
      method: 'POST',
      url: '/api/signup-saas',
      payload: { ...saas, email: 'nowy@example.com' },
    })
    expect(taken.statusCode).toBe(409)
    const bad = await call(app, null, {
      method: 'POST',
      url: '/api/signup-saas',
      payload: { ...saas, isParent: 'tak' },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe(
      'Nieprawidłowe dane: isParent — Oczekiwano: wartość logiczna, otrzymano: tekst',
    )
    expect(app.store.users.byEmail(saas.email)).toBeUndefined()
  })
})

describe('GET /api/activate/{id}', () => {
  it('describes an unused link', async () => {
    const res = await call(app, null, {
      method: 'GET',
      url: `/api/activate/${SEED_ACTIVATION_IDS.PARENT_ACCOUNT.unused}`,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      id: SEED_ACTIVATION_IDS.PARENT_ACCOUNT.unused,
      kind: 'PARENT_ACCOUNT',
      email: 'aktywacja-rodzic@example.com',
      name: null,
      productTitle: 'Konto rodzica',
      expiresAt: '2030-12-31T22:59:59.000Z',
    })
  })

  it.each([
    ['00000000-0000-4000-8000-00000000dead', 404],
    [SEED_ACTIVATION_IDS.COURSE.used, 410],
    [SEED_ACTIVATION_IDS.PRODUCT.expired, 410],
    ['nie-uuid', 400],
  ])('answers %s with %i', async (id, status) => {
    const res = await call(app, null, { method: 'GET', url: `/api/activate/${id}` })
    expect(res.statusCode).toBe(status)
    expect(res.json().httpsStatus).toBe(status)
  })
})

describe('GET /api/saas/user/public/{id}', () => {
  it('gives public facts only, or 404', async () => {
    const res = await call(app, null, {
      method: 'GET',
      url: `/api/saas/user/public/${PERSONA_IDS.rodzic}`,
    })
    expect(res.json()).toEqual({ id: PERSONA_IDS.rodzic, name: 'Anna Nowak', isParent: true })
    const unknown = await call(app, null, { method: 'GET', url: '/api/saas/user/public/nikt' })
    expect(unknown.statusCode).toBe(404)
  })
})

describe('tokens', () => {
  it('issues a token only for a known account', async () => {
    await expect(tokenFor(app, 'nikt@example.com')).rejects.toThrow()
  })
})
