import type { AppRoute } from '@ts-rest/core'
import type { Contract } from '@app/contract'
import { ROLES, type Role } from './roles'

/**
 * Who may call a route: anyone (`Bearer PUBLIC` too), any signed-in user, a signed-in user with
 * a role, or the payment provider (no bearer at all: its signature, checked by the handler).
 * What depends on the request itself (whose quiz, which course) stays in the handler.
 */
export type Access = 'anyone' | 'signedIn' | 'paymentProvider' | Role

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
  // The parent's calls read only their own requests; the child's only the caller's own links
  // (another account's consent link is 403, decision 0197).
  parent: {
    validateChild: ROLES.parent,
    listChildren: ROLES.parentPanel,
    resendRequest: ROLES.parentPanel,
    unlinkChild: ROLES.parentPanel,
    childSummary: ROLES.parentPanel,
    latestRequest: ROLES.parentPanel,
    listParents: 'signedIn',
    getParentLink: 'signedIn',
    answerParentLink: 'signedIn',
    removeParent: 'signedIn',
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
