/**
 * The tasks tool's vocabulary (issue 29): levels, difficulties, answer types, statuses, topics and
 * bounds. Free of zod, so the domain's rules and the pages use the same values.
 */

/** The subjects the exercise bank covers (a subset of the SUBJECTS ids). */
export const EXERCISE_SUBJECTS = ['matematyka', 'fizyka', 'chemia', 'biologia'] as const
export type ExerciseSubject = (typeof EXERCISE_SUBJECTS)[number]

export const EXERCISE_LEVELS = [
  'PRIMARY',
  'HIGH_SCHOOL',
  'MATURA_BASIC',
  'MATURA_EXTENDED',
] as const
export type ExerciseLevel = (typeof EXERCISE_LEVELS)[number]

export const EXERCISE_DIFFICULTIES = ['EASY', 'MEDIUM', 'HARD'] as const
export type ExerciseDifficulty = (typeof EXERCISE_DIFFICULTIES)[number]

/** The list's status filter: every exercise, the ones not solved yet, the solved ones. */
export const EXERCISE_PROGRESS_FILTERS = ['ALL', 'TODO', 'DONE'] as const
export type ExerciseProgressFilter = (typeof EXERCISE_PROGRESS_FILTERS)[number]

export const ANSWER_TYPES = [
  'NUMERIC',
  'SINGLE_CHOICE',
  'MULTIPLE_CHOICE',
  'EXPRESSION',
  'OPEN',
] as const
export type AnswerType = (typeof ANSWER_TYPES)[number]

/**
 * Where an exercise stands: PRIVATE (its author's only), PENDING (waiting for a reviewer),
 * CHANGES_REQUESTED (back to the author with a comment), PUBLISHED (in the shared bank),
 * REJECTED (out for good).
 */
export const EXERCISE_STATUSES = [
  'PRIVATE',
  'PENDING',
  'CHANGES_REQUESTED',
  'PUBLISHED',
  'REJECTED',
] as const
export type ExerciseStatus = (typeof EXERCISE_STATUSES)[number]

export const VERDICTS = ['CORRECT', 'PARTIAL', 'INCORRECT'] as const
export type Verdict = (typeof VERDICTS)[number]

export const REVIEW_DECISIONS = ['APPROVE', 'REJECT', 'REQUEST_CHANGES'] as const
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number]

/** The list's scopes: the shared bank (published ones), the caller's own. */
export const EXERCISE_SCOPES = ['BANK', 'MINE'] as const
export type ExerciseScope = (typeof EXERCISE_SCOPES)[number]

/** What a student did with an exercise, as its card in the list marks it. */
export const EXERCISE_PROGRESS = ['NONE', 'ATTEMPTED', 'SOLVED'] as const
export type ExerciseProgress = (typeof EXERCISE_PROGRESS)[number]

/** Topics per subject: stable ASCII ids, labels the pages show. */
export const EXERCISE_TOPICS: Record<ExerciseSubject, readonly { id: string; label: string }[]> = {
  matematyka: [
    { id: 'wyrazenia-algebraiczne', label: 'Wyrażenia algebraiczne' },
    { id: 'rownania-i-nierownosci', label: 'Równania i nierówności' },
    { id: 'funkcje', label: 'Funkcje' },
    { id: 'ciagi', label: 'Ciągi' },
    { id: 'trygonometria', label: 'Trygonometria' },
    { id: 'planimetria', label: 'Planimetria' },
    { id: 'stereometria', label: 'Stereometria' },
    { id: 'rachunek-prawdopodobienstwa', label: 'Rachunek prawdopodobieństwa i statystyka' },
    { id: 'pochodne', label: 'Pochodne' },
  ],
  fizyka: [
    { id: 'kinematyka', label: 'Kinematyka' },
    { id: 'dynamika', label: 'Dynamika' },
    { id: 'praca-i-energia', label: 'Praca, moc i energia' },
    { id: 'elektrycznosc', label: 'Elektryczność' },
    { id: 'termodynamika', label: 'Termodynamika' },
    { id: 'optyka-i-fale', label: 'Optyka i fale' },
  ],
  chemia: [
    { id: 'budowa-atomu', label: 'Budowa atomu' },
    { id: 'mol-i-masa-molowa', label: 'Mol i masa molowa' },
    { id: 'stechiometria', label: 'Stechiometria' },
    { id: 'roztwory', label: 'Roztwory i stężenia' },
    { id: 'reakcje-chemiczne', label: 'Reakcje chemiczne' },
    { id: 'chemia-organiczna', label: 'Chemia organiczna' },
  ],
  biologia: [
    { id: 'komorka', label: 'Komórka' },
    { id: 'genetyka', label: 'Genetyka' },
    { id: 'fizjologia-czlowieka', label: 'Fizjologia człowieka' },
    { id: 'ekologia', label: 'Ekologia' },
    { id: 'ewolucja', label: 'Ewolucja' },
    { id: 'botanika', label: 'Botanika' },
  ],
}

export const EXERCISE_TOPIC_IDS = Object.values(EXERCISE_TOPICS).flatMap((topics) =>
  topics.map((t) => t.id),
)

/** Bounds of an exercise and of what is typed at it. */
export const EXERCISE_LIMITS = {
  titleMin: 3,
  titleMax: 120,
  statementMax: 5_000,
  solutionMax: 10_000,
  hintsMax: 5,
  hintMax: 1_000,
  imagesMax: 4,
  optionsMin: 2,
  optionsMax: 8,
  optionMax: 300,
  /** A numeric or expression answer (and an expression key). */
  answerMax: 200,
  openAnswerMax: 5_000,
  unitMax: 20,
  variablesMax: 3,
  reviewCommentMin: 10,
  reviewCommentMax: 2_000,
  pageSize: 20,
  /** The past attempts an exercise's page lists, newest first. */
  attemptsShown: 20,
  filterSubjectsMax: 20,
  filterTopicsMax: 30,
} as const
