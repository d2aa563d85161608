import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core'
import { contract, type Contract } from '@app/contract'
import { errorEnvelope, MESSAGES } from '../errors'
import { DOMINATION_PLAN_TEXT } from '@app/contract/domination-plan/text'
import { EXERCISES_TEXT } from '@app/contract/exercises/text'
import { FLASHCARDS_TEXT } from '@app/contract/flashcards/text'
import { PLANNER_TEXT } from '@app/contract/planner/text'
import { PROGRESS_TEXT } from '@app/contract/progress/text'
import type { FeatureKey, Features, Group } from '@app/contract/user'
import { COURSE_GROUPS, isStaff } from '@app/domain/access/access'
import { effectiveFeatures, hasAnyFeature } from '@app/domain/access/features'
import { canUseTool } from '@app/domain/access/tools'
import { GrantsRepository } from '../store/grants'
import { SubscriptionsRepository } from '../store/subscriptions'
import type { UserRecord } from '../store/users'
import { featuresOf } from '../services/user/features'

/** Polish texts of the 403 answers of the roles below. */
export const ACCESS_TEXT = {
  noCourse: 'Nie masz dostępu do tego kursu.',
  membersOnly: 'Społeczność jest dostępna dla uczestników naszych kursów.',
  parentsOnly: 'Tylko konto rodzica może połączyć konto dziecka.',
} as const

/**
 * A right a signed-in caller needs; without it the call is 403 with `message`. `app` is the
 * running mock, for rights its store holds (the tools); without it, the seed's are meant.
 */
export interface Role {
  allows(user: UserRecord, app?: FastifyInstance): boolean
  message: string
}

/**
 * Who may call a route: anyone (`Bearer PUBLIC` too), any signed-in user, a signed-in user with
 * a role, or the payment provider (no bearer at all: its signature, checked by the handler). What depends on the request itself (whose quiz, which course) stays in the handler.
 */
export type Access = 'anyone' | 'signedIn' | 'paymentProvider' | Role

const inGroups = (groups: readonly Group[], message: string = MESSAGES.forbidden): Role => ({
  allows: (user) => user.groups.some((group) => groups.includes(group)),
  message,
})

/**
 * The tools an account has as seeded (the seed's grants and subscription): for a check made
 * without a running mock (test/helper.ts's personaFor).
 */
function seedFeaturesOf(user: UserRecord): Features {
  const now = new Date()
  const subscriptionActive = new SubscriptionsRepository(() => now).isActive(user.id, now)
  return effectiveFeatures(
    { subscriptionActive, grants: new GrantsRepository().forUser(user.id) },
    now,
  )
}

/**
 * A tool (decision 0117): open with a subscription or an admin's grant, as whoami says, and to
 * the groups the domain's `canUseTool` names (decision 0181: the tasks tool's reviewers, admins).
 */
const tool = (feature: FeatureKey, message: string): Role => ({
  allows: (user, app) =>
    canUseTool(
      { groups: user.groups, features: app ? featuresOf(app, user) : seedFeaturesOf(user) },
      feature,
    ),
  message,
})

/**
 * A platform user (issue 30, decision 0193): a platform sign-up (newFlow) or any tool, which a
 * subscription opens too. 'Dziś', progress, the ranking and statistics are theirs.
 */
const isPlatformUser = (user: UserRecord, app?: FastifyInstance) =>
  user.newFlow || hasAnyFeature(app ? featuresOf(app, user) : seedFeaturesOf(user))

export const ROLES = {
  adminOrAssistant: inGroups(['Admin', 'Assistant']),
  admin: inGroups(['Admin']),
  /** Any course's participant; the handler checks the course the request names. */
  courseParticipant: inGroups(Object.values(COURSE_GROUPS), ACCESS_TEXT.noCourse),
  /** Community members: any signed-in user with a group (as the /produkt area, SPEC §6). */
  communityMember: { allows: (user) => user.groups.length > 0, message: ACCESS_TEXT.membersOnly },
  parent: { allows: (user) => user.isParent, message: ACCESS_TEXT.parentsOnly },
  flashcards: tool('flashcards', FLASHCARDS_TEXT.noAccess),
  dominationPlan: tool('dominationPlan', DOMINATION_PLAN_TEXT.noAccess),
  planner: tool('planner', PLANNER_TEXT.noAccess),
  tasks: tool('tasks', EXERCISES_TEXT.noAccess),
  /** The tasks tool's reviewers and admins (who have the tool by canUseTool, decision 0181). */
  exerciseReviewer: inGroups(['Exercise_Reviewer', 'Admin'], EXERCISES_TEXT.notReviewer),
  platformUser: { allows: isPlatformUser, message: PROGRESS_TEXT.noAccess },
  /** Staff see rankings too (decision 0015); the handler checks the opening date. */
  rankingReader: {
    allows: (user, app) => isStaff(user) || isPlatformUser(user, app),
    message: PROGRESS_TEXT.noAccess,
  },
  /** Parents pass here to be told why they see no statistics (the handler's 403, decision 0014). */
  statisticsReader: {
    allows: (user, app) => user.isParent || isPlatformUser(user, app),
    message: PROGRESS_TEXT.noAccess,
  },
} satisfies Record<string, Role>

