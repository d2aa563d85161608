import { PARENT_LIMITS } from './parent.constants'

/**
 * The parent panel's Polish texts (issue 30): what the API answers and the pages show. Free of
 * zod, so the mock's rules and the pages use the same words.
 */
export const PARENT_TEXT = {
  // validate-child (SPEC §7; decision 0050 as amended, 0196)
  childNotFound: 'Nie znaleziono konta ucznia o podanym adresie email.',
  childNameMismatch: 'Imię i nazwisko nie zgadzają się z kontem ucznia o podanym adresie email.',
  childAlreadyLinked: 'To konto ucznia jest już połączone z Twoim kontem.',
  requestPending: 'Prośba do tego ucznia czeka już na zgodę.',
  parentAccount: 'To konto należy do rodzica. Podaj adres email ucznia.',
  ownAccount: 'Nie możesz połączyć konta z samym sobą.',
  tooManyRequests: `Możesz wysłać najwyżej ${PARENT_LIMITS.requestsPerDay} próśb o połączenie kont dziennie. Spróbuj ponownie jutro.`,
  parentsOnly: 'Panel rodzica jest dostępny tylko dla konta rodzica.',

  // The parent's children
  childNotLinked: 'Nie znaleziono takiego dziecka na Twoim koncie.',
  noConsent: 'Uczeń nie wyraził zgody.',
  resendTooSoon: 'Prośbę można wysłać ponownie raz dziennie. Spróbuj jutro.',
  resendAccepted: 'Uczeń już wyraził zgodę.',
  resendExpired: 'Prośba wygasła. Wyślij nową prośbę przez formularz.',
  weekInFuture: 'Ten tydzień jeszcze się nie zaczął.',

  // The child's side: the consent link and the parents list (decision 0197)
  linkNotFound: 'Nie znaleziono prośby o połączenie kont.',
  linkForAnotherAccount: 'Ten link jest przeznaczony dla innego konta.',
  linkExpired: 'Prośba o połączenie kont wygasła. Rodzic może wysłać nową.',
  linkAnswered: 'Ta prośba została już rozpatrzona.',
  linkWithdrawn: 'Ta prośba nie jest już aktualna.',
  parentNotFound: 'Nie znaleziono takiego rodzica na Twoim koncie.',
  /** POST /api/signup with a consent link's id: it creates no account. */
  notAnAccountLink:
    'Ten link służy do zgody na połączenie z kontem rodzica, nie do zakładania konta.',
} as const

/** What a linked parent sees of the child's study (the consent page and e-mail list it). */
export const PARENT_SEES = [
  'czas nauki w każdym dniu tygodnia i serię dni nauki',
  'postęp w kursach',
  'liczbę powtórzonych fiszek i odsetek zapamiętanych',
  'liczbę rozwiązanych zadań i skuteczność',
  'realizację planu nauki',
  'liczbę wiadomości wysłanych do czatu',
] as const

/** What a linked parent never sees (the summary carries none of it, decision 0196). */
export const PARENT_NEVER_SEES = [
  'treści rozmów z czatem',
  'Twoich notatek',
  'Twoich odpowiedzi w zadaniach i treści fiszek',
  'Twojego adresu email i ustawień',
] as const
