import { COMMERCE_TEXT } from '@app/contract/commerce/text'
import type { OrderStatus, ProductId } from '@app/contract/constants'
import { PRODUCTS } from './catalogue'
import { formatPln } from './money'
import type { Instant } from '../shared/format'

/** Promo codes (decision 0121): at checkout and in the activation payload (SPEC §3). */

export interface PromoCode {
  /** Upper case; what customers type in any case. */
  code: string
  kind: 'percent' | 'fixed'
  /** Percent (1–100) or grosze off. */
  value: number
  /** The products it applies to; null: all. */
  products: readonly ProductId[] | null
  /** From this instant on it no longer works (decision 0027); null: never. */
  expiresAt: string | null
  /** How many paid orders may carry it in all; null: no limit. */
  usageLimit: number | null
  /** How many paid orders of one account may carry it; absent: 1 (decision 0139); null: no limit. */
  usesPerAccount?: number | null
}

/**
 * The codes and how often each is used: paid orders only (and the seeded uses); a pending order
 * holds no use (decision 0139). `accountUses`: the caller's own paid uses, when the caller is known.
 */
export interface PromoBook {
  codes: readonly PromoCode[]
  uses: Readonly<Record<string, number>>
  accountUses?: Readonly<Record<string, number>>
}

/** A code once per account unless the code says otherwise. */
export const DEFAULT_USES_PER_ACCOUNT = 1

/** A discount never takes a price below 1,00 zł; only a 100% code makes it free. */
export const MIN_DISCOUNTED_PRICE = 100

export const SEED_PROMO_CODES: readonly PromoCode[] = [
  {
    code: 'NAUKA10',
    kind: 'percent',
    value: 10,
    products: null,
    expiresAt: null,
    usageLimit: null,
  },
  {
    code: 'KED100',
    kind: 'fixed',
    value: 10_000,
    products: ['ked'],
    expiresAt: null,
    usageLimit: null,
  },
  {
    code: 'JESIEN2025',
    kind: 'percent',
    value: 20,
    products: null,
    expiresAt: '2025-10-01T00:00:00+02:00',
    usageLimit: null,
  },
  { code: 'LATO50', kind: 'percent', value: 50, products: null, expiresAt: null, usageLimit: 100 },
  {
    code: 'CZAT100',
    kind: 'percent',
    value: 100,
    products: ['chat-pack'],
    expiresAt: null,
    usageLimit: 50,
  },
]

/** Uses the mock starts with: LATO50 is used up from the start. */
export const SEED_PROMO_USES: Readonly<Record<string, number>> = { LATO50: 100 }

export type PromoRefusal = 'unknown' | 'expired' | 'used-up' | 'used-by-account' | 'other-product'

export type PromoCheck =
  | { ok: true; promo: PromoCode }
  | { ok: false; reason: PromoRefusal; status: 404 | 409; message: string }

export type PromoResult =
  | {
      ok: true
      code: string
      listPrice: number
      discount: number
      price: number
      /** '−10%' or '−100,00 zł'. */
      label: string
    }
  | Extract<PromoCheck, { ok: false }>

const REFUSALS: Record<PromoRefusal, { status: 404 | 409; message: string }> = {
  unknown: { status: 404, message: COMMERCE_TEXT.promoUnknown },
  expired: { status: 409, message: COMMERCE_TEXT.promoExpired },
  'used-up': { status: 409, message: COMMERCE_TEXT.promoUsedUp },
  'used-by-account': { status: 409, message: COMMERCE_TEXT.promoUsedByAccount },
  'other-product': { status: 409, message: COMMERCE_TEXT.promoOtherProduct },
}
const refuse = (reason: PromoRefusal) => ({ ok: false as const, reason, ...REFUSALS[reason] })

/** Codes are compared trimmed and upper-cased; '' means no code (SPEC §5). */
export const normalizePromoCode = (text: string): string => text.trim().toUpperCase()

/**
 * Whether a code can be used now: it exists, has not expired, is not used up, the account (when
 * known) has not used it up and, when a product is given, it applies to it (checked in that
 * order: a dead code says so whatever the product). Without a product (the activation payload)
 * the product is checked at checkout.
 */
export function checkPromoCode(
  text: string,
  now: Instant,
  book: PromoBook,
  productId?: ProductId,
): PromoCheck {
  const code = normalizePromoCode(text)
  const promo = book.codes.find((p) => p.code === code)
  if (!promo) return refuse('unknown')
  const at = typeof now === 'number' ? now : now.getTime()
  if (promo.expiresAt !== null && at >= Date.parse(promo.expiresAt)) return refuse('expired')
  if (promo.usageLimit !== null && (book.uses[code] ?? 0) >= promo.usageLimit) {
    return refuse('used-up')
  }
  const perAccount =
    promo.usesPerAccount === undefined ? DEFAULT_USES_PER_ACCOUNT : promo.usesPerAccount
  if (perAccount !== null && (book.accountUses?.[code] ?? 0) >= perAccount) {
    return refuse('used-by-account')
  }
  if (productId && promo.products !== null && !promo.products.includes(productId)) {
    return refuse('other-product')
  }
  return { ok: true, promo }
}

/** An order as far as promo uses go. */
export interface PromoUse {
  promoCode: string | null
  buyerId: string
  status: OrderStatus
}

/**
 * The book of uses from the orders: each paid order carrying a code is one use of it, for all and
 * for its buyer (`accountId`, when the caller is known). Pending, failed, expired and refunded
 * orders hold none.
 */
export function promoBookOf(
  orders: Iterable<PromoUse>,
  accountId?: string | null,
  codes: readonly PromoCode[] = SEED_PROMO_CODES,
  seededUses: Readonly<Record<string, number>> = SEED_PROMO_USES,
): PromoBook {
  const uses: Record<string, number> = { ...seededUses }
  const accountUses: Record<string, number> = {}
  for (const order of orders) {
    if (!order.promoCode || order.status !== 'paid') continue
    const code = normalizePromoCode(order.promoCode)
    uses[code] = (uses[code] ?? 0) + 1
    if (accountId && order.buyerId === accountId) accountUses[code] = (accountUses[code] ?? 0) + 1
  }
  return accountId ? { codes, uses, accountUses } : { codes, uses }
}

/** The discount of a code on a price, in grosze (percent rounded half up to a grosz). */
export function discountOf(promo: PromoCode, listPrice: number): number {
  if (promo.kind === 'percent' && promo.value >= 100) return listPrice
  const raw =
    promo.kind === 'percent' ? Math.floor((listPrice * promo.value * 2 + 100) / 200) : promo.value
  const floor = Math.min(listPrice, MIN_DISCOUNTED_PRICE)
  return Math.max(0, Math.min(raw, listPrice - floor))
}

/**
 * The price of a product with a code. A subscription's code lowers its first period only; the
 * renewals cost the list price.
 */
export function applyPromo(
  text: string,
  productId: ProductId,
  now: Instant,
  book: PromoBook,
): PromoResult {
  const check = checkPromoCode(text, now, book, productId)
  if (!check.ok) return check
  const { promo } = check
  const listPrice = PRODUCTS[productId].price
  const discount = discountOf(promo, listPrice)
  return {
    ok: true,
    code: promo.code,
    listPrice,
    discount,
    price: listPrice - discount,
    label: promo.kind === 'percent' ? `−${promo.value}%` : `−${formatPln(discount)}`,
  }
}
