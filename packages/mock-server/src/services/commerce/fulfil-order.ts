import { FEATURE_KEYS } from '@app/contract/constants'
import { PRODUCTS } from '@app/domain/commerce/catalogue'
import { formatPln } from '@app/domain/commerce/money'
import { addWarsawMonths, applyRenewal, nextPeriodEnd } from '@app/domain/commerce/subscription'
import { ROUTES } from '@app/domain/navigation/routes'
import type { FastifyInstance } from 'fastify'
import type { OrderRecord } from '../../store/orders'
import { siteLink } from '../site-link'
import { SHOP_EMAILS } from './commerce.text'

/**
 * What a paid order gives (decision 0121), done on the server once the provider's signed
 * notification is verified, never because a browser came back: the course group, the
 * subscription, the tools for some months; and a receipt by email. Mentors of 'Mistrzowskie
 * wsparcie' are people, and the chat's limit counts paid chat packs: the paid order records both.
 */
export function fulfilOrder(app: FastifyInstance, order: OrderRecord) {
  const { store } = app
  const now = app.clock.now()
  const buyer = store.users.byId(order.buyerId)
  if (!buyer) return
  if (order.kind === 'renewal') {
    const subscription = store.subscriptions.forUser(buyer.id)
    // The card that paid is the one the next renewal charges (a new one after a failed renewal).
    const paidBy = order.card && order.providerPaymentId
    if (subscription)
      store.subscriptions.save({
        ...subscription,
        ...applyRenewal(subscription, 'paid', now),
        ...(paidBy && { card: order.card, paymentId: order.providerPaymentId }),
      })
  }
  for (const grant of order.kind === 'renewal' ? [] : PRODUCTS[order.productId].grants) {
    switch (grant.kind) {
      case 'group': {
        const current = store.users.byId(buyer.id) ?? buyer
        if (!current.groups.includes(grant.group))
          store.users.update(current, { groups: [...current.groups, grant.group] })
        break
      }
      case 'subscription':
        store.subscriptions.save({
          userId: buyer.id,
          plan: grant.plan,
          startedAt: now.toISOString(),
          currentPeriodEnd: nextPeriodEnd(now, grant.plan).toISOString(),
          cancelAtPeriodEnd: false,
          renewalFailedAt: null,
          card: order.card,
          paymentId: order.providerPaymentId,
        })
        break
      case 'tools':
        for (const feature of FEATURE_KEYS) {
          // Bought again: the months add up from where the current grant ends.
          const current = store.grants.forUser(buyer.id).find((g) => g.feature === feature)
          if (current && current.expiresAt === null) continue
          const from =
            current?.expiresAt && Date.parse(current.expiresAt) > now.getTime()
              ? Date.parse(current.expiresAt)
              : now
          store.grants.set(buyer.id, {
            feature,
            grantedAt: now.toISOString(),
            expiresAt: addWarsawMonths(from, grant.months).toISOString(),
          })
        }
        break
      case 'support':
      case 'chatMessages':
        break
    }
  }
  store.outbox.send(
    {
      to: buyer.email,
      subject: SHOP_EMAILS.receiptSubject(order.productName),
      text: SHOP_EMAILS.receiptText(order, formatPln(order.amount), formatPln(order.vat)),
      link: siteLink(app, ROUTES.settingsBilling),
      code: null,
    },
    now,
  )
}

/** A renewal the card did not pay: the grace of 3 days starts, and the buyer is told. */
export function failRenewal(app: FastifyInstance, order: OrderRecord) {
  const { store } = app
  const now = app.clock.now()
  const subscription = store.subscriptions.forUser(order.buyerId)
  const buyer = store.users.byId(order.buyerId)
  if (!subscription || !buyer) return
  store.subscriptions.save({ ...subscription, ...applyRenewal(subscription, 'failed', now) })
  store.outbox.send(
    {
      to: buyer.email,
      subject: SHOP_EMAILS.renewalFailedSubject,
      text: SHOP_EMAILS.renewalFailedText(formatPln(order.amount), order.productName),
      link: siteLink(app, ROUTES.settingsBilling),
      code: null,
    },
    now,
  )
}
