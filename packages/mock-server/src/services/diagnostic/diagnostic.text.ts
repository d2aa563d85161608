/** The mock's own Polish texts of the diagnostic area. */
export const DIAGNOSTIC_TEXT = {
  notFound: 'Nie znaleziono wpisu diagnostyki.',
} as const
