import type { FastifyInstance } from 'fastify'
import type { Contract } from '@app/contract'
import { ROUTES, routePath } from '@app/domain/navigation/routes'
import { apiError } from '../../errors'
import type { Answer, BodyOf } from '../answer'
import { siteLink } from '../site-link'
import { AUTH_EMAILS, AUTH_TEXT } from './auth.text'

type C = Contract['auth']

/** The link goes only to an existing account; the answer is the same either way. */
export async function resetPassword(
  app: FastifyInstance,
  email: string,
): Answer<C['resetPassword']> {
  const { store, clock } = app
  const user = store.users.byEmail(email)
  if (user) {
    const now = clock.now()
    const { token } = store.passwordResets.create(user.id, now)
    const link = siteLink(app, routePath(ROUTES.changePassword, { uuid: token }))
    store.outbox.send(
      {
        to: user.email,
        subject: AUTH_EMAILS.resetSubject,
        text: AUTH_EMAILS.resetText(link),
        link,
        code: null,
      },
      now,
    )
  }
  return { status: 200, body: { message: AUTH_TEXT.resetSent } }
}

export async function changePassword(
  app: FastifyInstance,
  body: BodyOf<C['changePassword']>,
): Answer<C['changePassword']> {
  const { store, clock } = app
  const now = clock.now()
  const reset = store.passwordResets.byToken(body.token)
  if (!reset) return apiError(404, AUTH_TEXT.resetNotFound)
  const user = store.users.byId(reset.userId)
  if (!user || !store.passwordResets.isUsable(reset, now)) return apiError(410, AUTH_TEXT.resetGone)
  store.users.update(user, { password: body.password })
  store.passwordResets.markUsed(reset, now)
  return { status: 200, body: { message: AUTH_TEXT.passwordChanged } }
}

/** Only looks: opening the page must not use the link up (changePassword does). */
export async function checkPasswordReset(
  app: FastifyInstance,
  token: string,
): Answer<C['checkPasswordReset']> {
  const { store, clock } = app
  const reset = store.passwordResets.byToken(token)
  if (!reset) return apiError(404, AUTH_TEXT.resetNotFound)
  const user = store.users.byId(reset.userId)
  if (!user || !store.passwordResets.isUsable(reset, clock.now()))
    return apiError(410, AUTH_TEXT.resetGone)
  return { status: 200, body: { expiresAt: reset.expiresAt } }
}
