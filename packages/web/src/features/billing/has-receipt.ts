import type { Order } from '@app/contract/commerce'

/**
 * A receipt exists once money came in: a paid order, or a refunded one (it was paid). Its own
 * module: the receipt route's loader needs it, and the rest of the billing model is page code.
 */
export const hasReceipt = (order: Pick<Order, 'paidAt'>): boolean => order.paidAt !== null
