import { NICKNAME_LIMITS, STATISTICS_MAX_DAYS } from './progress.constants'

/**
 * The progress area's Polish texts (issue 30): what the API answers. Free of zod, so the mock and
 * the pages use the same words.
 */
export const PROGRESS_TEXT = {
  /** Progress, Today, the ranking and statistics are for platform users (decision 0193). */
  noAccess: 'Postępy, ranking i statystyki są dostępne dla uczniów korzystających z platformy.',
  /** Decision 0014: a parent has no study of their own to measure. */
  statisticsForParents:
    'Statystyki nie są dostępne dla konta rodzica. Postępy dziecka zobaczysz w panelu rodzica.',
  weekKey: 'Podaj tydzień w formacie RRRR-Www, np. 2025-W42.',
  futureWeek: 'Ten tydzień jeszcze się nie zaczął.',
  /** RANKING_VISIBLE_FROM (decision 0015) as a Warsaw date; the mock's tests keep them in step. */
  rankingNotOpen: 'Ranking będzie dostępny od 13.10.2025.',
  dayKey: 'Podaj datę w formacie rrrr-mm-dd.',
  noSuchDay: 'Nie ma takiego dnia w kalendarzu.',
  reversedRange: 'Data „od” nie może być późniejsza niż data „do”.',
  rangeTooLong: (days: number) =>
    `Zakres może obejmować najwyżej ${STATISTICS_MAX_DAYS} dni (wybrano ${days}).`,
  nicknameLength: `Pseudonim musi mieć od ${NICKNAME_LIMITS.min} do ${NICKNAME_LIMITS.max} znaków.`,
  nicknameCharacters:
    'Pseudonim może zawierać tylko litery, cyfry oraz znaki „_”, „-” i „.” (bez spacji).',
  nicknameTaken: 'Ten pseudonim jest już zajęty.',
  nicknameBlocked: 'Ten pseudonim jest niedozwolony.',
} as const
