import { createHash, randomBytes } from 'node:crypto'
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify'
import { LIMITS } from '@app/contract'
import { NameSchema, SaasSignupSchema } from '@app/contract/auth'
import { errorEnvelopeOptions, useErrorEnvelope } from '../errors'
import { loggerOptions } from '../logging'
import { newPlatformAccount, type UserRecord } from '../store/users'
import {
  AUTH_CODE_LIFETIME_MS,
  CLIENT_ID,
  EXISTING_USER_ERROR_DESCRIPTION,
  OAUTH_SCOPES,
} from './config'
import { allowAnyOrigin } from './cors'
import { errorPage, loginPage } from './hosted-ui-page'
import { checkRefreshToken, issueTokens, signIn, type IssuedTokens } from './sign-in'

/**
 * The hosted UI of the user pool for the OAuth 2.0 code flow with PKCE, as Amplify's
 * signInWithRedirect uses it: /oauth2/authorize (a simulated social login page),
 * /oauth2/token and /logout. A separate Fastify instance sharing the app's store, clock and
 * tokens, because Amplify always calls it over https:// (server.ts adds the TLS listener).
 */

type Params = Record<string, string | undefined>

interface AuthorizeRequest {
  redirectUri: string
  state: string | null
  scope: string
  codeChallenge: string | null
  identityProvider: string | null
  /** The parameters to carry through the login forms. */
  hidden: Record<string, string>
}

const AUTHORIZE_PARAMS = [
  'client_id',
  'redirect_uri',
  'response_type',
  'scope',
  'state',
  'code_challenge',
  'code_challenge_method',
  'identity_provider',
] as const
const DEFAULT_SCOPE = 'openid email profile'

const EmailSchema = SaasSignupSchema.shape.email

const TEXT = {
  unknownClient: 'Nieznany identyfikator aplikacji (client_id).',
  badRedirect: 'Brak poprawnego adresu powrotu (redirect_uri).',
  badLogoutUri: 'Brak poprawnego adresu powrotu po wylogowaniu (logout_uri).',
  nameNeeded: 'Podaj imię, aby utworzyć nowe konto.',
  unknownPersona: 'Nie ma takiej persony. Wybierz konto z listy.',
  formsOnly: 'Nieobsługiwany typ treści. Wyślij formularz jako application/x-www-form-urlencoded.',
} as const

const isHttpUrl = (text: string | undefined): text is string => {
  if (!text) return false
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol)
  } catch {
    return false
  }
}

function redirectTo(reply: FastifyReply, base: string, params: Record<string, string | null>) {
  const url = new URL(base)
  for (const [name, value] of Object.entries(params)) {
    if (value !== null) url.searchParams.set(name, value)
  }
  return reply.redirect(url.toString(), 302)
}

type AuthorizeCheck =
  | { ok: true; request: AuthorizeRequest }
  | { ok: false; page: string }
  | { ok: false; redirect: string; state: string | null; error: string; description: string }

/** The authorize parameters; what cannot go back to redirect_uri becomes an error page. */
function readAuthorize(params: Params): AuthorizeCheck {
  if (params.client_id !== CLIENT_ID) return { ok: false, page: TEXT.unknownClient }
  const redirectUri = params.redirect_uri
  if (!isHttpUrl(redirectUri)) return { ok: false, page: TEXT.badRedirect }
  const state = params.state ?? null
  const fail = (error: string, description: string) =>
    ({ ok: false, redirect: redirectUri, state, error, description }) as const
  if (params.response_type !== 'code')
    return fail('unsupported_response_type', 'The mock hosted UI supports response_type=code.')
  const scopes = (params.scope ?? DEFAULT_SCOPE).split(/\s+/).filter(Boolean)
  if (scopes.some((s) => !OAUTH_SCOPES.includes(s)))
    return fail('invalid_scope', 'A requested scope is not allowed for this client.')
  if (scopes.some((s) => s === 'email' || s === 'profile') && !scopes.includes('openid'))
    return fail('invalid_scope', 'The email and profile scopes need the openid scope.')
  const codeChallenge = params.code_challenge ?? null
  if (codeChallenge !== null && params.code_challenge_method !== 'S256')
    return fail('invalid_request', 'code_challenge_method must be S256.')
  const hidden: Record<string, string> = {}
  for (const name of AUTHORIZE_PARAMS) {
    const value = params[name]
    if (value !== undefined) hidden[name] = value
  }
  return {
    ok: true,
    request: {
      redirectUri,
      state,
      scope: scopes.join(' '),
      codeChallenge,
      identityProvider: params.identity_provider ?? null,
      hidden,
    },
  }
}

/** The token endpoint's answer; an id token only with the openid scope, as Cognito does. */
const tokenAnswer = (scope: string, tokens: IssuedTokens) => ({
  ...(scope.split(' ').includes('openid') ? { id_token: tokens.idToken } : {}),
  access_token: tokens.accessToken,
  expires_in: tokens.expiresIn,
  token_type: 'Bearer',
})

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url')

