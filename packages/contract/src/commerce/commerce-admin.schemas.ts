import { z } from 'zod'
import { NextPageKeySchema } from '../common.schemas'
import { ProductIdSchema } from './commerce-catalogue.schemas'
import { OrderSchema, OrderStatusSchema } from './commerce-orders.schemas'
import { CardSchema } from './commerce-payments.schemas'

/** The admin's view of the orders: filters, and who bought and how the provider settled. */

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
