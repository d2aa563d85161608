import { describe, expect, it } from 'vitest'
import { CatalogueItemSchema, PRODUCT_IDS } from '@app/contract/commerce'
import { CATALOGUE, PRODUCTS, catalogueItem, isSubscriptionPlan, yearlySaving } from './catalogue'
import { formatPln } from './money'

describe('the catalogue (decision 0121)', () => {
  it.each([
    ['ked', 'Kurs Efektywnego Działania', 69_700, null, '697,00 zł'],
    ['mw', 'Mistrzowskie wsparcie', 149_700, null, '1497,00 zł'],
    ['pro-monthly', 'Pakiet Pro (miesięczny)', 4_900, 'month', '49,00 zł'],
    ['pro-yearly', 'Pakiet Pro (roczny)', 39_900, 'year', '399,00 zł'],
    ['zn', 'Zrozumieć nastolatka', 29_700, null, '297,00 zł'],
    ['chat-pack', 'Pakiet 500 wiadomości czatu AI', 2_900, null, '29,00 zł'],
  ] as const)('%s: %s, %i grosze, %s', (id, name, price, period, shown) => {
    expect(PRODUCTS[id]).toMatchObject({ id, name, price, period })
    expect(formatPln(price).replace('\u00a0', ' ')).toBe(shown)
    expect(isSubscriptionPlan(id)).toBe(period !== null)
  })

  it('lists every product once, in the contract order', () => {
    expect(CATALOGUE.map((p) => p.id)).toEqual([...PRODUCT_IDS])
  })

  it.each([
    ['ked', [{ kind: 'group', group: 'Effective_Action_Course_Subscriber' }]],
    [
      'mw',
      [
        { kind: 'group', group: 'Effective_Action_Course_Subscriber' },
        { kind: 'support', months: 3 },
        { kind: 'tools', months: 3 },
      ],
    ],
    ['pro-monthly', [{ kind: 'subscription', plan: 'pro-monthly' }]],
    ['pro-yearly', [{ kind: 'subscription', plan: 'pro-yearly' }]],
    ['zn', [{ kind: 'group', group: 'Understanding_Teenager_Course_Subscriber' }]],
    ['chat-pack', [{ kind: 'chatMessages', count: 500 }]],
  ] as const)('%s grants %j', (id, grants) => {
    expect(PRODUCTS[id].grants).toEqual(grants)
  })

  it('saves 189,00 zł (32%) a year on the yearly plan, and says so', () => {
    expect(yearlySaving()).toEqual({ amount: 18_900, percent: 32 })
    expect(PRODUCTS['pro-yearly'].includes).toContain(
      'Oszczędzasz 189,00\u00a0zł (32%) wobec płatności co miesiąc',
    )
  })

  it('answers each product in the contract shape, with its VAT line', () => {
    for (const id of PRODUCT_IDS) {
      const item = catalogueItem(id)
      expect(CatalogueItemSchema.parse(item)).toEqual(item)
      expect(item.net + item.vat).toBe(item.price)
    }
    expect(catalogueItem('ked')).toMatchObject({
      kind: 'one-time',
      price: 69_700,
      net: 56_667,
      vat: 13_033,
      currency: 'PLN',
    })
    expect(catalogueItem('pro-yearly')).toMatchObject({ kind: 'subscription', period: 'year' })
  })
})
