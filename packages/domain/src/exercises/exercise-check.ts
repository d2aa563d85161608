import type { AnswerInput, AnswerKey, AnswerKeyOf } from '@app/contract/exercises'
import type { Verdict } from '@app/contract/exercises/constants'
import { EXERCISES_TEXT } from '@app/contract/exercises/text'
import { refuse, type Refusal } from './answer-refusal'
import { parseNumericAnswer } from './exercise-answer'
import { compareExpressions } from './math-equivalence'
import { convertValue, displayUnit, parseUnit, quantityName, sameDimension } from './units'

/**
 * The shared answer checker (issue 29): the server grades every attempt with it, the editor's
 * 'Sprawdź odpowiedź' tries a key with it. A refusal is not an attempt (answer-refusal.ts).
 */

export interface CheckVerdict {
  refused: false
  verdict: Verdict
  /** Polish and kind: 'Dobrze!', 'Wynik poprawny, ale brakuje jednostki.' */
  feedback: string
  /** The answer as read (numbers and expressions): '1500 m' for '1,5·10^3 m', '2·(x + 1)'. */
  understoodAs?: string
}

export type CheckResult = CheckVerdict | Refusal

export const CHECK_TEXT = {
  correct: 'Dobrze!',
  incorrect: 'Niestety, to nie jest poprawna odpowiedź.',
  missingUnit: 'Wynik poprawny, ale brakuje jednostki.',
  reduce: 'Skróć ułamek.',
  asFraction: 'Wynik poprawny, ale podaj go jako ułamek zwykły (np. 3/4).',
  noUnitNeeded: 'Dobrze! Ten wynik nie potrzebuje jednostki.',
  unknownUnit: (unit: string) =>
    `Nie znam jednostki „${unit}”. Wpisz ją skrótem, np. m/s, km/h, g/mol albo mol/dm³.`,
  twoUnits: 'Jednostkę wpisz raz: w polu liczby albo w polu jednostki.',
  wrongUnit: (given: string, quantity: string | null) =>
    quantity
      ? `Zła jednostka: ${given} to nie jest jednostka ${quantity}.`
      : `Zła jednostka: ${given} nie pasuje do tego wyniku.`,
  undecided:
    'Niestety, nie udało się potwierdzić, że to wyrażenie jest równe oczekiwanemu. Spróbuj zapisać je prościej.',
  selfGraded: {
    CORRECT: 'Świetnie! Zapisaliśmy, że masz dobrze.',
    PARTIAL: 'Zapisaliśmy: częściowo. Porównaj swoją odpowiedź z rozwiązaniem.',
    INCORRECT: 'Zapisaliśmy: źle. Przeczytaj rozwiązanie i spróbuj jeszcze raz.',
  },
} as const

const verdict = (v: Verdict, feedback: string, understoodAs?: string): CheckVerdict =>
  understoodAs === undefined
    ? { refused: false, verdict: v, feedback }
    : { refused: false, verdict: v, feedback, understoodAs }

/** Grades an answer against a key; a refusal says why it was not graded. */
export function checkAnswer(key: AnswerKey, answer: AnswerInput): CheckResult {
  if (key.type !== answer.type) return refuse('INVALID_INPUT', EXERCISES_TEXT.answerType)
  switch (answer.type) {
    case 'NUMERIC':
      return checkNumeric(key as AnswerKeyOf<'NUMERIC'>, answer.value, answer.unit)
    case 'SINGLE_CHOICE':
      return checkChoice(key as AnswerKeyOf<'SINGLE_CHOICE'>, [answer.optionId])
    case 'MULTIPLE_CHOICE':
      return checkChoice(key as AnswerKeyOf<'MULTIPLE_CHOICE'>, answer.optionIds)
    case 'EXPRESSION':
      return checkExpression(key as AnswerKeyOf<'EXPRESSION'>, answer.expression)
    case 'OPEN':
      return verdict(answer.selfGrade, CHECK_TEXT.selfGraded[answer.selfGrade])
  }
}

