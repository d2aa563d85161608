import { COMMERCE_TEXT, type PromoQuote } from '@app/contract/commerce'
import { catalogueItem } from '@app/domain/commerce/catalogue'
import { describe, expect, it } from 'vitest'
import {
  CheckoutFormSchema,
  EMPTY_CHECKOUT,
  activeQuote,
  catalogueEntry,
  fieldOfMessage,
  priceView,
  toOrderRequest,
  type CheckoutFormValues,
} from './checkout-model'

const NBSP = '\u00a0'
const plain = (text: string | null) => text?.replaceAll(NBSP, ' ') ?? null

const consented: CheckoutFormValues = {
  ...EMPTY_CHECKOUT,
  consents: { terms: true, immediateAccess: true },
}
const company = {
  name: ' Firma Sp. z o.o. ',
  nip: 'PL 123-456-32-18',
  address: { street: ' ul. Polna 1/2 ', postalCode: '00-950 ', city: ' Warszawa' },
}

const nauka10: PromoQuote = {
  code: 'NAUKA10',
  productId: 'ked',
  listPrice: 69_700,
  discount: 6_970,
  amount: 62_730,
  net: 51_000,
  vat: 11_730,
  currency: 'PLN',
  discountLabel: '−10%',
}

/** The first message of each field the schema refuses, by its path. */
function problems(values: CheckoutFormValues): Record<string, string> {
  const result = CheckoutFormSchema.safeParse(values)
  const found: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message
  return found
}

describe('CheckoutFormSchema', () => {
  it('names both missing consents, each with its own text', () => {
    expect(problems(EMPTY_CHECKOUT)).toEqual({
      'consents.terms': COMMERCE_TEXT.termsConsent,
      'consents.immediateAccess': COMMERCE_TEXT.immediateAccessConsent,
    })
  })

  it('takes a form without an invoice, whatever its hidden invoice fields hold', () => {
    const typedThenUnticked = { ...consented, invoice: { ...company, nip: '1234563219' } }
    expect(problems(typedThenUnticked)).toEqual({})
  })

  it('checks the invoice when asked for: the NIP checksum, the postal code, the rest', () => {
    const values: CheckoutFormValues = {
      ...consented,
      wantsInvoice: true,
      invoice: {
        name: 'F',
        nip: '123-456-32-19',
        address: { street: 'ul', postalCode: '00950', city: 'W' },
      },
    }
    expect(problems(values)).toEqual({
      'invoice.name': COMMERCE_TEXT.invoiceName,
      'invoice.nip': COMMERCE_TEXT.nip,
      'invoice.address.street': COMMERCE_TEXT.street,
      'invoice.address.postalCode': COMMERCE_TEXT.postalCode,
      'invoice.address.city': COMMERCE_TEXT.city,
    })
  })

  it('takes an invoice with a valid NIP, or with none (a private person)', () => {
    expect(problems({ ...consented, wantsInvoice: true, invoice: company })).toEqual({})
    const person = { ...company, name: 'Jan Kowalski', nip: '' }
    expect(problems({ ...consented, wantsInvoice: true, invoice: person })).toEqual({})
  })
})

describe('toOrderRequest', () => {
  it('sends the product, the consents and nothing else for a plain order', () => {
    expect(toOrderRequest('ked', { ...consented, invoice: company }, null)).toEqual({
      productId: 'ked',
      consents: { terms: true, immediateAccess: true },
    })
  })

  it('sends the applied code and the invoice trimmed, the NIP as its 10 digits', () => {
    const values = { ...consented, promoCode: ' nauka10 ', wantsInvoice: true, invoice: company }
    expect(toOrderRequest('pro-yearly', values, 'NAUKA10')).toEqual({
      productId: 'pro-yearly',
      promoCode: 'NAUKA10',
      invoice: {
        name: 'Firma Sp. z o.o.',
        nip: '1234563218',
        address: { street: 'ul. Polna 1/2', postalCode: '00-950', city: 'Warszawa' },
      },
      consents: { terms: true, immediateAccess: true },
    })
  })

  it('leaves the NIP out when the field is empty', () => {
    const values = { ...consented, wantsInvoice: true, invoice: { ...company, nip: '  ' } }
    expect(toOrderRequest('ked', values, null).invoice).not.toHaveProperty('nip')
  })
})

describe('activeQuote', () => {
  it('holds while the field has the code in any case, and drops when it is edited', () => {
    expect(activeQuote(' nauka10', nauka10)).toBe(nauka10)
    expect(activeQuote('NAUKA1', nauka10)).toBeNull()
    expect(activeQuote('', nauka10)).toBeNull()
    expect(activeQuote('NAUKA10', null)).toBeNull()
  })
})

describe('fieldOfMessage', () => {
  it.each([
    [COMMERCE_TEXT.promoUnknown, 'promoCode'],
    [COMMERCE_TEXT.promoExpired, 'promoCode'],
    [COMMERCE_TEXT.promoOtherProduct, 'promoCode'],
    [COMMERCE_TEXT.promoUsedByAccount, 'promoCode'],
    [COMMERCE_TEXT.nip, 'invoice.nip'],
    [COMMERCE_TEXT.postalCode, 'invoice.address.postalCode'],
    [COMMERCE_TEXT.immediateAccessConsent, 'consents.immediateAccess'],
    [COMMERCE_TEXT.alreadyHasCourse, null],
    ['Serwer jest aktualnie wyłączony. Spróbuj ponownie za chwilę.', null],
  ])('%s → %s', (message, field) => {
    expect(fieldOfMessage(message, true)).toBe(field)
  })

  it('shows an invoice refusal above the button when the invoice fields are hidden', () => {
    expect(fieldOfMessage(COMMERCE_TEXT.nip, false)).toBeNull()
  })
})

describe('priceView', () => {
  it('shows the gross price with its VAT line', () => {
    const view = priceView(catalogueItem('ked'), null)
    expect(plain(view.amount)).toBe('697,00 zł')
    expect(plain(view.vatLine)).toBe('w tym 23% VAT: 130,33 zł')
    expect(view).toMatchObject({ period: null, listPrice: null, discount: null })
  })

  it("shows a code's price, the list price it lowers and the VAT of what is paid", () => {
    const view = priceView(catalogueItem('ked'), nauka10)
    expect(plain(view.amount)).toBe('627,30 zł')
    expect(plain(view.vatLine)).toBe('w tym 23% VAT: 117,30 zł')
    expect(plain(view.listPrice)).toBe('697,00 zł')
    expect(view.discount).toBe('Kod NAUKA10: −10%')
    expect(view.laterPeriods).toBeNull()
  })

  it('says a subscription renews at its full price after the first period', () => {
    const quote = { ...nauka10, productId: 'pro-yearly' as const, listPrice: 39_900 }
    const view = priceView(catalogueItem('pro-yearly'), {
      ...quote,
      discount: 3_990,
      amount: 35_910,
    })
    expect(view.period).toBe('rocznie')
    expect(plain(view.laterPeriods)).toBe('Rabat obejmuje pierwszy rok; kolejne lata po 399,00 zł.')
    expect(priceView(catalogueItem('pro-monthly'), null).period).toBe('miesięcznie')
  })
})

describe('catalogueEntry', () => {
  it("finds a product, and fails loudly when the API's catalogue lacks it", () => {
    const items = [catalogueItem('ked'), catalogueItem('mw')]
    expect(catalogueEntry(items, 'mw').name).toBe('Mistrzowskie wsparcie')
    expect(() => catalogueEntry(items, 'chat-pack')).toThrow(/chat-pack/)
  })
})
