/** Business constants of SPEC §9, plus our named choices where the spec says "not shown". */

import type { User } from '@app/contract/user'

/** Form and payload bounds (SPEC §5 "not shown"; chosen in the contract, shared by web and API). */
export { LIMITS } from '@app/contract'

const SECOND_MS = 1000
const MINUTE_MS = 60 * SECOND_MS
const DAY_MS = 24 * 60 * MINUTE_MS

export const WARSAW_TIME_ZONE = 'Europe/Warsaw'

/** User data: refresh interval, cache freshness, request timeout, retries. */
export const USER_REFRESH_INTERVAL_MS = 120_000
export const USER_STALE_TIME_MS = 120_000
export const USER_REQUEST_TIMEOUT_MS = 30_000
export const MAX_RETRIES = 3
/** Upper bound of the growing retry delay (same cap as TanStack Query's default). */
export const MAX_RETRY_DELAY_MS = 30_000
/** User data is refetched this long after a settings update succeeds. */
export const SETTINGS_REFETCH_DELAY_MS = 1000

export const TOAST_DURATION_MS = 4000
export const REPEATED_VIEW_THRESHOLD_MS = 5 * MINUTE_MS
export const SIGNED_URL_SAFETY_MARGIN_MS = 30_000
export const HOME_RANDOM_ARTICLES = 2

/** End of enrolment: 2025-09-30 21:59:59 UTC (23:59:59 in Warsaw). */
export const ENROLMENT_DEADLINE = new Date('2025-09-30T21:59:59Z')
export const PLATFORM_LAUNCH = new Date('2025-09-26T18:00:00+02:00')

export const WEEK_UNLOCK_DAYS = 7
export const WEEK_UNLOCK_MS = WEEK_UNLOCK_DAYS * DAY_MS
/** The full course has weeks 1..9 plus the introductory week 0. */
export const KED_WEEKS = 9
/** The parents course is about 1.5 h of video. */
export const ZN_VIDEO_MINUTES = 90

export const RESEND_WAIT_MS = 60_000
export const COOKIE_CONSENT_MAX_AGE_DAYS = 365
export const COOKIE_CONSENT_MAX_AGE_MS = COOKIE_CONSENT_MAX_AGE_DAYS * DAY_MS
export const CLEANUP_INTERVAL_MS = 60_000
export const SUPPORT_WIDGET_DELAY_MS = 10_000

export const MEDITATION_MINUTES = 10
export const BRAIN_DUMP_HOURS = '1-2'
export const MIND_MAPS_MIN = 3

/** Weekly consultations: Saturday (Date#getDay numbering, Sunday = 0) 17:00 Warsaw time. */
export const CONSULTATION_WEEKDAY = 6
export const CONSULTATION_HOUR = 17
export const CONSULTATION_MINUTE = 0
/** A consultation call lasts an hour (decision: SPEC names only the start). */
export const CONSULTATION_DURATION_MINUTES = 60
/** The "join" link opens this long before the call starts (decision). */
export const CONSULTATION_JOIN_OPENS_MINUTES = 10
/** How many upcoming consultations /produkt/spolecznosc/spotkania lists (decision). */
export const CONSULTATION_LIST_COUNT = 8

/**
 * The introductory meeting for new community members (proposed; SPEC names only the page):
 * Wednesdays 19:00 Warsaw time, 45 minutes, at most 12 people; the next 4 meetings can be booked
 * until 2 hours before they start.
 */
export const INTRO_MEETING_WEEKDAY = 3
export const INTRO_MEETING_HOUR = 19
export const INTRO_MEETING_MINUTE = 0
export const INTRO_MEETING_DURATION_MINUTES = 45
export const INTRO_MEETING_CAPACITY = 12
export const INTRO_MEETING_SLOT_COUNT = 4
export const INTRO_MEETING_BOOKING_CLOSES_MINUTES = 120

export const COPYRIGHT_YEAR = 2025

/** Rankings are visible to everyone from this instant; staff see them earlier (decision). */
export const RANKING_VISIBLE_FROM = new Date('2025-10-13T00:00:00+02:00')

/**
 * The user class that does not see statistics, named by its user flag: parent accounts have no
 * study of their own (decision).
 */
export const STATISTICS_HIDDEN_FOR = 'isParent' satisfies keyof User

/**
 * AI study chat: user messages a day per plan, the allowance turning at 00:00 Warsaw time
 * (decision 0157). A chat pack's size is the catalogue's CHAT_PACK_MESSAGES.
 */
export const CHAT_DAILY_LIMIT_FREE = 20
export const CHAT_DAILY_LIMIT_PRO = 200
