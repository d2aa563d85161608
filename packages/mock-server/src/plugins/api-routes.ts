import type { FastifyInstance } from 'fastify'
import { initServer } from '@ts-rest/fastify'
import { contract } from '@app/contract'
import { requestValidationErrorHandler } from '../errors'
import { authenticate } from './auth'
import { validatingRouter } from './validating-router'
import { authorize, takesNoBearer } from './access'
import { activityRouter } from '../routers/activity.router'
import { authRouter } from '../routers/auth.router'
import { blogRouter } from '../routers/blog.router'
import { chatRouter } from '../routers/chat.router'
import { commerceRouter } from '../routers/commerce.router'
import { communityRouter } from '../routers/community.router'
import { coursesRouter } from '../routers/courses.router'
import { diagnosticRouter } from '../routers/diagnostic.router'
import { dominationPlanRouter } from '../routers/domination-plan.router'
import { ebookRouter } from '../routers/ebook.router'
import { exercisesRouter } from '../routers/exercises.router'
import { feedbackRouter } from '../routers/feedback.router'
import { flashcardsRouter } from '../routers/flashcards.router'
import { metricsRouter } from '../routers/metrics.router'
import { newsletterRouter } from '../routers/newsletter.router'
import { plannerRouter } from '../routers/planner.router'
import { progressRouter } from '../routers/progress.router'
import { traceRouter } from '../routers/trace.router'
import { userRouter } from '../routers/user.router'
import { webinarRouter } from '../routers/webinar.router'

const s = initServer()

export const router = s.router(contract, {
  blog: blogRouter,
  auth: authRouter,
  user: userRouter,
  courses: coursesRouter,
  trace: traceRouter,
  diagnostic: diagnosticRouter,
  metrics: metricsRouter,
  webinar: webinarRouter,
  newsletter: newsletterRouter,
  feedback: feedbackRouter,
  ebook: ebookRouter,
  community: communityRouter,
  activity: activityRouter,
  commerce: commerceRouter,
  flashcards: flashcardsRouter,
  exercises: exercisesRouter,
  chat: chatRouter,
  planner: plannerRouter,
  progress: progressRouter,
  dominationPlan: dominationPlanRouter,
})

/**
 * Every contract route, in its own scope so the bearer check runs only for them. Who may call
 * each route (./access.ts) is checked next, before the body is read; then requests and answers
 * are both validated against the contract: the mock cannot drift from it.
 */
export async function apiRoutes(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) =>
    takesNoBearer(request) ? done() : authenticate(request, reply, done),
  )
  app.addHook('onRequest', authorize)
  // Answers are validated against the contract by validatingRouter (memoised), not by ts-rest.
  s.registerRouter(contract, validatingRouter(router), app, {
    logInitialization: false,
    responseValidation: false,
    requestValidationErrorHandler,
  })
}
