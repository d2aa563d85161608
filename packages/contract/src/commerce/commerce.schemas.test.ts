import { describe, expect, it } from 'vitest'
import { IDEMPOTENCY_KEY_MESSAGE, IdempotencyKeyHeaderSchema } from '../common.schemas'
import {
  COMMERCE_TEXT,
  CreateOrderRequestSchema,
  MoneySchema,
  PaymentNotificationSchema,
  PromoValidateRequestSchema,
  isValidNip,
  normalizeNip,
} from './commerce.schemas'

const consents = { terms: true, immediateAccess: true }
const address = { street: 'ul. Polna 1/2', postalCode: '00-950', city: 'Warszawa' }
const order = { productId: 'ked', consents }

const firstIssue = (result: { success: boolean; error?: { issues: unknown[] } }) =>
  result.error?.issues[0]

describe('NIP', () => {
  it.each([
    ['1234563218', '1234563218'],
    ['123-456-32-18', '1234563218'],
    ['123 45 63 218', '1234563218'],
    ['PL5260250274', '5260250274'],
    ['pl 725-180-11-26', '7251801126'],
  ])('accepts %j as %s', (input, digits) => {
    expect(isValidNip(input)).toBe(true)
    expect(normalizeNip(input)).toBe(digits)
  })

  it.each([
    ['a wrong check digit', '1234563219'],
    ['a checksum of 10', '1234567890'],
    ['ten equal digits', '1111111111'],
    ['zeros', '0000000000'],
    ['nine digits', '123456321'],
    ['eleven digits', '12345632180'],
    ['letters', '12345632A8'],
    ['another country', 'DE1234563218'],
    ['empty', ''],
  ])('refuses %s', (_, input) => {
    expect(isValidNip(input)).toBe(false)
  })
})

describe('CreateOrderRequestSchema', () => {
  it('takes a product and both consents; the NIP comes out as its 10 digits', () => {
    expect(CreateOrderRequestSchema.parse(order)).toEqual(order)
    const withInvoice = {
      ...order,
      promoCode: ' nauka10 ',
      invoice: { name: ' Firma Sp. z o.o. ', nip: '123-456-32-18', address },
    }
    expect(CreateOrderRequestSchema.parse(withInvoice)).toEqual({
      ...order,
      promoCode: 'nauka10',
      invoice: { name: 'Firma Sp. z o.o.', nip: '1234563218', address },
    })
  })

  it('takes an invoice without a NIP (a private person), an empty NIP field too', () => {
    for (const nip of [undefined, '']) {
      const parsed = CreateOrderRequestSchema.parse({
        ...order,
        invoice: { name: 'Jan Kowalski', nip, address },
      })
      expect(parsed.invoice?.nip).toBeUndefined()
    }
  })

  it.each([
    [
      'a malformed NIP',
      { invoice: { name: 'Firma', nip: '123-456-32-19', address } },
      ['invoice', 'nip'],
      COMMERCE_TEXT.nip,
    ],
    [
      'a NIP of letters',
      { invoice: { name: 'Firma', nip: 'NIP', address } },
      ['invoice', 'nip'],
      COMMERCE_TEXT.nip,
    ],
    [
      'a bad postal code',
      { invoice: { name: 'Firma', address: { ...address, postalCode: '00950' } } },
      ['invoice', 'address', 'postalCode'],
      COMMERCE_TEXT.postalCode,
    ],
    ['no consents', { consents: undefined }, ['consents'], COMMERCE_TEXT.consentsRequired],
    [
      'the terms not accepted',
      { consents: { ...consents, terms: false } },
      ['consents', 'terms'],
      COMMERCE_TEXT.termsConsent,
    ],
    [
      'immediate access missing',
      { consents: { terms: true } },
      ['consents', 'immediateAccess'],
      COMMERCE_TEXT.immediateAccessConsent,
    ],
    [
      'an unknown product',
      { productId: 'kurs-gotowania' },
      ['productId'],
      COMMERCE_TEXT.unknownProduct,
    ],
    [
      'a product id in another case',
      { productId: 'KED' },
      ['productId'],
      COMMERCE_TEXT.unknownProduct,
    ],
    [
      'a promo code with spaces inside',
      { promoCode: 'NAUKA 10' },
      ['promoCode'],
      COMMERCE_TEXT.promoCodeFormat,
    ],
    [
      'a promo code too long',
      { promoCode: 'A'.repeat(41) },
      ['promoCode'],
      COMMERCE_TEXT.promoCodeFormat,
    ],
  ])('refuses %s', (_, change, path, message) => {
    const result = CreateOrderRequestSchema.safeParse({ ...order, ...change })
    expect(result.success).toBe(false)
    expect(firstIssue(result)).toMatchObject({ path, message })
  })

  it('refuses a price or amount sent by the client (the server prices the order)', () => {
    expect(CreateOrderRequestSchema.safeParse({ ...order, amount: 100 }).success).toBe(false)
  })
})

describe('money', () => {
  it.each([0, 1, 69_700, 100_000_000])('accepts %i grosze', (value) => {
    expect(MoneySchema.safeParse(value).success).toBe(true)
  })

  it.each([
    ['zł with a fraction', 697.5],
    ['negative', -1],
    ['over 1 000 000 zł', 100_000_001],
    ['text', '697'],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['null', null],
  ])('refuses %s', (_, value) => {
    const result = MoneySchema.safeParse(value)
    expect(result.success).toBe(false)
    expect(firstIssue(result)).toMatchObject({ message: COMMERCE_TEXT.money })
  })
})

describe('headers and the other bodies', () => {
  it('needs an Idempotency-Key of 16 to 100 safe characters', () => {
    const ok = (key: unknown) =>
      IdempotencyKeyHeaderSchema.safeParse({ 'idempotency-key': key }).success
    expect(ok('5e7a9c1d-3f4b-4d6e-a8f0-2b4d6f8a0c19')).toBe(true)
    expect(ok('short')).toBe(false)
    expect(ok('x'.repeat(101))).toBe(false)
    expect(ok('klucz z  spacjami 123')).toBe(false)
    expect(IdempotencyKeyHeaderSchema.safeParse({}).error?.issues[0]?.message).toBe(
      IDEMPOTENCY_KEY_MESSAGE,
    )
  })

  it('reads a payment notification as the provider sent it', () => {
    const notification = {
      orderId: '2QDY5yWk0Xq3ZaOdSfPbcRnFh1L',
      amount: 69_700,
      currency: 'PLN',
      status: 'paid',
      providerPaymentId: 'pay_1',
      method: 'card',
      card: { brand: 'Visa', last4: '4242' },
    }
    expect(PaymentNotificationSchema.parse(notification)).toEqual(notification)
    // Another currency is the domain's to refuse, against the order.
    expect(PaymentNotificationSchema.safeParse({ ...notification, currency: 'EUR' }).success).toBe(
      true,
    )
    for (const change of [{ amount: 697.0001 }, { currency: 'zł' }, { orderId: '1' }, { x: 1 }]) {
      expect(PaymentNotificationSchema.safeParse({ ...notification, ...change }).success).toBe(
        false,
      )
    }
  })

  it('needs a code to validate', () => {
    const result = PromoValidateRequestSchema.safeParse({ code: '  ', productId: 'ked' })
    expect(firstIssue(result)).toMatchObject({ message: COMMERCE_TEXT.promoCodeEmpty })
    expect(PromoValidateRequestSchema.parse({ code: 'KED100', productId: 'ked' })).toEqual({
      code: 'KED100',
      productId: 'ked',
    })
  })
})
