import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import {
  PROVIDER_API_KEY,
  PROVIDER_API_PATH,
  PROVIDER_PAY_PATH,
} from '../../src/payment-provider/config'
import { advanceClock, useTestApp } from '../helper'

let app: FastifyInstance
useTestApp((built) => (app = built), '2026-11-24T10:00:00.000Z') // a Tuesday, 11:00 in Warsaw

const shop = { authorization: `Bearer ${PROVIDER_API_KEY}` }

async function started(): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: PROVIDER_API_PATH,
    headers: shop,
    payload: {
      merchantOrderId: '2Kx8Qq1YV3nMZf0uS9rT5aBcDeF',
      amount: 69_700,
      currency: 'PLN',
      description: 'Kurs Efektywnego Działania',
      returnUrl: 'http://shop.test/zakup/wynik',
      // Nothing answers here: every notification fails and is retried.
      notifyUrl: 'http://shop.test/api/not-there',
    },
  })
  return (res.json() as { token: string }).token
}

const form = (url: string, fields: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  })

const jobs = async () =>
  (
    (await app.inject({ method: 'GET', url: '/__mock/scheduler' })).json() as {
      jobs: { id: string; at: string; status: string; ranAt: string | null }[]
    }
  ).jobs
    // The provider's own: the app's chains kept armed (the parents' weekly digest) are left out.
    .filter((job) => job.id.startsWith('payment-provider.'))
    .map(({ id, at, status, ranAt }) => ({ id, at, status, ranAt }))

const paidAt = async (token: string) =>
  (
    (
      await app.inject({ method: 'GET', url: `${PROVIDER_API_PATH}/${token}`, headers: shop })
    ).json() as {
      paidAt: string | null
    }
  ).paidAt

describe("the payment provider's settlement on the scheduler", () => {
  it('a BLIK approval is a job 3 s on; then the shop is notified, and retried while it fails', async () => {
    const token = await started()
    await form(`${PROVIDER_PAY_PATH}/${token}/blik`, { code: '777777' })
    expect(await jobs()).toEqual([
      {
        id: `payment-provider.settle:${token}`,
        at: '2026-11-24T10:00:03.000Z',
        status: 'pending',
        ranAt: null,
      },
    ])
    await advanceClock(app, 3_000)
    expect(await jobs()).toEqual([
      {
        id: `payment-provider.settle:${token}`,
        at: '2026-11-24T10:00:03.000Z',
        status: 'done',
        ranAt: '2026-11-24T10:00:03.000Z',
      },
      {
        id: `payment-provider.notify:${token}:1`,
        at: '2026-11-24T10:00:03.000Z',
        status: 'done',
        ranAt: '2026-11-24T10:00:03.000Z',
      },
      {
        id: `payment-provider.notify:${token}:2`,
        at: '2026-11-24T10:00:08.000Z',
        status: 'pending',
        ranAt: null,
      },
    ])
  })

  it('a jump past the bank session books the transfer at the session, not at the end of the jump', async () => {
    const token = await started()
    await form(`${PROVIDER_PAY_PATH}/${token}/transfer`)
    await advanceClock(app, 7 * 86_400_000)
    expect(await paidAt(token)).toBe('2026-11-24T12:30:00.000Z')
    // Notified at the session; the retries catch up: one at the end of the jump, not one per pause.
    expect((await jobs()).filter((job) => job.id.includes('.notify:'))).toEqual([
      {
        id: `payment-provider.notify:${token}:1`,
        at: '2026-11-24T12:30:00.000Z',
        status: 'done',
        ranAt: '2026-11-24T12:30:00.000Z',
      },
      {
        id: `payment-provider.notify:${token}:2`,
        at: '2026-11-24T12:30:05.000Z',
        status: 'done',
        ranAt: '2026-12-01T10:00:00.000Z',
      },
      {
        id: `payment-provider.notify:${token}:3`,
        at: '2026-12-01T10:00:30.000Z',
        status: 'pending',
        ranAt: null,
      },
    ])
  })

  it('the control switch books a pending transfer now, through its job', async () => {
    const token = await started()
    await form(`${PROVIDER_PAY_PATH}/${token}/transfer`)
    await app.inject({ method: 'POST', url: `/__mock/payment-provider/${token}/book` })
    expect(await paidAt(token)).toBe('2026-11-24T10:00:00.000Z')
    expect((await jobs()).find((job) => job.id.includes('.settle:'))).toMatchObject({
      id: `payment-provider.settle:${token}`,
      at: '2026-11-24T12:30:00.000Z',
      status: 'done',
      ranAt: '2026-11-24T10:00:00.000Z',
    })
  })
})
