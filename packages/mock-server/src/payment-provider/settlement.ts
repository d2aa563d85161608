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

/**
 * The provider's background work at `now` (mock clock): pending payments whose time has come
 * complete (a BLIK code approved on the phone, a transfer booked at a bank session), and finished
 * payments are notified to the shop until it answers 2xx, with growing pauses in between.
 */
export async function settle(app: FastifyInstance): Promise<void> {
  const { paymentProvider } = app.store
  const now = app.clock.now()
  for (const transaction of paymentProvider.all()) {
    if (transaction.status === 'pending' && transaction.settlesAt && transaction.settlesAt <= now)
      paymentProvider.update(transaction, { status: 'paid', paidAt: now, settlesAt: null })
  }
  for (const transaction of paymentProvider.all()) {
    const { notification } = transaction
    if (!isFinal(transaction) || notification.delivered) continue
    if (notification.nextAt && notification.nextAt > now) continue
    await notify(app, transaction, now)
  }
}

async function notify(app: FastifyInstance, transaction: ProviderTransaction, now: Date) {
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
  app.store.paymentProvider.update(current, {
    notification: {
      delivered,
      attempts,
      nextAt: delivered ? null : new Date(now.getTime() + delay),
    },
  })
}

/** Runs `settle` every second while the app is up (a buyer may close the page mid-payment). */
export function startSettlement(app: FastifyInstance) {
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    settle(app)
      .catch((error: unknown) => app.log.error(error, 'payment provider settlement failed'))
      .finally(() => (running = false))
  }, 1_000)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
}

/** The control switch of a transfer: booked now, as if the bank's session had come (dev, tests). */
export async function bookTransferNow(app: FastifyInstance, token: string): Promise<boolean> {
  const transaction = app.store.paymentProvider.byToken(token)
  if (transaction?.status !== 'pending' || transaction.method !== 'transfer') return false
  app.store.paymentProvider.update(transaction, { settlesAt: app.clock.now() })
  await settle(app)
  return true
}
