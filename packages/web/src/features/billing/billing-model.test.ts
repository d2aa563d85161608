import type { Order, Subscription } from '@app/contract/commerce'
import { isValidNip } from '@app/contract/commerce/nip'
import { describe, expect, it } from 'vitest'
import {
  ORDER_STATUS_LABELS,
  ORDER_STATUS_TONES,
  SELLER,
  graceText,
  paymentRows,
  receiptModel,
  subscriptionBadge,
  subscriptionView,
} from './billing-model'

const NBSP = '\u00a0'

const order = (over: Partial<Order> = {}): Order => ({
  id: '2a5mXvQ1r7BcJbYHqTPmCL0eZ9k',
  kind: 'purchase',
  productId: 'ked',
  productName: 'Kurs Efektywnego Działania',
  buyerId: 'u1',
  status: 'paid',
  amount: 69_700,
  currency: 'PLN',
  net: 56_667,
  vat: 13_033,
  listPrice: 69_700,
  discount: 0,
  promoCode: null,
  invoice: null,
  createdAt: '2026-11-10T09:00:00.000Z',
  expiresAt: '2026-11-10T09:30:00.000Z',
  paidAt: '2026-11-10T09:01:00.000Z',
  ...over,
})

const sub = (over: Partial<Subscription> = {}): Subscription => ({
  plan: 'pro-monthly',
  status: 'active',
  startedAt: '2026-11-10T10:00:00.000Z',
  currentPeriodEnd: '2026-12-10T10:00:00.000Z',
  cancelAtPeriodEnd: false,
  graceEndsAt: null,
  card: { brand: 'Visa', last4: '4242' },
  renewalPrice: 4_900,
  ...over,
})

describe('order statuses and the payment history', () => {
  it('names every status in Polish', () => {
    expect(ORDER_STATUS_LABELS).toEqual({
      paid: 'Opłacone',
      pending: 'Oczekuje na płatność',
      failed: 'Nieudane',
      expired: 'Wygasło',
      refunded: 'Zwrócone',
    })
  })

  it('lists the newest first, with a receipt for what was paid', () => {
    const rows = paymentRows([
      order({ id: 'a'.repeat(27) }),
      order({
        id: 'b'.repeat(27),
        status: 'pending',
        paidAt: null,
        createdAt: '2026-11-20T23:30:00.000Z',
      }),
      order({ id: 'c'.repeat(27), status: 'refunded' }),
    ])
    expect(rows.map((row) => [row.date, row.status, row.receipt])).toEqual([
      ['21.11.2026', 'Oczekuje na płatność', false],
      ['10.11.2026', 'Opłacone', true],
      ['10.11.2026', 'Zwrócone', true],
    ])
    expect(rows[1]?.amount).toBe(`697,00${NBSP}zł`)
  })

  it('colours each status: paid green, pending amber, failed red, the rest neutral', () => {
    expect(ORDER_STATUS_TONES).toEqual({
      paid: 'success',
      pending: 'warning',
      failed: 'danger',
      expired: 'neutral',
      refunded: 'neutral',
    })
    expect(paymentRows([order({ status: 'failed', paidAt: null })])[0]).toMatchObject({
      status: 'Nieudane',
      statusTone: 'danger',
    })
  })
})

describe('subscriptionBadge', () => {
  it.each([
    [sub(), 'Aktywna', 'success'],
    [sub({ cancelAtPeriodEnd: true }), 'Nie odnowi się', 'warning'],
    [
      sub({ status: 'grace', graceEndsAt: '2026-12-13T10:00:00.000Z' }),
      'Zaległa płatność',
      'danger',
    ],
    [sub({ status: 'canceled', cancelAtPeriodEnd: true }), 'Zakończona', 'neutral'],
    [sub({ status: 'expired' }), 'Wygasła', 'neutral'],
    [null, 'Brak subskrypcji', 'neutral'],
  ] as const)("says the plan's state in words (%#)", (subscription, text, tone) => {
    expect(subscriptionBadge(subscription)).toEqual({ text, tone })
  })
})

