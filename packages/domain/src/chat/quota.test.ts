import type { ChatPlan } from '@app/contract/chat/stream-events'
import { describe, expect, it } from 'vitest'
import type { SubscriptionRecord } from '../commerce/subscription'
import { chatPackBalance, chatPlanOf, chatQuota, mwToolsEndAt, type ChatOrder } from './quota'
import { nextWarsawMidnight } from '../shared/format'

const times = (n: number, at: string): string[] => Array.from({ length: n }, () => at)
const used = (at: readonly string[], now: string) =>
  chatQuota({ dailyChargedAt: at, plan: 'free', packRemaining: 0, now: Date.parse(now) })

describe('the daily allowance turns at 00:00 Warsaw time', () => {
  it.each([
    // messages accepted at, now, used today, resets at
    [
      'an ordinary day (CET): 23:59:59.999 still counts the day',
      ['2026-11-26T23:00:00.000Z', '2026-11-27T12:00:00.000Z', '2026-11-27T22:59:59.999Z'],
      '2026-11-27T22:59:59.999Z',
      3,
      '2026-11-27T23:00:00.000Z',
    ],
    [
      '… and yesterday 23:59:59.999 does not',
      ['2026-11-26T22:59:59.999Z', '2026-11-27T12:00:00.000Z'],
      '2026-11-27T22:59:59.999Z',
      1,
      '2026-11-27T23:00:00.000Z',
    ],
    [
      'at 00:00 the new day starts empty',
      ['2026-11-27T12:00:00.000Z', '2026-11-27T22:59:59.999Z'],
      '2026-11-27T23:00:00.000Z',
      0,
      '2026-11-28T23:00:00.000Z',
    ],
    [
      'the 23-hour day (29 March 2026): 00:00 CET to 00:00 CEST',
      ['2026-03-28T22:59:59.999Z', '2026-03-28T23:00:00.000Z', '2026-03-29T21:59:59.999Z'],
      '2026-03-29T21:59:59.999Z',
      2,
      '2026-03-29T22:00:00.000Z',
    ],
    [
      '… after which 00:00 is 22:00 UTC',
      ['2026-03-29T21:59:59.999Z', '2026-03-29T22:00:00.000Z'],
      '2026-03-29T22:00:00.000Z',
      1,
      '2026-03-30T22:00:00.000Z',
    ],
    [
      'the 25-hour day (25 October 2026), the repeated hour counted once each time',
      [
        '2026-10-24T21:59:59.999Z',
        '2026-10-24T22:00:00.000Z',
        '2026-10-25T00:30:00.000Z',
        '2026-10-25T01:30:00.000Z',
        '2026-10-25T22:59:59.999Z',
      ],
      '2026-10-25T22:59:59.999Z',
      4,
      '2026-10-25T23:00:00.000Z',
    ],
    [
      '… after which 00:00 is 23:00 UTC',
      ['2026-10-25T22:59:59.999Z', '2026-10-25T23:00:00.000Z'],
      '2026-10-25T23:00:00.000Z',
      1,
      '2026-10-26T23:00:00.000Z',
    ],
  ])('%s', (_, at, now, usedToday, resetsAt) => {
    const quota = used(at, now)
    expect(quota.usedToday).toBe(usedToday)
    expect(quota.remainingToday).toBe(20 - usedToday)
    expect(quota.resetsAt).toBe(resetsAt)
  })

  it.each([
    ['2026-11-27T22:59:59.999Z', '2026-11-27T23:00:00.000Z'],
    ['2026-11-27T23:00:00.000Z', '2026-11-28T23:00:00.000Z'],
    ['2026-03-29T00:59:59.999Z', '2026-03-29T22:00:00.000Z'],
    ['2026-10-25T01:30:00.000Z', '2026-10-25T23:00:00.000Z'],
  ])('the next midnight after %s is %s', (now, midnight) => {
    expect(nextWarsawMidnight(Date.parse(now)).toISOString()).toBe(midnight)
  })
})

describe('where the next message is charged', () => {
  const NOW = '2026-11-27T13:00:00.000Z'
  const TODAY = '2026-11-27T08:00:00.000Z'
  it.each<[string, ChatPlan, number, number, number, number, 'daily' | 'pack' | 'none']>([
    // plan, used today, pack, limit, remaining today, charge
    ['free with one left', 'free', 19, 0, 20, 1, 'daily'],
    ['free, the day spent, no pack', 'free', 20, 0, 20, 0, 'none'],
    ['free, the day spent, a pack', 'free', 20, 480, 20, 0, 'pack'],
    ['a pack waits until the day is spent', 'free', 5, 500, 20, 15, 'daily'],
    ['pro past the free limit', 'pro', 20, 0, 200, 180, 'daily'],
    ['pro, the day spent, no pack', 'pro', 200, 0, 200, 0, 'none'],
    ['pro, the day spent, one pack message', 'pro', 200, 1, 200, 0, 'pack'],
    ['free after pro ended with more used than 20', 'free', 25, 0, 20, 0, 'none'],
  ])('%s', (_, plan, usedToday, packRemaining, dailyLimit, remainingToday, chargeTo) => {
    const quota = chatQuota({
      dailyChargedAt: [...times(usedToday, TODAY), ...times(7, '2026-11-26T08:00:00.000Z')],
      plan,
      packRemaining,
      now: new Date(NOW),
    })
    expect(quota).toEqual({
      plan,
      dailyLimit,
      usedToday,
      remainingToday,
      resetsAt: '2026-11-27T23:00:00.000Z',
      packRemaining,
      chargeTo,
    })
  })
})

