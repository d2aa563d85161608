import type { Card, Order, Subscription } from '@app/contract/commerce'
import { VAT_RATE_PERCENT, type OrderStatus } from '@app/contract/constants'
import { PRODUCTS } from '@app/domain/commerce/catalogue'
import { formatNip } from '@app/domain/commerce/invoice'
import { formatPln, vatBreakdown } from '@app/domain/commerce/money'
import {
  graceBanner,
  subscriptionSummary,
  type SubscriptionRecord,
} from '@app/domain/commerce/subscription'
import { hasReceipt } from './has-receipt'
import { formatWarsawDate, formatWarsawDateTime, type Instant } from '@app/domain/shared/format'

/** The billing tab and the receipt (issue 'Commerce' §5): pure helpers, no React. */

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  paid: 'Opłacone',
  pending: 'Oczekuje na płatność',
  failed: 'Nieudane',
  expired: 'Wygasło',
  refunded: 'Zwrócone',
}

/** Each order status's badge colour in the payment history. */
export const ORDER_STATUS_TONES: Record<OrderStatus, StatusBadge['tone']> = {
  paid: 'success',
  pending: 'warning',
  failed: 'danger',
  expired: 'neutral',
  refunded: 'neutral',
}

/**
 * The API's subscription as the domain's record. The API says `graceEndsAt` only after a failed
 * renewal (and not after a cancel), which is exactly when the record has `renewalFailedAt`.
 */
export function toSubscriptionRecord(sub: Subscription): SubscriptionRecord {
  return {
    plan: sub.plan,
    startedAt: sub.startedAt,
    currentPeriodEnd: sub.currentPeriodEnd,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    renewalFailedAt: sub.graceEndsAt === null ? null : sub.currentPeriodEnd,
  }
}

/** 'Visa •••• 4242'. */
export const cardLabel = (card: Card): string => `${card.brand} •••• ${card.last4}`

/** A status as a badge: its text and its tone (the text says the status, the colour repeats it). */
export interface StatusBadge {
  text: string
  tone: 'neutral' | 'success' | 'warning' | 'danger'
}

/** The plan's state at a glance, beside 'Pakiet Pro' ('Brak subskrypcji' without one). */
export function subscriptionBadge(sub: Subscription | null): StatusBadge {
  if (!sub) return NO_SUBSCRIPTION_BADGE
  switch (sub.status) {
    case 'active':
      return sub.cancelAtPeriodEnd
        ? { text: 'Nie odnowi się', tone: 'warning' }
        : { text: 'Aktywna', tone: 'success' }
    case 'grace':
      return { text: 'Zaległa płatność', tone: 'danger' }
    case 'canceled':
      return { text: 'Zakończona', tone: 'neutral' }
    case 'expired':
      return { text: 'Wygasła', tone: 'neutral' }
  }
}

export const NO_SUBSCRIPTION_BADGE: StatusBadge = { text: 'Brak subskrypcji', tone: 'neutral' }

/** The view of 'Pakiet Pro' in the billing tab; `status` is the API's. */
export interface SubscriptionView {
  planName: string
  summary: string
  /** 'Odnowienie 10.12.2026: 49,00 zł'; null when it will not renew. */
  renewal: string | null
  card: string | null
  /** Pro is still on: the tools work (active or grace). */
  live: boolean
  canCancel: boolean
  canResume: boolean
  inGrace: boolean
  periodEnd: string
}

export function subscriptionView(sub: Subscription, now: Instant): SubscriptionView {
  const record = toSubscriptionRecord(sub)
  const live = sub.status === 'active' || sub.status === 'grace'
  const periodEnd = formatWarsawDate(Date.parse(sub.currentPeriodEnd))
  return {
    planName: PRODUCTS[sub.plan].name,
    summary: subscriptionSummary(record, now),
    renewal:
      sub.status === 'active' && !sub.cancelAtPeriodEnd
        ? `${periodEnd}, ${formatPln(sub.renewalPrice)}`
        : null,
    card: sub.card ? cardLabel(sub.card) : null,
    live,
    canCancel: live && !sub.cancelAtPeriodEnd,
    canResume: sub.status === 'active' && sub.cancelAtPeriodEnd,
    inGrace: sub.status === 'grace',
    periodEnd,
  }
}

/**
 * The grace banner's text, or null outside grace. The API's status decides; the countdown uses
 * this device's clock, and a clock past the grace still shows the banner rather than none.
 */
export function graceText(sub: Subscription | null, now: Instant): string | null {
  if (sub?.status !== 'grace') return null
  const record = toSubscriptionRecord(sub)
  return graceBanner(record, now) ?? graceBanner(record, Date.parse(sub.currentPeriodEnd))
}

/** One row of 'Historia płatności'. */
export interface PaymentRow {
  id: string
  date: string
  product: string
  amount: string
  status: string
  statusTone: StatusBadge['tone']
  receipt: boolean
}

export const paymentRow = (order: Order): PaymentRow => ({
  id: order.id,
  date: formatWarsawDate(Date.parse(order.paidAt ?? order.createdAt)),
  product: order.productName,
  amount: formatPln(order.amount),
  status: ORDER_STATUS_LABELS[order.status],
  statusTone: ORDER_STATUS_TONES[order.status],
  receipt: hasReceipt(order),
})

/** Newest first, whatever order the list came in. */
export const paymentRows = (orders: readonly Order[]): PaymentRow[] =>
  [...orders].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).map(paymentRow)

/** Who sells: printed on every payment confirmation. */
export const SELLER = {
  name: 'Efektywna Nauka sp. z o.o.',
  street: 'ul. Prosta 51',
  postalCity: '00-838 Warszawa',
  nip: '5252248481',
  email: 'kontakt@efektywnanauka.pl',
} as const

export interface ReceiptModel {
  title: string
  seller: string[]
  buyer: string[]
  product: string
  net: string
  vat: string
  gross: string
  vatRate: string
  paidAt: string
  refunded: boolean
}

/** The printable payment confirmation of a paid order; the buyer's invoice details win. */
export function receiptModel(order: Order, buyer: { name: string; email: string }): ReceiptModel {
  const { net, vat, gross } = vatBreakdown(order.amount)
  const invoice = order.invoice
  return {
    title: `Potwierdzenie płatności nr ${order.id}`,
    seller: [
      SELLER.name,
      SELLER.street,
      SELLER.postalCity,
      `NIP ${formatNip(SELLER.nip)}`,
      SELLER.email,
    ],
    buyer: invoice
      ? [
          invoice.name,
          ...(invoice.nip ? [`NIP ${formatNip(invoice.nip)}`] : []),
          invoice.address.street,
          `${invoice.address.postalCode} ${invoice.address.city}`,
        ]
      : [buyer.name, buyer.email],
    product: order.productName,
    net: formatPln(net),
    vat: formatPln(vat),
    gross: formatPln(gross),
    vatRate: `${VAT_RATE_PERCENT}%`,
    paidAt: order.paidAt ? formatWarsawDateTime(Date.parse(order.paidAt)) : '',
    refunded: order.status === 'refunded',
  }
}
