import { createHmac } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { PaymentNotification } from '@app/contract/commerce'
import type { ProviderTransaction } from '../store/payment-provider'
import { NOTIFY_RETRY_DELAYS_MS, PROVIDER_NOTIFY_SECRET, SIGNATURE_HEADER } from './config'

/** `sha256=<hex HMAC-SHA256 of the raw body>` with the secret the shop and the provider share. */
export function signNotification(body: string, secret = PROVIDER_NOTIFY_SECRET) {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`
}

const isFinal = (t: ProviderTransaction) => t.status === 'paid' || t.status === 'failed'

const SETTLE = 'payment-provider.settle'
const NOTIFY = 'payment-provider.notify'
const settleJobId = (token: string) => `${SETTLE}:${token}`

/**
 * The provider's background work, as jobs on the mock's scheduler (decision 0137): a pending
 * payment completes at its time (a BLIK code approved on the phone, a transfer booked at a bank
 * session), and a finished payment is notified to the shop until it answers 2xx, with growing
 * pauses in between.
 */
export function defineSettlementJobs(app: FastifyInstance) {
  app.scheduler.define(SETTLE, ({ token }) => complete(app, token))
  app.scheduler.define(NOTIFY, ({ token }) => notify(app, token))
}

/** The provider's work due by the mock clock, done before it answers. */
export function settle(app: FastifyInstance): Promise<void> {
  return app.scheduler.runDue()
}

/** A pending payment completes by itself at its `settlesAt`. */
export function completeLater(app: FastifyInstance, transaction: ProviderTransaction) {
  const at = transaction.settlesAt
  if (transaction.status === 'pending' && at) {
    const { token } = transaction
    app.scheduler.schedule({ id: settleJobId(token), at, kind: SETTLE, payload: { token } })
  }
  return transaction
}

/** The payment is over (`patch` makes it paid or failed): the shop is told at once. */
export async function finish(
  app: FastifyInstance,
  transaction: ProviderTransaction,
  patch: Partial<ProviderTransaction>,
): Promise<ProviderTransaction> {
  const finished = app.store.paymentProvider.update(transaction, patch)
  announce(app, finished)
  await settle(app)
  return app.store.paymentProvider.byToken(finished.token) ?? finished
}

/** The next attempt to notify the shop: now, or (a retry) at `retryAt`. */
function announce(app: FastifyInstance, transaction: ProviderTransaction, retryAt?: Date) {
  if (!isFinal(transaction) || transaction.notification.delivered) return
  const { token } = transaction
  const attempt = transaction.notification.attempts + 1
  app.scheduler.schedule({
    id: `${NOTIFY}:${token}:${attempt}`,
    at: retryAt ?? app.clock.now(),
    kind: NOTIFY,
    payload: { token, attempt },
    // Retries catch up: a jump of the clock makes one attempt, not one per pause it skips.
    catchUp: retryAt !== undefined,
  })
}

function complete(app: FastifyInstance, token: string) {
  const { paymentProvider } = app.store
  const transaction = paymentProvider.byToken(token)
  const now = app.clock.now()
  if (transaction?.status !== 'pending' || !transaction.settlesAt || transaction.settlesAt > now)
    return
  announce(
    app,
    paymentProvider.update(transaction, { status: 'paid', paidAt: now, settlesAt: null }),
  )
}

async function notify(app: FastifyInstance, token: string) {
  const transaction = app.store.paymentProvider.byToken(token)
  if (!transaction || !isFinal(transaction) || transaction.notification.delivered) return
  const now = app.clock.now()
  const body: PaymentNotification = {
    orderId: transaction.merchantOrderId,
    amount: transaction.amount,
    currency: transaction.currency,
    status: transaction.status === 'paid' ? 'paid' : 'failed',
    providerPaymentId: transaction.token,
    method: transaction.method,
    ...(transaction.cardLast4 && { card: { brand: 'Visa', last4: transaction.cardLast4 } }),
  }
  const payload = JSON.stringify(body)
  // In-process, as if over HTTP: the shop's scenarios (e.g. a lost notification) apply.
  const answer = await app.inject({
    method: 'POST',
    url: new URL(transaction.notifyUrl).pathname,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signNotification(payload),
    },
    payload,
  })
  const delivered = answer.statusCode >= 200 && answer.statusCode < 300
  const attempts = transaction.notification.attempts + 1
  const delay =
    NOTIFY_RETRY_DELAYS_MS[Math.min(attempts, NOTIFY_RETRY_DELAYS_MS.length) - 1] ?? 600_000
  const current = app.store.paymentProvider.byToken(transaction.token) ?? transaction
  const next = delivered ? null : new Date(now.getTime() + delay)
  const updated = app.store.paymentProvider.update(current, {
    notification: { delivered, attempts, nextAt: next },
  })
  if (next) announce(app, updated, next)
}

/** The control switch of a transfer: booked now, as if the bank's session had come (dev, tests). */
export async function bookTransferNow(app: FastifyInstance, token: string): Promise<boolean> {
  const transaction = app.store.paymentProvider.byToken(token)
  if (transaction?.status !== 'pending' || transaction.method !== 'transfer') return false
  const booked = app.store.paymentProvider.update(transaction, { settlesAt: app.clock.now() })
  // Its job is normally there already (then this is a no-op); it runs now instead of later.
  completeLater(app, booked)
  await app.scheduler.runNow(settleJobId(token))
  return true
}
