/**
 * The chat's Polish texts (issue 'AI study chat'): what the API answers and the browser shows
 * before asking. Free of zod, so the domain's rules and the pages use the same words.
 */
export const CHAT_TEXT = {
  conversationNotFound: 'Nie znaleziono rozmowy.',
  messageEmpty: 'Wiadomość nie może być pusta.',
  messageTooLong: 'Wiadomość może mieć najwyżej 4000 znaków.',
  title: 'Tytuł rozmowy musi mieć od 1 do 80 znaków.',
  subject: 'Wybierz przedmiot z listy.',
  mode: 'Tryb to „sokratejski” albo „wyjaśniaj”.',
  nothingToChange: 'Podaj nowy tytuł, przedmiot albo tryb rozmowy.',
  tooManyConversations: 'Masz już 200 rozmów. Usuń którąś ze starych, aby zacząć nową.',
  tooManyMessages: 'Ta rozmowa ma już 500 wiadomości. Zacznij nową rozmowę, aby pytać dalej.',
  dailyLimit: (limit: number) =>
    `Wykorzystano dzienny limit wiadomości (${limit}). Kolejne będą dostępne od 00:00.`,
  notLastAnswer: 'Ponownie wygenerować można tylko ostatnią odpowiedź w rozmowie.',
  stillStreaming: 'Poprzednia odpowiedź jeszcze się pisze. Zatrzymaj ją albo poczekaj.',
  notStreaming: 'Ta odpowiedź nie jest już generowana.',
  idempotencyConflict: 'Ten klucz został już użyty dla innej wiadomości.',
  answerFailed: 'Nie udało się wygenerować odpowiedzi. Spróbuj ponownie.',
  newConversation: 'Nowa rozmowa',
} as const
