/**
 * The progress area's plain values (issue 30), free of zod: the schemas, the mock and the pages
 * use them alike.
 */

/** Rows of a week's ranking shown in full ('top 50'). */
export const RANKING_TOP = 50
/** Rows shown on each side of the caller's row when it is outside the top. */
export const RANKING_NEIGHBOURS = 2
/** Past weeks on one page of the ranking's history. */
export const RANKING_HISTORY_PAGE_SIZE = 10
/** The best rows of a past week in its history entry. */
export const RANKING_HISTORY_TOP = 3
/** The longest range of days one statistics request may cover (both ends in). */
export const STATISTICS_MAX_DAYS = 366

/** A nickname ('Pseudonim', decision 0195): 3–20 characters. */
export const NICKNAME_LIMITS = { min: 3, max: 20 } as const
/** Letters (Polish ones too), digits, '_', '-' and '.'; nothing else, no spaces. */
export const NICKNAME_PATTERN = /^[0-9A-Za-zĄĆĘŁŃÓŚŹŻąćęłńóśźż_.-]+$/

/** 'YYYY-Www', as the domination plan names weeks (decision 0164). */
export const WEEK_KEY_PATTERN = /^\d{4}-W\d{2}$/
