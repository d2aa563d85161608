/**
 * School subjects and their colours (issue 26 §1). Users type a subject's name freely ('matematyka',
 * 'Język polski', 'angielski'); `subjectKey` maps it to one of these keys, whose colours are the
 * subject section of src/tokens.css (`data-subject="<key>"`). Anything else is 'other'.
 */
export const SUBJECT_KEYS = [
  'math',
  'physics',
  'chemistry',
  'biology',
  'history',
  'polish',
  'english',
  'geography',
  'computing',
  'german',
  'other',
] as const

export type SubjectKey = (typeof SUBJECT_KEYS)[number]

/** Each subject's name as the app writes it. */
export const SUBJECT_NAMES: Record<SubjectKey, string> = {
  math: 'Matematyka',
  physics: 'Fizyka',
  chemistry: 'Chemia',
  biology: 'Biologia',
  history: 'Historia',
  polish: 'Język polski',
  english: 'Język angielski',
  geography: 'Geografia',
  computing: 'Informatyka',
  german: 'Język niemiecki',
  other: 'Inny przedmiot',
}

/** Normalised names (see `normalise`) and the usual short forms. */
const ALIASES: Record<string, Exclude<SubjectKey, 'other'>> = {
  matematyka: 'math',
  matma: 'math',
  fizyka: 'physics',
  chemia: 'chemistry',
  biologia: 'biology',
  biola: 'biology',
  historia: 'history',
  polski: 'polish',
  angielski: 'english',
  geografia: 'geography',
  geograf: 'geography',
  informatyka: 'computing',
  niemiecki: 'german',
}

/**
 * Lower case without diacritics (ł has no decomposition, so it is mapped by hand), single spaces,
 * and without the 'język ' / 'j. ' prefix of a language.
 */
function normalise(name: string): string {
  return name
    .trim()
    .toLocaleLowerCase('pl-PL')
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/\s+/g, ' ')
    .replace(/^(jezyk|j\.) ?/, '')
}

/** The subject a typed name stands for; 'other' for a name not on the map. */
export function subjectKey(name: string): SubjectKey {
  return ALIASES[normalise(name)] ?? 'other'
}
