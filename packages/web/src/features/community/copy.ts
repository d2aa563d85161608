import { formatWarsawDateTime, polishWeekday, type PluralForms } from '@app/domain/shared/format'

export const MINUTES: PluralForms = { one: 'minuta', few: 'minuty', many: 'minut' }
export const FREE_SEATS: PluralForms = {
  one: 'wolne miejsce',
  few: 'wolne miejsca',
  many: 'wolnych miejsc',
}
export const PEOPLE: PluralForms = { one: 'osoba', few: 'osoby', many: 'osób' }

/** 'sobota, 24.10.2026 17:00' (Warsaw time). */
export function meetingLabel(at: Date | string): string {
  const date = typeof at === 'string' ? new Date(at) : at
  return `${polishWeekday(date)}, ${formatWarsawDateTime(date)}`
}

export const NEW_TAB = '(otwiera się w nowej karcie)'
export const PICK_SLOT = 'Wybierz termin spotkania'