/** One entry per contract route: a route added to the contract does not compile until it has one. */
type AccessTable<T> = { [K in keyof T]: T[K] extends AppRoute ? Access : AccessTable<T[K]> }

export const ROUTE_ACCESS: AccessTable<Contract> = {
  blog: {
    listArticles: 'anyone',
    randomArticles: 'anyone',
    listCategories: 'anyone',
    getArticle: 'anyone',
    saveArticle: ROLES.adminOrAssistant,
    deleteArticle: ROLES.adminOrAssistant,
  },
  auth: {
    signup: 'anyone',
    signupSaas: 'anyone',
    sendVerificationCode: 'signedIn',
    // The emailed code (or link) is the proof; the user may open it signed out.
    verifyEmail: 'anyone',
    getActivation: 'anyone',
    getPublicUser: 'anyone',
    resetPassword: 'anyone',
    changePassword: 'anyone',
    // The link's token is the proof, as for changePassword.
    checkPasswordReset: 'anyone',
  },
  user: {
    whoami: 'signedIn',
    getSettings: 'signedIn',
    updateSettings: 'signedIn',
    submitInitialQuiz: 'signedIn',
    // Whose quiz the body names is checked by the handler (403 for another userId).
    getQuizProgress: 'signedIn',
    saveQuizProgress: 'signedIn',
    sendNotification: 'signedIn',
    validateChild: ROLES.parent,
    saveExerciseFilters: 'signedIn',
    // Each acts on the caller's own account only.
    requestAvatarUpload: 'signedIn',
    exportAccount: 'signedIn',
    deleteAccount: 'signedIn',
    grantFeature: ROLES.admin,
  },
  courses: {
    getWeekAndEpisodes: ROLES.courseParticipant,
    updateWatchTime: ROLES.courseParticipant,
    updateEpisodeNotes: ROLES.courseParticipant,
    updateEpisodeTracker: ROLES.courseParticipant,
  },
  trace: { createTrace: 'anyone', listTraces: ROLES.admin },
  diagnostic: {
    listDiagnostics: ROLES.admin,
    createDiagnostic: 'anyone',
    markReviewed: ROLES.admin,
  },
  metrics: { getMetrics: ROLES.admin },
  webinar: { updateWebinarStatistics: 'anyone' },
  newsletter: {
    subscribe: 'anyone',
    confirmSubscription: 'anyone',
    cancelSubscription: 'anyone',
  },
  feedback: {
    sendFeedback: 'anyone',
    sendCourseFeedback: ROLES.courseParticipant,
    sendEndCourseFeedback: ROLES.courseParticipant,
  },
  ebook: { getDownloadUrl: 'anyone' },
  community: {
    getCommunity: ROLES.communityMember,
    bookIntroMeeting: ROLES.communityMember,
    cancelIntroMeeting: ROLES.communityMember,
  },
  // The caller's own log only: the handler names no other user.
  activity: { listActivity: 'signedIn' },
  commerce: {
    getCatalogue: 'anyone',
    validatePromoCode: 'anyone',
    createOrder: 'signedIn',
    listOrders: 'signedIn',
    // Whose order it is: the handler (someone else's is 404).
    getOrder: 'signedIn',
    payOverdueRenewal: 'signedIn',
    adminListOrders: ROLES.admin,
    adminGetOrder: ROLES.admin,
    // The link a child sends is the key: a parent may pay without an account (/r/{id}).
    getPublicOrder: 'anyone',
    startPayment: 'anyone',
    notifyPayment: 'paymentProvider',
    getSubscription: 'signedIn',
    cancelSubscription: 'signedIn',
    resumeSubscription: 'signedIn',
  },
  // The caller's own decks, cards and reviews only: another user's id is 404 (the handlers).
  flashcards: {
    listDecks: ROLES.flashcards,
    createDeck: ROLES.flashcards,
    getDeck: ROLES.flashcards,
    updateDeck: ROLES.flashcards,
    deleteDeck: ROLES.flashcards,
    restoreDeck: ROLES.flashcards,
    listCards: ROLES.flashcards,
    createCard: ROLES.flashcards,
    updateCard: ROLES.flashcards,
    deleteCard: ROLES.flashcards,
    restoreCard: ROLES.flashcards,
    // The chat's context card (the chat is open to every signed-in user): own cards only, also
    // after the tool has closed (a lapsed subscription keeps its cards); no cards, so 404.
    getCard: 'signedIn',
    requestImageUpload: ROLES.flashcards,
    importCards: ROLES.flashcards,
    exportCards: ROLES.flashcards,
    getDue: ROLES.flashcards,
    review: ROLES.flashcards,
    undoReview: ROLES.flashcards,
  },
  // Every call needs the tasks tool; whose exercise it is and what the caller may do with it are
  // the domain's rights in the handlers (another user's private one is 404, decision 0181).
  exercises: {
    listExercises: ROLES.tasks,
    createExercise: ROLES.tasks,
    reviewQueue: ROLES.exerciseReviewer,
    requestImageUpload: ROLES.tasks,
    getExercise: ROLES.tasks,
    getExerciseSource: ROLES.tasks,
    updateExercise: ROLES.tasks,
    deleteExercise: ROLES.tasks,
    attempt: ROLES.tasks,
    revealHint: ROLES.tasks,
    revealSolution: ROLES.tasks,
    submitExercise: ROLES.tasks,
    reviewExercise: ROLES.exerciseReviewer,
  },
  // Any signed-in user chats, `brak` too (issue 'AI study chat'); each call reads the caller's own.
  chat: {
    listConversations: 'signedIn',
    createConversation: 'signedIn',
    updateConversation: 'signedIn',
    deleteConversation: 'signedIn',
    listMessages: 'signedIn',
    sendMessage: 'signedIn',
    regenerateMessage: 'signedIn',
    stopMessage: 'signedIn',
    getUsage: 'signedIn',
  },
  // The caller's own plans only: another user's plan or a block of another plan is 404.
  planner: {
    listPlans: ROLES.planner,
    createPlan: ROLES.planner,
    getPlan: ROLES.planner,
    updatePlan: ROLES.planner,
    deletePlan: ROLES.planner,
    archivePlan: ROLES.planner,
    restorePlan: ROLES.planner,
    changeBlocks: ROLES.planner,
    createBlock: ROLES.planner,
    deleteBlock: ROLES.planner,
    focusBlock: ROLES.planner,
    reflowPlan: ROLES.planner,
    exportCalendar: ROLES.planner,
    createFeed: ROLES.planner,
    deleteFeed: ROLES.planner,
    // Calendar apps send no Authorization: the token in the address is the proof (decision
    // 0166), so no bearer is read at all (BEARERLESS below).
    getFeed: 'anyone',
  },
  // The caller's own plan and check-ins only: another user's check-in is 404 (the handlers).
  dominationPlan: {
    getDominationPlan: ROLES.dominationPlan,
    updateDominationPlan: ROLES.dominationPlan,
    listCheckIns: ROLES.dominationPlan,
    createCheckIn: ROLES.dominationPlan,
    updateCheckIn: ROLES.dominationPlan,
  },
  // The caller's own progress only: no call names a user (a query parameter is 400).
  progress: {
    getProgress: ROLES.platformUser,
    getToday: ROLES.platformUser,
    getRanking: ROLES.rankingReader,
    getRankingHistory: ROLES.rankingReader,
    getStatistics: ROLES.statisticsReader,
  },
}

