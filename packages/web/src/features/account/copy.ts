import { LIMITS } from '@app/contract'

/** Polish copy shared by the account pages (our wording; SPEC names only the routes). */
export const PASSWORD_HINT = `Co najmniej ${LIMITS.passwordMin} znaków, w tym mała i wielka litera oraz cyfra.`
export const SPAM_NOTE = 'Nie widzisz wiadomości? Sprawdź folder spam lub oferty.'
export const LOGIN_LINK_LABEL = 'Przejdź do logowania'
