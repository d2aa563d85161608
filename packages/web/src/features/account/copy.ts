import { LIMITS } from '@app/contract'

/** Polish copy shared by the account pages (our wording; SPEC names only the routes). */
export const PASSWORD_HINT = `Co najmniej ${LIMITS.passwordMin} znaków, w tym mała i wielka litera oraz cyfra.`
export const SPAM_NOTE = 'Nie widzisz wiadomości? Sprawdź folder spam lub oferty.'
export const LOGIN_LINK_LABEL = 'Przejdź do logowania'

/**
 * What /zmien-haslo/{uuid} says about its link: unknown (404 of the check), expired or used (410
 * of the check), or refused by the change itself (the link died while the form was open).
 */
export const PASSWORD_LINK_COPY = {
  notFound: {
    title: 'Ten link do zmiany hasła jest nieprawidłowy.',
    text: 'Sprawdź, czy adres strony jest dokładnie taki sam jak link w wiadomości email. Możesz też poprosić o nowy link, a wyślemy go na Twój adres email.',
  },
  gone: {
    title: 'Ten link do zmiany hasła wygasł lub został już użyty.',
    text: 'Link jest ważny przez ograniczony czas i można go użyć tylko raz. Poproś o nowy link, a wyślemy go na Twój adres email.',
  },
  linkInvalid: {
    title: 'Link jest nieprawidłowy lub wygasł',
    text: 'Link do zmiany hasła jest ważny przez ograniczony czas i można go użyć tylko raz. Poproś o nowy link, a wyślemy go na Twój adres email.',
  },
} as const
export type PasswordLinkProblem = keyof typeof PASSWORD_LINK_COPY
export const NEW_PASSWORD_LINK_LABEL = 'Wyślij nowy link'
export const PASSWORD_LINK_CHECK_FAILED = 'Nie udało się sprawdzić linku'
