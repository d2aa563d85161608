import type { AnswerInput, ChoiceOption } from '@app/contract/exercises'
import type { AnswerType } from '@app/contract/exercises/constants'
import { fold, pick, saysDontKnow } from './text'
import type { TutorExercise, TutorMode } from './types'

/**
 * Tutoring on an exercise of the tasks tool given as context (issue 29, decision 0183): the tutor
 * knows what the student sees (the statement, the hints they revealed) and never the key, so it
 * cannot hand the result over; a result the student proposes is graded by the server's checker
 * beforehand (`candidateAnswers` here, `check` in the context), and the tutor confirms it or not
 * without repeating it. The solution is quoted only once the student solved or revealed it.
 */

/** What the candidate search needs to know of an exercise: what its page shows. */
export interface CandidateShape {
  answerType: AnswerType
  options: readonly ChoiceOption[] | null
  statement: string
}

/** Words with which a message proposes a result ('Czy wynik to 11?', 'Wyszło mi 18 km'). */
const PROPOSES =
  /(wynik|wyszl|wychodzi|odpowiedz|rowna sie|czy to|to jest|dostal|dostaje|otrzymal|=)/

const NUMBER =
  /[-−]?\d+(?:[ \u00a0\u202f]\d{3})*(?:[.,]\d+)?(?:\s*\/\s*\d+)?(?:\s*[·*]\s*10\^\s*[-−]?\d+)?/g
const UNIT = /^\s*([a-zA-Zµ°Ω]{1,6}(?:\/[a-zA-Z]{1,5})?[²³23]?)/
/** Polish words that follow a number but are no unit. */
const NOT_UNITS = new Set([
  'to',
  'czy',
  'i',
  'a',
  'w',
  'z',
  'na',
  'jest',
  'mi',
  'bo',
  'ale',
  'czyli',
])

const MATH = /^[0-9a-z()+\-−*/^.,·:\s²³√]+$/i

/**
 * The answers the student's message may propose for the exercise, best guess first (at most two:
 * a number with what follows it as its unit, then without): none when it proposes nothing.
 */
export function candidateAnswers(message: string, exercise: CandidateShape): AnswerInput[] {
  const folded = fold(message)
  switch (exercise.answerType) {
    case 'NUMERIC':
      return numericCandidates(message, folded, exercise.statement)
    case 'EXPRESSION': {
      if (!PROPOSES.test(folded)) return []
      const tail = message
        .split(/=|:|\bto\b|\bmi\b|\bjest\b/i)
        .at(-1)
        ?.replace(/[?!]+\s*$/, '')
        .trim()
      return tail && MATH.test(tail) && /[0-9a-z]/i.test(tail)
        ? [{ type: 'EXPRESSION', expression: tail }]
        : []
    }
    case 'SINGLE_CHOICE': {
      const named = namedOptions(message, folded, exercise.options ?? [])
      const last = named.at(-1)
      return last ? [{ type: 'SINGLE_CHOICE', optionId: last }] : []
    }
    case 'MULTIPLE_CHOICE': {
      const named = [...new Set(namedOptions(message, folded, exercise.options ?? []))]
      return named.length > 0 ? [{ type: 'MULTIPLE_CHOICE', optionIds: named }] : []
    }
    case 'OPEN':
      // Graded by the student against the solution, never in the chat.
      return []
  }
}

function numericCandidates(message: string, folded: string, statement: string): AnswerInput[] {
  const found = [...message.matchAll(NUMBER)]
  const short = folded.replace(/[^a-z0-9]/g, '').length <= 12
  if (found.length === 0 || (!short && !PROPOSES.test(folded))) return []
  const given = new Set([...statement.matchAll(NUMBER)].map((m) => m[0].replace(/\s/g, '')))
  const fresh = found.filter((m) => !given.has(m[0].replace(/\s/g, '')))
  const chosen = (fresh.length > 0 ? fresh : found).at(-1) as RegExpMatchArray
  const value = chosen[0].trim()
  const after = message.slice((chosen.index ?? 0) + chosen[0].length)
  const unit = UNIT.exec(after)?.[1]
  const plain: AnswerInput = { type: 'NUMERIC', value, unit: '' }
  return unit && !NOT_UNITS.has(fold(unit))
    ? [{ type: 'NUMERIC', value: `${value} ${unit}`, unit: '' }, plain]
    : [plain]
}

/**
 * The options the message names, in its order: by their text, or by their id ('odpowiedź b',
 * 'b)', or a capital 'B' ending a phrase: 'Czy to B?').
 */
function namedOptions(message: string, folded: string, options: readonly ChoiceOption[]): string[] {
  const hits: { at: number; id: string }[] = []
  for (const option of options) {
    const text = fold(option.text).trim()
    const id = option.id
    const found = [
      text.length >= 3 ? folded.indexOf(text) : -1,
      new RegExp(String.raw`(?:odpowiedz|opcja|wariant)\s+${id}\b|(?:^|[\s(])${id}\)`).exec(folded)
        ?.index ?? -1,
      id.length === 1
        ? (new RegExp(String.raw`\b${id.toUpperCase()}(?=\s*(?:[?.!,)]|$))`).exec(message)?.index ??
          -1)
        : -1,
    ].filter((at) => at >= 0)
    if (found.length > 0) hits.push({ at: Math.min(...found), id })
  }
  return hits.sort((a, b) => a.at - b.at).map((hit) => hit.id)
}

