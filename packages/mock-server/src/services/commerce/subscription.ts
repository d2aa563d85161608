import type { FastifyInstance } from 'fastify'
import type { Contract } from '@app/contract'
import type { Subscription } from '@app/contract/commerce'
import { COMMERCE_TEXT } from '@app/contract/commerce/text'
import { PRODUCTS } from '@app/domain/commerce/catalogue'
import {
  cancelSubscription as cancelled,
  graceEndsAt,
  resumeSubscription as resumed,
  subscriptionState,
  type SubscriptionRecord,
} from '@app/domain/commerce/subscription'
import { apiError } from '../../errors'
import type { SubscriptionRow } from '../../store/subscriptions'
import type { Answer } from '../answer'
import type { ShopUrls } from './provider'
import { syncSubscription } from './renewals'

type C = Contract['commerce']

function toSubscription(row: SubscriptionRow, now: Date): Subscription {
  const record: SubscriptionRecord = row
  return {
    plan: row.plan,
    status: subscriptionState(record, now),
    startedAt: row.startedAt,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    graceEndsAt: graceEndsAt(record)?.toISOString() ?? null,
    card: row.card,
    renewalPrice: PRODUCTS[row.plan].price,
  }
}

/** The user's subscription after the renewals the clock says are due. */
export async function currentSubscription(app: FastifyInstance, userId: string, urls: ShopUrls) {
  await syncSubscription(app, userId, urls.notifyUrl)
  return app.store.subscriptions.forUser(userId)
}

export async function getSubscription(
  app: FastifyInstance,
  userId: string,
  urls: ShopUrls,
): Answer<C['getSubscription']> {
  const row = await currentSubscription(app, userId, urls)
  const now = app.clock.now()
  return { status: 200, body: { subscription: row ? toSubscription(row, now) : null } }
}

async function changeSubscription(
  app: FastifyInstance,
  userId: string,
  urls: ShopUrls,
  change: typeof cancelled,
): Answer<C['cancelSubscription']> {
  const row = await currentSubscription(app, userId, urls)
  if (!row) return apiError(404, COMMERCE_TEXT.noSubscription)
  const now = app.clock.now()
  const changed = change(row, now)
  if (!changed.ok) return apiError(changed.status, changed.message)
  const saved = app.store.subscriptions.save({ ...row, ...changed.subscription })
  return { status: 200, body: { subscription: toSubscription(saved, now) } }
}

export const cancelSubscription = (app: FastifyInstance, userId: string, urls: ShopUrls) =>
  changeSubscription(app, userId, urls, cancelled)

export const resumeSubscription = (app: FastifyInstance, userId: string, urls: ShopUrls) =>
  changeSubscription(app, userId, urls, resumed)
