import type { Block, FocusTiming, PlanInput, Unplaced } from '@app/contract/planner'

/** A block as the store keeps it: the contract's, and where its last re-flow took it from. */
export interface BlockRecord extends Omit<Block, 'focus'> {
  /** Focus mode's timer on the server's clock (decision 0174); absent or null before its first start. */
  focus?: FocusTiming | null
  /** The start before its last re-flow ('Cofnij' may put it back there); null once moved by hand. */
  reflowedFrom: string | null
}

/** A plan: its inputs, its blocks and what did not fit. */
export interface PlanRecord {
  id: string
  userId: string
  version: number
  input: PlanInput
  /** By start. */
  blocks: BlockRecord[]
  /** What the plan's making left out (`blockId` null). */
  unplaced: Unplaced[]
  /** Missed blocks a re-flow found no room for (`blockId` set), while they stay missed. */
  missedUnplaced: Unplaced[]
  archivedAt: string | null
  createdAt: string
  updatedAt: string
}

/** A plan's calendar subscription: only the SHA-256 of its token is kept (decision 0166). */
export interface FeedRecord {
  userId: string
  planId: string
  /** base64url SHA-256 of the token in the address. */
  tokenHash: string
  createdAt: string
}