/** The student asks to be given the result or the whole solution. */
const ASKS_FOR_ANSWER =
  /(podaj|powiedz|napisz|pokaz|zdradz|daj)\s+(mi\s+)?(wynik|odpowiedz|rozwiazanie|gotow)|jaki jest wynik|ile (to )?wynosi|rozwiaz (to )?za mnie|jaka jest odpowiedz/

const quote = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')

const CHECKED_HERE =
  'Gdy będziesz mieć wynik, napisz go tutaj – sprawdzę go tak samo jak strona zadania.'

function opener(exercise: TutorExercise, mode: TutorMode): string {
  const hints =
    exercise.hints.length > 0
      ? `Masz już odsłonięte podpowiedzi:\n\n${exercise.hints.map((h, i) => `${i + 1}. ${h}`).join('\n')}`
      : ''
  const how =
    mode === 'socratic'
      ? 'Od czego zaczniesz? Napisz, co jest dane, co trzeba obliczyć i jaki pierwszy krok widzisz.'
      : 'Przejdźmy przez to po kolei: najpierw wypisz, co jest dane i czego szukamy, potem dobierzemy wzór albo metodę. Napisz, jak to widzisz, a wyjaśnię każdy krok.'
  return [
    `Pracujemy nad zadaniem „${exercise.title}”:`,
    quote(exercise.statement),
    hints,
    how,
    CHECKED_HERE,
  ]
    .filter(Boolean)
    .join('\n\n')
}

function verdictReply(exercise: TutorExercise, seed: number): string {
  const check = exercise.check!
  if (check.verdict === 'CORRECT')
    return [
      `${pick(['Tak, to dobry wynik!', 'Zgadza się, brawo!', 'Dokładnie tak!'], seed)} Sprawdziłem go tak samo jak strona zadania.`,
      exercise.solution === null
        ? 'Wpisz go teraz w polu odpowiedzi na stronie zadania, żeby zaliczyć zadanie.'
        : 'Jeśli chcesz, porównaj swój tok rozumowania z rozwiązaniem na stronie zadania.',
    ].join(' ')
  if (check.verdict === 'PARTIAL')
    return `Prawie! ${check.feedback} Popraw to i napisz mi jeszcze raz.`
  return [
    'To jeszcze nie ten wynik – ale dobrze, że próbujesz.',
    'Sprawdź obliczenia krok po kroku: co jest dane, jaki wzór albo jaką metodę stosujesz i czy jednostki się zgadzają.',
    exercise.hints.length === 0
      ? 'Jeśli utknąłeś, odsłoń podpowiedź na stronie zadania.'
      : 'Wróć też do podpowiedzi, które już masz.',
  ].join(' ')
}

/** The answer to the student's last message about the exercise. */
export function exerciseTurn(
  exercise: TutorExercise,
  users: readonly string[],
  mode: TutorMode,
  seed: number,
): string {
  const last = fold(users.at(-1) ?? '')
  if (exercise.check) return verdictReply(exercise, seed)
  if (ASKS_FOR_ANSWER.test(last)) {
    if (exercise.solution !== null)
      return ['Skoro znasz już rozwiązanie, oto ono jeszcze raz:', quote(exercise.solution)].join(
        '\n\n',
      )
    return [
      'Nie podam gotowego wyniku – najwięcej zostanie ci w głowie, gdy dojdziesz do niego sam.',
      'Mogę za to poprowadzić cię krok po kroku. Jeśli wolisz zobaczyć całe rozwiązanie, użyj „Pokaż rozwiązanie” na stronie zadania.',
      CHECKED_HERE,
    ].join('\n\n')
  }
  if (users.length <= 1) return opener(exercise, mode)
  if (saysDontKnow(last))
    return [
      pick(
        ['Nic nie szkodzi – zrobimy to razem.', 'Spokojnie, rozbijmy to na mniejsze kroki.'],
        seed,
      ),
      'Zacznij od wypisania danych z treści zadania i tego, czego szukamy. Które z nich wiesz, jak połączyć?',
      exercise.hints.length === 0
        ? 'Na stronie zadania możesz też odsłonić pierwszą podpowiedź.'
        : `Podpowiedź, którą już masz: ${exercise.hints.at(-1)}`,
    ].join('\n\n')
  return [
    pick(['Dobrze, idźmy dalej.', 'Rozumiem, co masz na myśli.', 'Dobry kierunek.'], seed),
    'Jaki będzie następny krok? Zapisz go, a ja powiem, czy zmierzasz w dobrą stronę.',
    CHECKED_HERE,
  ].join(' ')
}
