import { COMMERCE_TEXT } from '@app/contract/commerce/text'
import { CHECKOUT_FAILURE_REASONS, type CheckoutFailure } from './checkout-search'

/** Why a checkout could not start: what the KED checkout's error page says for each `?powod=`. */
export const CHECKOUT_FAILURES: Record<CheckoutFailure, { message: string; detail: string }> = {
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
}

export const CHECKOUT_FAILURE_DEFAULT = {
  message: 'Nie udało się rozpocząć płatności.',
  detail: 'Nic nie zostało pobrane. Spróbuj jeszcze raz za chwilę.',
} as const

/** The reason of an API refusal, when it is one the error page explains. */
export function failureOfMessage(message: string): CheckoutFailure | undefined {
  return CHECKOUT_FAILURE_REASONS.find((reason) => CHECKOUT_FAILURES[reason].message === message)
}
