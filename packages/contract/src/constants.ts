/**
 * The contract's plain values, free of zod: the schemas use them, and so does code that must not
 * load a schema library (the web's first download: decision 0113).
 */

/** `Authorization: Bearer PUBLIC` when nobody is logged in (SPEC §7). */
export const PUBLIC_TOKEN = 'PUBLIC'

export const COURSE_KEYS = ['KED', 'PED', 'ZN'] as const
export type CourseKey = (typeof COURSE_KEYS)[number]

/** The same test as zod's `.uuid()` (UuidSchema); contract tests keep the two in step. */
export const UUID_PATTERN =
  /^[0-9a-fA-F]{8}\b-[0-9a-fA-F]{4}\b-[0-9a-fA-F]{4}\b-[0-9a-fA-F]{4}\b-[0-9a-fA-F]{12}$/i

/** An email verification code: 6 digits. */
export const VERIFICATION_CODE_PATTERN = /^\d{6}$/

/** A newsletter sign-up's source (a page, a campaign): letters, digits, '-' and '_'. */
export const SUBSCRIPTION_SOURCE_PATTERN = /^[a-z0-9_-]+$/i

/** Experiments and their variants (SPEC §3). Variants other than webinar-14-10's are our choice. */
export const EXPERIMENTS = {
  'mw-03-11': ['a', 'b'],
  'saas-student-28-08': ['a', 'b'],
  'saas-parent-28-08': ['a', 'b'],
  'launch-landing-09-09': ['a', 'b'],
  'webinar-14-10': ['v1', 'v2', 'v3'],
} as const
export type ExperimentId = keyof typeof EXPERIMENTS
export const EXPERIMENT_IDS = Object.keys(EXPERIMENTS) as [ExperimentId, ...ExperimentId[]]
export const UNKNOWN_VARIATION = 'unknown'

/** The length bounds of a trace's text fields (POST /api/trace). */
export const TRACE_LIMITS = {
  sessionId: 100,
  origin: 200,
  searchParams: 2_000,
  pathname: 500,
  href: 2_500,
  additionalInfo: 2_000,
  webinarId: 100,
} as const

/** The initial quiz's questions in their order, and the values of its choice questions. */
export const QUIZ_FIELDS = [
  'schoolType',
  'grade',
  'subjects',
  'goals',
  'chronotype',
  'weeklyStudyHours',
  'biggestChallenge',
] as const
export type QuizField = (typeof QUIZ_FIELDS)[number]

export const SCHOOL_TYPES = ['PODSTAWOWA', 'LICEUM', 'TECHNIKUM', 'BRANZOWA', 'STUDIA'] as const
export type SchoolType = (typeof SCHOOL_TYPES)[number]

export const GOALS = ['GRADES', 'EXAM', 'HABITS', 'MOTIVATION', 'TIME'] as const
export type Goal = (typeof GOALS)[number]

/** The chronotypes of the domain's chronotype test, or 'unknown' ('Nie wiem'). */
export const CHRONOTYPE_ANSWERS = [
  'definitely-morning',
  'moderately-morning',
  'intermediate',
  'moderately-evening',
  'definitely-evening',
  'unknown',
] as const
export type ChronotypeAnswer = (typeof CHRONOTYPE_ANSWERS)[number]

/** The per-user feature flags that gate the tools (SPEC §6), in their order. */
export const FEATURE_KEYS = ['planner', 'dominationPlan', 'flashcards', 'tasks'] as const
export type FeatureKey = (typeof FEATURE_KEYS)[number]

/** What the shop sells (decision 0121), in the catalogue's order. */
export const PRODUCT_IDS = ['ked', 'mw', 'pro-monthly', 'pro-yearly', 'zn', 'chat-pack'] as const
export type ProductId = (typeof PRODUCT_IDS)[number]

/** The products that are pro subscription plans. */
export const SUBSCRIPTION_PLANS = [
  'pro-monthly',
  'pro-yearly',
] as const satisfies readonly ProductId[]
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number]

/** pending → paid | failed | expired; paid → refunded (decision 0121). */
export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'expired', 'refunded'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** 'canceled' is a subscription that ended after a cancel; 'expired' one whose renewal failed. */
export const SUBSCRIPTION_STATUSES = ['active', 'grace', 'expired', 'canceled'] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

export const CURRENCY = 'PLN'
/** VAT included in every price, in percent. */
export const VAT_RATE_PERCENT = 23

/** A KSUID (orders, webinars): 27 characters of base62. */
export const KSUID_PATTERN = /^[0-9A-Za-z]{27}$/
