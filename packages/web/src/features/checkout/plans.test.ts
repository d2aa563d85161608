import { describe, expect, it } from 'vitest'
import { planCheckoutHref, planFromSearch, planSearchValue } from './checkout-search'
import { PLAN_VIEWS, planView } from './plans'

const plain = (text: string | null) => text?.replaceAll('\u00a0', ' ') ?? null

describe('the plan in ?plan=', () => {
  it('reads the two Polish values and nothing else', () => {
    expect(planFromSearch('miesieczny')).toBe('pro-monthly')
    expect(planFromSearch('roczny')).toBe('pro-yearly')
    for (const other of ['pro-yearly', 'ROCZNY', '', undefined, 12]) {
      expect(planFromSearch(other)).toBeUndefined()
    }
  })

  it('round-trips, and the checkout after signing in is /produkt/pro with the plan', () => {
    for (const { plan } of PLAN_VIEWS) expect(planFromSearch(planSearchValue(plan))).toBe(plan)
    expect(planCheckoutHref('pro-yearly')).toBe('/produkt/pro?plan=roczny')
  })
})

describe('planView', () => {
  it('shows the monthly plan at 49,00 zł a month with its VAT, without a saving', () => {
    const view = planView('pro-monthly')
    expect(plain(view.price)).toBe('49,00 zł')
    expect(view.per).toBe('/ miesiąc')
    expect(plain(view.vatLine)).toBe('w tym 23% VAT: 9,16 zł')
    expect(view.saving).toBeNull()
  })

  it('shows the yearly plan at 399,00 zł a year and what it saves against 12 months', () => {
    const view = planView('pro-yearly')
    expect(plain(view.price)).toBe('399,00 zł')
    expect(view.per).toBe('/ rok')
    expect(plain(view.saving)).toBe('Oszczędzasz 189,00 zł (32%)')
  })

  it('lists the monthly plan first', () => {
    expect(PLAN_VIEWS.map((view) => view.plan)).toEqual(['pro-monthly', 'pro-yearly'])
  })
})
