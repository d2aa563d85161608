import { formatCount } from '@app/domain/shared/format'
import { RATINGS } from './feedback-forms'

/** Polish copy of the feedback forms (our wording; SPEC names only the actions). */
const STARS = { one: 'gwiazdka', few: 'gwiazdki', many: 'gwiazdek' }

export const RATING_OPTIONS = RATINGS.map((value) => ({
  value,
  label: formatCount(Number(value), STARS),
}))

export const YES_NO_OPTIONS = [
  { value: 'tak', label: 'Tak' },
  { value: 'nie', label: 'Nie' },
] as const

export const FEEDBACK_THANKS = 'Dziękujemy za opinię!'
