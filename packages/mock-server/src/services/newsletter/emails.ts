import type { FastifyInstance } from 'fastify'
import { COURSE_GROUPS } from '@app/domain/access/access'
import { ROUTES, routePath } from '@app/domain/navigation/routes'
import type { SubscriptionRecord } from '../../store/newsletter'
import { ACTIVATION_KIND_RULES } from '../../store/seed/activations'
import { siteLink } from '../site-link'
import { NEWSLETTER_EMAILS } from './newsletter.text'

/** The mini-course access link sent after a confirmed sign-up is valid this long (our choice). */
export const MINI_COURSE_ACTIVATION_TTL_MS = 30 * 24 * 3600 * 1000

const confirmLink = (app: FastifyInstance, record: SubscriptionRecord) =>
  siteLink(app, `${ROUTES.newsletterConfirm}?token=${encodeURIComponent(record.confirmToken)}`)
const cancelLink = (app: FastifyInstance, record: SubscriptionRecord) =>
  siteLink(app, `${ROUTES.newsletterCancel}?token=${encodeURIComponent(record.cancelToken)}`)
/** The download token of a confirmed EBOOK sign-up is its id (decision 0112). */
const ebookDownloadLink = (app: FastifyInstance, record: SubscriptionRecord) =>
  siteLink(app, `${ROUTES.ebookDownload}?token=${encodeURIComponent(record.id)}`)

/** The double opt-in email: the confirm link, and the cancel link for someone who did not sign up. */
export function sendConfirmation(app: FastifyInstance, record: SubscriptionRecord, now: Date) {
  const { store } = app
  const link = confirmLink(app, record)
  store.outbox.send(
    {
      to: record.email,
      subject: NEWSLETTER_EMAILS.confirmSubject(record.list),
      text: NEWSLETTER_EMAILS.confirmText(record.list, link, cancelLink(app, record)),
      link,
      code: null,
    },
    now,
  )
  store.newsletter.emailed(record, now)
}

/** A confirmed subscriber signs up again: remind them, with the way out. */
export function sendAlreadySubscribed(app: FastifyInstance, record: SubscriptionRecord, now: Date) {
  const { store } = app
  const link = cancelLink(app, record)
  store.outbox.send(
    {
      to: record.email,
      subject: NEWSLETTER_EMAILS.alreadySubscribedSubject,
      text: NEWSLETTER_EMAILS.alreadySubscribedText(record.list, link),
      link,
      code: null,
    },
    now,
  )
  store.newsletter.emailed(record, now)
}

/** What a confirmed sign-up unlocks: the ebook page, or the mini-course (an account's group or an activation link). */
export function sendWelcome(app: FastifyInstance, record: SubscriptionRecord, now: Date) {
  const { store } = app
  const send = (subject: string, text: string, link: string | null) =>
    store.outbox.send({ to: record.email, subject, text, link, code: null }, now)
  const goodbye = NEWSLETTER_EMAILS.goodbye(cancelLink(app, record))

  if (record.list === 'EBOOK') {
    const link = ebookDownloadLink(app, record)
    return send(NEWSLETTER_EMAILS.ebookSubject, NEWSLETTER_EMAILS.ebookText(link, goodbye), link)
  }
  if (record.list === 'MINI_COURSE') {
    const group = COURSE_GROUPS.PED
    const account = store.users.byEmail(record.email)
    if (account) {
      if (!account.groups.includes(group))
        store.users.update(account, { groups: [...account.groups, group] })
      const link = siteLink(app, ROUTES.pedCourse)
      return send(
        NEWSLETTER_EMAILS.miniCourseAddedSubject,
        NEWSLETTER_EMAILS.miniCourseAddedText(link, goodbye),
        link,
      )
    }
    const activation = store.activations.issue(
      {
        kind: 'PRODUCT',
        email: record.email,
        name: null,
        productTitle: ACTIVATION_KIND_RULES.PRODUCT.productTitle,
      },
      now,
      MINI_COURSE_ACTIVATION_TTL_MS,
    )
    const link = siteLink(app, routePath(ROUTES.activateProduct, { uuid: activation.id }))
    return send(
      NEWSLETTER_EMAILS.miniCourseActivateSubject,
      NEWSLETTER_EMAILS.miniCourseActivateText(link, goodbye),
      link,
    )
  }
  return send(NEWSLETTER_EMAILS.welcomeSubject, NEWSLETTER_EMAILS.welcomeText(goodbye), null)
}
