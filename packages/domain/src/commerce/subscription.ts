import { COMMERCE_TEXT } from '@app/contract/commerce/text'
import type { SubscriptionPlan, SubscriptionStatus } from '@app/contract/constants'
import {
  formatCount,
  formatWarsawDate,
  fromWarsawLocal,
  warsawParts,
  type Instant,
} from '../shared/format'
import { daysInMonth } from '../shared/iso-dates'

/**
 * The pro subscription on the clock (decision 0121): periods in Warsaw calendar terms, a renewal
 * at each period's end, 3 days of grace after a failed one, cancel at period end, resume before.
 */

export const GRACE_DAYS = 3
const PERIOD_MONTHS: Record<SubscriptionPlan, number> = { 'pro-monthly': 1, 'pro-yearly': 12 }
const HOUR_MS = 3_600_000

const toMs = (instant: Instant) => (typeof instant === 'number' ? instant : instant.getTime())

/**
 * The same Warsaw wall-clock time `months` calendar months later, the day clamped to the
 * month's last (31 Jan + 1 month = 28 or 29 Feb). A time skipped by the spring change moves
 * forward by the gap (decision 0026).
 */
export function addWarsawMonths(at: Instant, months: number): Date {
  const p = warsawParts(at)
  const index = p.year * 12 + p.month - 1 + months
  const year = Math.floor(index / 12)
  const month = index - year * 12 + 1
  const day = Math.min(p.day, daysInMonth(year, month))
  const subMinute = p.second * 1000 + (((toMs(at) % 1000) + 1000) % 1000)
  return new Date(fromWarsawLocal(year, month, day, p.hour, p.minute).getTime() + subMinute)
}

/** The same Warsaw wall-clock time `days` calendar days later (23 or 25 hours at a change). */
export function addWarsawDays(at: Instant, days: number): Date {
  const p = warsawParts(at)
  const subMinute = p.second * 1000 + (((toMs(at) % 1000) + 1000) % 1000)
  return new Date(
    fromWarsawLocal(p.year, p.month, p.day + days, p.hour, p.minute).getTime() + subMinute,
  )
}

/** The end of period `n` (1 = the first) of a subscription started at `anchor`. */
export function periodEnd(anchor: Instant, plan: SubscriptionPlan, n: number): Date {
  return addWarsawMonths(anchor, n * PERIOD_MONTHS[plan])
}

/**
 * The first period end after `after` (by default the start: the first period's end). Counted
 * from the anchor, so a clamped month does not move the day for good: 31 Jan → 28 Feb → 31 Mar.
 */
export function nextPeriodEnd(
  anchor: Instant,
  plan: SubscriptionPlan,
  after: Instant = anchor,
): Date {
  const a = warsawParts(anchor)
  const b = warsawParts(after)
  const months = (b.year - a.year) * 12 + b.month - a.month
  let n = Math.max(1, Math.floor(months / PERIOD_MONTHS[plan]))
  while (periodEnd(anchor, plan, n).getTime() <= toMs(after)) n++
  return periodEnd(anchor, plan, n)
}

export interface SubscriptionRecord {
  plan: SubscriptionPlan
  /** The anchor of every period end. */
  startedAt: string
  currentPeriodEnd: string
  cancelAtPeriodEnd: boolean
  /** Set when the renewal at `currentPeriodEnd` failed; cleared when a renewal is paid. */
  renewalFailedAt: string | null
}

/** After a failed renewal: the same time 3 calendar days after the period's end. */
export function graceEndsAt(sub: SubscriptionRecord): Date | null {
  if (sub.renewalFailedAt === null || sub.cancelAtPeriodEnd) return null
  return addWarsawDays(Date.parse(sub.currentPeriodEnd), GRACE_DAYS)
}

/**
 * active until the period's end; then canceled after a cancel; grace after a failed renewal,
 * for 3 days; expired after them. A renewal not yet tried keeps it active up to the same
 * limit, so features do not flicker off before the clock's renewal has run.
 */
