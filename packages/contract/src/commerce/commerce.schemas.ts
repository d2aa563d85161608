import { z } from 'zod'
import { IsoDateTimeSchema, NextPageKeySchema } from '../common.schemas'
import {
  CURRENCY,
  KSUID_PATTERN,
  ORDER_STATUSES,
  PRODUCT_IDS,
  SUBSCRIPTION_PLANS,
  SUBSCRIPTION_STATUSES,
} from '../constants'
import { LIMITS } from '../limits'
import { COMMERCE_TEXT } from './commerce.text'
import { isValidNip, normalizeNip } from './nip'

/** The shop: catalogue, orders, payments, promo codes and the pro subscription (decision 0121). */

export * from './commerce.text'
export * from './nip'
export {
  CURRENCY,
  ORDER_STATUSES,
  PRODUCT_IDS,
  SUBSCRIPTION_PLANS,
  SUBSCRIPTION_STATUSES,
  VAT_RATE_PERCENT,
  type OrderStatus,
  type ProductId,
  type SubscriptionPlan,
  type SubscriptionStatus,
} from '../constants'

const text = (message: string) => ({ errorMap: () => ({ message }) })

export const ProductIdSchema = z.enum(PRODUCT_IDS, text(COMMERCE_TEXT.unknownProduct))
export const SubscriptionPlanSchema = z.enum(SUBSCRIPTION_PLANS)
export const OrderStatusSchema = z.enum(ORDER_STATUSES)
export const SubscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES)
export const KsuidSchema = z.string().regex(KSUID_PATTERN, COMMERCE_TEXT.badOrderId)

/** An amount in grosze (1/100 zł): a whole number, never negative, gross (VAT included). */
export const MoneySchema = z
  .number(text(COMMERCE_TEXT.money))
  .int(COMMERCE_TEXT.money)
  .min(0, COMMERCE_TEXT.money)
  .max(LIMITS.moneyMax, COMMERCE_TEXT.money)
export const CurrencySchema = z.literal(CURRENCY, text(COMMERCE_TEXT.currency))

/** One product of GET /api/catalogue: the gross price with its VAT line. */
export const CatalogueItemSchema = z.object({
  id: ProductIdSchema,
  name: z.string(),
  kind: z.enum(['one-time', 'subscription']),
  /** How often a subscription renews; null for a one-time purchase. */
  period: z.enum(['month', 'year']).nullable(),
  price: MoneySchema,
  net: MoneySchema,
  vat: MoneySchema,
  currency: CurrencySchema,
  /** What the purchase gives, one Polish line each. */
  includes: z.array(z.string()),
})
export type CatalogueItem = z.infer<typeof CatalogueItemSchema>
export const CatalogueSchema = z.object({ items: z.array(CatalogueItemSchema) })

/** A code as typed: trimmed; letters, digits, '-' and '_'; any case (codes are upper-cased). */
export const PromoCodeInputSchema = z
  .string()
  .trim()
  .max(LIMITS.promoCodeMax, COMMERCE_TEXT.promoCodeFormat)
  .regex(/^[A-Za-z0-9_-]*$/, COMMERCE_TEXT.promoCodeFormat)

/** The NIP as typed (spaces, hyphens, 'PL' allowed); the parsed value is its 10 digits. */
export const NipInputSchema = z
  .string()
  .max(20, COMMERCE_TEXT.nip)
  .refine(isValidNip, COMMERCE_TEXT.nip)
  .transform((nip) => normalizeNip(nip) as string)

export const PostalCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{2}-\d{3}$/, COMMERCE_TEXT.postalCode)

export const InvoiceAddressSchema = z
  .object({
    street: z.string().trim().min(3, COMMERCE_TEXT.street).max(200, COMMERCE_TEXT.street),
    postalCode: PostalCodeSchema,
    city: z.string().trim().min(2, COMMERCE_TEXT.city).max(100, COMMERCE_TEXT.city),
  })
  .strict()

