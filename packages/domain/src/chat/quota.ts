import type { ChatPlan, ChatUsage } from '@app/contract/chat/stream-events'
import type { OrderStatus } from '@app/contract/constants'
import { CHAT_PACK_MESSAGES, PRODUCTS } from '../commerce/catalogue'
import {
  addWarsawMonths,
  isSubscriptionActive,
  type SubscriptionRecord,
} from '../commerce/subscription'
import { CHAT_DAILY_LIMIT_FREE, CHAT_DAILY_LIMIT_PRO } from '../shared/constants'
import { nextWarsawMidnight, type Instant } from '../shared/format'
import { parseInstant } from '../shared/iso-dates'
import { warsawDayIndex } from '../shared/warsaw-day'

/**
 * The chat's allowance (decision 0157): a daily allowance per plan that turns at 00:00 Warsaw
 * time, then the paid chat packs, which never expire.
 */

export type ChatCharge = 'daily' | 'pack' | 'none'

const toMs = (instant: Instant) => (typeof instant === 'number' ? instant : instant.getTime())

export const chatDailyLimit = (plan: ChatPlan): number =>
  plan === 'pro' ? CHAT_DAILY_LIMIT_PRO : CHAT_DAILY_LIMIT_FREE

export interface ChatQuotaInput {
  /** When each message charged to the daily allowance was accepted (ISO instants, any day). */
  dailyChargedAt: readonly string[]
  plan: ChatPlan
  /** The packs' balance (chatPackBalance). */
  packRemaining: number
  now: Instant
}

export interface ChatQuota extends ChatUsage {
  /** Where the next accepted message would be charged; 'none' means it is refused (429). */
  chargeTo: ChatCharge
}

/** Today's use of the allowance and where the next message goes: the day first, then a pack. */
export function chatQuota({ dailyChargedAt, plan, packRemaining, now }: ChatQuotaInput): ChatQuota {
  const today = warsawDayIndex(toMs(now))
  let usedToday = 0
  for (const at of dailyChargedAt) {
    const ms = parseInstant(at)
    if (Number.isFinite(ms) && warsawDayIndex(ms) === today) usedToday++
  }
  const dailyLimit = chatDailyLimit(plan)
  // A plan that shrank (pro ended today) may leave more used than the new limit allows.
  const remainingToday = Math.max(0, dailyLimit - usedToday)
  const pack = Math.max(0, packRemaining)
  return {
    plan,
    dailyLimit,
    usedToday,
    remainingToday,
    resetsAt: nextWarsawMidnight(now).toISOString(),
    packRemaining: pack,
    chargeTo: remainingToday > 0 ? 'daily' : pack > 0 ? 'pack' : 'none',
  }
}

/** A paid (or later refunded) order as the chat reads it. */
export interface ChatOrder {
  id: string
  status: OrderStatus
  paidAt: string | null
}

/** A message charged to a pack names the pack's order, so a refund knows what it takes back. */
export interface ChatPackCharge {
  packOrderId: string
}

export interface ChatPackBalance {
  remaining: number
  /** The pack the next pack-charged message comes from: the oldest paid one with messages left. */
  nextPackOrderId: string | null
}

const byPayment = (a: ChatOrder, b: ChatOrder) =>
  (a.paidAt ?? '').localeCompare(b.paidAt ?? '') || a.id.localeCompare(b.id)

/**
 * Every paid `chat-pack` order adds CHAT_PACK_MESSAGES. A refunded pack takes back what is left of
 * it and nothing more: what was spent from it stays spent, other packs are not touched. Oldest
 * packs are spent first, so a refund (most likely of a recent purchase) returns a whole pack.
 */
export function chatPackBalance(
  packOrders: readonly ChatOrder[],
  charges: readonly ChatPackCharge[],
): ChatPackBalance {
  const spent = new Map<string, number>()
  for (const { packOrderId } of charges) spent.set(packOrderId, (spent.get(packOrderId) ?? 0) + 1)
  let remaining = 0
  let nextPackOrderId: string | null = null
  for (const order of packOrders.filter((o) => o.status === 'paid').sort(byPayment)) {
    const left = Math.max(0, CHAT_PACK_MESSAGES - (spent.get(order.id) ?? 0))
    remaining += left
    if (left > 0 && nextPackOrderId === null) nextPackOrderId = order.id
  }
  return { remaining, nextPackOrderId }
}

/** The months of pro tools one 'Mistrzowskie wsparcie' order gives (decision 0121). */
const MW_TOOL_MONTHS = PRODUCTS.mw.grants.reduce(
  (months, grant) => (grant.kind === 'tools' ? grant.months : months),
  0,
)

/**
 * When the pro tools bought with 'Mistrzowskie wsparcie' end, as the paid orders grant them: each
 * adds its months to the later of its payment and the current end. Refunded orders give nothing.
 */
export function mwToolsEndAt(mwOrders: readonly ChatOrder[]): Date | null {
  let end: number | null = null
  for (const order of mwOrders.filter((o) => o.status === 'paid' && o.paidAt).sort(byPayment)) {
    const paidAt = Date.parse(order.paidAt as string)
    end = addWarsawMonths(Math.max(end ?? paidAt, paidAt), MW_TOOL_MONTHS).getTime()
  }
  return end === null ? null : new Date(end)
}

export interface ChatPlanSource {
  subscription: SubscriptionRecord | null
  /** The user's 'mw' orders. */
  mwOrders: readonly ChatOrder[]
}

/**
 * Pro while the pro subscription is active or in grace, or while the tools of a paid
 * 'Mistrzowskie wsparcie' last (decision 0157); an admin's tool grant does not make the chat pro.
 */
export function chatPlanOf({ subscription, mwOrders }: ChatPlanSource, now: Instant): ChatPlan {
  if (subscription && isSubscriptionActive(subscription, now)) return 'pro'
  const mwEnd = mwToolsEndAt(mwOrders)
  return mwEnd !== null && toMs(now) < mwEnd.getTime() ? 'pro' : 'free'
}
