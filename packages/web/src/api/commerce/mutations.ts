import { useQueryClient } from '@tanstack/react-query'
import { tsr } from '../../lib/api'
import { commerceKeys } from './queries'

// What a purchase gives (groups, tools, the subscription flag) is in whoami, the session query
// (src/api/user/session.ts): the pages that complete a purchase refresh the session through it.

/**
 * `POST /api/promo-codes/validate`: the product's price with a code, or the Polish refusal
 * (404 unknown, 409 expired, used up or for another product). Nothing is cached: the order is
 * priced again by the API.
 */
export const useValidatePromo = () => tsr.commerce.validatePromoCode.useMutation()

/**
 * `POST /api/orders` with the checkout's `Idempotency-Key`: the same key and body answer the
 * same order, so a double click makes one. The order is cached under its key and the caller's
 * list asked again; a free order (100% code) is paid at once, so a pro plan bought that way also
 * changes the subscription.
 */
export function useCreateOrder(userId: string) {
  const queryClient = useQueryClient()
  return tsr.commerce.createOrder.useMutation({
    onSuccess: (response) => {
      const order = response.body
      queryClient.setQueryData(commerceKeys.order(userId, order.id), order)
      void queryClient.invalidateQueries({ queryKey: commerceKeys.orders(userId), exact: true })
      if (order.status === 'paid') {
        void queryClient.invalidateQueries({ queryKey: commerceKeys.subscription(userId) })
      }
    },
  })
}

/**
 * `POST /api/orders/{id}/payment`: the provider's page for a pending order (the same page when
 * asked again). A 503 means the provider is down: the order stays, and asking again is safe.
 */
export const useStartPayment = () => tsr.commerce.startPayment.useMutation()

/**
 * `POST /api/saas/subscription/cancel`: renewals stop; the answer is the subscription as it is
 * now, and the caller's payment history is asked again.
 */
export function useCancelSubscription(userId: string) {
  const queryClient = useQueryClient()
  return tsr.commerce.cancelSubscription.useMutation({
    onSuccess: (response) => {
      queryClient.setQueryData(commerceKeys.subscription(userId), response.body)
      void queryClient.invalidateQueries({ queryKey: commerceKeys.orders(userId) })
    },
  })
}

/** `POST /api/saas/subscription/resume`: undoes a cancel before the paid period ends. */
export function useResumeSubscription(userId: string) {
  const queryClient = useQueryClient()
  return tsr.commerce.resumeSubscription.useMutation({
    onSuccess: (response) =>
      queryClient.setQueryData(commerceKeys.subscription(userId), response.body),
  })
}

/**
 * `POST /api/saas/subscription/payment`: in grace, the missed renewal on the provider's page
 * (the same order when asked again). The subscription changes once the provider's notification
 * arrives, so nothing is cached here: the outcome page refreshes it.
 */
export const usePayOverdueRenewal = () => tsr.commerce.payOverdueRenewal.useMutation()
