import { z } from 'zod'
import { IsoDateTimeSchema, withMessage } from '../common.schemas'
import { KsuidSchema } from './commerce-orders.schemas'
import { COMMERCE_TEXT } from './commerce.text'

/** Payments: the provider's hosted page, and its signed notification of the outcome. */

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
    .string(withMessage(COMMERCE_TEXT.signatureMissing))
    .max(200, COMMERCE_TEXT.badSignature),
})

/** What a notification did: recorded, a repeat, money sent back, or nothing to do. */
export const PaymentNotificationResultSchema = z.object({
  outcome: z.enum(['recorded', 'duplicate', 'refunded', 'ignored']),
})
