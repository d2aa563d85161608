import { initServer } from '@ts-rest/fastify'
import { contract } from '@app/contract'
import { requireUser } from '../plugins/auth'

const s = initServer()

/** Sign-up, e-mail verification and password reset; their workflows are services/auth. */
export const authRouter = s.router(contract.auth, {
  signup: async ({ body, request }) => request.server.services.auth.signup(body),
  signupSaas: async ({ body, request }) => request.server.services.auth.signupSaas(body),

  sendVerificationCode: async ({ body, request }) =>
    request.server.services.auth.sendVerificationCode(requireUser(request), body.userId),
  verifyEmail: async ({ body, request }) => request.server.services.auth.verifyEmail(body),

  getActivation: async ({ params, request }) =>
    request.server.services.auth.getActivation(params.id),
  getPublicUser: async ({ params, request }) =>
    request.server.services.auth.getPublicUser(params.id),

  resetPassword: async ({ body, request }) =>
    request.server.services.auth.resetPassword(body.email),
  changePassword: async ({ body, request }) => request.server.services.auth.changePassword(body),
  checkPasswordReset: async ({ params, request }) =>
    request.server.services.auth.checkPasswordReset(params.token),
})
