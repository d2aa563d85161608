import { describe, expect, it } from 'vitest'
import { COMMERCE_TEXT } from '@app/contract/commerce/text'
import type { OrderStatus } from '@app/contract/constants'
import {
  SEED_PROMO_CODES,
  applyPromo,
  checkPromoCode,
  promoBookOf,
  type PromoCode,
  type PromoUse,
} from './promo'

/** Decision 0139: a code once per account unless it says otherwise; only paid orders use it. */

const NOW = Date.parse('2026-11-26T12:00:00Z')
const use = (promoCode: string | null, status: OrderStatus, buyerId = 'u-1'): PromoUse => ({
  promoCode,
  status,
  buyerId,
})

describe('promoBookOf', () => {
  it('counts paid orders only, in any case of the code, for all and for the account', () => {
    const book = promoBookOf(
      [
        use('czat100', 'paid'),
        use('CZAT100', 'paid', 'u-2'),
        use('CZAT100', 'pending'),
        use('CZAT100', 'failed'),
        use('CZAT100', 'expired'),
        use('CZAT100', 'refunded'),
        use(null, 'paid'),
      ],
      'u-1',
    )
    expect(book.uses).toEqual({ LATO50: 100, CZAT100: 2 })
    expect(book.accountUses).toEqual({ CZAT100: 1 })
  })

  it('a guest has no account uses', () => {
    expect(promoBookOf([use('CZAT100', 'paid')]).accountUses).toBeUndefined()
  })
})

describe('a code once per account', () => {
  it('CZAT100 is refused to an account that has a paid order with it', () => {
    const first = promoBookOf([use('CZAT100', 'paid', 'u-2')], 'u-1')
    expect(applyPromo('CZAT100', 'chat-pack', NOW, first)).toMatchObject({ ok: true, price: 0 })
    const again = promoBookOf([use('CZAT100', 'paid')], 'u-1')
    expect(applyPromo('czat100', 'chat-pack', NOW, again)).toEqual({
      ok: false,
      reason: 'used-by-account',
      status: 409,
      message: COMMERCE_TEXT.promoUsedByAccount,
    })
  })

  it('pending orders hold no use: an abandoned checkout leaves the code to its account and to others', () => {
    const pending = Array.from({ length: 60 }, (_, i) => use('CZAT100', 'pending', `u-${i}`))
    expect(checkPromoCode('CZAT100', NOW, promoBookOf(pending, 'u-1'), 'chat-pack').ok).toBe(true)
  })

  it('the limit counts paid uses: 50 paid CZAT100 orders use it up', () => {
    const paid = Array.from({ length: 50 }, (_, i) => use('CZAT100', 'paid', `u-${i + 10}`))
    expect(checkPromoCode('CZAT100', NOW, promoBookOf(paid.slice(1), 'u-1')).ok).toBe(true)
    expect(checkPromoCode('CZAT100', NOW, promoBookOf(paid, 'u-1'))).toMatchObject({
      reason: 'used-up',
    })
  })

  it('a code may allow more uses per account, or any number', () => {
    const codes: PromoCode[] = [
      { ...SEED_PROMO_CODES[0]!, code: 'DWA', usesPerAccount: 2 },
      { ...SEED_PROMO_CODES[0]!, code: 'ZAWSZE', usesPerAccount: null },
    ]
    const book = (code: string, times: number) =>
      promoBookOf(
        Array.from({ length: times }, () => use(code, 'paid')),
        'u-1',
        codes,
        {},
      )
    expect(checkPromoCode('DWA', NOW, book('DWA', 1), 'ked').ok).toBe(true)
    expect(checkPromoCode('DWA', NOW, book('DWA', 2), 'ked')).toMatchObject({
      reason: 'used-by-account',
    })
    expect(checkPromoCode('ZAWSZE', NOW, book('ZAWSZE', 9), 'ked').ok).toBe(true)
  })

  it('a used-up or expired code says so before the account rule, the account rule before the product', () => {
    const book = promoBookOf([use('KED100', 'paid'), use('LATO50', 'paid')], 'u-1')
    expect(checkPromoCode('LATO50', NOW, book, 'ked')).toMatchObject({ reason: 'used-up' })
    expect(checkPromoCode('KED100', NOW, book, 'zn')).toMatchObject({ reason: 'used-by-account' })
  })
})
