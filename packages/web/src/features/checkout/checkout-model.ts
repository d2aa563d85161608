import {
  COMMERCE_TEXT,
  ConsentsSchema,
  InvoiceRequestSchema,
  normalizeNip,
  type CatalogueItem,
  type CreateOrderRequest,
  type ProductId,
  type PromoQuote,
} from '@app/contract/commerce'
import { formatPln, vatLine } from '@app/domain/commerce/money'
import { normalizePromoCode } from '@app/domain/commerce/promo'
import { z } from 'zod'

/**
 * The checkout form (decision 0121): a promo code applied with 'Zastosuj', optional invoice
 * details and the two required consents. The contract's schemas check the invoice and the
 * consents, so the browser refuses exactly what the API would, with the same Polish texts.
 */
const CheckoutFormBaseSchema = z.object({
  promoCode: z.string(),
  wantsInvoice: z.boolean(),
  invoice: z.object({
    name: z.string(),
    nip: z.string(),
    address: z.object({ street: z.string(), postalCode: z.string(), city: z.string() }),
  }),
  consents: z.object({ terms: z.boolean(), immediateAccess: z.boolean() }),
})
export type CheckoutFormValues = z.infer<typeof CheckoutFormBaseSchema>

/** Each problem on its field: the invoice only when it is asked for, the consents always. */
export const CheckoutFormSchema = CheckoutFormBaseSchema.superRefine((values, ctx) => {
  const nested = (prefix: string, result: z.SafeParseReturnType<unknown, unknown>) => {
    for (const issue of result.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', path: [prefix, ...issue.path], message: issue.message })
    }
  }
  if (values.wantsInvoice) nested('invoice', InvoiceRequestSchema.safeParse(values.invoice))
  nested('consents', ConsentsSchema.safeParse(values.consents))
})

export const EMPTY_CHECKOUT: CheckoutFormValues = {
  promoCode: '',
  wantsInvoice: false,
  invoice: { name: '', nip: '', address: { street: '', postalCode: '', city: '' } },
  consents: { terms: false, immediateAccess: false },
}

/** A code typed in the field but not applied: the buyer has not seen the price it gives. */
export const PROMO_NOT_APPLIED =
  'Kliknij „Zastosuj”, aby sprawdzić ten kod i zobaczyć cenę, albo wyczyść pole.'

/** The applied quote while the field still holds its code (in any case); editing it drops it. */
export function activeQuote(typedCode: string, quote: PromoQuote | null): PromoQuote | null {
  return quote && normalizePromoCode(typedCode) === quote.code ? quote : null
}

/**
 * `POST /api/orders`'s body from the form as checked by `CheckoutFormSchema`: the applied code
 * only, the invoice only when asked for (a NIP as its 10 digits, none when the field is empty).
 */
export function toOrderRequest(
  productId: ProductId,
  values: CheckoutFormValues,
  appliedCode: string | null,
): CreateOrderRequest {
  const { name, nip, address } = values.invoice
  const digits = normalizeNip(nip)
  return {
    productId,
    ...(appliedCode && { promoCode: appliedCode }),
    ...(values.wantsInvoice && {
      invoice: {
        name: name.trim(),
        ...(digits && { nip: digits }),
        address: {
          street: address.street.trim(),
          postalCode: address.postalCode.trim(),
          city: address.city.trim(),
        },
      },
    }),
    // Both boxes are ticked: the schema refuses the form otherwise.
    consents: { terms: true, immediateAccess: true },
  }
}

export type CheckoutField =
  | 'promoCode'
  | 'invoice.name'
  | 'invoice.nip'
  | 'invoice.address.street'
  | 'invoice.address.postalCode'
  | 'invoice.address.city'
  | 'consents.terms'
  | 'consents.immediateAccess'

const FIELD_OF_MESSAGE = new Map<string, CheckoutField>([
  [COMMERCE_TEXT.promoUnknown, 'promoCode'],
  [COMMERCE_TEXT.promoExpired, 'promoCode'],
  [COMMERCE_TEXT.promoUsedUp, 'promoCode'],
  [COMMERCE_TEXT.promoUsedByAccount, 'promoCode'],
  [COMMERCE_TEXT.promoOtherProduct, 'promoCode'],
  [COMMERCE_TEXT.promoCodeFormat, 'promoCode'],
  [COMMERCE_TEXT.promoCodeEmpty, 'promoCode'],
  [COMMERCE_TEXT.invoiceName, 'invoice.name'],
  [COMMERCE_TEXT.nip, 'invoice.nip'],
  [COMMERCE_TEXT.street, 'invoice.address.street'],
  [COMMERCE_TEXT.postalCode, 'invoice.address.postalCode'],
  [COMMERCE_TEXT.city, 'invoice.address.city'],
  [COMMERCE_TEXT.consentsRequired, 'consents.terms'],
  [COMMERCE_TEXT.termsConsent, 'consents.terms'],
  [COMMERCE_TEXT.immediateAccessConsent, 'consents.immediateAccess'],
])

/**
 * The field an API refusal is about, so it is shown there (a code that expired since it was
 * applied, a NIP the API refuses); null for the rest, which the form shows above its button.
 */
export function fieldOfMessage(message: string, wantsInvoice: boolean): CheckoutField | null {
  const field = FIELD_OF_MESSAGE.get(message) ?? null
  return field?.startsWith('invoice.') && !wantsInvoice ? null : field
}

export interface PriceView {
  /** What is paid now, gross: '697,00 zł'. */
  amount: string
  /** 'w tym 23% VAT: 130,33 zł', of the amount paid. */
  vatLine: string
  /** 'miesięcznie' or 'rocznie' for a subscription. */
  period: string | null
  /** The price before the code, when a code lowers it. */
  listPrice: string | null
  /** 'Kod NAUKA10: −10%'. */
  discount: string | null
  /** A subscription's code lowers the first period only (decision 0121). */
  laterPeriods: string | null
}

const PERIOD_WORDS = {
  month: { every: 'miesięcznie', first: 'pierwszy miesiąc', next: 'kolejne miesiące' },
  year: { every: 'rocznie', first: 'pierwszy rok', next: 'kolejne lata' },
} as const

/** The price block of the checkout: the product's price, or the quote of an applied code. */
export function priceView(
  product: Pick<CatalogueItem, 'price' | 'period'>,
  quote: PromoQuote | null,
): PriceView {
  const amount = quote ? quote.amount : product.price
  const words = product.period ? PERIOD_WORDS[product.period] : null
  return {
    amount: formatPln(amount),
    vatLine: vatLine(amount),
    period: words?.every ?? null,
    listPrice: quote && quote.discount > 0 ? formatPln(quote.listPrice) : null,
    discount: quote ? `Kod ${quote.code}: ${quote.discountLabel}` : null,
    laterPeriods:
      quote && words
        ? `Rabat obejmuje ${words.first}; ${words.next} po ${formatPln(product.price)}.`
        : null,
  }
}

/** The catalogue's entry for a product; a catalogue without it is an error of the API. */
export function catalogueEntry(items: readonly CatalogueItem[], id: ProductId): CatalogueItem {
  const item = items.find((entry) => entry.id === id)
  if (!item) throw new Error(`The catalogue has no product ${id}`)
  return item
}