const order = (id: string, status: ChatOrder['status'], paidAt: string | null): ChatOrder => ({
  id,
  status,
  paidAt,
})
const charges = (packOrderId: string, n: number) =>
  Array.from({ length: n }, () => ({ packOrderId }))

describe('the chat packs balance', () => {
  const A = order('A', 'paid', '2026-01-05T10:00:00.000Z')
  const B = order('B', 'paid', '2026-02-05T10:00:00.000Z')
  it.each([
    // orders, charges, remaining, next pack
    ['no pack', [], [], 0, null],
    ['one pack, nothing spent', [A], [], 500, 'A'],
    ['one pack, 20 spent', [A], charges('A', 20), 480, 'A'],
    ['two packs: the older is spent first', [B, A], charges('A', 3), 997, 'A'],
    [
      'the older used up: the newer is next',
      [A, B],
      [...charges('A', 500), ...charges('B', 3)],
      497,
      'B',
    ],
    ['all spent', [A], charges('A', 500), 0, null],
    [
      'a refunded pack takes back only what was left of it',
      [A, { ...B, status: 'refunded' as const }],
      [...charges('A', 10), ...charges('B', 3)],
      490,
      'A',
    ],
    [
      'what was spent from a refunded pack is not taken from another',
      [{ ...A, status: 'refunded' as const }, B],
      charges('A', 120),
      500,
      'B',
    ],
    [
      'unpaid orders give nothing',
      [order('P', 'pending', null), order('F', 'failed', null), order('E', 'expired', null)],
      [],
      0,
      null,
    ],
    ['charges to an unknown order change nothing', [A], charges('X', 40), 500, 'A'],
  ])('%s', (_, orders, spent, remaining, nextPackOrderId) => {
    expect(chatPackBalance(orders, spent)).toEqual({ remaining, nextPackOrderId })
  })
})

const subscription = (patch: Partial<SubscriptionRecord>): SubscriptionRecord => ({
  plan: 'pro-monthly',
  startedAt: '2026-10-01T08:00:00.000Z',
  currentPeriodEnd: '2026-12-01T09:00:00.000Z',
  cancelAtPeriodEnd: false,
  renewalFailedAt: null,
  ...patch,
})

describe('who chats as pro', () => {
  const NOW = Date.parse('2026-11-27T13:00:00.000Z')
  const AFTER_END = Date.parse('2026-12-02T09:00:00.000Z')
  it.each<[string, Parameters<typeof chatPlanOf>[0], number, ChatPlan]>([
    ['nobody who bought nothing', { subscription: null, mwOrders: [] }, NOW, 'free'],
    ['an active subscription', { subscription: subscription({}), mwOrders: [] }, NOW, 'pro'],
    [
      'a subscription in grace',
      {
        subscription: subscription({ renewalFailedAt: '2026-12-01T09:00:00.000Z' }),
        mwOrders: [],
      },
      AFTER_END,
      'pro',
    ],
    [
      'a subscription cancelled, after its end',
      { subscription: subscription({ cancelAtPeriodEnd: true }), mwOrders: [] },
      AFTER_END,
      'free',
    ],
    [
      "a paid 'mw' within its months",
      { subscription: null, mwOrders: [order('M', 'paid', '2026-10-01T08:00:00.000Z')] },
      NOW,
      'pro',
    ],
    [
      "a refunded 'mw'",
      { subscription: null, mwOrders: [order('M', 'refunded', '2026-10-01T08:00:00.000Z')] },
      NOW,
      'free',
    ],
    [
      "an 'mw' whose months are over",
      { subscription: null, mwOrders: [order('M', 'paid', '2026-06-01T08:00:00.000Z')] },
      NOW,
      'free',
    ],
  ])('%s', (_, source, now, plan) => {
    expect(chatPlanOf(source, now)).toBe(plan)
  })

  it.each([
    // 'mw' payments, end of the tools; 3 months each, in Warsaw wall-clock time
    ['none', [], null],
    ['one: 3 months on', ['2026-01-10T09:00:00.000Z'], '2026-04-10T08:00:00.000Z'],
    [
      'a second within the first: added to its end',
      ['2026-02-01T09:00:00.000Z', '2026-01-10T09:00:00.000Z'],
      '2026-07-10T08:00:00.000Z',
    ],
    [
      'a second after a lapse: from its payment',
      ['2026-01-10T09:00:00.000Z', '2026-06-01T08:00:00.000Z'],
      '2026-09-01T08:00:00.000Z',
    ],
  ])("'mw' tools end: %s", (_, paid, end) => {
    const orders = paid.map((at, i) => order(`M${i}`, 'paid', at))
    expect(mwToolsEndAt(orders)?.toISOString() ?? null).toBe(end)
  })

  it("the tools' end is exclusive", () => {
    const mwOrders = [order('M', 'paid', '2026-01-10T09:00:00.000Z')]
    const end = Date.parse('2026-04-10T08:00:00.000Z')
    expect(chatPlanOf({ subscription: null, mwOrders }, end - 1)).toBe('pro')
    expect(chatPlanOf({ subscription: null, mwOrders }, end)).toBe('free')
  })
})
