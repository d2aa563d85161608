import { describe, expect, it } from 'vitest'
import { COMMERCE_TEXT } from '@app/contract/commerce/text'
import { ORDER_STATUSES } from '@app/contract/constants'
import {
  canTransition,
  isExpired,
  orderExpiryText,
  orderRequestFingerprint,
  orderStatusAt,
  paymentStartCheck,
  purchaseRefusal,
} from './orders'
import { idempotencyCheck } from '../shared/idempotency'

const CREATED = '2026-11-26T12:00:00.000Z'
const T0 = Date.parse(CREATED)
const MIN = 60_000

describe('order states', () => {
  const allowed = [
    'pending→paid',
    'pending→failed',
    'pending→expired',
    'failed→pending',
    'paid→refunded',
  ]
  it.each(ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const)))(
    '%s → %s',
    (from, to) => {
      expect(canTransition(from, to)).toBe(allowed.includes(`${from}→${to}`))
    },
  )
})

describe('expiry after 30 minutes', () => {
  it.each([
    ['pending', 29 * MIN + 59_999, false, 'pending', 'Zamówienie wygaśnie za 1 minutę.'],
    ['pending', 30 * MIN, true, 'expired', COMMERCE_TEXT.orderExpired],
    ['pending', 0, false, 'pending', 'Zamówienie wygaśnie za 30 minut.'],
    ['pending', 8 * MIN, false, 'pending', 'Zamówienie wygaśnie za 22 minuty.'],
    ['pending', 15 * MIN, false, 'pending', 'Zamówienie wygaśnie za 15 minut.'],
    ['paid', 60 * MIN, false, 'paid', ''],
    ['failed', 60 * MIN, false, 'failed', ''],
  ] as const)('%s after %i ms: expired %s, reads %s', (status, after, expired, reads, text) => {
    const order = { status, createdAt: CREATED }
    expect(isExpired(order, T0 + after)).toBe(expired)
    expect(orderStatusAt(order, new Date(T0 + after))).toBe(reads)
    expect(orderExpiryText(order, T0 + after)).toBe(text)
  })

  it.each([
    ['pending', 29 * MIN, null],
    ['pending', 30 * MIN, COMMERCE_TEXT.orderExpired],
    ['paid', 0, COMMERCE_TEXT.orderPaid],
    // A failed payment is tried again with the same order, while the order lasts.
    ['failed', 29 * MIN, null],
    ['failed', 30 * MIN, COMMERCE_TEXT.orderExpired],
    ['refunded', 0, COMMERCE_TEXT.orderRefunded],
    ['expired', 0, COMMERCE_TEXT.orderExpired],
  ] as const)('the payment page for a %s order after %i ms: %s', (status, after, message) => {
    expect(paymentStartCheck({ status, createdAt: CREATED }, T0 + after)).toEqual(
      message === null ? { ok: true } : { ok: false, status: 409, message },
    )
  })
})

describe('a double submit', () => {
  const address = { street: 'ul. Polna 1', postalCode: '00-950', city: 'Warszawa' }
  const request = {
    productId: 'ked',
    promoCode: 'nauka10',
    invoice: { name: 'Jan', address },
  } as const
  const fingerprint = orderRequestFingerprint(request)

  it('reads the same request alike, whatever the code case or key order', () => {
    const again = {
      invoice: { address, name: 'Jan' },
      promoCode: ' NAUKA10',
      productId: 'ked',
    } as const
    expect(orderRequestFingerprint(again)).toBe(fingerprint)
    expect(orderRequestFingerprint({ ...request, promoCode: 'KED100' })).not.toBe(fingerprint)
    expect(orderRequestFingerprint({ productId: 'ked' })).toBe(
      orderRequestFingerprint({ productId: 'ked', promoCode: '' }),
    )
  })

  it.each([
    ['a new key', undefined, fingerprint, T0, 'new'],
    ['the same request', { fingerprint, createdAt: CREATED }, fingerprint, T0 + 1000, 'replay'],
    [
      'another request',
      { fingerprint, createdAt: CREATED },
      '["zn","",null]',
      T0 + 1000,
      'conflict',
    ],
    [
      'the key after 24 hours',
      { fingerprint, createdAt: CREATED },
      '["zn","",null]',
      T0 + 24 * 60 * MIN,
      'new',
    ],
  ] as const)('%s: %s', (_, stored, fp, now, verdict) => {
    expect(idempotencyCheck(stored, fp, now)).toBe(verdict)
  })
})

describe('purchaseRefusal', () => {
  const ked = ['Effective_Action_Course_Subscriber'] as const
  const has = (message: string) => ({ ok: false, status: 409, message })
  it.each([
    ['ked', [], null, null],
    ['ked', ked, null, has(COMMERCE_TEXT.alreadyHasCourse)],
    ['mw', ked, null, null],
    ['zn', ['Understanding_Teenager_Course_Subscriber'], null, has(COMMERCE_TEXT.alreadyHasCourse)],
    ['zn', ked, null, null],
    ['pro-monthly', [], 'active', has(COMMERCE_TEXT.alreadyHasPro)],
    ['pro-yearly', [], 'grace', has(COMMERCE_TEXT.alreadyHasPro)],
    ['pro-yearly', [], 'expired', null],
    ['pro-monthly', [], 'canceled', null],
    ['chat-pack', ked, 'active', null],
  ] as const)('%s with %j and pro %s', (productId, groups, subscription, refusal) => {
    expect(purchaseRefusal(productId, { groups, subscription })).toEqual(refusal)
  })
})