function checkNumeric(key: AnswerKeyOf<'NUMERIC'>, value: string, unitField = ''): CheckResult {
  const parsed = parseNumericAnswer(value)
  if (parsed.refused) return parsed
  const typedUnit = unitField.trim()
  if (parsed.unitText !== '' && typedUnit !== '' && parsed.unitText !== typedUnit) {
    return refuse('UNREADABLE', CHECK_TEXT.twoUnits)
  }
  const unitText = parsed.unitText || typedUnit
  const answerUnit = unitText === '' ? null : parseUnit(unitText)
  if (unitText !== '' && !answerUnit) {
    return refuse('UNREADABLE', CHECK_TEXT.unknownUnit(unitText))
  }
  const understoodAs =
    unitText === '' ? parsed.numberText : `${parsed.numberText} ${displayUnit(unitText)}`

  let inKeyUnit = parsed.value
  let unitMissing = false
  if (key.unit !== null) {
    const keyUnit = parseUnit(key.unit)
    if (!keyUnit) return refuse('INVALID_KEY', CHECK_TEXT.unknownUnit(key.unit))
    if (!answerUnit) unitMissing = true
    else if (!sameDimension(answerUnit, keyUnit)) {
      return verdict(
        'INCORRECT',
        CHECK_TEXT.wrongUnit(displayUnit(unitText), quantityName(keyUnit)),
        understoodAs,
      )
    } else inKeyUnit = convertValue(parsed.value, answerUnit, keyUnit)
  }

  if (!withinTolerance(inKeyUnit, key.value, key.tolerance)) {
    return verdict('INCORRECT', CHECK_TEXT.incorrect, understoodAs)
  }
  if (unitMissing) return verdict('PARTIAL', CHECK_TEXT.missingUnit, understoodAs)
  if (key.form === 'FRACTION') {
    if (parsed.fraction && !parsed.fraction.reduced) {
      return verdict('PARTIAL', CHECK_TEXT.reduce, understoodAs)
    }
    if (!parsed.fraction && !Number.isInteger(parsed.value)) {
      return verdict('PARTIAL', CHECK_TEXT.asFraction, understoodAs)
    }
  }
  if (key.unit === null && answerUnit) {
    return verdict('CORRECT', CHECK_TEXT.noUnitNeeded, understoodAs)
  }
  return verdict('CORRECT', CHECK_TEXT.correct, understoodAs)
}

/**
 * |answer − key| ≤ tolerance, inclusive; the last bit of a double is forgiven, so 36 km/h
 * (10.000000000000002 m/s) is 10 m/s and 98.5 is within 0.5 of 98.
 */
export function withinTolerance(answer: number, key: number, tolerance: number): boolean {
  const slack = 1e-9 * Math.max(1, Math.abs(answer), Math.abs(key))
  return Math.abs(answer - key) <= tolerance + slack
}

function checkChoice(
  key: AnswerKeyOf<'SINGLE_CHOICE'> | AnswerKeyOf<'MULTIPLE_CHOICE'>,
  chosen: readonly string[],
): CheckResult {
  const known = new Set(key.options.map((o) => o.id))
  if (chosen.length === 0 || chosen.some((id) => !known.has(id))) {
    return refuse('INVALID_INPUT', EXERCISES_TEXT.unknownOption)
  }
  const correct = new Set(key.type === 'SINGLE_CHOICE' ? [key.correct] : key.correct)
  const picked = new Set(chosen)
  const exact = picked.size === correct.size && [...picked].every((id) => correct.has(id))
  return exact ? verdict('CORRECT', CHECK_TEXT.correct) : verdict('INCORRECT', CHECK_TEXT.incorrect)
}

function checkExpression(key: AnswerKeyOf<'EXPRESSION'>, expression: string): CheckResult {
  const compared = compareExpressions(expression, key.expression, key.variables)
  if (compared.refused) return compared
  if (compared.equivalent) return verdict('CORRECT', CHECK_TEXT.correct, compared.understoodAs)
  const feedback = compared.method === 'UNDECIDED' ? CHECK_TEXT.undecided : CHECK_TEXT.incorrect
  return verdict('INCORRECT', feedback, compared.understoodAs)
}
