import type { FastifyInstance } from 'fastify'
import type { Contract } from '@app/contract'
import { PARENT_LIMITS, PARENT_TEXT } from '@app/contract/parent'
import { firstNameOf } from '@app/domain/user/names'
import { apiError } from '../../errors'
import { PARENT_LINK_TITLE } from '../../store/seed/activations'
import type { ParentLinkRecord } from '../../store/parent-links'
import type { UserRecord } from '../../store/users'
import type { Answer, BodyOf } from '../answer'
import {
  LINK_TTL_MS,
  lastSentAt,
  scheduleExpiry,
  sendConsent,
  settle,
  settled,
  toParentChild,
  warsawDayOf,
} from './links'

type C = Contract['parent']

const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pl') ===
  b.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pl')

/**
 * A parent asks to see a child's progress (parents only: plugins/access.ts). Every call counts
 * toward the day's 10, refused ones too, so the form cannot be used to find out who has an
 * account; a refused one changes nothing else. A refused or expired request may be asked again.
 */
export async function validateChild(
  app: FastifyInstance,
  parent: UserRecord,
  body: BodyOf<C['validateChild']>,
): Answer<C['validateChild']> {
  const { users, parentLinks, activations } = app.store
  const now = app.clock.now()
  if (parentLinks.countRequest(parent.id, warsawDayOf(now)) > PARENT_LIMITS.requestsPerDay)
    return apiError(429, PARENT_TEXT.tooManyRequests)
  const child = users.byEmail(body.childEmail)
  if (!child) return apiError(404, PARENT_TEXT.childNotFound)
  if (child.id === parent.id) return apiError(422, PARENT_TEXT.ownAccount)
  if (child.isParent) return apiError(422, PARENT_TEXT.parentAccount)
  if (!sameName(child.name, body.childName)) return apiError(409, PARENT_TEXT.childNameMismatch)
  const earlier = settled(app, parentLinks.between(parent.id, child.id))
  if (earlier?.status === 'ACTIVE') return apiError(409, PARENT_TEXT.childAlreadyLinked)
  if (earlier?.status === 'PENDING') return apiError(409, PARENT_TEXT.requestPending)

  const activation = activations.issue(
    { kind: 'PARENT_LINK', email: child.email, name: null, productTitle: PARENT_LINK_TITLE },
    now,
    LINK_TTL_MS,
  )
  const link = parentLinks.add({
    id: activation.id,
    parentId: parent.id,
    childId: child.id,
    status: 'PENDING',
    requestedAt: now.toISOString(),
    lastResentAt: null,
    expiresAt: activation.expiresAt,
    consentedAt: null,
    answeredAt: null,
  })
  scheduleExpiry(app, link)
  sendConsent(app, link, parent, child)
  return {
    status: 200,
    body: { child: { id: child.id, name: child.name }, status: 'PENDING' },
  }
}

export async function listChildren(
  app: FastifyInstance,
  parent: UserRecord,
): Answer<C['listChildren']> {
  const links = settle(app, app.store.parentLinks.ofParent(parent.id))
  return { status: 200, body: links.map((link) => toParentChild(app, link)) }
}

/** The parent's request to the child, as it is now; undefined for any other child (404). */
const requestTo = (app: FastifyInstance, parent: UserRecord, childId: string) =>
  settled(app, app.store.parentLinks.between(parent.id, childId))

/** 'Wyślij ponownie': the same link again, valid 7 days from now; once a Warsaw day. */
export async function resendRequest(
  app: FastifyInstance,
  parent: UserRecord,
  childId: string,
): Answer<C['resendRequest']> {
  const { users, parentLinks, activations } = app.store
  const link = requestTo(app, parent, childId)
  const child = users.byId(childId)
  if (!link || !child) return apiError(404, PARENT_TEXT.childNotLinked)
  if (link.status === 'ACTIVE') return apiError(409, PARENT_TEXT.resendAccepted)
  if (link.status === 'EXPIRED') return apiError(409, PARENT_TEXT.resendExpired)
  if (link.status === 'DECLINED') return apiError(403, PARENT_TEXT.noConsent)
  const now = app.clock.now()
  if (warsawDayOf(lastSentAt(link)) === warsawDayOf(now))
    return apiError(429, PARENT_TEXT.resendTooSoon)
  const expiresAt = new Date(now.getTime() + LINK_TTL_MS).toISOString()
  const resent = parentLinks.update(link, { lastResentAt: now.toISOString(), expiresAt })
  const activation = activations.byId(link.id)
  if (activation) activations.extend(activation, expiresAt)
  scheduleExpiry(app, resent)
  sendConsent(app, resent, parent, child)
  return { status: 200, body: toParentChild(app, resent) }
}

/** 'Odłącz', or 'Anuluj prośbę' while waiting: the record goes, the child's link stops working. */
export async function unlinkChild(
  app: FastifyInstance,
  parent: UserRecord,
  childId: string,
): Answer<C['unlinkChild']> {
  const link = requestTo(app, parent, childId)
  if (!link) return apiError(404, PARENT_TEXT.childNotLinked)
  removeLink(app, link)
  return { status: 204, body: {} }
}

/** Forgets a request; its consent link is used up, so it answers 410 from now on. */
export function removeLink(app: FastifyInstance, link: ParentLinkRecord) {
  const { parentLinks, activations } = app.store
  parentLinks.remove(link.id)
  const activation = activations.byId(link.id)
  if (activation && !activation.usedAt) activations.markUsed(activation, app.clock.now())
}

/** When a request last changed: made, then agreed, refused or expired. */
const changedAt = (link: ParentLinkRecord) => link.answeredAt ?? link.requestedAt

/** The request whose status changed last, for /produkt/panel-rodzica/sukces and /blad. */
export async function latestRequest(
  app: FastifyInstance,
  parent: UserRecord,
): Answer<C['latestRequest']> {
  const links = settle(app, app.store.parentLinks.ofParent(parent.id))
  const latest = links.reduce<ParentLinkRecord | null>(
    (best, link) => (best === null || changedAt(link) >= changedAt(best) ? link : best),
    null,
  )
  const childName = latest ? (app.store.users.byId(latest.childId)?.name ?? '') : ''
  return {
    status: 200,
    body: {
      request: latest && {
        childId: latest.childId,
        childName,
        childFirstName: firstNameOf(childName),
        status: latest.status,
        requestedAt: latest.requestedAt,
        answeredAt: latest.answeredAt,
      },
    },
  }
}
