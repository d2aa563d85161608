/** The shop's workflows (decisions 0121, 0122, 0124): orders, payments, subscriptions, admin. */
export { listOrdersForAdmin, orderForAdmin } from './admin-orders'
export {
  createOrder,
  getCatalogue,
  listOrders,
  notifyPayment,
  startPayment,
  validatePromoCode,
} from './orders'
export { payOverdueRenewal } from './overdue'
export { readOrderSettlingLate, readPublicOrderSettlingLate } from './read-order'
export { syncSubscription } from './renewals'
export { cancelSubscription, getSubscription, resumeSubscription } from './subscription'
