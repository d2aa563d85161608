import { describe, expect, it } from 'vitest'
import { COMMERCE_TEXT } from '@app/contract/commerce/text'
import {
  MIN_DISCOUNTED_PRICE,
  SEED_PROMO_CODES,
  SEED_PROMO_USES,
  applyPromo,
  checkPromoCode,
  discountOf,
  type PromoBook,
  type PromoCode,
} from './promo'

const NOW = Date.parse('2026-11-26T12:00:00Z')
const seed: PromoBook = { codes: SEED_PROMO_CODES, uses: SEED_PROMO_USES }

describe('applyPromo with the seed codes', () => {
  it.each([
    // code as typed, product, list price, discount, price, label
    ['NAUKA10', 'ked', 69_700, 6_970, 62_730, '−10%'],
    [' nauka10 ', 'pro-monthly', 4_900, 490, 4_410, '−10%'],
    ['NAUKA10', 'mw', 149_700, 14_970, 134_730, '−10%'],
    ['NAUKA10', 'chat-pack', 2_900, 290, 2_610, '−10%'],
    ['KED100', 'ked', 69_700, 10_000, 59_700, '−100,00\u00a0zł'],
    ['czat100', 'chat-pack', 2_900, 2_900, 0, '−100%'],
  ] as const)(
    '%j on %s: %i − %i = %i (%s)',
    (code, productId, listPrice, discount, price, label) => {
      expect(applyPromo(code, productId, NOW, seed)).toEqual({
        ok: true,
        code: code.trim().toUpperCase(),
        listPrice,
        discount,
        price,
        label,
      })
    },
  )

  it.each([
    ['RABAT', 'ked', 'unknown', 404, COMMERCE_TEXT.promoUnknown],
    ['', 'ked', 'unknown', 404, COMMERCE_TEXT.promoUnknown],
    ['JESIEN2025', 'ked', 'expired', 409, COMMERCE_TEXT.promoExpired],
    ['LATO50', 'zn', 'used-up', 409, COMMERCE_TEXT.promoUsedUp],
    ['KED100', 'zn', 'other-product', 409, COMMERCE_TEXT.promoOtherProduct],
    ['KED100', 'mw', 'other-product', 409, COMMERCE_TEXT.promoOtherProduct],
    ['CZAT100', 'pro-yearly', 'other-product', 409, COMMERCE_TEXT.promoOtherProduct],
  ] as const)('%j on %s: %s, %i', (code, productId, reason, status, message) => {
    expect(applyPromo(code, productId, NOW, seed)).toEqual({ ok: false, reason, status, message })
  })
})

describe('checkPromoCode', () => {
  const code = (change: Partial<PromoCode>): PromoBook => ({
    codes: [
      {
        code: 'TEST',
        kind: 'percent',
        value: 10,
        products: ['ked'],
        expiresAt: null,
        usageLimit: null,
        ...change,
      },
    ],
    uses: { TEST: 2 },
  })
  const expiresAt = '2026-11-26T13:00:00+01:00' // 12:00Z

  it.each([
    ['a millisecond before expiry', code({ expiresAt }), NOW - 1, true],
    ['at the expiry (decision 0027)', code({ expiresAt }), NOW, false],
    ['one use left', code({ usageLimit: 3 }), NOW, true],
    ['as many uses as the limit', code({ usageLimit: 2 }), NOW, false],
    ['a limit of none', code({ usageLimit: 0 }), NOW, false],
  ])('%s: usable %s', (_, book, now, ok) => {
    expect(checkPromoCode('test', now, book, 'ked').ok).toBe(ok)
  })

  it('says a dead code is dead before it says it is for another product', () => {
    const book = code({ expiresAt, usageLimit: 1 })
    expect(checkPromoCode('TEST', NOW, book, 'zn')).toMatchObject({ reason: 'expired' })
  })

  it('checks no product for the activation payload: the checkout does', () => {
    expect(checkPromoCode('KED100', NOW, seed).ok).toBe(true)
    expect(checkPromoCode('LATO50', NOW, seed)).toMatchObject({ reason: 'used-up' })
  })
})

describe('discountOf', () => {
  const fixed = (value: number): PromoCode => ({
    code: 'F',
    kind: 'fixed',
    value,
    products: null,
    expiresAt: null,
    usageLimit: null,
  })
  const percent = (value: number): PromoCode => ({ ...fixed(0), kind: 'percent', value })

  it.each([
    ['a fixed amount', fixed(1_000), 2_900, 1_000],
    ['a fixed amount above the price leaves 1,00 zł', fixed(50_000), 2_900, 2_800],
    ['a fixed amount leaving exactly 1,00 zł', fixed(2_800), 2_900, 2_800],
    ['99% leaves 1,00 zł, not 0,29 zł', percent(99), 2_900, 2_800],
    ['100% makes it free', percent(100), 2_900, 2_900],
    ['15% rounds half up: 1,35 zł of 9,00 zł', percent(15), 900, 135],
    ['15% of 0,10 zł is 0,015 → 0,02 zł, but the floor keeps 0,10 zł', percent(15), 10, 0],
    ['33% of 1,01 zł: 0,3333 → 0,33 zł, floored to leave 1,00 zł', percent(33), 101, 1],
  ])('%s', (_, promo, listPrice, discount) => {
    expect(discountOf(promo, listPrice)).toBe(discount)
    expect(listPrice - discount).toBeGreaterThanOrEqual(
      promo.kind === 'percent' && promo.value === 100
        ? 0
        : Math.min(listPrice, MIN_DISCOUNTED_PRICE),
    )
  })
})
