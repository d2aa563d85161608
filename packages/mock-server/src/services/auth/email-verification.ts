import type { FastifyInstance } from 'fastify'
import type { Contract } from '@app/contract'
import { RESEND_WAIT_MS } from '@app/domain/shared/constants'
import { ROUTES, routePath } from '@app/domain/navigation/routes'
import { apiError } from '../../errors'
import { forbidden } from '../../plugins/auth'
import type { UserRecord } from '../../store/users'
import type { Answer, BodyOf } from '../answer'
import { siteLink } from '../site-link'
import { AUTH_EMAILS, AUTH_TEXT } from './auth.text'

type C = Contract['auth']

const secondsUntil = (until: Date, now: Date) => Math.ceil((until.getTime() - now.getTime()) / 1000)

/** A new code (and its link) to the caller's own address, at most once a minute. */
export async function sendVerificationCode(
  app: FastifyInstance,
  caller: UserRecord,
  userId: string,
): Answer<C['sendVerificationCode']> {
  const { store, clock } = app
  const user = store.users.byId(userId)
  if (!user) return apiError(404, AUTH_TEXT.userNotFound)
  if (user.id !== caller.id) throw forbidden()
  const now = clock.now()
  const blockedUntil = store.verificationCodes.resendBlockedUntil(user.id, now)
  if (blockedUntil) return apiError(429, AUTH_TEXT.resendBlocked(secondsUntil(blockedUntil, now)))
  const { code } = store.verificationCodes.issue(user.id, now)
  const link = siteLink(app, routePath(ROUTES.verifyEmail, { code, userId: user.id }))
  store.outbox.send(
    {
      to: user.email,
      subject: AUTH_EMAILS.verificationSubject,
      text: AUTH_EMAILS.verificationText(code, link),
      link,
      code,
    },
    now,
  )
  const resendAvailableAt = new Date(now.getTime() + RESEND_WAIT_MS)
  return {
    status: 200,
    body: { email: user.email, resendAvailableAt: resendAvailableAt.toISOString() },
  }
}

export async function verifyEmail(
  app: FastifyInstance,
  body: BodyOf<C['verifyEmail']>,
): Answer<C['verifyEmail']> {
  const { store, clock } = app
  const user = store.users.byId(body.userId)
  if (!user) return apiError(404, AUTH_TEXT.userNotFound)
  const sent = store.verificationCodes.latest(user.id)
  if (!sent || sent.code !== body.code) return apiError(400, AUTH_TEXT.codeWrong)
  if (Date.parse(sent.expiresAt) <= clock.now().getTime())
    return apiError(410, AUTH_TEXT.codeExpired)
  store.verificationCodes.consume(user.id)
  store.users.update(user, { emailVerified: true })
  return { status: 200, body: { emailVerified: true } }
}
