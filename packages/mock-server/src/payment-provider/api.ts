import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { ProviderTransaction } from '../store/payment-provider'
import {
  PROVIDER_API_KEY,
  PROVIDER_API_PATH,
  PROVIDER_PATH,
  PROVIDER_PAY_PATH,
  TEST_CARDS,
} from './config'
import { finish, settle } from './settlement'

/**
 * The provider's server-to-server API, for the shop only (a bearer key): register a transaction
 * for an order, and read its status (the shop's check when a notification is late or lost).
 */

const RegisterSchema = z
  .object({
    merchantOrderId: z.string().min(1).max(64),
    amount: z.number().int().min(1).max(100_000_000),
    currency: z.literal('PLN'),
    description: z.string().min(1).max(200),
    returnUrl: z.string().url(),
    notifyUrl: z.string().url(),
  })
  .strict()

/** The provider's own error shape (not the shop's envelope). */
const providerError = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.status(status).send({ error: { code, message } })

const ChargeSchema = RegisterSchema.omit({ returnUrl: true }).extend({
  /** A paid card payment of the same customer whose card is charged again. */
  previousPaymentId: z.string().min(1).max(100),
})

export interface TransactionStatusView {
  token: string
  merchantOrderId: string
  amount: number
  currency: string
  status: ProviderTransaction['status']
  method: ProviderTransaction['method']
  cardLast4: string | null
  paidAt: string | null
}

export const statusView = (t: ProviderTransaction): TransactionStatusView => ({
  token: t.token,
  merchantOrderId: t.merchantOrderId,
  amount: t.amount,
  currency: t.currency,
  status: t.status,
  method: t.method,
  cardLast4: t.cardLast4,
  paidAt: t.paidAt?.toISOString() ?? null,
})

export function providerApiRoutes(scope: FastifyInstance, app: FastifyInstance) {
  const authorized = (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization === `Bearer ${PROVIDER_API_KEY}`) return true
    void providerError(reply, 401, 'unauthorized', 'Nieprawidłowy klucz API sklepu.')
    return false
  }

  scope.post(PROVIDER_API_PATH, async (request, reply) => {
    if (!authorized(request, reply)) return reply
    const parsed = RegisterSchema.safeParse(request.body)
    if (!parsed.success)
      return providerError(reply, 400, 'invalid_request', parsed.error.issues[0]?.message ?? '')
    const { paymentProvider } = app.store
    // One open attempt per order: registering again (a retry, a double click) reuses it.
    const transaction =
      paymentProvider.openFor(parsed.data.merchantOrderId) ??
      paymentProvider.create(parsed.data, app.clock.now())
    return reply.status(201).send({
      token: transaction.token,
      paymentUrl: `${PROVIDER_PAY_PATH}/${transaction.token}`,
    })
  })

  // A merchant-initiated charge of a stored card (a subscription's renewal): settled at once.
  scope.post(`${PROVIDER_PATH}/v1/charges`, async (request, reply) => {
    if (!authorized(request, reply)) return reply
    const parsed = ChargeSchema.safeParse(request.body)
    if (!parsed.success)
      return providerError(reply, 400, 'invalid_request', parsed.error.issues[0]?.message ?? '')
    const { previousPaymentId, ...order } = parsed.data
    const { paymentProvider } = app.store
    const previous = paymentProvider.byToken(previousPaymentId)
    if (!previous?.cardNumber || previous.status !== 'paid')
      return providerError(reply, 404, 'no_card', 'Brak zapisanej karty do obciążenia.')
    const now = app.clock.now()
    const created = paymentProvider.create({ ...order, returnUrl: previous.returnUrl }, now)
    const declined = previous.cardNumber === TEST_CARDS.renewalDecline
    const charged = await finish(app, created, {
      method: 'card',
      cardNumber: previous.cardNumber,
      cardLast4: previous.cardLast4,
      ...(declined
        ? { status: 'failed', failure: 'Bank odrzucił obciążenie karty.' }
        : { status: 'paid', paidAt: now }),
    })
    return reply.status(201).send(statusView(charged))
  })

  scope.get<{ Params: { token: string } }>(
    `${PROVIDER_API_PATH}/:token`,
    async (request, reply) => {
      if (!authorized(request, reply)) return reply
      await settle(app)
      const transaction = app.store.paymentProvider.byToken(request.params.token)
      if (!transaction) return providerError(reply, 404, 'not_found', 'Nie ma takiej transakcji.')
      return statusView(transaction)
    },
  )
}
