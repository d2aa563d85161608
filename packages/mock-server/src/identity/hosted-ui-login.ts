import { randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { NameSchema, SaasSignupSchema } from '@app/contract/auth'
import { newPlatformAccount, type UserRecord } from '../store/users'
import { AUTH_CODE_LIFETIME_MS, CLIENT_ID, EXISTING_USER_ERROR_DESCRIPTION } from './config'
import { isHttpUrl, readAuthorize, type AuthorizeRequest, type Params } from './hosted-ui-authorize'
import { errorPage, loginPage } from './hosted-ui-page'
import { HOSTED_UI_TEXT as TEXT } from './hosted-ui.text'

/**
 * The hosted UI's pages in the browser: /oauth2/authorize shows the simulated social login and
 * takes its forms (a persona, a typed email, or the "account already exists" error), answering
 * the app with a one-time code; /logout sends the browser back.
 */

const EmailSchema = SaasSignupSchema.shape.email

function redirectTo(reply: FastifyReply, base: string, params: Record<string, string | null>) {
  const url = new URL(base)
  for (const [name, value] of Object.entries(params)) {
    if (value !== null) url.searchParams.set(name, value)
  }
  return reply.redirect(url.toString(), 302)
}

const showError = (reply: FastifyReply, message: string) =>
  reply.status(400).type('text/html; charset=utf-8').send(errorPage(message))

/** Sign the user in: a one-time code back to the app. */
function issueCode(
  app: FastifyInstance,
  reply: FastifyReply,
  request: AuthorizeRequest,
  user: UserRecord,
) {
  const code = app.store.identity.addAuthCode({
    userId: user.id,
    clientId: CLIENT_ID,
    redirectUri: request.redirectUri,
    codeChallenge: request.codeChallenge,
    scope: request.scope,
    expiresAtMs: app.clock.now().getTime() + AUTH_CODE_LIFETIME_MS,
  })
  return redirectTo(reply, request.redirectUri, { code, state: request.state })
}

const existingUserError = (reply: FastifyReply, request: AuthorizeRequest) =>
  redirectTo(reply, request.redirectUri, {
    error_description: EXISTING_USER_ERROR_DESCRIPTION,
    state: request.state,
    error: 'invalid_request',
  })

/** A new account of the social network's user: verified, without a usable password. */
function createSocialAccount(app: FastifyInstance, email: string, name: string): UserRecord {
  const user = app.store.users.create({
    ...newPlatformAccount(),
    // The social network vouches for the address.
    emailVerified: true,
    email,
    // Nobody knows it: a social account does not sign in with a password.
    password: randomBytes(32).toString('base64url'),
    name,
    promoCode: '',
    isParent: false,
    createdAt: app.clock.now(),
  })
  app.store.identity.markFederated(user.id)
  return user
}

export function loginRoutes(ui: FastifyInstance, app: FastifyInstance): void {
  const { store } = app

  ui.get<{ Querystring: Params }>('/oauth2/authorize', async (request, reply) => {
    const check = readAuthorize(request.query)
    if (!check.ok) {
      if ('page' in check) return showError(reply, check.page)
      return redirectTo(reply, check.redirect, {
        error: check.error,
        error_description: check.description,
        state: check.state,
      })
    }
    return reply.type('text/html; charset=utf-8').send(
      loginPage({
        hidden: check.request.hidden,
        identityProvider: check.request.identityProvider,
      }),
    )
  })

  ui.post<{ Body: Params | undefined }>('/oauth2/authorize', async (request, reply) => {
    const form = request.body ?? {}
    const check = readAuthorize(form)
    if (!check.ok) return showError(reply, 'page' in check ? check.page : check.description)
    const authorize = check.request
    const again = (field: 'email' | 'name', message: string) =>
      reply
        .status(400)
        .type('text/html; charset=utf-8')
        .send(
          loginPage({
            hidden: authorize.hidden,
            identityProvider: authorize.identityProvider,
            error: { field, message },
            email: form.email ?? '',
            name: form.name ?? '',
          }),
        )

    switch (form.action) {
      case 'persona': {
        const user = form.persona ? store.users.byEmail(form.persona) : undefined
        if (!user) return again('email', TEXT.unknownPersona)
        return issueCode(app, reply, authorize, user)
      }
      case 'existing':
        return existingUserError(reply, authorize)
      case 'email': {
        const email = EmailSchema.safeParse(form.email ?? '')
        if (!email.success) return again('email', email.error.issues[0]?.message ?? '')
        const existing = store.users.byEmail(email.data)
        if (existing) {
          // An account made with a password is not linked to the social login: Cognito's
          // PreSignUp trigger refuses it, and the app tells the user to sign in with the email.
          if (!store.identity.isFederated(existing.id)) return existingUserError(reply, authorize)
          return issueCode(app, reply, authorize, existing)
        }
        if (!form.name?.trim()) return again('name', TEXT.nameNeeded)
        const name = NameSchema.safeParse(form.name)
        if (!name.success) return again('name', name.error.issues[0]?.message ?? '')
        return issueCode(app, reply, authorize, createSocialAccount(app, email.data, name.data))
      }
      default:
        return showError(reply, TEXT.unknownAction)
    }
  })

  ui.get<{ Querystring: Params }>('/logout', async (request, reply) => {
    const { client_id: clientId, logout_uri: logoutUri } = request.query
    if (clientId !== CLIENT_ID) return showError(reply, TEXT.unknownClient)
    if (!isHttpUrl(logoutUri)) return showError(reply, TEXT.badLogoutUri)
    return reply.redirect(logoutUri, 302)
  })
}
