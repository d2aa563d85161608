import type { Activation } from '@app/contract/auth'

export type ActivationKind = Activation['kind']
export type { AccountActivationKind } from '@app/contract/auth'

export interface ActivationRecord extends Activation {
  createdAt: string
  usedAt: string | null
}

export type ActivationState = 'open' | 'used' | 'expired'
