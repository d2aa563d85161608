import { z } from 'zod'

/**
 * School subjects a student picks (initial quiz, educational profile); tasks and flashcards use
 * the same ids. Ids are stable ASCII slugs, labels are what the pages show.
 */
export const SUBJECTS = [
  { id: 'matematyka', label: 'Matematyka' },
  { id: 'jezyk-polski', label: 'Język polski' },
  { id: 'jezyk-angielski', label: 'Język angielski' },
  { id: 'jezyk-niemiecki', label: 'Język niemiecki' },
  { id: 'jezyk-hiszpanski', label: 'Język hiszpański' },
  { id: 'jezyk-francuski', label: 'Język francuski' },
  { id: 'jezyk-rosyjski', label: 'Język rosyjski' },
  { id: 'historia', label: 'Historia' },
  { id: 'wos', label: 'Wiedza o społeczeństwie' },
  { id: 'geografia', label: 'Geografia' },
  { id: 'biologia', label: 'Biologia' },
  { id: 'chemia', label: 'Chemia' },
  { id: 'fizyka', label: 'Fizyka' },
  { id: 'przyroda', label: 'Przyroda' },
  { id: 'informatyka', label: 'Informatyka' },
  { id: 'biznes-i-zarzadzanie', label: 'Biznes i zarządzanie' },
  { id: 'edukacja-dla-bezpieczenstwa', label: 'Edukacja dla bezpieczeństwa' },
  { id: 'filozofia', label: 'Filozofia' },
  { id: 'przedmioty-zawodowe', label: 'Przedmioty zawodowe' },
] as const

export type SubjectId = (typeof SUBJECTS)[number]['id']
export const SUBJECT_IDS = SUBJECTS.map((s) => s.id) as [SubjectId, ...SubjectId[]]
export const SubjectIdSchema = z.enum(SUBJECT_IDS)

/** The label of a subject id. */
export const subjectLabel = (id: SubjectId): string =>
  SUBJECTS.find((s) => s.id === id)?.label ?? id
