import type { ChildSummary, ParentChild } from '@app/contract/parent'
import { formatWarsawDate, formatWarsawDateTime } from '@app/domain/shared/format'
import { formatDateKey, formatShare, formatStudyTime, shortDayLabel } from '../../lib/study-format'

/**
 * The parent panel's words and numbers (issue 30, decision 0204): what a child's card says in
 * each status, and the week's summary as rows a small bar list can draw.
 */

/** '13.10–19.10.2025', or '29.12.2025–04.01.2026' across a new year. */
export function weekLabel(from: string, to: string): string {
  const first = formatDateKey(from)
  const last = formatDateKey(to)
  return first.slice(6) === last.slice(6) ? `${first.slice(0, 5)}–${last}` : `${first}–${last}`
}

export interface DayRow {
  date: string
  /** 'pon. 13.10.2025' */
  label: string
  /** '45 min' */
  time: string
  /** The bar's length, 0–100, against the week's longest day (0 when nobody studied). */
  share: number
}

/** The week's days, Monday first, each with its bar against the longest day. */
export function dayRows(days: ChildSummary['days']): DayRow[] {
  const longest = Math.max(0, ...days.map((day) => day.studySeconds))
  return days.map((day) => ({
    date: day.date,
    label: shortDayLabel(day.date),
    time: formatStudyTime(day.studySeconds),
    share: longest === 0 ? 0 : Math.round((day.studySeconds / longest) * 100),
  }))
}

/** '3 z 5 (60%)': done of planned with the share; '—' when nothing was planned. */
export function ofTotal(done: number, total: number, share: number | null): string {
  return total === 0 ? '—' : `${done} z ${total} (${formatShare(share)})`
}

export type ChildCardTone = 'warning' | 'success' | 'danger' | 'neutral'

export interface ChildCardView {
  badge: string
  tone: ChildCardTone
  /** One line about the request (dates). */
  note: string
  /** 'Wyślij ponownie' and 'Anuluj prośbę'. */
  canResend: boolean
  /** The week's summary and 'Odłącz'. */
  showsWeek: boolean
  /** 'Spróbuj ponownie' (a new request through the form) and 'Usuń z listy'. */
  canAskAgain: boolean
}

/** What a child's card shows in each status of the request. */
export function childCardView(child: ParentChild): ChildCardView {
  const requested = formatWarsawDate(new Date(child.requestedAt))
  switch (child.status) {
    case 'PENDING':
      return {
        badge: 'Oczekuje na zgodę',
        tone: 'warning',
        note:
          `Prośba wysłana ${requested}` +
          (child.expiresAt
            ? `, link ważny do ${formatWarsawDateTime(new Date(child.expiresAt))}.`
            : '.'),
        canResend: true,
        showsWeek: false,
        canAskAgain: false,
      }
    case 'ACTIVE':
      return {
        badge: 'Połączone',
        tone: 'success',
        note: child.consentedAt
          ? `Zgoda od ${formatWarsawDate(new Date(child.consentedAt))}.`
          : 'Konta są połączone.',
        canResend: false,
        showsWeek: true,
        canAskAgain: false,
      }
    case 'DECLINED':
      return {
        badge: 'Bez zgody',
        tone: 'danger',
        note: `Prośba z ${requested} nie została przyjęta.`,
        canResend: false,
        showsWeek: false,
        canAskAgain: true,
      }
    case 'EXPIRED':
      return {
        badge: 'Prośba wygasła',
        tone: 'neutral',
        note: `Na prośbę z ${requested} nikt nie odpowiedział przez 7 dni.`,
        canResend: false,
        showsWeek: false,
        canAskAgain: true,
      }
  }
}
