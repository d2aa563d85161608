import { warsawParts } from '@app/domain/shared/format'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ProviderTransaction } from '../store/payment-provider'
import { BLIK, PROVIDER_PAY_PATH, TEST_CARDS, nextBankSession } from './config'
import {
  challengePage,
  choosePage,
  notFoundPage,
  transferPage,
  waitingPage,
  type FormError,
} from './pages'
import { completeLater, finish, settle } from './settlement'

/**
 * The hosted payment page (`/provider/pay/{token}`): BLIK, card with 3-D Secure, bank transfer.
 * A finished payment sends the buyer back to the shop's return URL, which grants nothing: the
 * shop learns the outcome from the signed notification (settlement.ts).
 */

type Form = Record<string, string | undefined>
type Params = { token: string }

const TEXT = {
  blikCode: 'Nieprawidłowy kod BLIK',
  blikDeclined: 'Płatność BLIK została odrzucona w aplikacji banku.',
  cardNumber: 'Nieprawidłowy numer karty.',
  cardExpiry: 'Podaj datę ważności w formacie MM/RR.',
  cardExpired: 'Karta straciła ważność.',
  cardCvc: 'Kod CVC to 3 cyfry.',
  cardDeclined: 'Bank odrzucił płatność kartą.',
  challengeDenied: 'Płatność nie została potwierdzona w 3-D Secure.',
  canceled: 'Płatność została anulowana.',
} as const

/** The Luhn checksum of card numbers. */
function luhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return sum % 10 === 0
}

function checkCard(form: Form, now: Date): FormError | null {
  const number = (form.number ?? '').replace(/[\s-]/g, '')
  if (!/^\d{13,19}$/.test(number) || !luhn(number))
    return { form: 'card', field: 'number', message: TEXT.cardNumber }
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(form.expiry ?? '')
  const month = Number(expiry?.[1])
  if (!expiry || month < 1 || month > 12)
    return { form: 'card', field: 'expiry', message: TEXT.cardExpiry }
  const today = warsawParts(now)
  const year = 2000 + Number(expiry[2])
  if (year < today.year || (year === today.year && month < today.month))
    return { form: 'card', field: 'expiry', message: TEXT.cardExpired }
  if (!/^\d{3}$/.test(form.cvc ?? '')) return { form: 'card', field: 'cvc', message: TEXT.cardCvc }
  return null
}

export function hostedPageRoutes(scope: FastifyInstance, app: FastifyInstance) {
  const { paymentProvider } = app.store
  const html = (reply: FastifyReply, page: string, status = 200) =>
    reply.status(status).type('text/html; charset=utf-8').send(page)
  const back = (reply: FastifyReply, t: ProviderTransaction) => reply.redirect(t.returnUrl, 303)
  const show = (reply: FastifyReply, t: ProviderTransaction) =>
    reply.redirect(`${PROVIDER_PAY_PATH}/${t.token}`, 303)
  const fail = async (reply: FastifyReply, t: ProviderTransaction, failure: string) => {
    await finish(app, t, { status: 'failed', failure })
    return back(reply, t)
  }
  const pay = async (
    reply: FastifyReply,
    t: ProviderTransaction,
    patch: Partial<ProviderTransaction>,
  ) => {
    await finish(app, t, { ...patch, status: 'paid', paidAt: app.clock.now() })
    return back(reply, t)
  }

  scope.get<{ Params: Params }>(`${PROVIDER_PAY_PATH}/:token`, async (request, reply) => {
    await settle(app)
    const t = paymentProvider.byToken(request.params.token)
    if (!t) return html(reply, notFoundPage(), 404)
    if (t.status === 'paid' || t.status === 'failed') return back(reply, t)
    if (t.status === 'new') return html(reply, choosePage(t))
    if (t.method === 'blik') return html(reply, waitingPage(t))
    if (t.method === 'transfer') return html(reply, transferPage(t))
    return html(reply, challengePage(t))
  })

  /** A step of a payment not yet started; anything else shows where the payment is. */
  const step = (
    name: string,
    handle: (reply: FastifyReply, t: ProviderTransaction, form: Form) => Promise<unknown>,
  ) =>
    scope.post<{ Params: Params; Body: Form }>(
      `${PROVIDER_PAY_PATH}/:token/${name}`,
      async (request, reply) => {
        const t = paymentProvider.byToken(request.params.token)
        if (!t) return html(reply, notFoundPage(), 404)
        const expected = name === '3ds' ? 'pending' : 'new'
        if (t.status !== expected || (name === '3ds' && t.method !== 'card')) return show(reply, t)
        return handle(reply, t, request.body ?? {})
      },
    )

  step('blik', async (reply, t, form) => {
    const code = (form.code ?? '').trim()
    if (code === BLIK.decline)
      return fail(reply, paymentProvider.update(t, { method: 'blik' }), TEXT.blikDeclined)
    if (code !== BLIK.approve) {
      const error: FormError = { form: 'blik', field: 'code', message: TEXT.blikCode }
      return html(reply, choosePage(t, error, { code }), 400)
    }
    const settlesAt = new Date(app.clock.now().getTime() + BLIK.approvalDelayMs)
    const waiting = paymentProvider.update(t, { method: 'blik', status: 'pending', settlesAt })
    return show(reply, completeLater(app, waiting))
  })

  step('card', async (reply, t, form) => {
    const error = checkCard(form, app.clock.now())
    const typed = { number: form.number ?? '', expiry: form.expiry ?? '' }
    if (error) return html(reply, choosePage(t, error, typed), 400)
    const number = (form.number ?? '').replace(/[\s-]/g, '')
    const card = paymentProvider.update(t, {
      method: 'card',
      cardLast4: number.slice(-4),
      cardNumber: number,
    })
    if (number === TEST_CARDS.decline) return fail(reply, card, TEXT.cardDeclined)
    if (number === TEST_CARDS.challenge)
      return show(reply, paymentProvider.update(card, { status: 'pending' }))
    return pay(reply, card, {})
  })

  step('3ds', async (reply, t, form) =>
    form.decision === 'approve' ? pay(reply, t, {}) : fail(reply, t, TEXT.challengeDenied),
  )

  step('transfer', async (reply, t) => {
    const settlesAt = nextBankSession(app.clock.now())
    const waiting = paymentProvider.update(t, { method: 'transfer', status: 'pending', settlesAt })
    return show(reply, completeLater(app, waiting))
  })

  step('cancel', async (reply, t) => fail(reply, t, TEXT.canceled))
}
