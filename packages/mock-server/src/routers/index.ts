import type { FastifyInstance } from 'fastify'
import { initServer } from '@ts-rest/fastify'
import { contract } from '@app/contract'
import { requestValidationErrorHandler } from '../errors'
import { authenticate } from '../plugins/auth'
import { validatingRouter } from './validating-router'
import { authorize, isPaymentProviderRoute } from './access'
import { activityRouter } from './activity.router'
import { authRouter } from './auth.router'
import { blogRouter } from './blog.router'
import { commerceRouter } from './commerce.router'
import { communityRouter } from './community.router'
import { coursesRouter } from './courses.router'
import { diagnosticRouter } from './diagnostic.router'
import { ebookRouter } from './ebook.router'
import { feedbackRouter } from './feedback.router'
import { flashcardsRouter } from './flashcards.router'
import { metricsRouter } from './metrics.router'
import { newsletterRouter } from './newsletter.router'
import { traceRouter } from './trace.router'
import { userRouter } from './user.router'
import { webinarRouter } from './webinar.router'

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
})

/**
 * Every contract route, in its own scope so the bearer check runs only for them. Who may call
 * each route (./access.ts) is checked next, before the body is read; then requests and answers
 * are both validated against the contract: the mock cannot drift from it.
 */
export async function apiRoutes(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) =>
    isPaymentProviderRoute(request) ? done() : authenticate(request, reply, done),
  )
  app.addHook('onRequest', authorize)
  // Answers are validated against the contract by validatingRouter (memoised), not by ts-rest.
  s.registerRouter(contract, validatingRouter(router), app, {
    logInitialization: false,
    responseValidation: false,
    requestValidationErrorHandler,
  })
}
