/** The hosted UI's own Polish texts: its error pages and the problems shown on its login form. */
export const HOSTED_UI_TEXT = {
  unknownClient: 'Nieznany identyfikator aplikacji (client_id).',
  badRedirect: 'Brak poprawnego adresu powrotu (redirect_uri).',
  badLogoutUri: 'Brak poprawnego adresu powrotu po wylogowaniu (logout_uri).',
  nameNeeded: 'Podaj imię, aby utworzyć nowe konto.',
  unknownPersona: 'Nie ma takiej persony. Wybierz konto z listy.',
  unknownAction: 'Nieznana akcja formularza logowania.',
  formsOnly: 'Nieobsługiwany typ treści. Wyślij formularz jako application/x-www-form-urlencoded.',
} as const
