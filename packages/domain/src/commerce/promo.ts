import { COMMERCE_TEXT } from '@app/contract/commerce/text'
import type { ProductId } from '@app/contract/constants'
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
  /** How many orders may carry it; null: no limit. */
  usageLimit: number | null
}

/** The codes and how often each is used (paid orders and unexpired pending ones, seeded uses). */
export interface PromoBook {
  codes: readonly PromoCode[]
  uses: Readonly<Record<string, number>>
}

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

export type PromoRefusal = 'unknown' | 'expired' | 'used-up' | 'other-product'

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
  'other-product': { status: 409, message: COMMERCE_TEXT.promoOtherProduct },
}
const refuse = (reason: PromoRefusal) => ({ ok: false as const, reason, ...REFUSALS[reason] })

/** Codes are compared trimmed and upper-cased; '' means no code (SPEC §5). */
export const normalizePromoCode = (text: string): string => text.trim().toUpperCase()

/**
 * Whether a code can be used now: it exists, has not expired, is not used up and, when a product
 * is given, applies to it (checked in that order: a dead code says so whatever the product).
 * Without a product (the activation payload) the product is checked at checkout.
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
  if (productId && promo.products !== null && !promo.products.includes(productId)) {
    return refuse('other-product')
  }
  return { ok: true, promo }
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
