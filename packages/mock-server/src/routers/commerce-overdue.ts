import { COMMERCE_TEXT } from '@app/contract/commerce/text'
import { apiError } from '@app/contract/errors'
import { subscriptionState } from '@app/domain/commerce/subscription'
import type { FastifyRequest } from 'fastify'
import { requireUser } from '../plugins/auth'
import { renewalOrder, syncSubscription } from './commerce-payments'
import { PROVIDER_DOWN_MESSAGE, registerPayment, shopUrls } from './commerce-provider'

const refuse = <S extends number>(status: S, message: string) => ({
  status,
  body: apiError(status, message),
})

/**
 * In grace the subscriber pays the missed renewal on the provider's hosted page, by any method;
 * a card that pays it becomes the card of the next renewals (./commerce-fulfilment.ts). A second
 * click within the order's 30 minutes opens the same order.
 */
export async function payOverdueRenewal(request: FastifyRequest) {
  const user = requireUser(request)
  const { store, clock } = request.server
  const urls = shopUrls(request)
  await syncSubscription(request.server, user.id, urls.notifyUrl)
  const subscription = store.subscriptions.forUser(user.id)
  const now = clock.now()
  if (!subscription) return refuse(404, COMMERCE_TEXT.noSubscription)
  if (subscriptionState(subscription, now) !== 'grace')
    return refuse(409, COMMERCE_TEXT.nothingOverdue)

  const waiting = store.orders
    .forBuyer(user.id, now)
    .find((order) => order.kind === 'renewal' && order.status === 'pending' && order.providerToken)
  const order = waiting ?? store.orders.save(renewalOrder(request.server, subscription, now, null))
  const registered = await registerPayment(request.server, order, {
    returnUrl: `${urls.web}/platnosc/sukces?zamowienie=${order.id}`,
    notifyUrl: urls.notifyUrl,
  })
  if (!registered.ok) return refuse(503, PROVIDER_DOWN_MESSAGE)
  store.orders.update(order, { providerToken: registered.body.token })
  return {
    status: 200 as const,
    body: { paymentUrl: registered.body.paymentUrl, expiresAt: order.expiresAt },
  }
}
