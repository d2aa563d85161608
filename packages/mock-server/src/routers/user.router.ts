import { initServer } from '@ts-rest/fastify'
import { contract } from '@app/contract'
import { requireUser } from '../plugins/auth'
import { shopUrls } from '../services/commerce/provider'

const s = initServer()

/** The caller's account, settings and initial quiz; its workflows are services/user. */
export const userRouter = s.router(contract.user, {
  whoami: async ({ request }) =>
    request.server.services.user.whoami(
      requireUser(request),
      request.idToken ?? '',
      shopUrls(request),
    ),

  getSettings: async ({ request }) =>
    request.server.services.user.getSettings(requireUser(request)),
  updateSettings: async ({ body, request }) =>
    request.server.services.user.updateSettings(requireUser(request), body),

  getQuizProgress: async ({ request }) =>
    request.server.services.user.getQuizProgress(requireUser(request)),
  saveQuizProgress: async ({ body, request }) =>
    request.server.services.user.saveQuizProgress(requireUser(request), body),
  submitInitialQuiz: async ({ body, request }) =>
    request.server.services.user.submitInitialQuiz(requireUser(request), body),

  sendNotification: async ({ body, request }) =>
    request.server.services.user.sendNotification(requireUser(request), body.type),

  saveExerciseFilters: async ({ body, request }) =>
    request.server.services.user.saveExerciseFilters(requireUser(request), body),

  requestAvatarUpload: async ({ body, request }) =>
    request.server.services.user.requestAvatarUpload(requireUser(request).id, body),
  exportAccount: async ({ request }) =>
    request.server.services.user.exportAccount(requireUser(request)),
  deleteAccount: async ({ body, request }) =>
    request.server.services.user.deleteAccount(requireUser(request), body),
  // Admins only.
  grantFeature: async ({ params, body, request }) =>
    request.server.services.user.grantFeature(params.userId, body),
})
