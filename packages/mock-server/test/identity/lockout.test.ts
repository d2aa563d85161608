import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { CLIENT_ID } from '../../src/identity/config'
import {
  IDLE_RESET_MS,
  MAX_LOCKOUT_MS,
  PASSWORD_ATTEMPTS_EXCEEDED,
  lockoutMs,
} from '../../src/identity/lockout'
import { DEMO_PASSWORD } from '../../src/store/seed/personas'
import { buildTestApp, cognito, resetApp, setClock } from '../helper'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())
beforeEach(async () => {
  await resetApp(app)
  await setClock(app, '2026-03-02T09:00:00.000Z')
})

const WRONG = 'Zle-haslo-1'
const INCORRECT = 'Incorrect username or password.'
const advance = (advanceMs: number) =>
  app.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceMs } })

/** USER_PASSWORD_AUTH: the outcome as 'ok' or Cognito's error message. */
async function signIn(password: string, username = 'uczen@example.com') {
  const res = await cognito(app, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: CLIENT_ID,
    AuthParameters: { USERNAME: username, PASSWORD: password },
  })
  if (res.statusCode === 200) return 'ok'
  expect(res.json().__type).toBe('NotAuthorizedException')
  return res.json().message as string
}

async function failTimes(n: number, username = 'uczen@example.com') {
  for (let i = 0; i < n; i++) expect(await signIn(WRONG, username)).toBe(INCORRECT)
}

describe('lockoutMs', () => {
  it('is 0 for the first 4 failures, 1 s at the 5th, doubling up to the 15-minute cap', () => {
    const table: [number, number][] = [
      [0, 0],
      [4, 0],
      [5, 1_000],
      [6, 2_000],
      [7, 4_000],
      [8, 8_000],
      [14, 512_000],
      [15, MAX_LOCKOUT_MS],
      [40, MAX_LOCKOUT_MS],
    ]
    for (const [failures, ms] of table) expect(lockoutMs(failures), String(failures)).toBe(ms)
    expect(MAX_LOCKOUT_MS).toBe(15 * 60_000)
  })
})