/** The hosted UI on its own Fastify instance; `https` makes it listen with TLS. */
export async function buildHostedUi(
  app: FastifyInstance,
  options: { https?: { key: string; cert: string }; logger?: boolean; logRequests?: boolean } = {},
): Promise<FastifyInstance> {
  const settings = {
    ...loggerOptions(options),
    ...errorEnvelopeOptions,
    bodyLimit: LIMITS.bodyLimitBytes,
  }
  // The https and http flavours of Fastify differ only in their server type.
  const ui = (
    options.https ? Fastify({ ...settings, https: options.https }) : Fastify(settings)
  ) as FastifyInstance
  const { store, clock } = app
  // Its own pages and the OAuth answers keep their formats; anything else is the envelope.
  useErrorEnvelope(ui, { FST_ERR_CTP_INVALID_MEDIA_TYPE: TEXT.formsOnly })

  ui.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body.toString()))),
  )
  allowAnyOrigin(ui, ['/oauth2/token'])

  const showError = (reply: FastifyReply, message: string) =>
    reply.status(400).type('text/html; charset=utf-8').send(errorPage(message))

  /** Sign the user in: a one-time code back to the app. */
  const issueCode = (reply: FastifyReply, request: AuthorizeRequest, user: UserRecord) => {
    const code = store.identity.addAuthCode({
      userId: user.id,
      clientId: CLIENT_ID,
      redirectUri: request.redirectUri,
      codeChallenge: request.codeChallenge,
      scope: request.scope,
      expiresAtMs: clock.now().getTime() + AUTH_CODE_LIFETIME_MS,
    })
    return redirectTo(reply, request.redirectUri, { code, state: request.state })
  }
  const existingUserError = (reply: FastifyReply, request: AuthorizeRequest) =>
    redirectTo(reply, request.redirectUri, {
      error_description: EXISTING_USER_ERROR_DESCRIPTION,
      state: request.state,
      error: 'invalid_request',
    })

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
        return issueCode(reply, authorize, user)
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
          return issueCode(reply, authorize, existing)
        }
        if (!form.name?.trim()) return again('name', TEXT.nameNeeded)
        const name = NameSchema.safeParse(form.name)
        if (!name.success) return again('name', name.error.issues[0]?.message ?? '')
        const user = store.users.create({
          ...newPlatformAccount(),
          // The social network vouches for the address.
          emailVerified: true,
          email: email.data,
          // Nobody knows it: a social account does not sign in with a password.
          password: randomBytes(32).toString('base64url'),
          name: name.data,
          promoCode: '',
          isParent: false,
          createdAt: clock.now(),
        })
        store.identity.markFederated(user.id)
        return issueCode(reply, authorize, user)
      }
      default:
        return showError(reply, 'Nieznana akcja formularza logowania.')
    }
  })

  ui.post<{ Body: Params | undefined }>('/oauth2/token', async (request, reply) => {
    const form = request.body ?? {}
    reply.header('cache-control', 'no-store')
    const refuse = (error: string) => reply.status(400).send({ error })
    if (form.client_id !== CLIENT_ID) return refuse('invalid_client')

    if (form.grant_type === 'authorization_code') {
      if (!form.code || !form.redirect_uri) return refuse('invalid_request')
      const record = store.identity.takeAuthCode(form.code)
      const user = record ? store.users.byId(record.userId) : undefined
      const valid =
        record &&
        user &&
        record.expiresAtMs > clock.now().getTime() &&
        record.clientId === form.client_id &&
        record.redirectUri === form.redirect_uri &&
        (record.codeChallenge === null ||
          (!!form.code_verifier && s256(form.code_verifier) === record.codeChallenge))
      if (!valid) return refuse('invalid_grant')
      const tokens = await signIn(app, user, record.scope)
      return { ...tokenAnswer(record.scope, tokens), refresh_token: tokens.refreshToken }
    }

    if (form.grant_type === 'refresh_token') {
      if (!form.refresh_token) return refuse('invalid_request')
      const check = checkRefreshToken(app, form.refresh_token)
      if (!check.ok) return refuse('invalid_grant')
      return tokenAnswer(check.record.scope, await issueTokens(app, check.user, check.record))
    }

    return refuse('unsupported_grant_type')
  })

  ui.get<{ Querystring: Params }>('/logout', async (request, reply) => {
    const { client_id: clientId, logout_uri: logoutUri } = request.query
    if (clientId !== CLIENT_ID) return showError(reply, TEXT.unknownClient)
    if (!isHttpUrl(logoutUri)) return showError(reply, TEXT.badLogoutUri)
    return reply.redirect(logoutUri, 302)
  })

  return ui
}
