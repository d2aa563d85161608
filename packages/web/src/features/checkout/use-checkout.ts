import type { ApiError } from '@app/contract/errors'
import type { CreateOrderRequest, Order } from '@app/contract/commerce'
import { toApiError } from '@app/domain/shared/api-errors'
import { useRef, useState } from 'react'
import { useCreateOrder, useStartPayment } from '../../api/commerce/mutations'
import { apiAssetUrl } from '../../lib/config'
import { newIdempotencyKey } from '../../lib/idempotency-key'
import { abandonAttempt, deadOrderMessage, firstAttempt, planSubmit } from './checkout-attempt'

export type CheckoutOutcome =
  /** A free order (100% code): paid at once, no payment page. */
  | { kind: 'paid'; order: Order }
  /** The browser is on its way to the provider's payment page. */
  | { kind: 'redirecting' }
  /** The order waits for a parent, who pays it by the link /r/{id} (no payment page here). */
  | { kind: 'parent-link'; order: Order }
  /** The order can no longer be paid (expired, failed, paid meanwhile): start again. */
  | { kind: 'order-dead'; message: string }
  /** A refusal or failure, in the API's envelope: the form stays as typed. */
  | { kind: 'error'; error: ApiError }

/**
 * The checkout's submit: order (with this form's `Idempotency-Key`), then the payment page, to
 * which the browser goes. A 503 of the payment keeps the order: sending the same form again asks
 * for its payment page again (`planSubmit`).
 */
export function useCheckout(userId: string, goTo: (url: string) => void = assignLocation) {
  const createOrder = useCreateOrder(userId)
  const startPayment = useStartPayment()
  const attempt = useRef(firstAttempt(newIdempotencyKey()))
  const [redirecting, setRedirecting] = useState(false)

  async function order(request: CreateOrderRequest): Promise<Order> {
    const plan = planSubmit(attempt.current, JSON.stringify(request), newIdempotencyKey)
    attempt.current = plan.attempt
    if (plan.kind === 'pay') return plan.order
    const response = await createOrder.mutateAsync({
      headers: { 'idempotency-key': plan.attempt.key },
      body: request,
    })
    attempt.current = { ...plan.attempt, order: response.body }
    return response.body
  }

  /** `askParent`: the order is made, and its link goes to a parent instead of the payment page. */
  async function submit(request: CreateOrderRequest, askParent = false): Promise<CheckoutOutcome> {
    let placed: Order
    try {
      placed = await order(request)
      // The same key within a day answers its old order; one that cannot be paid is replaced.
      if (deadOrderMessage(placed) !== null) {
        attempt.current = abandonAttempt(newIdempotencyKey)
        placed = await order(request)
      }
    } catch (error) {
      return { kind: 'error', error: toApiError(error) }
    }
    if (placed.status === 'paid') return { kind: 'paid', order: placed }
    const dead = deadOrderMessage(placed)
    if (dead !== null) return { kind: 'order-dead', message: dead }
    if (askParent) return { kind: 'parent-link', order: placed }

    try {
      const response = await startPayment.mutateAsync({ params: { id: placed.id } })
      setRedirecting(true)
      goTo(apiAssetUrl(response.body.paymentUrl))
      return { kind: 'redirecting' }
    } catch (failure) {
      const error = toApiError(failure)
      // 409: paid, failed or expired meanwhile; 404: gone. Another request needs another order.
      if (error.httpsStatus === 409 || error.httpsStatus === 404) {
        attempt.current = abandonAttempt(newIdempotencyKey)
        return { kind: 'order-dead', message: error.message }
      }
      return { kind: 'error', error }
    }
  }

  return { submit, redirecting }
}

function assignLocation(url: string) {
  window.location.assign(url)
}
