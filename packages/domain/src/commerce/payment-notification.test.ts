import { describe, expect, it } from 'vitest'
import { COMMERCE_TEXT } from '@app/contract/commerce/text'
import type { OrderStatus } from '@app/contract/constants'
import {
  judgeNotification,
  signNotification,
  verifyNotificationSignature,
  type OrderForPayment,
} from './payment-notification'

const CREATED = '2026-11-26T12:00:00.000Z'
const T0 = Date.parse(CREATED)
const MIN = 60_000

describe('judgeNotification', () => {
  const order = (
    status: OrderStatus,
    providerPaymentId: string | null = null,
  ): OrderForPayment => ({
    status,
    createdAt: CREATED,
    amount: 62_730,
    currency: 'PLN',
    providerPaymentId,
  })
  const paid = { amount: 62_730, currency: 'PLN', status: 'paid', providerPaymentId: 'p1' } as const
  const failed = { ...paid, status: 'failed' } as const
  const soon = T0 + 5 * MIN
  const late = T0 + 31 * MIN
  const mismatch = { outcome: 'refused', status: 400, message: COMMERCE_TEXT.amountMismatch }

  it.each([
    [
      'paid for a pending order',
      order('pending'),
      paid,
      soon,
      { outcome: 'recorded', status: 'paid' },
    ],
    [
      'failed for a pending order',
      order('pending'),
      failed,
      soon,
      { outcome: 'recorded', status: 'failed' },
    ],
    ['a tampered amount', order('pending'), { ...paid, amount: 100 }, soon, mismatch],
    ['a tampered currency', order('pending'), { ...paid, currency: 'EUR' }, soon, mismatch],
    [
      'a tampered amount for a paid order',
      order('paid', 'p1'),
      { ...paid, amount: 0 },
      soon,
      mismatch,
    ],
    [
      'the same payment again (a replay)',
      order('paid', 'p1'),
      paid,
      soon,
      { outcome: 'duplicate' },
    ],
    ['the replay after a refund', order('refunded', 'p1'), paid, soon, { outcome: 'duplicate' }],
    [
      'a second payment for a paid order',
      order('paid', 'p1'),
      { ...paid, providerPaymentId: 'p2' },
      soon,
      { outcome: 'refunded' },
    ],
    ['paid after the 30 minutes', order('pending'), paid, late, { outcome: 'refunded' }],
    ['paid for an order marked expired', order('expired'), paid, soon, { outcome: 'refunded' }],
    [
      'paid for a failed order',
      order('failed', 'p1'),
      { ...paid, providerPaymentId: 'p2' },
      soon,
      { outcome: 'refunded' },
    ],
    ['the same failure again', order('failed', 'p1'), failed, soon, { outcome: 'duplicate' }],
    [
      'a failure for a paid order',
      order('paid', 'p1'),
      { ...failed, providerPaymentId: 'p2' },
      soon,
      { outcome: 'ignored' },
    ],
    ['a failure after the 30 minutes', order('pending'), failed, late, { outcome: 'ignored' }],
  ] as const)('%s', (_, o, n, now, verdict) => {
    expect(judgeNotification(o, n, now)).toEqual(verdict)
  })
})

describe('signatures', () => {
  it('is HMAC-SHA256 in hex (RFC 4231 test case 2)', async () => {
    expect(await signNotification('what do ya want for nothing?', 'Jefe')).toBe(
      'sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    )
  })

  const body = '{"orderId":"2QDY5yWk0Xq3ZaOdSfPbcRnFh1L","amount":62730,"currency":"PLN"}'
  const secret = 'sekret-dostawcy'

  it.each([
    ['the signature of these bytes', body, async () => signNotification(body, secret), true],
    [
      'another amount in the body',
      body.replace('62730', '100'),
      async () => signNotification(body, secret),
      false,
    ],
    [
      'the same JSON with a space',
      body.replace(':', ': '),
      async () => signNotification(body, secret),
      false,
    ],
    ['another secret', body, async () => signNotification(body, 'inny'), false],
    [
      'upper-case hex',
      body,
      async () => (await signNotification(body, secret)).toUpperCase(),
      false,
    ],
    ['no prefix', body, async () => (await signNotification(body, secret)).slice(7), false],
    ['a short one', body, async () => 'sha256=00', false],
    ['none', body, async () => undefined, false],
  ])('%s: %s', async (_, received, header, ok) => {
    expect(await verifyNotificationSignature(received, await header(), secret)).toBe(ok)
  })
})
