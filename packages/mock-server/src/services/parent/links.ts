import type { FastifyInstance } from 'fastify'
import {
  PARENT_LIMITS,
  PARENT_NEVER_SEES,
  PARENT_SEES,
  type ChildParent,
  type ParentChild,
  type ParentLinkView,
} from '@app/contract/parent'
import { ROUTES, routePath } from '@app/domain/navigation/routes'
import {
  formatWarsawDateTime,
  nextWarsawMidnight,
  toWarsawDateKey,
} from '@app/domain/shared/format'
import { firstNameOf } from '@app/domain/user/names'
import type { ParentLinkRecord } from '../../store/parent-links'
import type { UserRecord } from '../../store/users'
import { siteLink } from '../site-link'
import { PARENT_EMAILS } from './parent-emails'

const DAY_MS = 86_400_000
/** How long a consent link is valid after each sending. */
export const LINK_TTL_MS = PARENT_LIMITS.linkValidDays * DAY_MS
export const LINK_EXPIRY_JOB = 'parent.link-expiry'

/** The Warsaw calendar day of an instant ('yyyy-mm-dd'). */
export const warsawDayOf = (at: Date | string) => toWarsawDateKey(new Date(at))

/** When the request or its latest resend went out. */
export const lastSentAt = (link: ParentLinkRecord) => link.lastResentAt ?? link.requestedAt

/** The consent page of a request: the route /aktywuj-konto-rodzica/{id}. */
export const consentLink = (app: FastifyInstance, link: ParentLinkRecord) =>
  siteLink(app, routePath(ROUTES.activateParent, { uuid: link.id }))

/** The consent e-mail to the child (the request and each resend). */
export function sendConsent(
  app: FastifyInstance,
  link: ParentLinkRecord,
  parent: UserRecord,
  child: UserRecord,
) {
  const url = consentLink(app, link)
  app.store.outbox.send(
    {
      to: child.email,
      subject: PARENT_EMAILS.consentSubject(parent.name),
      text: PARENT_EMAILS.consentText(
        firstNameOf(child.name),
        parent.name,
        url,
        formatWarsawDateTime(new Date(link.expiresAt)),
      ),
      link: url,
      code: null,
    },
    app.clock.now(),
  )
}

/** The parent's e-mail of an outcome: agreed leads to /sukces, refused and expired to /blad. */
export function sendOutcome(app: FastifyInstance, link: ParentLinkRecord) {
  const { users, outbox } = app.store
  const parent = users.byId(link.parentId)
  const child = users.byId(link.childId)
  if (!parent || !child) return
  const first = firstNameOf(child.name)
  const email =
    link.status === 'ACTIVE'
      ? {
          subject: PARENT_EMAILS.acceptedSubject(first),
          link: siteLink(app, ROUTES.parentPanelSuccess),
          text: PARENT_EMAILS.acceptedText,
        }
      : link.status === 'DECLINED'
        ? {
            subject: PARENT_EMAILS.declinedSubject(first),
            link: siteLink(app, ROUTES.parentPanelError),
            text: PARENT_EMAILS.declinedText,
          }
        : {
            subject: PARENT_EMAILS.expiredSubject(first),
            link: siteLink(app, ROUTES.parentPanelError),
            text: PARENT_EMAILS.expiredText,
          }
  outbox.send(
    {
      to: parent.email,
      subject: email.subject,
      text: email.text(child.name, email.link),
      link: email.link,
      code: null,
    },
    app.clock.now(),
  )
}

/**
 * A job at the request's expiry (one per expiry time: a resend moves it and makes a new one); the
 * reads settle it too, so a request is EXPIRED from its time on whether the job ran or not.
 */
export function scheduleExpiry(app: FastifyInstance, link: ParentLinkRecord) {
  app.scheduler.schedule({
    id: `${LINK_EXPIRY_JOB}:${link.id}:${link.expiresAt}`,
    at: new Date(link.expiresAt),
    kind: LINK_EXPIRY_JOB,
    payload: { linkId: link.id },
  })
}

/**
 * The requests as they are now: a PENDING one past its time becomes EXPIRED (at its expiry), its
 * consent link stops working and the parent is e-mailed, once.
 */
export function settle(
  app: FastifyInstance,
  links: readonly ParentLinkRecord[],
): ParentLinkRecord[] {
  const now = app.clock.now().getTime()
  return links.map((link) =>
    link.status === 'PENDING' && Date.parse(link.expiresAt) <= now ? expire(app, link) : link,
  )
}

function expire(app: FastifyInstance, link: ParentLinkRecord): ParentLinkRecord {
  const expired = app.store.parentLinks.update(link, {
    status: 'EXPIRED',
    answeredAt: link.expiresAt,
  })
  sendOutcome(app, expired)
  return expired
}

/** One request as it is now (undefined when there is none). */
export const settled = (app: FastifyInstance, link: ParentLinkRecord | undefined) =>
  link && settle(app, [link])[0]

/** A row of the parent's children list. */
export function toParentChild(app: FastifyInstance, link: ParentLinkRecord): ParentChild {
  const pending = link.status === 'PENDING'
  return {
    childId: link.childId,
    name: app.store.users.byId(link.childId)?.name ?? '',
    status: link.status,
    requestedAt: link.requestedAt,
    consentedAt: link.consentedAt,
    lastResentAt: link.lastResentAt,
    expiresAt: pending ? link.expiresAt : null,
    resendAvailableAt: pending
      ? nextWarsawMidnight(new Date(lastSentAt(link))).toISOString()
      : null,
  }
}

/** A row of the child's parents list. */
export function toChildParent(app: FastifyInstance, link: ParentLinkRecord): ChildParent {
  const pending = link.status === 'PENDING'
  return {
    parentId: link.parentId,
    name: app.store.users.byId(link.parentId)?.name ?? '',
    status: pending ? 'PENDING' : 'ACTIVE',
    requestedAt: link.requestedAt,
    consentedAt: link.consentedAt,
    linkId: pending ? link.id : null,
    expiresAt: pending ? link.expiresAt : null,
  }
}

/** What the consent page shows. */
export function toLinkView(app: FastifyInstance, link: ParentLinkRecord): ParentLinkView {
  return {
    id: link.id,
    parent: { id: link.parentId, name: app.store.users.byId(link.parentId)?.name ?? '' },
    status: link.status,
    requestedAt: link.requestedAt,
    expiresAt: link.expiresAt,
    consentedAt: link.consentedAt,
    sees: [...PARENT_SEES],
    neverSees: [...PARENT_NEVER_SEES],
  }
}
