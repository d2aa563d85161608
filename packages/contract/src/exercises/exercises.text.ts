import type {
  ExerciseDifficulty,
  ExerciseLevel,
  ExerciseProgressFilter,
  ExerciseStatus,
  Verdict,
} from './exercises.constants'
import { EXERCISE_LIMITS } from './exercises.constants'

/**
 * The tasks tool's Polish texts (issue 29): what the API answers and the pages show. Free of zod,
 * so the domain's rules and the pages use the same words.
 */

export const EXERCISE_LEVEL_LABELS: Record<ExerciseLevel, string> = {
  PRIMARY: 'Szkoła podstawowa',
  HIGH_SCHOOL: 'Liceum',
  MATURA_BASIC: 'Matura podstawowa',
  MATURA_EXTENDED: 'Matura rozszerzona',
}

export const EXERCISE_DIFFICULTY_LABELS: Record<ExerciseDifficulty, string> = {
  EASY: 'Łatwe',
  MEDIUM: 'Średnie',
  HARD: 'Trudne',
}

export const EXERCISE_PROGRESS_FILTER_LABELS: Record<ExerciseProgressFilter, string> = {
  ALL: 'Wszystkie',
  TODO: 'Nierozwiązane',
  DONE: 'Rozwiązane',
}

/** The badges of 'Moje zadania'. */
export const EXERCISE_STATUS_LABELS: Record<ExerciseStatus, string> = {
  PRIVATE: 'Prywatne',
  PENDING: 'Oczekuje na recenzję',
  CHANGES_REQUESTED: 'Do poprawy',
  PUBLISHED: 'Opublikowane',
  REJECTED: 'Odrzucone',
}

export const VERDICT_LABELS: Record<Verdict, string> = {
  CORRECT: 'Dobrze',
  PARTIAL: 'Częściowo',
  INCORRECT: 'Źle',
}

/** The self-grade buttons of an open exercise. */
export const SELF_GRADE_LABELS: Record<Verdict, string> = {
  CORRECT: 'Mam dobrze',
  PARTIAL: 'Częściowo',
  INCORRECT: 'Źle',
}

export const EXERCISES_TEXT = {
  noAccess: 'Zadania nie są dostępne na Twoim koncie.',
  notFound: 'Nie znaleziono zadania.',
  staleVersion: 'To zadanie zmieniono w międzyczasie.',
  notEditable: 'Nie możesz edytować tego zadania.',
  notDeletable: 'Nie możesz usunąć tego zadania.',
  notReviewer: 'Recenzować zadania mogą tylko recenzenci i administratorzy.',
  ownReview: 'Nie możesz recenzować własnego zadania.',
  illegalMove: 'Tego zadania nie można teraz przenieść do tego stanu.',
  idempotencyConflict: 'Ten klucz został już użyty dla innego zapytania.',
  title: `Tytuł musi mieć od ${EXERCISE_LIMITS.titleMin} do ${EXERCISE_LIMITS.titleMax} znaków.`,
  statement: `Treść zadania musi mieć od 1 do ${EXERCISE_LIMITS.statementMax} znaków.`,
  solution: `Rozwiązanie musi mieć od 1 do ${EXERCISE_LIMITS.solutionMax} znaków.`,
  hint: `Podpowiedź musi mieć od 1 do ${EXERCISE_LIMITS.hintMax} znaków.`,
  tooManyHints: `Zadanie może mieć najwyżej ${EXERCISE_LIMITS.hintsMax} podpowiedzi.`,
  tooManyImages: `Zadanie może mieć najwyżej ${EXERCISE_LIMITS.imagesMax} obrazy.`,
  subject: 'Wybierz przedmiot: matematyka, fizyka, chemia lub biologia.',
  topic: 'Wybierz temat z listy tematów tego przedmiotu.',
  level: 'Wybierz poziom z listy.',
  difficulty: 'Wybierz trudność: łatwe, średnie lub trudne.',
  option: `Odpowiedź do wyboru musi mieć od 1 do ${EXERCISE_LIMITS.optionMax} znaków.`,
  options: `Zadanie zamknięte ma od ${EXERCISE_LIMITS.optionsMin} do ${EXERCISE_LIMITS.optionsMax} odpowiedzi do wyboru.`,
  correctOption: 'Zaznacz poprawną odpowiedź spośród odpowiedzi do wyboru.',
  unknownOption: 'Nie ma takiej odpowiedzi do wyboru.',
  numericKey: 'Podaj poprawny wynik jako liczbę.',
  tolerance: 'Tolerancja musi być liczbą nieujemną.',
  unit: `Jednostka może mieć najwyżej ${EXERCISE_LIMITS.unitMax} znaków.`,
  expressionKey: `Wyrażenie musi mieć od 1 do ${EXERCISE_LIMITS.answerMax} znaków.`,
  variables: 'Podaj od 1 do 3 zmiennych, każdą jako jedną literę.',
  answerTooLong: `Odpowiedź może mieć najwyżej ${EXERCISE_LIMITS.answerMax} znaków.`,
  openAnswerTooLong: `Odpowiedź może mieć najwyżej ${EXERCISE_LIMITS.openAnswerMax} znaków.`,
  answerEmpty: 'Wpisz odpowiedź.',
  answerType: 'Ta odpowiedź nie pasuje do rodzaju zadania.',
  selfGrade: 'Oceń swoją odpowiedź: „Mam dobrze”, „Częściowo” albo „Źle”.',
  reviewComment: `Komentarz musi mieć od ${EXERCISE_LIMITS.reviewCommentMin} do ${EXERCISE_LIMITS.reviewCommentMax} znaków.`,
  noMoreHints: 'To zadanie nie ma więcej podpowiedzi.',
  imageAlt: 'Opis obrazu musi mieć od 1 do 200 znaków.',
  imageNotFound: 'Nie znaleziono obrazu. Wgraj go jeszcze raz.',
  pageKey: 'Nieprawidłowy klucz strony.',
} as const
