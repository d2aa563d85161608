import { WARSAW_TIME_ZONE } from './constants'

/** An instant: a Date or epoch milliseconds. */
export type Instant = Date | number

export interface WarsawParts {
  year: number
  /** 1-12 */
  month: number
  day: number
  /** 0-23 */
  hour: number
  minute: number
  second: number
  /** 0 = Sunday … 6 = Saturday, like Date#getDay */
  weekday: number
}

export interface PluralForms {
  one: string
  few: string
  many: string
}

const WEEKDAY_INDEX: Record<string, number> = {
  Sun: 0,
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
}

const POLISH_WEEKDAYS = [
  'niedziela',
  'poniedziałek',
  'wtorek',
  'środa',
  'czwartek',
  'piątek',
  'sobota',
] as const

/** The part of the platform's Temporal (ES2026) that reads an instant's wall clock in a zone. */
export interface TemporalZones {
  Instant: {
    fromEpochMilliseconds(ms: number): {
      toZonedDateTimeISO(timeZone: string): Omit<WarsawParts, 'weekday'> & {
        /** 1 = Monday … 7 = Sunday */
        dayOfWeek: number
      }
    }
  }
}

let warsawFormatter: Intl.DateTimeFormat | undefined
/** Made on first use: making it loads the locale and time zone data, which takes a while. */
const warsawFormat = () =>
  (warsawFormatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: WARSAW_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    weekday: 'short',
  }))

const toMs = (instant: Instant) => (typeof instant === 'number' ? instant : instant.getTime())
const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/**
 * Wall-clock parts of an instant in Europe/Warsaw (daylight saving included), from the platform's
 * time zone database: through Temporal where the platform has it, else Intl. Both read the same
 * data; a browser's first Intl.DateTimeFormat costs 50–70 ms of a page's first render, Temporal's
 * first lookup a few (decision 0205).
 */
export function warsawParts(instant: Instant): WarsawParts {
  const temporal = (globalThis as { Temporal?: TemporalZones }).Temporal
  return temporal ? temporalWarsawParts(toMs(instant), temporal) : intlWarsawParts(toMs(instant))
}

/** warsawParts through Temporal (exported for the test that holds it to Intl's answer). */
export function temporalWarsawParts(ms: number, temporal: TemporalZones): WarsawParts {
  const zoned = temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(WARSAW_TIME_ZONE)
  const { year, month, day, hour, minute, second, dayOfWeek } = zoned
  return { year, month, day, hour, minute, second, weekday: dayOfWeek % 7 }
}

function intlWarsawParts(ms: number): WarsawParts {
  const parts: Record<string, string> = {}
  for (const part of warsawFormat().formatToParts(ms)) parts[part.type] = part.value
  const num = (type: string) => Number(parts[type])
  return {
    year: num('year'),
    month: num('month'),
    day: num('day'),
    hour: num('hour'),
    minute: num('minute'),
    second: num('second'),
    weekday: WEEKDAY_INDEX[parts.weekday ?? ''] ?? Number.NaN,
  }
}

/** 'dd.mm.yyyy hh:mm' in Warsaw time. */
export function formatWarsawDateTime(instant: Instant): string {
  const p = warsawParts(instant)
  return `${formatParts(p)} ${pad(p.hour)}:${pad(p.minute)}`
}

/** 'dd.mm.yyyy' in Warsaw time. */
export function formatWarsawDate(instant: Instant): string {
  return formatParts(warsawParts(instant))
}

/** 'yyyy-mm-dd' of the Warsaw calendar day (the planner's and the trace list's date key). */
export function toWarsawDateKey(instant: Instant): string {
  const p = warsawParts(instant)
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`
}

/** The Polish weekday name ('poniedziałek' … 'niedziela') of the Warsaw calendar day. */
export function polishWeekday(instant: Instant): string {
  return POLISH_WEEKDAYS[warsawParts(instant).weekday] ?? ''
}

const POLISH_WEEKDAYS_ON = [
  'w niedzielę',
  'w poniedziałek',
  'we wtorek',
  'w środę',
  'w czwartek',
  'w piątek',
  'w sobotę',
] as const

/** "On <weekday>" in Polish ('w sobotę', 'we wtorek' …) for the Warsaw calendar day. */
export function onPolishWeekday(instant: Instant): string {
  return POLISH_WEEKDAYS_ON[warsawParts(instant).weekday] ?? ''
}

/** Polish plural form: 1 → one; 2-4 (but not 12-14) → few; otherwise many. Fractions take few. */
export function pluralPl(n: number, forms: PluralForms): string {
  if (!Number.isInteger(n)) return forms.few
  const abs = Math.abs(n)
  if (abs === 1) return forms.one
  const lastDigit = abs % 10
  const lastTwo = abs % 100
  if (lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14)) return forms.few
  return forms.many
}

/** The number with its plural form, e.g. '5 tygodni'. */
export function formatCount(n: number, forms: PluralForms): string {
  return `${n} ${pluralPl(n, forms)}`
}

/**
 * The instant at which Warsaw wall clocks show the given local time (month 1-12; day overflow
 * rolls over like Date.UTC). An hour repeated in autumn resolves to its first occurrence; a time
 * skipped in spring is moved forward by the gap (02:30 → 03:30), as Temporal's 'compatible' does.
 */
export function fromWarsawLocal(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute)
  const HOURS_12 = 12 * 3_600_000
  const offsetBefore = offsetAt(wall - HOURS_12)
  const offsetAfter = offsetAt(wall + HOURS_12)
  // The larger offset gives the earlier instant, so try it first.
  for (const offset of [Math.max(offsetBefore, offsetAfter), Math.min(offsetBefore, offsetAfter)]) {
    const candidate = wall - offset
    if (offsetAt(candidate) === offset) return new Date(candidate)
  }
  return new Date(wall - offsetBefore)
}

/** Milliseconds Warsaw wall time is ahead of UTC at this instant. */
function offsetAt(ms: number): number {
  const p = warsawParts(ms)
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
  return asUtc - (ms - (((ms % 1000) + 1000) % 1000))
}

function formatParts(p: WarsawParts): string {
  return `${pad(p.day)}.${pad(p.month)}.${pad(p.year, 4)}`
}

/** The next 00:00 Europe/Warsaw after `now` (midnight exists on every Warsaw day). */
export function nextWarsawMidnight(now: Instant): Date {
  const p = warsawParts(now)
  return fromWarsawLocal(p.year, p.month, p.day + 1)
}
