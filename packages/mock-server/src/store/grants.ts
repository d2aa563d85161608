import type { FeatureGrant } from '@app/contract/user/account'
import type { FeatureKey } from '@app/contract/user'
import { SEED_FEATURE_GRANTS } from './seed/personas'

/** Tools opened by an admin, per user: one grant per tool, replaced when granted again. */
export class GrantsRepository {
  private grants = new Map<string, Map<FeatureKey, FeatureGrant>>()

  constructor() {
    this.reset()
  }

  reset() {
    this.grants.clear()
    for (const { userId, ...grant } of SEED_FEATURE_GRANTS) this.set(userId, grant)
  }

  /** The user's grants, expired ones included (the export and the admin see them). */
  forUser(userId: string): FeatureGrant[] {
    return [...(this.grants.get(userId)?.values() ?? [])]
  }

  set(userId: string, grant: FeatureGrant) {
    let own = this.grants.get(userId)
    if (!own) this.grants.set(userId, (own = new Map()))
    own.set(grant.feature, { ...grant })
  }

  revoke(userId: string, feature: FeatureKey) {
    this.grants.get(userId)?.delete(feature)
  }

  deleteUser(userId: string) {
    this.grants.delete(userId)
  }
}
