/**
 * Fast readers of ISO instants and 'YYYY-MM-DD' days as day numbers (days since 1970-01-01), for
 * code that reads many of them (activity-stats.ts). No time zone here: all UTC.
 */

const DAY_MS = 86_400_000

/**
 * Epoch ms of an ISO instant, NaN when unreadable. The common 'YYYY-MM-DDTHH:MM:SS[.sss]Z' is
 * read by hand (Date.parse is several times slower and accepts 2025-02-30); others by Date.parse.
 */
export function parseInstant(text: string): number {
  const length = text.length
  if ((length !== 24 && length !== 20) || text.charCodeAt(length - 1) !== 90 /* Z */) {
    return Date.parse(text)
  }
  // A character that is not a digit reads as NOT_DIGIT, which puts its field out of range.
  const year = digit(text, 0) * 1000 + digit(text, 1) * 100 + digit(text, 2) * 10 + digit(text, 3)
  const month = digit(text, 5) * 10 + digit(text, 6)
  const day = digit(text, 8) * 10 + digit(text, 9)
  const hour = digit(text, 11) * 10 + digit(text, 12)
  const minute = digit(text, 14) * 10 + digit(text, 15)
  const second = digit(text, 17) * 10 + digit(text, 18)
  const millis = length === 24 ? digit(text, 20) * 100 + digit(text, 21) * 10 + digit(text, 22) : 0
  if (
    text.charCodeAt(4) !== 45 || // -
    text.charCodeAt(7) !== 45 ||
    text.charCodeAt(10) !== 84 || // T
    text.charCodeAt(13) !== 58 || // :
    text.charCodeAt(16) !== 58 ||
    (length === 24 && text.charCodeAt(19) !== 46) || // .
    year > 9999 ||
    hour > 23 ||
    minute > 59 ||
    second > 59 ||
    millis > 999
  ) {
    return Number.NaN
  }
  return dayNumber(year, month, day) * DAY_MS + ((hour * 60 + minute) * 60 + second) * 1000 + millis
}

/** Days since 1970-01-01 of a strict 'YYYY-MM-DD'; anything else throws. */
export function parseDayStrict(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  const index = match ? dayNumber(Number(match[1]), Number(match[2]), Number(match[3])) : Number.NaN
  if (Number.isNaN(index)) throw new RangeError(`Not a day (YYYY-MM-DD): ${day}`)
  return index
}

/** 'YYYY-MM-DD' of a day number. */
export function dayKey(index: number): string {
  return new Date(index * DAY_MS).toISOString().slice(0, 10)
}

/** Days since 1970-01-01 of a calendar date, NaN for one that does not exist (2025-02-30). */
export function dayNumber(year: number, month: number, day: number): number {
  if (!(month >= 1 && month <= 12 && day >= 1)) return Number.NaN
  const k = (year - TABLE_FIRST_YEAR) * 12 + month - 1
  if (k >= 0 && k < TABLE_MONTHS) {
    const first = monthStarts[k] as number
    return day <= (monthStarts[k + 1] as number) - first ? first + day - 1 : Number.NaN
  }
  return day <= daysInMonth(year, month) ? daysFromCivil(year, month, day) : Number.NaN
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31
}

/** Proleptic Gregorian day count (H. Hinnant's days_from_civil); the date is not checked. */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year
  const era = Math.floor(y / 400)
  const yearOfEra = y - era * 400
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100)
  return era * 146_097 + dayOfEra + dayOfYear - 719_468
}

const NOT_DIGIT = 100_000

function digit(text: string, at: number): number {
  const value = text.charCodeAt(at) - 48
  return value >>> 0 <= 9 ? value : NOT_DIGIT
}

// The first day of every month of 1970-2099, and of January 2100 for the last month's length.
const TABLE_FIRST_YEAR = 1970
const TABLE_MONTHS = 130 * 12
const monthStarts = Int32Array.from({ length: TABLE_MONTHS + 1 }, (_, k) =>
  daysFromCivil(TABLE_FIRST_YEAR + Math.floor(k / 12), (k % 12) + 1, 1),
)
