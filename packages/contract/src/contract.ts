import { initContract } from '@ts-rest/core'
import { activityContract } from './activity/activity.contract'
import { authContract } from './auth/auth.contract'
import { blogContract } from './blog/blog.contract'
import { chatContract } from './chat/chat.contract'
import { commerceContract } from './commerce/commerce.contract'
import { AuthorizationHeaderSchema, ApiErrorSchema } from './common.schemas'
import { communityContract } from './community/community.contract'
import { coursesContract } from './courses/courses.contract'
import { diagnosticContract } from './diagnostic/diagnostic.contract'
import { dominationPlanContract } from './domination-plan/domination-plan.contract'
import { ebookContract } from './ebook/ebook.contract'
import { feedbackContract } from './feedback/feedback.contract'
import { exercisesContract } from './exercises/exercises.contract'
import { flashcardsContract } from './flashcards/flashcards.contract'
import { metricsContract } from './metrics/metrics.contract'
import { newsletterContract } from './newsletter/newsletter.contract'
import { parentContract } from './parent/parent.contract'
import { plannerContract } from './planner/planner.contract'
import { progressContract } from './progress/progress.contract'
import { traceContract } from './trace/trace.contract'
import { userContract } from './user/user.contract'
import { webinarContract } from './webinar/webinar.contract'

const c = initContract()

/** Error statuses any call may answer, always with the `{ message, httpsStatus }` envelope. */
const commonResponses = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  /** Only ever produced by the client's HTTP layer when a request times out. */
  408: ApiErrorSchema,
  413: ApiErrorSchema,
  /** Too many requests or an allowance used up; `Retry-After` says when to try again. */
  429: ApiErrorSchema,
  500: ApiErrorSchema,
  503: ApiErrorSchema,
}

const apiOptions = {
  pathPrefix: '/api',
  baseHeaders: AuthorizationHeaderSchema,
  commonResponses,
  strictStatusCodes: true,
} as const

/** The product API: the single source of truth for the web client and the mock server. */
export const contract = c.router(
  {
    blog: blogContract,
    auth: authContract,
    user: userContract,
    courses: coursesContract,
    trace: traceContract,
    diagnostic: diagnosticContract,
    metrics: metricsContract,
    webinar: webinarContract,
    newsletter: newsletterContract,
    feedback: feedbackContract,
    ebook: ebookContract,
    community: communityContract,
    activity: activityContract,
    commerce: commerceContract,
    flashcards: flashcardsContract,
    exercises: exercisesContract,
    chat: chatContract,
    planner: plannerContract,
    progress: progressContract,
    dominationPlan: dominationPlanContract,
    parent: parentContract,
  },
  apiOptions,
)
export type Contract = typeof contract

export {
  ApiErrorSchema,
  IDEMPOTENCY_KEY_MESSAGE,
  IdempotencyKeyHeaderSchema,
} from './common.schemas'
export type { ApiError } from './errors'
export { PUBLIC_TOKEN, type EndpointOrigin } from './common.schemas'
export { LIMITS } from './limits'
