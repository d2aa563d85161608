import type { FastifyInstance } from 'fastify'
import type { Contract } from '@app/contract'
import {
  ACCOUNT_TEXT,
  AVATAR_MAX_BYTES,
  DELETE_CONFIRMATION_WORD,
  type AvatarUploadRequest,
  type DeleteAccount,
  type FeatureGrantUpdate,
} from '@app/contract/user/account'
import { apiError } from '../../errors'
import { recordFailedPassword, refuseWhileLockedOut } from '../../identity/lockout'
import type { UserRecord } from '../../store/users'
import type { Answer } from '../answer'
import { featuresOf, subscriptionActiveOf } from './features'
import { USER_TEXT } from './user.text'

type C = Contract['user']

export async function requestAvatarUpload(
  app: FastifyInstance,
  userId: string,
  request: AvatarUploadRequest,
): Answer<C['requestAvatarUpload']> {
  if (request.size > AVATAR_MAX_BYTES) return apiError(413, ACCOUNT_TEXT.avatarTooLarge)
  return {
    status: 200,
    body: app.store.avatars.issue(userId, request.contentType, app.clock.now()),
  }
}

/**
 * Removes the account and what is held about it: the record (also the identity pool's user),
 * its sign-ins, progress and notes, bookings, grants, pictures, codes, parent links on either side
 * (with their consent links), flashcards,
 * chat conversations (a chat crisis flag keeps its ids and time, not its text), plans and their
 * calendar feeds, the domination plan and its check-ins, the exercises that are not published and
 * every answer (published exercises stay in the bank without the author's name, decision 0182).
 * Contact messages and newsletter sign-ups are kept: they belong to an email, not an account.
 */
function removeAccount(app: FastifyInstance, user: UserRecord) {
  const { store } = app
  store.identity.revokeAllOf(user.id)
  store.users.delete(user.id)
  // Both sides: a parent's requests and a child's consents, with their consent links.
  store.activations.remove(store.parentLinks.deleteUser(user.id).map((link) => link.id))
  store.signInLockouts.delete(user.id)
  store.verificationCodes.consume(user.id)
  store.courseProgress.deleteUser(user.id)
  store.community.cancel(user.id)
  store.grants.deleteUser(user.id)
  store.avatars.deleteUser(user.id)
  store.flashcardImages.deleteUser(user.id)
  store.exerciseImages.deleteUser(user.id, publishedImagesOf(app, user.id))
  store.exercises.deleteUser(user.id)
  store.activity.deleteUser(user.id)
  store.progress.deleteUser(user.id)
  store.orders.deleteUser(user.id)
  store.subscriptions.deleteUser(user.id)
  store.flashcards.deleteUser(user.id)
  store.chat.deleteUser(user.id)
  store.planner.deleteUser(user.id)
  store.dominationPlan.deleteUser(user.id)
  store.diagnostics.eraseChatSafetyOf(user.id)
  store.idempotency.deleteUser(user.id)
}

/** The pictures of the user's published exercises: they stay with them in the bank. */
function publishedImagesOf(app: FastifyInstance, userId: string): Set<string> {
  const { exercises } = app.store.exercises.everythingOf(userId)
  return new Set(
    exercises
      .filter((e) => e.status === 'PUBLISHED' && e.deletedAt === null)
      .flatMap((e) => e.images.map((image) => image.id)),
  )
}

const sameWord = (typed: string) =>
  typed.trim().toLocaleUpperCase('pl') === DELETE_CONFIRMATION_WORD

export async function deleteAccount(
  app: FastifyInstance,
  user: UserRecord,
  body: DeleteAccount,
): Answer<C['deleteAccount']> {
  const social = app.store.identity.isFederated(user.id)
  if ('confirmation' in body) {
    if (!social) return apiError(400, ACCOUNT_TEXT.passwordNeeded)
    if (!sameWord(body.confirmation)) return apiError(400, ACCOUNT_TEXT.typeDeleteWord)
  } else {
    if (social) return apiError(400, ACCOUNT_TEXT.typeDeleteWord)
    // The identity service's lockout counts these guesses too (decision 0106).
    try {
      refuseWhileLockedOut(app, user.id)
    } catch {
      return apiError(429, USER_TEXT.tooManyAttempts)
    }
    if (body.password !== user.password) {
      recordFailedPassword(app, user.id)
      return apiError(403, ACCOUNT_TEXT.wrongPassword)
    }
  }
  removeAccount(app, user)
  return { status: 204, body: {} }
}

export async function grantFeature(
  app: FastifyInstance,
  userId: string,
  body: FeatureGrantUpdate,
): Answer<C['grantFeature']> {
  const { store, clock } = app
  const target = store.users.byId(userId)
  if (!target) return apiError(404, USER_TEXT.userNotFound)
  const now = clock.now()
  if (body.granted) {
    const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null
    if (expiresAt && expiresAt.getTime() <= now.getTime())
      return apiError(400, USER_TEXT.expiryInPast)
    store.grants.set(target.id, {
      feature: body.feature,
      grantedAt: now.toISOString(),
      expiresAt: expiresAt?.toISOString() ?? null,
    })
  } else store.grants.revoke(target.id, body.feature)
  return {
    status: 200,
    body: {
      userId: target.id,
      subscriptionActive: subscriptionActiveOf(app, target),
      grants: store.grants.forUser(target.id),
      features: featuresOf(app, target),
    },
  }
}
