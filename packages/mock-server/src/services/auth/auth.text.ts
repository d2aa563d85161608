import { USER_ALREADY_EXISTS_MESSAGE } from '@app/domain/shared/messages'

/** The mock's own Polish texts of the auth area: sign-up, e-mail verification, password reset. */
export const AUTH_TEXT = {
  activationNotFound: 'Nie znaleziono linku aktywacyjnego.',
  activationUsed: 'Ten link aktywacyjny został już wykorzystany. Zaloguj się.',
  activationExpired: 'Ten link aktywacyjny wygasł. Skontaktuj się z nami, aby otrzymać nowy.',
  emailTaken: USER_ALREADY_EXISTS_MESSAGE,
  userNotFound: 'Nie znaleziono użytkownika.',
  codeWrong: 'Nieprawidłowy kod weryfikacyjny.',
  codeExpired: 'Kod weryfikacyjny wygasł. Wyślij nowy kod.',
  resetSent: 'Jeśli konto z tym adresem istnieje, wysłaliśmy na nie link do zmiany hasła.',
  resetNotFound: 'Nie znaleziono linku do zmiany hasła.',
  resetGone: 'Link do zmiany hasła wygasł lub został już użyty. Poproś o nowy.',
  passwordChanged: 'Hasło zostało zmienione. Możesz się zalogować.',
  resendBlocked: (seconds: number) => `Kod został już wysłany. Nowy możesz wysłać za ${seconds} s.`,
} as const

/** The e-mails of the auth area: the verification code, the password-reset link. */
export const AUTH_EMAILS = {
  verificationSubject: 'Twój kod weryfikacyjny',
  verificationText: (code: string, link: string) =>
    `Twój kod weryfikacyjny to ${code}. Kod jest ważny 15 minut. Możesz też otworzyć link: ${link}`,
  resetSubject: 'Zmiana hasła',
  resetText: (link: string) =>
    `Aby ustawić nowe hasło, otwórz link: ${link}. Link jest ważny przez godzinę.`,
} as const
