import { LIMITS } from '@app/contract/limits'

/** What the identity pages say when the identity service refuses (our wording; SPEC §8 is quoted elsewhere). */
export const IDENTITY_MESSAGES = {
  wrongCredentials: 'Nieprawidłowy email lub hasło.',
  tooManyAttempts: 'Zbyt wiele prób. Spróbuj ponownie za kilka minut.',
  /** The lockout after wrong passwords: it lasts from 1 s up to 15 minutes. */
  passwordAttemptsExceeded:
    'Zbyt wiele nieudanych prób logowania. Odczekaj chwilę i spróbuj ponownie.',
  userExists: 'Konto z tym adresem email już istnieje. Zaloguj się lub zresetuj hasło.',
  invalidPassword: `Hasło musi mieć co najmniej ${LIMITS.passwordMin} znaków, małą i wielką literę oraz cyfrę.`,
  invalidData: 'Sprawdź dane w formularzu i spróbuj ponownie.',
  notConfirmed: 'Konto nie zostało jeszcze potwierdzone. Sprawdź skrzynkę email.',
  passwordResetRequired: 'Musisz ustawić nowe hasło: skorzystaj z opcji „Nie pamiętasz hasła?”.',
  signInIncomplete: 'Nie udało się dokończyć logowania. Spróbuj ponownie.',
  /** /login-error when the description is not the existing-user case. */
  socialLoginFailed: 'Logowanie przez serwis społecznościowy nie powiodło się.',
} as const
