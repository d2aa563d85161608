import { initServer } from '@ts-rest/fastify'
import { contract } from '@app/contract'
import { apiError } from '@app/contract/errors'
import type { NewsletterList } from '@app/contract/newsletter'
import { COURSE_GROUPS } from '@app/domain/access/access'
import { RESEND_WAIT_MS } from '@app/domain/shared/constants'
import type { Store } from '../store'
import type { SubscriptionRecord } from '../store/newsletter'
import { ACTIVATION_KIND_RULES } from '../store/seed/activations'
import { normalizeEmail } from '../store/users'

const s = initServer()

const TEXT = {
  unknownConfirmToken:
    'Nie znaleźliśmy zapisu dla tego linku potwierdzającego. Sprawdź, czy link został skopiowany w całości, albo zapisz się ponownie.',
  unknownCancelToken:
    'Nie znaleźliśmy zapisu dla tego linku do wypisania. Sprawdź, czy link został skopiowany w całości.',
  cancelledBefore:
    'Ten zapis został anulowany, więc link potwierdzający już nie działa. Jeśli chcesz wrócić, zapisz się ponownie.',
} as const

/** The mini-course access link sent after a confirmed sign-up is valid this long (our choice). */
export const MINI_COURSE_ACTIVATION_TTL_MS = 30 * 24 * 3600 * 1000

const LIST_NAMES: Record<NewsletterList, string> = {
  NEWSLETTER: 'newsletter Efektywnej Nauki',
  MINI_COURSE: 'bezpłatny kurs „Podstawy Efektywnego Działania”',
  EBOOK: 'ebook „Efektywna nauka w praktyce”',
}

const CONFIRM_SUBJECTS: Record<NewsletterList, string> = {
  NEWSLETTER: 'Potwierdź zapis do newslettera',
  MINI_COURSE: 'Potwierdź zapis na bezpłatny kurs',
  EBOOK: 'Potwierdź adres, a wyślemy Ci ebook',
}

const confirmLink = (record: SubscriptionRecord) =>
  `/potwierdz-newsletter?token=${encodeURIComponent(record.confirmToken)}`
const cancelLink = (record: SubscriptionRecord) =>
  `/anuluj-newsletter?token=${encodeURIComponent(record.cancelToken)}`
/** The download token of a confirmed EBOOK sign-up is its id (decision 0112). */
const ebookDownloadLink = (record: SubscriptionRecord) =>
  `/ebook/pobierz?token=${encodeURIComponent(record.id)}`

/** The double opt-in email: the confirm link, and the cancel link for someone who did not sign up. */
function sendConfirmation(store: Store, record: SubscriptionRecord, now: Date) {
  const link = confirmLink(record)
  store.outbox.send(
    {
      to: record.email,
      subject: CONFIRM_SUBJECTS[record.list],
      text:
        `Dziękujemy za zapis na ${LIST_NAMES[record.list]}. Aby go potwierdzić, otwórz link: ${link}. ` +
        `Jeśli to nie Ty się zapisałeś(-aś), zignoruj tę wiadomość albo anuluj zapis: ${cancelLink(record)}.`,
      link,
      code: null,
    },
    now,
  )
  store.newsletter.emailed(record, now)
}

/** A confirmed subscriber signs up again: remind them, with the way out. */
function sendAlreadySubscribed(store: Store, record: SubscriptionRecord, now: Date) {
  const link = cancelLink(record)
  store.outbox.send(
    {
      to: record.email,
      subject: 'Jesteś już zapisany(-a)',
      text: `Ten adres jest już zapisany na ${LIST_NAMES[record.list]}. Nic nie musisz robić. Jeśli chcesz się wypisać, otwórz link: ${link}.`,
      link,
      code: null,
    },
    now,
  )
  store.newsletter.emailed(record, now)
}

