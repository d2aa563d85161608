import { describe, expect, it } from 'vitest'
import { COMMERCE_TEXT } from '@app/contract/commerce/text'
import {
  addWarsawDays,
  applyRenewal,
  cancelSubscription,
  graceBanner,
  graceEndsAt,
  nextPeriodEnd,
  renewalDue,
  resumeSubscription,
  subscriptionState,
  subscriptionSummary,
  type SubscriptionRecord,
} from './subscription'

const iso = (ms: number | Date) => new Date(ms).toISOString()
const HOUR = 3_600_000

describe('nextPeriodEnd in Warsaw calendar terms', () => {
  it.each([
    // anchor, plan, after (default: the start), end
    [
      '31 Jan + 1 month is 28 Feb',
      '2026-01-31T09:00:00Z',
      'pro-monthly',
      undefined,
      '2026-02-28T09:00:00.000Z',
    ],
    [
      '… and 29 Feb in a leap year',
      '2028-01-31T09:00:00Z',
      'pro-monthly',
      undefined,
      '2028-02-29T09:00:00.000Z',
    ],
    [
      'then 31 Mar again, 10:00 summer time',
      '2026-01-31T09:00:00Z',
      'pro-monthly',
      '2026-02-28T09:00:00Z',
      '2026-03-31T08:00:00.000Z',
    ],
    [
      'then 30 Apr',
      '2026-01-31T09:00:00Z',
      'pro-monthly',
      '2026-03-31T08:00:00Z',
      '2026-04-30T08:00:00.000Z',
    ],
    [
      'from mid-period',
      '2026-01-31T09:00:00Z',
      'pro-monthly',
      '2026-03-15T12:00:00Z',
      '2026-03-31T08:00:00.000Z',
    ],
    [
      'after a long gap',
      '2026-01-31T09:00:00Z',
      'pro-monthly',
      '2027-06-30T12:00:00Z',
      '2027-07-31T08:00:00.000Z',
    ],
    [
      '02:30 on the spring-change day does not exist: 03:30',
      '2026-01-29T01:30:00Z',
      'pro-monthly',
      '2026-02-28T01:30:00Z',
      '2026-03-29T01:30:00.000Z',
    ],
    [
      'and is 02:30 again a month later',
      '2026-01-29T01:30:00Z',
      'pro-monthly',
      '2026-03-29T01:30:00Z',
      '2026-04-29T00:30:00.000Z',
    ],
    [
      '02:30 on the autumn-change day: the first one',
      '2026-09-25T00:30:00Z',
      'pro-monthly',
      undefined,
      '2026-10-25T00:30:00.000Z',
    ],
    [
      'the same date a year later, across a clock change',
      '2026-07-01T10:00:00Z',
      'pro-yearly',
      undefined,
      '2027-07-01T10:00:00.000Z',
    ],
    [
      '29 Feb + 1 year is 28 Feb',
      '2028-02-29T11:00:00Z',
      'pro-yearly',
      undefined,
      '2029-02-28T11:00:00.000Z',
    ],
    [
      'and 29 Feb again in the next leap year',
      '2028-02-29T11:00:00Z',
      'pro-yearly',
      '2031-02-28T11:00:00Z',
      '2032-02-29T11:00:00.000Z',
    ],
    [
      'seconds and milliseconds are kept',
      '2026-01-15T10:20:30.456Z',
      'pro-monthly',
      undefined,
      '2026-02-15T10:20:30.456Z',
    ],
  ] as const)('%s', (_, anchor, plan, after, end) => {
    const a = Date.parse(anchor)
    expect(iso(nextPeriodEnd(a, plan, after === undefined ? a : Date.parse(after)))).toBe(end)
  })
})

describe('addWarsawDays', () => {
  it.each([
    [
      '3 days over the spring change are 71 hours',
      '2026-03-27T11:00:00Z',
      '2026-03-30T10:00:00.000Z',
    ],
    [
      '3 days over the autumn change are 73 hours',
      '2026-10-23T10:00:00Z',
      '2026-10-26T11:00:00.000Z',
    ],
    ['3 days otherwise are 72 hours', '2026-11-26T11:00:00Z', '2026-11-29T11:00:00.000Z'],
  ])('%s', (_, from, to) => {
    expect(iso(addWarsawDays(Date.parse(from), 3))).toBe(to)
  })
})

// A monthly subscription whose period ends on 27 March 2026 at 12:00 Warsaw time (winter).
const END = Date.parse('2026-03-27T11:00:00Z')
const GRACE_END = Date.parse('2026-03-30T10:00:00Z')
const sub = (change: Partial<SubscriptionRecord> = {}): SubscriptionRecord => ({
  plan: 'pro-monthly',
  startedAt: '2026-02-27T11:00:00.000Z',
  currentPeriodEnd: iso(END),
  cancelAtPeriodEnd: false,
  renewalFailedAt: null,
  ...change,
})
const failed = { renewalFailedAt: iso(END) }
const canceled = { cancelAtPeriodEnd: true }

