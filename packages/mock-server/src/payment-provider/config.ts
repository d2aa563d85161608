import { fromWarsawLocal, warsawParts } from '@app/domain/shared/format'

/**
 * The emulated payment provider (issue 'Commerce'), shaped like Przelewy24 or Stripe: the shop
 * registers a transaction server to server, sends the buyer to the provider's hosted page, and
 * learns the outcome from a signed server-to-server notification. Test codes and cards: README.
 */
export const PROVIDER_PATH = '/provider'
export const PROVIDER_API_PATH = `${PROVIDER_PATH}/v1/transactions`
export const PROVIDER_PAY_PATH = `${PROVIDER_PATH}/pay`

/** The shop's key for the provider's API (Authorization: Bearer …). */
export const PROVIDER_API_KEY = 'mock-provider-api-key'
/** The shared secret the provider signs its notifications with (HMAC-SHA256). */
export const PROVIDER_NOTIFY_SECRET = 'mock-provider-notify-secret'
export const SIGNATURE_HEADER = 'x-payment-signature'

export const BLIK = {
  approve: '777777',
  decline: '000000',
  /** The approval in the bank's app arrives this long after the code (mock clock). */
  approvalDelayMs: 3_000,
} as const

/** Test card numbers (any future expiry, any 3-digit CVC). */
export const TEST_CARDS = {
  success: '4242424242424242',
  decline: '4000000000000002',
  /** Asks for 3-D Secure: a challenge page approves or denies. */
  challenge: '4000000000003220',
  /** Pays now; every later charge of it (a subscription's renewal) is declined. */
  renewalDecline: '4000000000000341',
} as const

/** Elixir sessions (Warsaw time, Monday to Friday): a transfer is booked at the next one. */
const BANK_SESSIONS = [
  [9, 30],
  [13, 30],
  [16, 30],
] as const

/** The first bank session after `from`. */
export function nextBankSession(from: Date): Date {
  const { year, month, day } = warsawParts(from)
  for (let offset = 0; offset < 8; offset++) {
    const date = fromWarsawLocal(year, month, day + offset, 12)
    const weekday = warsawParts(date).weekday
    if (weekday === 0 || weekday === 6) continue
    for (const [hour, minute] of BANK_SESSIONS) {
      const session = fromWarsawLocal(year, month, day + offset, hour, minute)
      if (session > from) return session
    }
  }
  throw new RangeError('No bank session within a week')
}

/** A failed notification is sent again after these delays (then every last one). */
export const NOTIFY_RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 600_000] as const