describe('lockout after failed passwords', () => {
  it('refuses the right password after 5 failures, until the lockout is over', async () => {
    await failTimes(5)
    expect(await signIn(DEMO_PASSWORD)).toBe(PASSWORD_ATTEMPTS_EXCEEDED)
    await advance(999)
    expect(await signIn(DEMO_PASSWORD)).toBe(PASSWORD_ATTEMPTS_EXCEEDED)
    await advance(1)
    expect(await signIn(DEMO_PASSWORD)).toBe('ok')
  })

  it('does not lock out after 4 failures', async () => {
    await failTimes(4)
    expect(await signIn(DEMO_PASSWORD)).toBe('ok')
  })

  it('doubles the lockout with each further failure; attempts while locked out do not count', async () => {
    await failTimes(5)
    for (const ms of [1_000, 2_000, 4_000, 8_000]) {
      await advance(ms - 1)
      // A wrong password during the lockout gets the same answer and does not count.
      expect(await signIn(WRONG)).toBe(PASSWORD_ATTEMPTS_EXCEEDED)
      await advance(1)
      expect(await signIn(WRONG)).toBe(INCORRECT)
    }
    await advance(16_000)
    expect(await signIn(DEMO_PASSWORD)).toBe('ok')
  })

  it('never locks out for more than 15 minutes', async () => {
    await failTimes(5)
    for (let failures = 5; failures < 15; failures++) {
      await advance(lockoutMs(failures))
      expect(await signIn(WRONG)).toBe(INCORRECT)
    }
    // The 15th failure: 2^10 s would be over 17 minutes.
    await advance(MAX_LOCKOUT_MS - 1)
    expect(await signIn(DEMO_PASSWORD)).toBe(PASSWORD_ATTEMPTS_EXCEEDED)
    await advance(1)
    expect(await signIn(DEMO_PASSWORD)).toBe('ok')
  })

  it('starts counting again after a successful sign-in', async () => {
    await failTimes(5)
    expect(await signIn(DEMO_PASSWORD)).toBe(PASSWORD_ATTEMPTS_EXCEEDED)
    await advance(1_000)
    expect(await signIn(DEMO_PASSWORD)).toBe('ok')
    await failTimes(4)
    expect(await signIn(DEMO_PASSWORD)).toBe('ok')
    await failTimes(5)
    expect(await signIn(DEMO_PASSWORD)).toBe(PASSWORD_ATTEMPTS_EXCEEDED)
    await advance(1_000)
    // Back to the first lockout (1 s), not the next one (2 s).
    expect(await signIn(DEMO_PASSWORD)).toBe('ok')
  })

  it('starts counting again after 15 minutes without an attempt after a lockout', async () => {
    await failTimes(5)
    await advance(1_000)
    expect(await signIn(WRONG)).toBe(INCORRECT) // the 6th: 2 s
    await advance(IDLE_RESET_MS - 1)
    expect(await signIn(WRONG)).toBe(INCORRECT) // the 7th: 4 s, the count went on
    expect(await signIn(DEMO_PASSWORD)).toBe(PASSWORD_ATTEMPTS_EXCEEDED)
    await advance(IDLE_RESET_MS)
    await failTimes(4)
    expect(await signIn(DEMO_PASSWORD)).toBe('ok')
  })

  it('locks out one account only, and unknown usernames alike', async () => {
    await failTimes(5)
    expect(await signIn(DEMO_PASSWORD, 'mini@example.com')).toBe('ok')
    await failTimes(5, 'nikt@example.com')
    expect(await signIn(WRONG, 'NIKT@example.com')).toBe(PASSWORD_ATTEMPTS_EXCEEDED)
  })

  it('counts wrong SRP proofs too, and refuses the proof while locked out', async () => {
    const srpAttempt = async () => {
      const challenge = await cognito(app, 'InitiateAuth', {
        AuthFlow: 'USER_SRP_AUTH',
        ClientId: CLIENT_ID,
        AuthParameters: { USERNAME: 'uczen@example.com', SRP_A: 'abcdef0123456789' },
      })
      const parameters = challenge.json().ChallengeParameters
      const res = await cognito(app, 'RespondToAuthChallenge', {
        ChallengeName: 'PASSWORD_VERIFIER',
        ClientId: CLIENT_ID,
        ChallengeResponses: {
          USERNAME: parameters.USERNAME,
          PASSWORD_CLAIM_SECRET_BLOCK: parameters.SECRET_BLOCK,
          TIMESTAMP: 'Mon Mar 2 09:00:00 UTC 2026',
          PASSWORD_CLAIM_SIGNATURE: Buffer.alloc(32, 7).toString('base64'),
        },
      })
      expect(res.json().__type).toBe('NotAuthorizedException')
      return res.json().message as string
    }
    for (let i = 0; i < 5; i++) expect(await srpAttempt()).toBe(INCORRECT)
    expect(await srpAttempt()).toBe(PASSWORD_ATTEMPTS_EXCEEDED)
    expect(await signIn(DEMO_PASSWORD)).toBe(PASSWORD_ATTEMPTS_EXCEEDED)
  })

  it('is forgotten on POST /__mock/reset, also when it keeps the sign-ins', async () => {
    for (const payload of [{}, { keepSignIns: true }]) {
      await failTimes(5)
      expect(await signIn(DEMO_PASSWORD)).toBe(PASSWORD_ATTEMPTS_EXCEEDED)
      const reset = await app.inject({ method: 'POST', url: '/__mock/reset', payload })
      expect(reset.statusCode).toBe(204)
      await setClock(app, '2026-03-02T09:00:00.000Z')
      expect(await signIn(DEMO_PASSWORD)).toBe('ok')
    }
  })
})
