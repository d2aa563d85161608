/**
 * User-facing strings. The SPEC §2 and §8 strings are quoted exactly (some are English in the spec
 * and stay English); the transport ones live in the contract's HTTP layer and are re-exported here.
 */

export {
  REQUEST_TIMEOUT_MESSAGE,
  SERVER_UNREACHABLE_MESSAGE,
  networkFailureMessage,
} from '@app/contract/errors'

// Session (SPEC §8)
export const LOGOUT_SUCCESS_MESSAGE = 'Pomyślnie wylogowano.'
/** A settings page saved (the general tab, the educational profile). */
export const SETTINGS_SAVED_MESSAGE = 'Zapisano zmiany.'
export const LOGOUT_FAILURE_MESSAGE = 'Wystąpił błąd. Spróbuj ponownie.'
export const AUTH_FAILED_MESSAGE = 'Authentication failed. Please log in again.'
export const USER_FETCH_FAILED_MESSAGE = 'Failed to fetch user data'
export const INVALID_USER_DATA_MESSAGE = 'Invalid user data received'

// Email verification (SPEC §4, §8)
export const VERIFICATION_SEND_FAILED_MESSAGE =
  'Wystąpił błąd podczas wysyłania kodu. Spróbuj ponownie.'
export const verificationCodeSentMessage = (email: string) =>
  `Kod weryfikacyjny został wysłany na ${email}`
export const SEND_CODE_LABEL = 'Wyślij kod'
export const RESEND_CODE_LABEL = 'Wyślij ponownie'

// Route errors (SPEC §2, §8)
export const ROUTE_ERROR_DEFAULT_MESSAGE = 'Przepraszamy, ale coś poszło nie tak :('
export const ROUTE_ERROR_HEADING = 'O nie!'
/** 'O nie! Błąd {status}' when the status is known, else 'O nie! Wystąpił błąd'. */
export const routeErrorTitle = (status?: number | null) =>
  status ? `${ROUTE_ERROR_HEADING} Błąd ${status}` : `${ROUTE_ERROR_HEADING} Wystąpił błąd`
export const NOT_FOUND_MESSAGE = 'Strona nie została znaleziona.'

// Login errors (SPEC §5)
export const USER_ALREADY_EXISTS_MESSAGE =
  'Użytkownik o podanym adresie email istnieje już w bazie danych. Zaloguj się bezpośrednio przy użyciu adresu email.'

// Blog (SPEC §2)
export const BLOG_IMAGE_ALT = 'Zdjęcie'

/** Menu labels of SPEC §2; the tool, course and logout labels are our wording. */
export const MENU_LABELS = {
  about: 'O nas',
  course: 'Kurs',
  platform: 'Platforma',
  blog: 'Blog',
  opinions: 'Opinie',
  myProducts: 'Moje Produkty',
  settings: 'Ustawienia',
  statistics: 'Statystyki',
  ranking: 'Ranking',
  adminPanelAdmin: 'Admin',
  adminPanelAssistant: 'Assistant',
  logout: 'Wyloguj się',
  program: 'Program',
  tools: 'Narzędzia',
  community: 'Społeczność',
  goPro: 'Przejdź na pro',
  chat: 'Czat',
  planner: 'Planer nauki',
  dominationPlan: 'Plan dominacji',
  flashcards: 'Fiszki',
  tasks: 'Zadania',
  ai: 'AI',
  newsletter: 'Newsletter',
  diagnostics: 'Diagnostyka',
  traces: 'Ścieżki',
  transactions: 'Transakcje',
  feedback: 'Feedback',
  ked: 'KED',
} as const

/** Course names as shown to users (our wording). */
export const COURSE_NAMES = {
  KED: 'Kurs Efektywnego Działania',
  PED: 'Podstawy Efektywnego Działania',
  ZN: 'Zrozumieć Nastolatka',
} as const

/** Home page launch wording (SPEC §1 describes it; the words are ours). */
export const LAUNCH_TEXTS = {
  // SPEC's 'Zapisz się na listę oczekujących' button returns with the waiting list's page (0108).
  before: { heading: 'Platforma już wkrótce' },
  after: { heading: 'Platforma jest już dostępna', button: 'Poznaj platformę' },
} as const

/** Polish plural forms for `pluralPl` / `formatCount` (one, few, many: 1, 2-4, 5+). */
export const PLURAL_FORMS = {
  week: { one: 'tydzień', few: 'tygodnie', many: 'tygodni' },
  day: { one: 'dzień', few: 'dni', many: 'dni' },
  hour: { one: 'godzina', few: 'godziny', many: 'godzin' },
  minute: { one: 'minuta', few: 'minuty', many: 'minut' },
  second: { one: 'sekunda', few: 'sekundy', many: 'sekund' },
  article: { one: 'artykuł', few: 'artykuły', many: 'artykułów' },
  view: { one: 'wyświetlenie', few: 'wyświetlenia', many: 'wyświetleń' },
} as const

/** The shell's heading while the page it was opened on cannot load yet (retries go on). */
export const APP_STARTING_FAILED_TITLE = 'Nie możemy teraz wczytać strony'

/** Who we are: the home page's "O nas" section and /o-nas say it in the same words. */
export const TEAM_INTRO = 'Jesteśmy zespołem trenerów, dydaktyków i programistów.'
export const TEAM_MISSION =
  'Pokazujemy nastolatkom, jak uczyć się krócej i skuteczniej, a rodzicom – jak wspierać, nie naciskając.'
