import type { FastifyInstance } from 'fastify'
import type { Contract } from '@app/contract'
import { chatPackBalance, chatPlanOf, chatQuota, type ChatQuota } from '@app/domain/chat/quota'
import type { Answer } from '../answer'

type C = Contract['chat']

export interface ChatAllowance {
  quota: ChatQuota
  /** The pack a pack-charged message comes from now. */
  nextPackOrderId: string | null
}

/**
 * The caller's allowance now (decision 0157): the plan from the pro subscription or a paid
 * 'Mistrzowskie wsparcie', the day's use from the daily charges, the packs' balance from the paid
 * chat-pack orders minus the messages charged to them.
 */
export function allowanceOf(app: FastifyInstance, userId: string, now: Date): ChatAllowance {
  const { store } = app
  const orders = store.orders.forBuyer(userId, now)
  const plan = chatPlanOf(
    {
      subscription: store.subscriptions.forUser(userId) ?? null,
      mwOrders: orders.filter((order) => order.productId === 'mw'),
    },
    now,
  )
  const charges = store.chat.charges(userId)
  const pack = chatPackBalance(
    orders.filter((order) => order.productId === 'chat-pack'),
    charges.flatMap((c) =>
      c.to === 'pack' && c.packOrderId ? [{ packOrderId: c.packOrderId }] : [],
    ),
  )
  const quota = chatQuota({
    dailyChargedAt: charges.filter((c) => c.to === 'daily').map((c) => c.at),
    plan,
    packRemaining: pack.remaining,
    now,
  })
  return { quota, nextPackOrderId: pack.nextPackOrderId }
}

/** The allowance as the API answers it (without where the next message goes). */
export function usageOf(app: FastifyInstance, userId: string, now: Date) {
  const { chargeTo: _, ...usage } = allowanceOf(app, userId, now).quota
  return usage
}

export async function getUsage(app: FastifyInstance, userId: string): Answer<C['getUsage']> {
  return { status: 200, body: usageOf(app, userId, app.clock.now()) }
}
