import type { FastifyInstance } from 'fastify'
import type { Contract } from '@app/contract'
import { COMMERCE_TEXT } from '@app/contract/commerce/text'
import { subscriptionState } from '@app/domain/commerce/subscription'
import { apiError } from '../../errors'
import type { Answer } from '../answer'
import { SHOP_TEXT } from './commerce.text'
import { paymentSuccessPath } from './orders'
import { registerPayment, type ShopUrls } from './provider'
import { renewalOrder, syncSubscription } from './renewals'

/**
 * In grace the subscriber pays the missed renewal on the provider's hosted page, by any method;
 * a card that pays it becomes the card of the next renewals (./fulfil-order.ts). A second
 * click within the order's 30 minutes opens the same order.
 */
export async function payOverdueRenewal(
  app: FastifyInstance,
  userId: string,
  urls: ShopUrls,
): Answer<Contract['commerce']['payOverdueRenewal']> {
  const { store, clock } = app
  await syncSubscription(app, userId, urls.notifyUrl)
  const subscription = store.subscriptions.forUser(userId)
  const now = clock.now()
  if (!subscription) return apiError(404, COMMERCE_TEXT.noSubscription)
  if (subscriptionState(subscription, now) !== 'grace')
    return apiError(409, COMMERCE_TEXT.nothingOverdue)

  const waiting = store.orders
    .forBuyer(userId, now)
    .find((order) => order.kind === 'renewal' && order.status === 'pending' && order.providerToken)
  const order = waiting ?? store.orders.save(renewalOrder(app, subscription, now, null))
  const registered = await registerPayment(app, order, {
    returnUrl: `${urls.web}${paymentSuccessPath(order)}`,
    notifyUrl: urls.notifyUrl,
  })
  if (!registered.ok) return apiError(503, SHOP_TEXT.providerDown)
  store.orders.update(order, { providerToken: registered.body.token })
  return {
    status: 200,
    body: { paymentUrl: registered.body.paymentUrl, expiresAt: order.expiresAt },
  }
}
