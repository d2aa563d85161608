import { z } from 'zod'
import { IsoDateTimeSchema } from '../common.schemas'
import { SUBSCRIPTION_PLANS, SUBSCRIPTION_STATUSES } from '../constants'
import { MoneySchema } from './commerce-catalogue.schemas'
import { CardSchema } from './commerce-payments.schemas'

/** The pro subscription: its plan, period, grace after a failed renewal and the stored card. */

export const SubscriptionPlanSchema = z.enum(SUBSCRIPTION_PLANS)
export const SubscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES)

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
