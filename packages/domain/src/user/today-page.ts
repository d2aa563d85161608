import type { AccessUser } from '../access/access'
import { hasAnyFeature } from '../access/features'

/**
 * Whether /produkt is 'Dziś' for the user (issue 30, decision 0201): a platform user (a tool, a
 * subscription or a platform sign-up), as the progress API admits them. Parents keep "Moje
 * produkty", where their parent panel is; everybody else keeps it too. A plain module: the
 * /produkt route's loader reads it, so it stays free of schemas (decision 0133).
 */
export const hasTodayPage = (user: AccessUser): boolean =>
  !user.isParent && (user.newFlow || user.saasSubscription.isActive || hasAnyFeature(user.features))
