import type { FastifyInstance } from 'fastify'
import type { Features } from '@app/contract/user'
import { effectiveFeatures } from '@app/domain/access/features'
import type { UserRecord } from '../../store/users'

/** Whether the user's pro subscription is on now (active or in grace). */
export const subscriptionActiveOf = (app: FastifyInstance, user: UserRecord) =>
  app.store.subscriptions.isActive(user.id, app.clock.now())

/** The tools the user has now (whoami, the export, the admin's answer, access to a tool). */
export function featuresOf(app: FastifyInstance, user: UserRecord): Features {
  const grants = app.store.grants.forUser(user.id)
  const subscriptionActive = subscriptionActiveOf(app, user)
  return effectiveFeatures({ subscriptionActive, grants }, app.clock.now())
}
