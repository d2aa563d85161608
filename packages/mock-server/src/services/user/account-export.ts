import type { FastifyInstance } from 'fastify'
import type { Contract } from '@app/contract'
import type { AccountExport } from '@app/contract/user/account'
import { toOrder } from '../../store/orders'
import { toConversation, toMessage } from '../chat/chat-view'
import { toPlan } from '../planner/plan-view'
import { currentPlan, toCheckIn } from '../domination-plan/plan-view'
import { settle } from '../parent/links'
import type { ParentLinkRecord } from '../../store/parent-links'
import type { UserRecord } from '../../store/users'
import type { Answer } from '../answer'
import { featuresOf, subscriptionActiveOf } from './features'

type C = Contract['user']

const byCreatedAt = (a: { createdAt: string }, b: { createdAt: string }) =>
  a.createdAt.localeCompare(b.createdAt)
/** Oldest first; records made in the same instant by id. */
const byCreation = <T extends { createdAt: string; id: string }>(a: T, b: T) =>
  byCreatedAt(a, b) || a.id.localeCompare(b.id)

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
    family: familyOf(app, user),
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

/** The parent panel's requests the user is in, on either side, in the order made (decision 0196). */
function familyOf(app: FastifyInstance, user: UserRecord): AccountExport['family'] {
  const { users, parentLinks } = app.store
  const links = settle(
    app,
    parentLinks.all().filter((link) => link.parentId === user.id || link.childId === user.id),
  )
  const held = ({ status, requestedAt, consentedAt }: ParentLinkRecord) => ({
    status,
    requestedAt,
    consentedAt,
  })
  return {
    children: links.flatMap((link) => {
      const child = link.parentId === user.id && users.byId(link.childId)
      return child ? [{ id: child.id, name: child.name, email: child.email, ...held(link) }] : []
    }),
    parents: links.flatMap((link) => {
      const parent = link.childId === user.id && users.byId(link.parentId)
      return parent ? [{ id: parent.id, name: parent.name, ...held(link) }] : []
    }),
  }
}

/** The user's own exercises, oldest first, with their source and history; their answers. */
function exercisesOf(app: FastifyInstance, user: UserRecord): AccountExport['exercises'] {
  const { exercises, progress } = app.store.exercises.everythingOf(user.id)
  return {
    own: exercises.sort(byCreation).map((e) => ({
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
  return {
    plans: plans.sort(byCreation).map(toPlan),
    feeds: feeds.sort(byCreatedAt).map(({ planId, createdAt }) => ({ planId, createdAt })),
  }
}

/** The user's decks, oldest first, each with its cards (deleted ones marked). */
function flashcardsOf(app: FastifyInstance, user: UserRecord): AccountExport['flashcards'] {
  const { decks, cards } = app.store.flashcards.everythingOf(user.id)
  return {
    decks: decks.sort(byCreation).map((deck) => {
      const own = cards.filter((card) => card.deckId === deck.id).sort(byCreation)
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
