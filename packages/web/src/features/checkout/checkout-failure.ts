import { COMMERCE_TEXT } from '@app/contract/commerce/text'

/**
 * Why a checkout could not start, as `?powod=` of the KED checkout's error page: the order the
 * form made can no longer be paid. Free of zod (the route reads it in its definition).
 */
export const CHECKOUT_FAILURES = {
  wygaslo: {
    message: COMMERCE_TEXT.orderExpired,
    detail: 'Na płatność czekamy 30 minut od złożenia zamówienia. Nic nie zostało pobrane.',
  },
  nieudana: {
    message: COMMERCE_TEXT.orderFailed,
    detail: 'Pieniądze nie zostały pobrane. Możesz spróbować innej metody płatności.',
  },
  oplacone: {
    message: COMMERCE_TEXT.orderPaid,
    detail: 'Dostęp do kursu pojawi się w Twoich produktach, gdy tylko potwierdzimy płatność.',
  },
} as const
export type CheckoutFailure = keyof typeof CHECKOUT_FAILURES

export const CHECKOUT_FAILURE_DEFAULT = {
  message: 'Nie udało się rozpocząć płatności.',
  detail: 'Nic nie zostało pobrane. Spróbuj jeszcze raz za chwilę.',
} as const

/** The reason of an API refusal, when it is one the error page explains. */
export function failureOfMessage(message: string): CheckoutFailure | undefined {
  const reasons = Object.keys(CHECKOUT_FAILURES) as CheckoutFailure[]
  return reasons.find((reason) => CHECKOUT_FAILURES[reason].message === message)
}

/** `?powod=` read as a known reason, anything else as none. */
export function failureFromSearch(value: unknown): CheckoutFailure | undefined {
  return typeof value === 'string' && Object.hasOwn(CHECKOUT_FAILURES, value)
    ? (value as CheckoutFailure)
    : undefined
}
