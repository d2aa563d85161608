import type { FastifyInstance } from 'fastify'
import type { Contract } from '@app/contract'
import { PARENT_TEXT } from '@app/contract/parent'
import { apiError } from '../../errors'
import type { ParentLinkRecord } from '../../store/parent-links'
import { normalizeEmail, type UserRecord } from '../../store/users'
import type { Answer, BodyOf } from '../answer'
import { sendOutcome, settle, settled, toChildParent, toLinkView } from './links'
import { removeLink } from './requests'

type C = Contract['parent']

/**
 * The caller's request behind a consent link, or the refusal: 404 for an id that is no consent
 * link, 403 for a link sent to another account, 410 once the parent withdrew it (or asked anew).
 */
function ownRequest(app: FastifyInstance, caller: UserRecord, id: string) {
  const { activations, parentLinks } = app.store
  const activation = activations.byId(id)
  if (!activation || activation.kind !== 'PARENT_LINK')
    return { refusal: apiError(404, PARENT_TEXT.linkNotFound) }
  const link = settled(app, parentLinks.byId(id))
  const forCaller = link
    ? link.childId === caller.id
    : normalizeEmail(activation.email) === caller.email
  if (!forCaller) return { refusal: apiError(403, PARENT_TEXT.linkForAnotherAccount) }
  if (!link) return { refusal: apiError(410, PARENT_TEXT.linkWithdrawn) }
  return { link }
}

/** What the consent page shows, in any state (the page says what happened). */
export async function getParentLink(
  app: FastifyInstance,
  caller: UserRecord,
  id: string,
): Answer<C['getParentLink']> {
  const found = ownRequest(app, caller, id)
  if (found.refusal) return found.refusal
  return { status: 200, body: toLinkView(app, found.link) }
}

/** The child agrees or refuses; only a waiting request can be answered, and only once. */
export async function answerParentLink(
  app: FastifyInstance,
  caller: UserRecord,
  id: string,
  body: BodyOf<C['answerParentLink']>,
): Answer<C['answerParentLink']> {
  const found = ownRequest(app, caller, id)
  if (found.refusal) return found.refusal
  const { link } = found
  if (link.status === 'EXPIRED') return apiError(410, PARENT_TEXT.linkExpired)
  if (link.status !== 'PENDING') return apiError(409, PARENT_TEXT.linkAnswered)
  return { status: 200, body: toLinkView(app, answer(app, link, body.accept)) }
}

/** Records the answer, uses the link up and e-mails the parent. */
function answer(app: FastifyInstance, link: ParentLinkRecord, accept: boolean): ParentLinkRecord {
  const { parentLinks, activations } = app.store
  const now = app.clock.now()
  const at = now.toISOString()
  const answered = parentLinks.update(link, {
    status: accept ? 'ACTIVE' : 'DECLINED',
    consentedAt: accept ? at : null,
    answeredAt: at,
  })
  const activation = activations.byId(link.id)
  if (activation) activations.markUsed(activation, now)
  sendOutcome(app, answered)
  return answered
}

const ORDER = { PENDING: 0, ACTIVE: 1 } as const

/** The caller's parents: those waiting for consent, then the linked ones, each in order asked. */
export async function listParents(
  app: FastifyInstance,
  caller: UserRecord,
): Answer<C['listParents']> {
  const links = settle(app, app.store.parentLinks.ofChild(caller.id))
    .filter((link) => link.status === 'PENDING' || link.status === 'ACTIVE')
    .sort((a, b) => ORDER[a.status as keyof typeof ORDER] - ORDER[b.status as keyof typeof ORDER])
  return { status: 200, body: links.map((link) => toChildParent(app, link)) }
}

/** 'Odłącz': a linked parent is unlinked; a waiting request is refused (the parent is told). */
export async function removeParent(
  app: FastifyInstance,
  caller: UserRecord,
  parentId: string,
): Answer<C['removeParent']> {
  const link = settled(app, app.store.parentLinks.between(parentId, caller.id))
  if (link?.status === 'PENDING') answer(app, link, false)
  else if (link?.status === 'ACTIVE') removeLink(app, link)
  else return apiError(404, PARENT_TEXT.parentNotFound)
  return { status: 204, body: {} }
}
