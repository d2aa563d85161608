import type { SubscriptionRecord } from '../newsletter.types'

/**
 * One subscription in each state, with stable tokens (README, tests): open
 * /potwierdz-newsletter?token=… or /anuluj-newsletter?token=… with them.
 */
export const SEED_SUBSCRIPTION_TOKENS = {
  confirmed: {
    confirm: 'b0000000-0000-4000-8000-000000000011',
    cancel: 'b0000000-0000-4000-8000-000000000012',
  },
  pending: {
    confirm: 'b0000000-0000-4000-8000-000000000021',
    cancel: 'b0000000-0000-4000-8000-000000000022',
  },
  cancelled: {
    confirm: 'b0000000-0000-4000-8000-000000000031',
    cancel: 'b0000000-0000-4000-8000-000000000032',
  },
} as const

export function seedSubscriptions(): SubscriptionRecord[] {
  return [
    {
      id: 'b0000000-0000-4000-8000-000000000010',
      email: 'czytelnik@example.com',
      list: 'NEWSLETTER',
      source: 'stopka',
      status: 'CONFIRMED',
      confirmToken: SEED_SUBSCRIPTION_TOKENS.confirmed.confirm,
      cancelToken: SEED_SUBSCRIPTION_TOKENS.confirmed.cancel,
      createdAt: '2025-09-01T08:00:00.000Z',
      confirmedAt: '2025-09-01T08:05:00.000Z',
      cancelledAt: null,
      lastEmailAt: '2025-09-01T08:05:00.000Z',
    },
    {
      id: 'b0000000-0000-4000-8000-000000000020',
      email: 'oczekuje@example.com',
      list: 'MINI_COURSE',
      source: 'podstawy-efektywnego-dzialania',
      status: 'PENDING',
      confirmToken: SEED_SUBSCRIPTION_TOKENS.pending.confirm,
      cancelToken: SEED_SUBSCRIPTION_TOKENS.pending.cancel,
      createdAt: '2025-09-10T17:30:00.000Z',
      confirmedAt: null,
      cancelledAt: null,
      lastEmailAt: '2025-09-10T17:30:00.000Z',
    },
    {
      id: 'b0000000-0000-4000-8000-000000000030',
      email: 'wypisany@example.com',
      list: 'EBOOK',
      source: 'ebook',
      status: 'CANCELLED',
      confirmToken: SEED_SUBSCRIPTION_TOKENS.cancelled.confirm,
      cancelToken: SEED_SUBSCRIPTION_TOKENS.cancelled.cancel,
      createdAt: '2025-08-20T12:00:00.000Z',
      confirmedAt: '2025-08-20T12:10:00.000Z',
      cancelledAt: '2025-09-05T19:00:00.000Z',
      lastEmailAt: '2025-08-20T12:10:00.000Z',
    },
  ]
}