describe('subscriptionState', () => {
  it.each([
    ['before the end', {}, END - 1, 'active', false],
    ['cancelled, before the end', canceled, END - 1, 'active', false],
    ['cancelled, at the end', canceled, END, 'canceled', false],
    ['at the end, renewal not run yet', {}, END, 'active', true],
    ['at the end, renewal failed', failed, END, 'grace', false],
    ['a millisecond before the grace ends', failed, GRACE_END - 1, 'grace', false],
    ['when the grace ends', failed, GRACE_END, 'expired', false],
    // Not charged yet when the clock jumped: charged now, as if on time.
    ['renewal never run, 3 days on', {}, GRACE_END, 'expired', true],
    ['cancelled in grace', { ...failed, ...canceled }, END + HOUR, 'canceled', false],
  ] as const)('%s: %s, renewal due %s', (_, change, now, state, due) => {
    expect(subscriptionState(sub(change), now)).toBe(state)
    expect(renewalDue(sub(change), now)).toBe(due)
  })

  it('gives 3 calendar days of grace after a failed renewal, none after a cancel', () => {
    expect(graceEndsAt(sub(failed))?.getTime()).toBe(GRACE_END)
    expect(graceEndsAt(sub())).toBeNull()
    expect(graceEndsAt(sub({ ...failed, ...canceled }))).toBeNull()
  })
})

describe('renewals', () => {
  it.each([
    [
      'paid on time',
      sub(),
      'paid',
      END,
      { currentPeriodEnd: '2026-04-27T10:00:00.000Z', renewalFailedAt: null },
    ],
    ['failed', sub(), 'failed', END, { currentPeriodEnd: iso(END), renewalFailedAt: iso(END) }],
    [
      'paid in grace: from the old end',
      sub(failed),
      'paid',
      END + 2 * 24 * HOUR,
      { currentPeriodEnd: '2026-04-27T10:00:00.000Z', renewalFailedAt: null },
    ],
  ] as const)('%s', (_, before, outcome, at, after) => {
    expect(applyRenewal(before, outcome, at)).toEqual({ ...before, ...after })
  })
})

describe('cancel and resume', () => {
  const ended = { ok: false, status: 409, message: COMMERCE_TEXT.subscriptionEnded }
  const to = (change: Partial<SubscriptionRecord>, cancelAtPeriodEnd: boolean) => ({
    ok: true,
    subscription: sub({ ...change, cancelAtPeriodEnd }),
  })
  it.each([
    ['active', {}, END - HOUR, to({}, true), to({}, false)],
    ['already cancelled', canceled, END - HOUR, to({}, true), to({}, false)],
    ['in grace', failed, END + HOUR, to(failed, true), to(failed, false)],
    ['ended after a cancel', canceled, END, ended, ended],
    ['expired', failed, GRACE_END, ended, ended],
  ] as const)('%s', (_, change, now, cancel, resume) => {
    expect(cancelSubscription(sub(change), now)).toEqual(cancel)
    expect(resumeSubscription(sub(change), now)).toEqual(resume)
  })
})

describe('what the user reads', () => {
  const banner = (time: string) =>
    `Nie udało się pobrać opłaty za Pakiet Pro. Narzędzia Pro działają jeszcze przez ${time}: zaktualizuj kartę w ustawieniach, w zakładce Rozliczenia.`
  it.each([
    ['at the end (71 hours left)', END, banner('3 dni')],
    ['a day later (47 hours)', END + 24 * HOUR, banner('2 dni')],
    ['24 hours left', GRACE_END - 24 * HOUR, banner('1 dzień')],
    ['23 hours left', GRACE_END - 23 * HOUR, banner('23 godziny')],
    ['5 hours left', GRACE_END - 5 * HOUR, banner('5 godzin')],
    ['half an hour left', GRACE_END - HOUR / 2, banner('1 godzinę')],
    ['after the grace', GRACE_END, null],
  ])('grace banner %s', (_, now, text) => {
    expect(graceBanner(sub(failed), now)).toBe(text)
  })

  it('has no banner outside grace', () => {
    expect(graceBanner(sub(), END - 1)).toBeNull()
    expect(graceBanner(sub({ ...failed, ...canceled }), END)).toBeNull()
  })

  it.each([
    [{}, END - 1, 'Odnowi się 27.03.2026.'],
    [canceled, END - 1, 'Anulowana: Pro działa do 27.03.2026 i się nie odnowi.'],
    [failed, END, 'Płatność 27.03.2026 nie powiodła się.'],
    [canceled, END, 'Zakończona 27.03.2026 po anulowaniu.'],
    [failed, GRACE_END, 'Wygasła: płatność 27.03.2026 nie powiodła się.'],
  ])('summary of %j at %i: %s', (change, now, text) => {
    expect(subscriptionSummary(sub(change), now)).toBe(text)
  })
})
