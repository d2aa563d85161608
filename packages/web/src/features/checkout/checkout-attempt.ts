import { COMMERCE_TEXT, type Order } from '@app/contract/commerce'

/**
 * One checkout form's orders (decision 0121). The form makes one `Idempotency-Key`: sending the
 * same request again (a double click, a retry after a timeout) answers the same order, and a
 * pending order is paid again rather than ordered again (a retry after the provider was down).
 * A changed request gets a new key, since the API refuses the same key with another body; so
 * does a request whose order can no longer be paid (expired, failed).
 */
export interface CheckoutAttempt {
  key: string
  /** The request last sent under `key` (JSON), null before the first. */
  body: string | null
  /** The order that request made. */
  order: Order | null
}

export const firstAttempt = (key: string): CheckoutAttempt => ({ key, body: null, order: null })

/** A new key for a request the order of the old one cannot serve. */
export const abandonAttempt = (newKey: () => string): CheckoutAttempt => firstAttempt(newKey())

export type SubmitPlan =
  /** Ask for the payment page of this order again. */
  | { kind: 'pay'; attempt: CheckoutAttempt; order: Order }
  /** Order under the attempt's key (the same key when the request is the same). */
  | { kind: 'order'; attempt: CheckoutAttempt }

/** What sending `body` does, given what this form sent before. */
export function planSubmit(
  previous: CheckoutAttempt,
  body: string,
  newKey: () => string,
): SubmitPlan {
  const sameRequest = previous.body === body
  if (sameRequest && previous.order?.status === 'pending') {
    return { kind: 'pay', attempt: previous, order: previous.order }
  }
  const keyStillFits =
    (previous.body === null || sameRequest) &&
    (previous.order === null || previous.order.status === 'pending')
  return {
    kind: 'order',
    attempt: { key: keyStillFits ? previous.key : newKey(), body, order: null },
  }
}

/** An order that can no longer be paid, with the reason the buyer is told. */
export function deadOrderMessage(order: Order): string | null {
  switch (order.status) {
    case 'expired':
      return COMMERCE_TEXT.orderExpired
    case 'failed':
      return COMMERCE_TEXT.orderFailed
    case 'refunded':
      return COMMERCE_TEXT.orderRefunded
    case 'pending':
    case 'paid':
      return null
  }
}
