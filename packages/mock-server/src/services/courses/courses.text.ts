/** The mock's own Polish texts of the courses area (access refusals: plugins/access.ts). */
export const COURSES_TEXT = {
  weekLocked: 'Ten tydzień kursu jeszcze się nie odblokował.',
  episodeNotFound: 'Nie znaleziono odcinka w tym kursie.',
  noTracker: 'Ten odcinek nie ma listy do uzupełnienia.',
} as const
