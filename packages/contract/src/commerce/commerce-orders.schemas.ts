import { z } from 'zod'
import { IsoDateTimeSchema, withMessage } from '../common.schemas'
import { KSUID_PATTERN, ORDER_STATUSES } from '../constants'
import { CurrencySchema, MoneySchema, ProductIdSchema } from './commerce-catalogue.schemas'
import { InvoiceRequestSchema, InvoiceSchema } from './commerce-invoice.schemas'
import { PromoCodeInputSchema } from './commerce-promo-codes.schemas'
import { COMMERCE_TEXT } from './commerce.text'

/** Orders: the checkout's request, the order it makes, and what a parent sees of it. */

export const OrderStatusSchema = z.enum(ORDER_STATUSES)
export const KsuidSchema = z.string().regex(KSUID_PATTERN, COMMERCE_TEXT.badOrderId)

/** Both boxes of the checkout must be ticked: the terms, and access now (no withdrawal). */
export const ConsentsSchema = z
  .object(
    {
      terms: z.literal(true, withMessage(COMMERCE_TEXT.termsConsent)),
      immediateAccess: z.literal(true, withMessage(COMMERCE_TEXT.immediateAccessConsent)),
    },
    withMessage(COMMERCE_TEXT.consentsRequired),
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
