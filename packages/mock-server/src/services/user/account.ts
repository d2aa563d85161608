import type { FastifyInstance } from 'fastify'
import type { Contract } from '@app/contract'
import {
  ACCOUNT_TEXT,
  AVATAR_MAX_BYTES,
  DELETE_CONFIRMATION_WORD,
  type AccountExport,
  type AvatarUploadRequest,
  type DeleteAccount,
  type FeatureGrantUpdate,
} from '@app/contract/user/account'
import { apiError } from '../../errors'
import { recordFailedPassword, refuseWhileLockedOut } from '../../identity/lockout'
import { toOrder } from '../../store/orders'
import { toConversation, toMessage } from '../chat/chat-view'
import { toPlan } from '../planner/plan-view'
import { currentPlan, toCheckIn } from '../domination-plan/plan-view'
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

/** Everything held about the user but the password (decision 0117). */
function exportOf(app: FastifyInstance, user: UserRecord): AccountExport {
  const { store } = app
  const booking = store.community.list().find((b) => b.userId === user.id)
  return {
    exportedAt: app.clock.now().toISOString(),
    account: {
      id: user.id,
      email: user.email,
      name: user.name,
      createdAt: user.createdAt,
      groups: user.groups,
      signInMethod: store.identity.isFederated(user.id) ? 'SOCIAL' : 'PASSWORD',
      promoCode: user.promoCode,
      isParent: user.isParent,
      newFlow: user.newFlow,
      emailVerified: user.emailVerified,
      subscriptionActive: subscriptionActiveOf(app, user),
    },
    settings: user.settings,
    initialQuiz: { hasSolvedInitialQuiz: user.hasSolvedInitialQuiz, answers: user.quizProgress },
    seenNotifications: user.seenNotifications,
    features: { grants: store.grants.forUser(user.id), effective: featuresOf(app, user) },
    family: {
      children: user.childIds.flatMap((id) => {
        const child = store.users.byId(id)
        return child ? [{ id: child.id, name: child.name, email: child.email }] : []
      }),
      parents: store.users.parentsOf(user.id).map((p) => ({ id: p.id, name: p.name })),
    },
    exerciseFilters: user.exerciseFilters,
    courses: store.courseProgress.forUser(user.id),
    community: {
      introMeeting: booking ? { startsAt: booking.startsAt, bookedAt: booking.bookedAt } : null,
    },
    feedback: store.feedback
      .list()
      .filter((record) => record.userId === user.id)
      .map(({ userId: _, ...record }) => record),
    newsletter: store.newsletter
      .list()
      .filter((record) => record.email === user.email)
      .map(({ list, status, createdAt, confirmedAt, cancelledAt }) => ({
        list,
        status,
        createdAt,
        confirmedAt,
        cancelledAt,
      })),
    activity: store.activity.forUser(user.id),
    orders: store.orders.forBuyer(user.id, app.clock.now()).map(toOrder),
    flashcards: flashcardsOf(app, user),
    chat: {
      conversations: app.store.chat.everythingOf(user.id).map(({ conversation, messages }) => ({
        ...toConversation(conversation, messages.length),
        messages: messages.map(toMessage),
      })),
    },
    planner: plannerOf(app, user),
    dominationPlan: {
      plan: currentPlan(app, user.id),
      checkIns: app.store.dominationPlan.checkIns(user.id).map(toCheckIn),
    },
    exercises: exercisesOf(app, user),
  }
}

/** The user's own exercises, oldest first, with their source and history; their answers. */
function exercisesOf(app: FastifyInstance, user: UserRecord): AccountExport['exercises'] {
  const { exercises, progress } = app.store.exercises.everythingOf(user.id)
  const byTime = <T extends { createdAt: string; id: string }>(a: T, b: T) =>
    a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id)
  return {
    own: exercises.sort(byTime).map((e) => ({
      id: e.id,
      status: e.status,
      version: e.version,
      source: e.source,
      images: e.images,
      reviewComment: e.reviewComment,
      history: e.history.map(({ at, action, actorName, comment }) => ({
        at,
        action,
        actorName,
        comment,
      })),
      createdAt: e.createdAt,
      updatedAt: e.updatedAt,
      submittedAt: e.submittedAt,
      deletedAt: e.deletedAt,
    })),
    progress: progress
      .sort((a, b) => a.exerciseId.localeCompare(b.exerciseId))
      .map(({ exerciseId, attempts, hintsRevealed, solutionRevealed, solvedAt }) => ({
        exerciseId,
        attempts: attempts.map(({ attemptNo, at, verdict, answerText, feedback }) => ({
          attemptNo,
          at,
          verdict,
          answerText,
          feedback,
        })),
        hintsRevealed,
        solutionRevealed,
        solvedAt,
      })),
  }
}

/** The user's plans, oldest first, with their blocks; a feed's token is never kept, nor given. */
function plannerOf(app: FastifyInstance, user: UserRecord): AccountExport['planner'] {
  const { plans, feeds } = app.store.planner.everythingOf(user.id)
  const byTime = <T extends { createdAt: string }>(a: T, b: T) =>
    a.createdAt.localeCompare(b.createdAt)
  return {
    plans: plans.sort((a, b) => byTime(a, b) || a.id.localeCompare(b.id)).map(toPlan),
    feeds: feeds.sort(byTime).map(({ planId, createdAt }) => ({ planId, createdAt })),
  }
}

/** The user's decks, oldest first, each with its cards (deleted ones marked). */
function flashcardsOf(app: FastifyInstance, user: UserRecord): AccountExport['flashcards'] {
  const { decks, cards } = app.store.flashcards.everythingOf(user.id)
  const byTime = <T extends { createdAt: string; id: string }>(a: T, b: T) =>
    a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id)
  return {
    decks: decks.sort(byTime).map((deck) => {
      const own = cards.filter((card) => card.deckId === deck.id).sort(byTime)
      return {
        id: deck.id,
        name: deck.name,
        settings: deck.settings,
        createdAt: deck.createdAt,
        deletedAt: deck.deletedAt,
        cardCount: own.filter((card) => card.deletedAt === null).length,
        cards: own.map((card) => {
          const { id, front, back, tags, image, schedule, createdAt, updatedAt, deletedAt } = card
          return { id, front, back, tags, image, schedule, createdAt, updatedAt, deletedAt }
        }),
      }
    }),
  }
}

export async function exportAccount(
  app: FastifyInstance,
  user: UserRecord,
): Answer<C['exportAccount']> {
  return { status: 200, body: exportOf(app, user) }
}

/**
 * Removes the account and what is held about it: the record (also the identity pool's user),
 * its sign-ins, progress and notes, bookings, grants, pictures, codes, parent links, flashcards,
 * chat conversations (a chat crisis flag keeps its ids and time, not its text), plans and their
 * calendar feeds, the domination plan and its check-ins, the exercises that are not published and
 * every answer (published exercises stay in the bank without the author's name, decision 0182).
 * Contact messages and newsletter sign-ups are kept: they belong to an email, not an account.
 */
function removeAccount(app: FastifyInstance, user: UserRecord) {
  const { store } = app
  store.identity.revokeAllOf(user.id)
  store.users.delete(user.id)
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
