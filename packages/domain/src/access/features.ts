import { FEATURE_KEYS, type FeatureKey } from '@app/contract/constants'
import type { Features } from '@app/contract/user'

/** Who gets a tool (decision 0117): a pro subscription opens all four, an admin grant one. */

export interface FeatureSource {
  subscriptionActive: boolean
  grants: readonly { feature: FeatureKey; expiresAt: string | null }[]
}

/** A grant counts until its `expiresAt` (exclusive); null means for good. */
export const isGrantActive = (grant: { expiresAt: string | null }, now: Date): boolean =>
  grant.expiresAt === null || now.getTime() < Date.parse(grant.expiresAt)

/** The tools a user has now: all four with a subscription, else the unexpired grants. */
export function effectiveFeatures(
  { subscriptionActive, grants }: FeatureSource,
  now: Date,
): Features {
  const open = (feature: FeatureKey) =>
    subscriptionActive || grants.some((g) => g.feature === feature && isGrantActive(g, now))
  return {
    planner: open('planner'),
    dominationPlan: open('dominationPlan'),
    flashcards: open('flashcards'),
    tasks: open('tasks'),
  }
}

/** At least one tool is open. */
export const hasAnyFeature = (features: Features): boolean =>
  FEATURE_KEYS.some((key) => features[key])
