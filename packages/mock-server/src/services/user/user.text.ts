/** The mock's own Polish texts of the user area (the contract's are in @app/contract/user/account). */
export const USER_TEXT = {
  userNotFound: 'Nie ma takiego użytkownika.',
  expiryInPast: 'Nieprawidłowe dane: expiresAt — Data wygaśnięcia musi być w przyszłości',
  tooManyAttempts: 'Zbyt wiele nieudanych prób. Spróbuj ponownie za chwilę.',
} as const

/** The initial quiz's refusals. */
export const QUIZ_TEXT = {
  notYourQuiz: 'Możesz zapisywać tylko własne odpowiedzi.',
  finished: 'Quiz startowy jest już zakończony. Zmień odpowiedzi w ustawieniach.',
} as const