/** Invoice details, optional at checkout; without a NIP the invoice is a private person's. */
export const InvoiceRequestSchema = z
  .object({
    name: z.string().trim().min(2, COMMERCE_TEXT.invoiceName).max(200, COMMERCE_TEXT.invoiceName),
    /** An empty field means no NIP, so a form can use this schema as it is. */
    nip: z.preprocess((v) => (v === '' ? undefined : v), NipInputSchema.optional()),
    address: InvoiceAddressSchema,
  })
  .strict()
export type InvoiceRequest = z.input<typeof InvoiceRequestSchema>
export const InvoiceSchema = z.object({
  name: z.string(),
  nip: z
    .string()
    .regex(/^\d{10}$/)
    .nullable(),
  address: z.object({ street: z.string(), postalCode: z.string(), city: z.string() }),
})
export type Invoice = z.infer<typeof InvoiceSchema>

/** Both boxes of the checkout must be ticked: the terms, and access now (no withdrawal). */
export const ConsentsSchema = z
  .object(
    {
      terms: z.literal(true, text(COMMERCE_TEXT.termsConsent)),
      immediateAccess: z.literal(true, text(COMMERCE_TEXT.immediateAccessConsent)),
    },
    text(COMMERCE_TEXT.consentsRequired),
  )
  .strict()

/** POST /api/orders. */
export const CreateOrderRequestSchema = z
  .object({
    productId: ProductIdSchema,
    promoCode: PromoCodeInputSchema.optional(),
    invoice: InvoiceRequestSchema.optional(),
    consents: ConsentsSchema,
  })
  .strict()
export type CreateOrderRequest = z.input<typeof CreateOrderRequestSchema>

export const OrderSchema = z.object({
  id: KsuidSchema,
  /** A renewal is made and paid by the subscription itself. */
  kind: z.enum(['purchase', 'renewal']),
  productId: ProductIdSchema,
  productName: z.string(),
  buyerId: z.string(),
  status: OrderStatusSchema,
  /** What is paid, gross; `net + vat = amount`. */
  amount: MoneySchema,
  currency: CurrencySchema,
  net: MoneySchema,
  vat: MoneySchema,
  listPrice: MoneySchema,
  discount: MoneySchema,
  promoCode: z.string().nullable(),
  invoice: InvoiceSchema.nullable(),
  createdAt: IsoDateTimeSchema,
  /** An unpaid order expires then (30 minutes after it was made). */
  expiresAt: IsoDateTimeSchema,
  paidAt: IsoDateTimeSchema.nullable(),
})
export type Order = z.infer<typeof OrderSchema>
export const OrderListSchema = z.object({ items: z.array(OrderSchema) })

/** GET /api/orders/{id}/public: what a parent sees on /r/{id}; of the buyer, the first name only. */
export const OrderPublicViewSchema = OrderSchema.pick({
  id: true,
  productId: true,
  productName: true,
  status: true,
  amount: true,
  currency: true,
  net: true,
  vat: true,
  expiresAt: true,
}).extend({ forFirstName: z.string() })
export type OrderPublicView = z.infer<typeof OrderPublicViewSchema>

/** POST /api/orders/{id}/payment: the provider's hosted payment page for this order. */
export const PaymentStartSchema = z.object({ paymentUrl: z.string(), expiresAt: IsoDateTimeSchema })

export const PAYMENT_METHODS = ['card', 'blik', 'transfer'] as const
export const CardSchema = z.object({
  brand: z.string().min(1).max(30),
  last4: z.string().regex(/^\d{4}$/),
})
export type Card = z.infer<typeof CardSchema>

/**
 * POST /api/payments/notify, from the payment provider. The provider's fields as sent: the
 * domain compares amount and currency with the order's (a tampered value is refused there).
 */
