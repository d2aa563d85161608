import type { FastifyInstance } from 'fastify'
import type { Contract } from '@app/contract'
import { RESEND_WAIT_MS } from '@app/domain/shared/constants'
import { apiError } from '../../errors'
import type { SubscriptionRecord } from '../../store/newsletter'
import { normalizeEmail } from '../../store/users'
import type { Answer, BodyOf } from '../answer'
import { sendAlreadySubscribed, sendConfirmation, sendWelcome } from './emails'
import { NEWSLETTER_TEXT } from './newsletter.text'

type C = Contract['newsletter']

/** Within a minute of the last email to the same subscription nothing is sent again. */
const mayEmail = (record: SubscriptionRecord, now: Date) =>
  !record.lastEmailAt || now.getTime() - Date.parse(record.lastEmailAt) >= RESEND_WAIT_MS

/** Double opt-in: the same 202 whether the address is new, pending, cancelled or confirmed. */
export async function subscribe(
  app: FastifyInstance,
  body: BodyOf<C['subscribe']>,
): Answer<C['subscribe']> {
  const { store, clock } = app
  const now = clock.now()
  const email = normalizeEmail(body.email)
  const source = body.source ?? null
  const existing = store.newsletter.find(email, body.list)
  if (!existing) {
    sendConfirmation(app, store.newsletter.create({ email, list: body.list, source }, now), now)
  } else if (existing.status === 'CANCELLED') {
    store.newsletter.reopen(existing, source)
    sendConfirmation(app, existing, now)
  } else if (mayEmail(existing, now)) {
    if (existing.status === 'PENDING') sendConfirmation(app, existing, now)
    else sendAlreadySubscribed(app, existing, now)
  }
  return { status: 202, body: { email, list: body.list } }
}

export async function confirmSubscription(
  app: FastifyInstance,
  token: string,
): Answer<C['confirmSubscription']> {
  const { store, clock } = app
  const record = store.newsletter.byConfirmToken(token)
  if (!record) return apiError(404, NEWSLETTER_TEXT.unknownConfirmToken)
  if (record.status === 'CANCELLED') return apiError(410, NEWSLETTER_TEXT.cancelledBefore)
  const answer = {
    email: record.email,
    list: record.list,
    ...(record.list === 'EBOOK' && { ebookDownloadToken: record.id }),
  }
  if (record.status === 'CONFIRMED')
    return { status: 200, body: { ...answer, state: 'ALREADY_CONFIRMED' as const } }
  const now = clock.now()
  store.newsletter.confirm(record, now)
  sendWelcome(app, record, now)
  return { status: 200, body: { ...answer, state: 'CONFIRMED' as const } }
}

export async function cancelSubscription(
  app: FastifyInstance,
  token: string,
): Answer<C['cancelSubscription']> {
  const { store, clock } = app
  const record = store.newsletter.byCancelToken(token)
  if (!record) return apiError(404, NEWSLETTER_TEXT.unknownCancelToken)
  const answer = { email: record.email, list: record.list }
  if (record.status === 'CANCELLED')
    return { status: 200, body: { ...answer, state: 'ALREADY_CANCELLED' as const } }
  store.newsletter.cancel(record, clock.now())
  return { status: 200, body: { ...answer, state: 'CANCELLED' as const } }
}
