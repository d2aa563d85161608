import {
  PARENT_QUIZ_FIELD_COUNT,
  QUIZ_FIELDS,
  QUIZ_FIELD_MESSAGES,
  QUIZ_VALUE_SCHEMAS,
  type ChronotypeAnswer,
  type Goal,
  type QuizAnswers,
  type QuizField,
  type SchoolType,
} from '@app/contract/user'
import { CHRONOTYPE_LABELS, type Chronotype } from '../chronotype/chronotype'
import { pluralPl } from '../shared/format'

/** The initial quiz's rules and wording (decision 0116); the shapes are the contract's. */

/** The contract's chronotype answers are the test's types plus 'unknown': checked here at compile time. */
type TestTypes = Exclude<ChronotypeAnswer, 'unknown'>
const SAME_CHRONOTYPES: [TestTypes] extends [Chronotype]
  ? [Chronotype] extends [TestTypes]
    ? true
    : never
  : never = true
void SAME_CHRONOTYPES

const GRADE_MAX: Record<SchoolType, number> = {
  PODSTAWOWA: 8,
  LICEUM: 4,
  TECHNIKUM: 5,
  BRANZOWA: 3,
  STUDIA: 5,
}

/** The grades (years at university) a school type has. */
export function gradeRange(schoolType: SchoolType): { min: number; max: number } {
  return { min: 1, max: GRADE_MAX[schoolType] }
}

const SCHOOL_PLACE: Record<SchoolType, string> = {
  PODSTAWOWA: 'W szkole podstawowej',
  LICEUM: 'W liceum',
  TECHNIKUM: 'W technikum',
  BRANZOWA: 'W szkole branżowej',
  STUDIA: 'Na studiach',
}

/** 'W liceum wybierz klasę od 1 do 4.'; at university it is a year. */
export function gradeMessage(schoolType: SchoolType): string {
  const { min, max } = gradeRange(schoolType)
  const unit = schoolType === 'STUDIA' ? 'rok' : 'klasę'
  return `${SCHOOL_PLACE[schoolType]} wybierz ${unit} od ${min} do ${max}.`
}

export const PARENT_ONLY_CHILD_QUESTIONS = 'Rodzic odpowiada tylko na pytania o dziecko (1–4).'

/** The questions this user answers, in order: a parent the first four, about the child. */
export function quizFields(isParent: boolean): readonly QuizField[] {
  return isParent ? QUIZ_FIELDS.slice(0, PARENT_QUIZ_FIELD_COUNT) : QUIZ_FIELDS
}

/** 'Pytanie 3 z 7'. */
export function questionCounter(field: QuizField, isParent: boolean): string {
  const fields = quizFields(isParent)
  return `Pytanie ${fields.indexOf(field) + 1} z ${fields.length}`
}

export type QuizCheck = { ok: true } | { ok: false; field: QuizField; message: string }
const OK: QuizCheck = { ok: true }
const fail = (field: QuizField, message: string = QUIZ_FIELD_MESSAGES[field]): QuizCheck => ({
  ok: false,
  field,
  message,
})

/**
 * One answer, in the context of the answers so far: the question must be this user's, the value
 * must fit the question, and a grade must exist in the chosen school type.
 */
export function checkAnswer(
  field: QuizField,
  value: unknown,
  answers: QuizAnswers,
  isParent: boolean,
): QuizCheck {
  if (!quizFields(isParent).includes(field)) return fail(field, PARENT_ONLY_CHILD_QUESTIONS)
  if (field === 'grade' && answers.schoolType && Number.isInteger(value)) {
    const { min, max } = gradeRange(answers.schoolType)
    const grade = value as number
    if (grade < min || grade > max) return fail(field, gradeMessage(answers.schoolType))
  }
  return QUIZ_VALUE_SCHEMAS[field].safeParse(value).success ? OK : fail(field)
}

/**
 * The answers with one more (already checked): choosing another school type drops a grade that
 * the new type does not have, so the quiz asks for it again.
 */
export function applyAnswer<F extends QuizField>(
  answers: QuizAnswers,
  field: F,
  value: NonNullable<QuizAnswers[F]>,
): QuizAnswers {
  const next: QuizAnswers = { ...answers, [field]: value }
  if (field === 'schoolType' && next.grade !== undefined) {
    const { min, max } = gradeRange(value as SchoolType)
    if (next.grade < min || next.grade > max) delete next.grade
  }
  return next
}

