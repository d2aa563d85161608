import type { CheckIn, DominationPlan } from '@app/contract/domination-plan'

/** A user's domination plan once saved; before the first save the user has none (version 0). */
export interface DominationPlanRecord extends Omit<DominationPlan, 'updatedAt'> {
  userId: string
  updatedAt: string
}

/** A weekly check-in as the store keeps it: the contract's check-in and whose it is. */
export interface CheckInRecord extends CheckIn {
  userId: string
}
