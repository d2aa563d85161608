import { COMMERCE_TEXT, type Order } from '@app/contract/commerce'
import { describe, expect, it } from 'vitest'
import {
  abandonAttempt,
  deadOrderMessage,
  firstAttempt,
  planSubmit,
  type CheckoutAttempt,
} from './checkout-attempt'
import { CHECKOUT_FAILURES, failureOfMessage } from './checkout-failure'
import { failureFromSearch } from './checkout-search'

const order = (status: Order['status']): Order => ({
  id: '2QDY5yWk0Xq3ZaOdSfPbcRnFh1L',
  kind: 'purchase',
  productId: 'ked',
  productName: 'Kurs Efektywnego Działania',
  buyerId: 'u1',
  status,
  amount: 69_700,
  currency: 'PLN',
  net: 56_667,
  vat: 13_033,
  listPrice: 69_700,
  discount: 0,
  promoCode: null,
  invoice: null,
  createdAt: '2025-10-01T10:00:00.000Z',
  expiresAt: '2025-10-01T10:30:00.000Z',
  paidAt: null,
})

const keys = () => {
  let n = 0
  return () => `key-${++n}-0000000000000`
}

describe('planSubmit: one form, one Idempotency-Key, one order per request', () => {
  const first = firstAttempt('key-first-000000000000')

  it("orders under the form's key the first time", () => {
    expect(planSubmit(first, 'A', keys())).toEqual({
      kind: 'order',
      attempt: { key: 'key-first-000000000000', body: 'A', order: null },
    })
  })

  it('sends the same request again under the same key (a retry after a failure answers one order)', () => {
    const failed: CheckoutAttempt = { key: 'k-same-0000000000000', body: 'A', order: null }
    expect(planSubmit(failed, 'A', keys())).toMatchObject({
      kind: 'order',
      attempt: { key: 'k-same-0000000000000' },
    })
  })

  it('pays the pending order of the same request again (the provider was down)', () => {
    const pending: CheckoutAttempt = { key: 'k', body: 'A', order: order('pending') }
    expect(planSubmit(pending, 'A', keys())).toEqual({
      kind: 'pay',
      attempt: pending,
      order: pending.order,
    })
  })

  it('orders a changed request under a new key (the API refuses the old key with another body)', () => {
    const pending: CheckoutAttempt = { key: 'k', body: 'A', order: order('pending') }
    expect(planSubmit(pending, 'B', keys())).toEqual({
      kind: 'order',
      attempt: { key: 'key-1-0000000000000', body: 'B', order: null },
    })
  })

  it('orders again under a new key when the order can no longer be paid', () => {
    for (const status of ['expired', 'failed', 'refunded'] as const) {
      const dead: CheckoutAttempt = { key: 'k', body: 'A', order: order(status) }
      expect(planSubmit(dead, 'A', keys()).attempt.key).toBe('key-1-0000000000000')
    }
  })

  it('starts afresh after an order was abandoned', () => {
    const next = abandonAttempt(keys())
    expect(next).toEqual({ key: 'key-1-0000000000000', body: null, order: null })
    expect(planSubmit(next, 'A', keys()).attempt.key).toBe('key-1-0000000000000')
  })
})

describe('deadOrderMessage', () => {
  it('names why an order cannot be paid, and nothing for one that can or is paid', () => {
    expect(deadOrderMessage(order('expired'))).toBe(COMMERCE_TEXT.orderExpired)
    expect(deadOrderMessage(order('failed'))).toBe(COMMERCE_TEXT.orderFailed)
    expect(deadOrderMessage(order('refunded'))).toBe(COMMERCE_TEXT.orderRefunded)
    expect(deadOrderMessage(order('pending'))).toBeNull()
    expect(deadOrderMessage(order('paid'))).toBeNull()
  })
})

describe('the reason on the error page', () => {
  it('is read from the refusal and from ?powod=, anything unknown as none', () => {
    expect(failureOfMessage(COMMERCE_TEXT.orderExpired)).toBe('wygaslo')
    expect(failureOfMessage(COMMERCE_TEXT.orderFailed)).toBe('nieudana')
    expect(failureOfMessage('Serwer jest aktualnie wyłączony.')).toBeUndefined()
    expect(failureFromSearch('oplacone')).toBe('oplacone')
    expect(failureFromSearch('toString')).toBeUndefined()
    expect(failureFromSearch(1)).toBeUndefined()
    expect(CHECKOUT_FAILURES.oplacone.message).toBe(COMMERCE_TEXT.orderPaid)
  })
})
