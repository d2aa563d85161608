/** The mock's own Polish texts of the feedback area. */
export const FEEDBACK_TEXT = {
  weekNotFound: 'Nie ma takiego tygodnia w tym kursie.',
  episodeNotFound: 'Nie znaleziono odcinka w tym tygodniu kursu.',
} as const