export function subscriptionState(sub: SubscriptionRecord, now: Instant): SubscriptionStatus {
  const at = toMs(now)
  const end = Date.parse(sub.currentPeriodEnd)
  if (at < end) return 'active'
  if (sub.cancelAtPeriodEnd) return 'canceled'
  if (at >= addWarsawDays(end, GRACE_DAYS).getTime()) return 'expired'
  return sub.renewalFailedAt === null ? 'active' : 'grace'
}

/** Features are on while active or in grace. */
export const isSubscriptionActive = (sub: SubscriptionRecord, now: Instant): boolean =>
  ['active', 'grace'].includes(subscriptionState(sub, now))

/**
 * The renewal at the period's end should be charged now (once; a failure is not retried). A
 * renewal whose time passed unseen (the mock clock moved on by weeks) is still charged, period by
 * period, as if it had run on time.
 */
export function renewalDue(sub: SubscriptionRecord, now: Instant): boolean {
  return (
    toMs(now) >= Date.parse(sub.currentPeriodEnd) &&
    !sub.cancelAtPeriodEnd &&
    sub.renewalFailedAt === null
  )
}

/**
 * A renewal's outcome: paid moves the period on from its old end (also when paid in grace),
 * failed starts the grace.
 */
export function applyRenewal(
  sub: SubscriptionRecord,
  outcome: 'paid' | 'failed',
  at: Instant,
): SubscriptionRecord {
  if (outcome === 'failed') return { ...sub, renewalFailedAt: new Date(toMs(at)).toISOString() }
  const next = nextPeriodEnd(Date.parse(sub.startedAt), sub.plan, Date.parse(sub.currentPeriodEnd))
  return { ...sub, currentPeriodEnd: next.toISOString(), renewalFailedAt: null }
}

export type SubscriptionChange =
  { ok: true; subscription: SubscriptionRecord } | { ok: false; status: 409; message: string }

const ended = { ok: false, status: 409, message: COMMERCE_TEXT.subscriptionEnded } as const

/** Stop renewals; pro stays to the period's end (in grace, which is after it, it ends now). */
export function cancelSubscription(sub: SubscriptionRecord, now: Instant): SubscriptionChange {
  if (!isSubscriptionActive(sub, now)) return ended
  return { ok: true, subscription: { ...sub, cancelAtPeriodEnd: true } }
}

/** Undo a cancel while the paid period lasts; repeating either call changes nothing. */
export function resumeSubscription(sub: SubscriptionRecord, now: Instant): SubscriptionChange {
  if (!isSubscriptionActive(sub, now)) return ended
  return { ok: true, subscription: { ...sub, cancelAtPeriodEnd: false } }
}

const DAYS = { one: 'dzień', few: 'dni', many: 'dni' }
const HOURS = { one: 'godzinę', few: 'godziny', many: 'godzin' }

/** The grace banner: how long the tools stay on after a failed renewal; null outside grace. */
export function graceBanner(sub: SubscriptionRecord, now: Instant): string | null {
  const end = graceEndsAt(sub)
  if (!end || subscriptionState(sub, now) !== 'grace') return null
  const left = end.getTime() - toMs(now)
  const time =
    left >= 24 * HOUR_MS
      ? formatCount(Math.ceil(left / (24 * HOUR_MS)), DAYS)
      : formatCount(Math.ceil(left / HOUR_MS), HOURS)
  return `Nie udało się pobrać opłaty za Pakiet Pro. Narzędzia Pro działają jeszcze przez ${time}: zaktualizuj kartę w ustawieniach, w zakładce Rozliczenia.`
}

/** One line for the billing settings: when it renews, ends or ended. */
export function subscriptionSummary(sub: SubscriptionRecord, now: Instant): string {
  const end = formatWarsawDate(Date.parse(sub.currentPeriodEnd))
  switch (subscriptionState(sub, now)) {
    case 'active':
      return sub.cancelAtPeriodEnd
        ? `Anulowana: Pro działa do ${end} i się nie odnowi.`
        : `Odnowi się ${end}.`
    case 'grace':
      return `Płatność ${end} nie powiodła się.`
    case 'canceled':
      return `Zakończona ${end} po anulowaniu.`
    case 'expired':
      return `Wygasła: płatność ${end} nie powiodła się.`
  }
}
