import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { ApiErrorSchema, IdempotencyKeyHeaderSchema, proposed } from '../common.schemas'
import {
  AdminOrderPageSchema,
  AdminOrderSchema,
  AdminOrdersQuerySchema,
  CatalogueSchema,
  CreateOrderRequestSchema,
  KsuidSchema,
  OrderListSchema,
  OrderPublicViewSchema,
  OrderSchema,
  PaymentNotificationResultSchema,
  PaymentNotificationSchema,
  PaymentSignatureHeaderSchema,
  PaymentStartSchema,
  PromoQuoteSchema,
  PromoValidateRequestSchema,
  SubscriptionStateSchema,
} from './commerce.schemas'

const c = initContract()
const orderId = z.object({ id: KsuidSchema })

/** The shop (issue 16, decision 0121); SPEC §7 lists none of these calls. */
export const commerceContract = c.router({
  getCatalogue: {
    method: 'GET',
    path: '/catalogue',
    responses: { 200: CatalogueSchema },
    summary: 'Every product with its gross price, VAT line and what it gives (anyone)',
    metadata: proposed,
  },
  validatePromoCode: {
    method: 'POST',
    path: '/promo-codes/validate',
    body: PromoValidateRequestSchema,
    responses: {
      200: PromoQuoteSchema,
      404: ApiErrorSchema,
      409: ApiErrorSchema,
      429: ApiErrorSchema,
    },
    summary:
      "The product's price with a promo code; 404 for an unknown code, 409 for one expired, used up or for another product",
    metadata: proposed,
  },
  createOrder: {
    method: 'POST',
    path: '/orders',
    headers: IdempotencyKeyHeaderSchema,
    body: CreateOrderRequestSchema,
    responses: {
      201: OrderSchema,
      200: OrderSchema,
      404: ApiErrorSchema,
      409: ApiErrorSchema,
    },
    summary:
      'Order a product for the caller (201); the same Idempotency-Key again answers the same order (200), with another body 409. 404 for an unknown promo code, 409 for an unusable one or a product the caller already has. A free order (100% code) is paid at once',
    metadata: proposed,
  },
  listOrders: {
    method: 'GET',
    path: '/orders',
    responses: { 200: OrderListSchema },
    summary: "The caller's orders, newest first (an unpaid one past its 30 minutes as expired)",
    metadata: proposed,
  },
  getOrder: {
    method: 'GET',
    path: '/orders/:id',
    pathParams: orderId,
    responses: { 200: OrderSchema, 404: ApiErrorSchema },
    summary: "One of the caller's orders; someone else's is 404, as an unknown one",
    metadata: proposed,
  },
  getPublicOrder: {
    method: 'GET',
    path: '/orders/:id/public',
    pathParams: orderId,
    responses: { 200: OrderPublicViewSchema, 404: ApiErrorSchema, 429: ApiErrorSchema },
    summary:
      "What /r/{id} shows to whoever pays (a parent): the product, the amount and the buyer's first name (anyone with the id)",
    metadata: proposed,
  },
  startPayment: {
    method: 'POST',
    path: '/orders/:id/payment',
    pathParams: orderId,
    body: c.noBody(),
    responses: {
      200: PaymentStartSchema,
      404: ApiErrorSchema,
      409: ApiErrorSchema,
      429: ApiErrorSchema,
    },
    summary:
      "The provider's payment page for a pending order (the same one when asked again; anyone with the id, for /r/{id}); 409 when the order is paid, failed, refunded or expired",
    metadata: proposed,
  },
  notifyPayment: {
    method: 'POST',
    path: '/payments/notify',
    headers: PaymentSignatureHeaderSchema,
    body: PaymentNotificationSchema,
    responses: { 200: PaymentNotificationResultSchema, 404: ApiErrorSchema },
    summary:
      'Payment provider → API, signed (X-Payment-Signature: HMAC-SHA256 of the raw body). 401 for a bad signature, 400 when amount or currency differ from the order, 404 for an unknown order; a repeat changes nothing; money for an order that can no longer take it is refunded',
    metadata: proposed,
  },
  getSubscription: {
    method: 'GET',
    path: '/saas/subscription',
    responses: { 200: SubscriptionStateSchema },
    summary: "The caller's pro subscription, or null",
    metadata: proposed,
  },
  cancelSubscription: {
    method: 'POST',
    path: '/saas/subscription/cancel',
    body: c.noBody(),
    responses: { 200: SubscriptionStateSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
    summary:
      'Stop renewals: pro stays until the end of the paid period (in grace it ends now); again changes nothing; 409 once it has ended',
    metadata: proposed,
  },
  resumeSubscription: {
    method: 'POST',
    path: '/saas/subscription/resume',
    body: c.noBody(),
    responses: { 200: SubscriptionStateSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
    summary:
      'Undo a cancel before the paid period ends (renewals go on); again changes nothing; 409 once it has ended',
    metadata: proposed,
  },
  payOverdueRenewal: {
    method: 'POST',
    path: '/saas/subscription/payment',
    body: c.noBody(),
    responses: {
      200: PaymentStartSchema,
      404: ApiErrorSchema,
      409: ApiErrorSchema,
      503: ApiErrorSchema,
    },
    summary:
      "In grace: the missed renewal as an order, on the provider's page (a card that pays it is charged from then on); 409 when nothing is overdue",
    metadata: proposed,
  },
  adminListOrders: {
    method: 'GET',
    path: '/admin/orders',
    query: AdminOrdersQuerySchema,
    responses: { 200: AdminOrderPageSchema, 400: ApiErrorSchema },
    summary: 'Admins: every order, newest first, by status, product or buyer email, 50 a page',
    metadata: proposed,
  },
  adminGetOrder: {
    method: 'GET',
    path: '/admin/orders/:id',
    pathParams: orderId,
    responses: { 200: AdminOrderSchema, 404: ApiErrorSchema },
    summary: 'Admins: one order with its buyer and settlement',
    metadata: proposed,
  },
})