export const PaymentNotificationSchema = z
  .object({
    orderId: KsuidSchema,
    amount: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    currency: z.string().regex(/^[A-Z]{3}$/, COMMERCE_TEXT.currency),
    status: z.enum(['paid', 'failed']),
    providerPaymentId: z.string().min(1).max(100),
    /** Null when the buyer left before choosing a method (a cancelled payment). */
    method: z.enum(PAYMENT_METHODS).nullable(),
    /** The card, masked; the subscription charges it again at renewal. */
    card: CardSchema.optional(),
  })
  .strict()
export type PaymentNotification = z.infer<typeof PaymentNotificationSchema>

/**
 * `X-Payment-Signature: sha256=<hex HMAC-SHA256 of the raw body>`. The provider has no bearer
 * token: the signature is its proof, so `authorization` is optional here only.
 */
export const PaymentSignatureHeaderSchema = z.object({
  authorization: z.string().optional(),
  'x-payment-signature': z
    .string(text(COMMERCE_TEXT.signatureMissing))
    .max(200, COMMERCE_TEXT.badSignature),
})

/** What a notification did: recorded, a repeat, money sent back, or nothing to do. */
export const PaymentNotificationResultSchema = z.object({
  outcome: z.enum(['recorded', 'duplicate', 'refunded', 'ignored']),
})

export const SubscriptionSchema = z.object({
  plan: SubscriptionPlanSchema,
  status: SubscriptionStatusSchema,
  startedAt: IsoDateTimeSchema,
  currentPeriodEnd: IsoDateTimeSchema,
  cancelAtPeriodEnd: z.boolean(),
  /** After a failed renewal: features stay on until then. */
  graceEndsAt: IsoDateTimeSchema.nullable(),
  /** The stored card, masked. */
  card: CardSchema.nullable(),
  /** The price of the next period, gross. */
  renewalPrice: MoneySchema,
})
export type Subscription = z.infer<typeof SubscriptionSchema>
export const SubscriptionStateSchema = z.object({ subscription: SubscriptionSchema.nullable() })

/** POST /api/promo-codes/validate. */
export const PromoValidateRequestSchema = z
  .object({
    code: PromoCodeInputSchema.refine((code) => code.length > 0, COMMERCE_TEXT.promoCodeEmpty),
    productId: ProductIdSchema,
  })
  .strict()
export type PromoValidateRequest = z.infer<typeof PromoValidateRequestSchema>

/** The price with the code; a refusal is 404 (unknown code) or 409 with COMMERCE_TEXT. */
export const PromoQuoteSchema = z.object({
  code: z.string(),
  productId: ProductIdSchema,
  listPrice: MoneySchema,
  discount: MoneySchema,
  amount: MoneySchema,
  net: MoneySchema,
  vat: MoneySchema,
  currency: CurrencySchema,
  /** '−10%' or '−100,00 zł'. */
  discountLabel: z.string(),
})
export type PromoQuote = z.infer<typeof PromoQuoteSchema>

/** GET /api/admin/orders: filters; the newest orders first. */
export const AdminOrdersQuerySchema = z
  .object({
    status: OrderStatusSchema.optional(),
    productId: ProductIdSchema.optional(),
    /** A part of the buyer's email, any case. */
    buyer: z.string().trim().min(1).max(254, 'Adres email jest za długi').optional(),
    nextPageKey: NextPageKeySchema.optional(),
  })
  .strict()

/** An order as the admin sees it: who bought, and how the provider settled it. */
export const AdminOrderSchema = OrderSchema.extend({
  /** null once the buyer has deleted the account (the order stays in the books). */
  buyer: z.object({ email: z.string(), name: z.string() }).nullable(),
  providerPaymentId: z.string().nullable(),
  card: CardSchema.nullable(),
})
export type AdminOrder = z.infer<typeof AdminOrderSchema>
export const AdminOrderPageSchema = z.object({
  items: z.array(AdminOrderSchema),
  nextPageKey: z.string().nullable(),
})
