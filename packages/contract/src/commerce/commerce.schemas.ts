/**
 * The shop: catalogue, orders, payments, promo codes and the pro subscription (decision 0121).
 * `@app/contract/commerce` names every schema of the area; each topic has its own module.
 */

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
export * from './commerce-catalogue.schemas'
export * from './commerce-promo-codes.schemas'
export * from './commerce-invoice.schemas'
export * from './commerce-orders.schemas'
export * from './commerce-payments.schemas'
export * from './commerce-subscription.schemas'
export * from './commerce-admin.schemas'