/** What a confirmed sign-up unlocks: the ebook page, or the mini-course (an account's group or an activation link). */
function sendWelcome(store: Store, record: SubscriptionRecord, now: Date) {
  const send = (subject: string, text: string, link: string | null) =>
    store.outbox.send({ to: record.email, subject, text, link, code: null }, now)
  const goodbye = `Wypisać się możesz w każdej chwili: ${cancelLink(record)}.`

  if (record.list === 'EBOOK') {
    const link = ebookDownloadLink(record)
    return send(
      'Twój ebook jest gotowy do pobrania',
      `Dziękujemy za potwierdzenie! Ebook pobierzesz tutaj: ${link}. ${goodbye}`,
      link,
    )
  }
  if (record.list === 'MINI_COURSE') {
    const group = COURSE_GROUPS.PED
    const account = store.users.byEmail(record.email)
    if (account) {
      if (!account.groups.includes(group))
        store.users.update(account, { groups: [...account.groups, group] })
      const link = '/produkt/podstawy-efektywnego-dzialania'
      return send(
        'Kurs „Podstawy Efektywnego Działania” czeka na Ciebie',
        `Dodaliśmy kurs do Twojego konta. Zaloguj się i zacznij tutaj: ${link}. ${goodbye}`,
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
    const link = `/aktywuj-produkt/${activation.id}`
    return send(
      'Aktywuj dostęp do kursu „Podstawy Efektywnego Działania”',
      `Dziękujemy za potwierdzenie! Ustaw hasło i aktywuj dostęp do kursu: ${link}. Link jest ważny 30 dni. ${goodbye}`,
      link,
    )
  }
  return send(
    'Witamy w newsletterze Efektywnej Nauki',
    `Dziękujemy za potwierdzenie! Raz w tygodniu wyślemy Ci praktyczne wskazówki o nauce i planowaniu. ${goodbye}`,
    null,
  )
}

/** Within a minute of the last email to the same subscription nothing is sent again. */
const mayEmail = (record: SubscriptionRecord, now: Date) =>
  !record.lastEmailAt || now.getTime() - Date.parse(record.lastEmailAt) >= RESEND_WAIT_MS

export const newsletterRouter = s.router(contract.newsletter, {
  subscribe: async ({ body, request }) => {
    const { store, clock } = request.server
    const now = clock.now()
    const email = normalizeEmail(body.email)
    const source = body.source ?? null
    const existing = store.newsletter.find(email, body.list)
    if (!existing) {
      sendConfirmation(store, store.newsletter.create({ email, list: body.list, source }, now), now)
    } else if (existing.status === 'CANCELLED') {
      store.newsletter.reopen(existing, source)
      sendConfirmation(store, existing, now)
    } else if (mayEmail(existing, now)) {
      if (existing.status === 'PENDING') sendConfirmation(store, existing, now)
      else sendAlreadySubscribed(store, existing, now)
    }
    return { status: 202, body: { email, list: body.list } }
  },

  confirmSubscription: async ({ body, request }) => {
    const { store, clock } = request.server
    const record = store.newsletter.byConfirmToken(body.token)
    if (!record) return { status: 404, body: apiError(404, TEXT.unknownConfirmToken) }
    if (record.status === 'CANCELLED')
      return { status: 410, body: apiError(410, TEXT.cancelledBefore) }
    const answer = {
      email: record.email,
      list: record.list,
      ...(record.list === 'EBOOK' && { ebookDownloadToken: record.id }),
    }
    if (record.status === 'CONFIRMED')
      return { status: 200, body: { ...answer, state: 'ALREADY_CONFIRMED' as const } }
    const now = clock.now()
    store.newsletter.confirm(record, now)
    sendWelcome(store, record, now)
    return { status: 200, body: { ...answer, state: 'CONFIRMED' as const } }
  },

  cancelSubscription: async ({ body, request }) => {
    const { store, clock } = request.server
    const record = store.newsletter.byCancelToken(body.token)
    if (!record) return { status: 404, body: apiError(404, TEXT.unknownCancelToken) }
    const answer = { email: record.email, list: record.list }
    if (record.status === 'CANCELLED')
      return { status: 200, body: { ...answer, state: 'ALREADY_CANCELLED' as const } }
    store.newsletter.cancel(record, clock.now())
    return { status: 200, body: { ...answer, state: 'CANCELLED' as const } }
  },
})