describe('subscriptionView', () => {
  const now = Date.parse('2026-11-20T10:00:00.000Z')

  it('an active plan: its name, when it renews and for how much, the card', () => {
    expect(subscriptionView(sub(), now)).toMatchObject({
      planName: 'Pakiet Pro (miesięczny)',
      summary: 'Odnowi się 10.12.2026.',
      renewal: `10.12.2026, 49,00${NBSP}zł`,
      card: 'Visa •••• 4242',
      canCancel: true,
      canResume: false,
    })
  })

  it('cancelled before the end: no renewal, and it can be resumed', () => {
    expect(subscriptionView(sub({ cancelAtPeriodEnd: true }), now)).toMatchObject({
      summary: 'Anulowana: Pro działa do 10.12.2026 i się nie odnowi.',
      renewal: null,
      canCancel: false,
      canResume: true,
    })
  })

  it('in grace: the banner counts the days left, with correct plurals', () => {
    const grace = sub({ status: 'grace', graceEndsAt: '2026-12-13T10:00:00.000Z' })
    const at = (iso: string) => graceText(grace, Date.parse(iso))
    expect(at('2026-12-10T10:01:00.000Z')).toContain('przez 3 dni')
    expect(at('2026-12-12T09:00:00.000Z')).toContain('przez 2 dni')
    expect(at('2026-12-12T11:00:00.000Z')).toContain('przez 23 godziny')
    expect(subscriptionView(grace, Date.parse('2026-12-11T10:00:00.000Z'))).toMatchObject({
      summary: 'Płatność 10.12.2026 nie powiodła się.',
      inGrace: true,
      canCancel: true,
      renewal: null,
    })
    expect(graceText(sub(), now)).toBeNull()
    expect(graceText(null, now)).toBeNull()
  })

  it('ended: nothing to cancel or resume', () => {
    const expired = sub({ status: 'expired' })
    expect(subscriptionView(expired, Date.parse('2026-12-14T10:00:00.000Z'))).toMatchObject({
      summary: 'Wygasła: płatność 10.12.2026 nie powiodła się.',
      live: false,
      canCancel: false,
      canResume: false,
    })
  })
})

describe('receiptModel', () => {
  const buyer = { name: 'Ola Nowak', email: 'ola@example.com' }

  it("the seller's NIP is a valid one", () => {
    expect(isValidNip(SELLER.nip)).toBe(true)
  })

  it('net + VAT adds up to the amount paid; the buyer by name and email', () => {
    const receipt = receiptModel(order(), buyer)
    expect(receipt).toMatchObject({
      title: 'Potwierdzenie płatności nr 2a5mXvQ1r7BcJbYHqTPmCL0eZ9k',
      buyer: ['Ola Nowak', 'ola@example.com'],
      product: 'Kurs Efektywnego Działania',
      net: `566,67${NBSP}zł`,
      vat: `130,33${NBSP}zł`,
      gross: `697,00${NBSP}zł`,
      vatRate: '23%',
      paidAt: '10.11.2026 10:01',
      refunded: false,
    })
    expect(receipt.seller).toContain('NIP 525-224-84-81')
  })

  it('the invoice details replace the account, the NIP printed with hyphens', () => {
    const invoice = {
      name: 'Firma Testowa Sp. z o.o.',
      nip: '1234563218',
      address: { street: 'ul. Polna 1/2', postalCode: '00-950', city: 'Warszawa' },
    }
    expect(receiptModel(order({ invoice }), buyer).buyer).toEqual([
      'Firma Testowa Sp. z o.o.',
      'NIP 123-456-32-18',
      'ul. Polna 1/2',
      '00-950 Warszawa',
    ])
    const privatePerson = { ...invoice, name: 'Jan Kowalski', nip: null }
    expect(receiptModel(order({ invoice: privatePerson }), buyer).buyer).toEqual([
      'Jan Kowalski',
      'ul. Polna 1/2',
      '00-950 Warszawa',
    ])
  })

  it('a free order confirms 0,00 zł', () => {
    const free = receiptModel(order({ amount: 0, net: 0, vat: 0 }), buyer)
    expect([free.net, free.vat, free.gross]).toEqual([
      `0,00${NBSP}zł`,
      `0,00${NBSP}zł`,
      `0,00${NBSP}zł`,
    ])
  })
})