/**
 * The whole quiz at 'Zakończ': every question of this user answered and valid (the biggest
 * challenge may be left out), nothing a parent does not answer.
 */
export function checkQuiz(answers: QuizAnswers, isParent: boolean): QuizCheck {
  const own = quizFields(isParent)
  for (const field of QUIZ_FIELDS) {
    const value = answers[field]
    if (value === undefined) {
      if (own.includes(field) && field !== 'biggestChallenge') return fail(field)
      continue
    }
    const check = checkAnswer(field, value, answers, isParent)
    if (!check.ok) return check
  }
  return OK
}

/** Where the quiz resumes: the first of this user's questions without an answer, or null. */
export function firstUnanswered(answers: QuizAnswers, isParent: boolean): QuizField | null {
  return quizFields(isParent).find((field) => answers[field] === undefined) ?? null
}

/** The wording of each question (legend) and its hint; a parent's four are about the child. */
export const QUIZ_QUESTIONS: Record<
  QuizField,
  { legend: string; parentLegend?: string; hint?: string }
> = {
  schoolType: {
    legend: 'Do jakiej szkoły chodzisz?',
    parentLegend: 'Do jakiej szkoły chodzi Twoje dziecko?',
  },
  grade: {
    legend: 'W której jesteś klasie?',
    parentLegend: 'W której klasie jest Twoje dziecko?',
  },
  subjects: {
    legend: 'Których przedmiotów chcesz się uczyć?',
    parentLegend: 'W których przedmiotach dziecko potrzebuje wsparcia?',
    hint: 'Wybierz od 1 do 10.',
  },
  goals: {
    legend: 'Co chcesz osiągnąć?',
    parentLegend: 'Co chcesz, żeby dziecko osiągnęło?',
    hint: 'Wybierz od 1 do 3.',
  },
  chronotype: {
    legend: 'O jakiej porze dnia najlepiej Ci się myśli?',
    hint: 'Nie wiesz? Zrób krótki test.',
  },
  weeklyStudyHours: {
    legend: 'Ile godzin w tygodniu chcesz się uczyć poza lekcjami?',
    hint: 'Od 1 do 20 godzin.',
  },
  biggestChallenge: {
    legend: 'Co jest teraz Twoim największym wyzwaniem w nauce?',
    hint: 'Nieobowiązkowe, do 500 znaków.',
  },
}

export const SCHOOL_TYPE_LABELS: Record<SchoolType, string> = {
  PODSTAWOWA: 'Szkoła podstawowa',
  LICEUM: 'Liceum',
  TECHNIKUM: 'Technikum',
  BRANZOWA: 'Szkoła branżowa',
  STUDIA: 'Studia',
}

/** '3. klasa', or '2. rok' at university. */
export function gradeLabel(schoolType: SchoolType, grade: number): string {
  return `${grade}. ${schoolType === 'STUDIA' ? 'rok' : 'klasa'}`
}

export const GOAL_LABELS: Record<Goal, string> = {
  GRADES: 'Lepsze oceny',
  EXAM: 'Dobrze zdany egzamin',
  HABITS: 'Stały nawyk nauki',
  MOTIVATION: 'Więcej motywacji',
  TIME: 'Lepsza organizacja czasu',
}

export const CHRONOTYPE_ANSWER_LABELS: Record<ChronotypeAnswer, string> = {
  ...CHRONOTYPE_LABELS,
  unknown: 'Nie wiem',
}

/** What the quiz says while answers wait for the server (the browser retries them by itself). */
export function pendingAnswersMessage(count: number, retryInMs: number): string {
  const waiting = pluralPl(count, {
    one: 'odpowiedź czeka',
    few: 'odpowiedzi czekają',
    many: 'odpowiedzi czeka',
  })
  const seconds = Math.max(1, Math.round(retryInMs / 1000))
  return `Brak połączenia z serwerem: ${count} ${waiting} na zapisanie. Ponowimy próbę za ${seconds} s. Możesz odpowiadać dalej.`
}