/** 'anyone' routes whose callers send no bearer at all: the secret is in the address. */
const BEARERLESS: ReadonlySet<AppRoute> = new Set([contract.planner.getFeed])

/** Whether a request is for a route only the payment provider calls (it sends no bearer). */
export function isPaymentProviderRoute(request: FastifyRequest): boolean {
  const route = (request.routeOptions.config as { tsRestRoute?: AppRoute }).tsRestRoute
  return route !== undefined && accessOf(route) === 'paymentProvider'
}

/** Whether a request's route reads no bearer: the payment provider's, or BEARERLESS. */
export function takesNoBearer(request: FastifyRequest): boolean {
  const route = (request.routeOptions.config as { tsRestRoute?: AppRoute }).tsRestRoute
  return route !== undefined && (accessOf(route) === 'paymentProvider' || BEARERLESS.has(route))
}

/** Every contract route with its access, as [route, access] pairs. */
function entries(router: AppRouter, table: Record<string, unknown>): [AppRoute, Access][] {
  return Object.entries(router).flatMap(([key, value]) => {
    const access = table[key]
    if (isAppRoute(value)) {
      if (access === undefined) throw new Error(`No access for ${value.method} ${value.path}`)
      return [[value, access as Access]]
    }
    return entries(value as AppRouter, access as Record<string, unknown>)
  })
}

const ACCESS = new Map(entries(contract, ROUTE_ACCESS))

/** The access of a contract route (the route objects ts-rest registers). */
export function accessOf(route: AppRoute): Access {
  const access = ACCESS.get(route)
  if (access === undefined) throw new Error(`No access for ${route.method} ${route.path}`)
  return access
}

/**
 * onRequest, after `authenticate`: 401 for `Bearer PUBLIC` and 403 without the role, before
 * the body is read or any of the request is validated, so a caller without the right learns
 * nothing about what the route expects.
 */
export function authorize(request: FastifyRequest, reply: FastifyReply, done: () => void) {
  const route = (request.routeOptions.config as { tsRestRoute?: AppRoute }).tsRestRoute
  // Fail closed: a route of this scope that ts-rest did not register is a bug, not a free pass.
  const access = route ? accessOf(route) : undefined
  if (access === 'anyone' || access === 'paymentProvider') return done()
  if (!request.user) return void reply.status(401).send(errorEnvelope(401, MESSAGES.loginRequired))
  if (access === undefined)
    return void reply.status(403).send(errorEnvelope(403, MESSAGES.forbidden))
  if (access !== 'signedIn' && !access.allows(request.user, request.server))
    return void reply.status(403).send(errorEnvelope(403, access.message))
  done()
}
