import type { PluralForms } from '@app/domain/shared/format'

/** '1 unikalne wyświetlenie', '3 unikalne wyświetlenia', '5 unikalnych wyświetleń'. */
export const UNIQUE_VIEW_FORMS: PluralForms = {
  one: 'unikalne wyświetlenie',
  few: 'unikalne wyświetlenia',
  many: 'unikalnych wyświetleń',
}

/** '1 powtórne wyświetlenie', '3 powtórne wyświetlenia', '5 powtórnych wyświetleń'. */
export const REPEATED_VIEW_FORMS: PluralForms = {
  one: 'powtórne wyświetlenie',
  few: 'powtórne wyświetlenia',
  many: 'powtórnych wyświetleń',
}
