import { withoutEquations } from './equation'
import { exerciseTurn } from './exercise'
import { fallbackAnswer } from './fallback'
import { flashcardTurn } from './flashcard'
import {
  countMatches,
  fold,
  hash32,
  isThanks,
  matchedCount,
  numbersIn,
  pick,
  saysDontKnow,
  THANKS_ANSWER,
} from './text'
import { TOPICS, type Problem, type Topic } from './topics'
import type { TutorInput } from './types'

/**
 * The rule-based tutor: the whole answer to the conversation's last message, from the topic the
 * student's messages name and how far the current exercise has got. Same input, same answer.
 */

/** A message that asks for something new rather than answering the current exercise. */
const ASKS =
  /\b(rozwiaz|oblicz|policz|pomoz|zadani|a teraz|kolejn|nastepn|inn[eya]|wyjasnij|wytlumacz|co to|jak\b|a ile|ile wynosi)/

const DEFAULT_CLOSING =
  'Masz już wszystkie kroki. Spróbuj policzyć wynik i napisz mi go – sprawdzimy go razem. Jeśli wolisz zobaczyć całe rozwiązanie krok po kroku, przełącz tryb na „Wyjaśniaj”.'

/** The seed of one answer: a hash of everything that shapes it. */
export function tutorSeed(input: TutorInput): number {
  return hash32(
    JSON.stringify([
      input.messages.map((m) => [m.role, m.content]),
      input.mode,
      input.subject ?? null,
      input.profile ?? null,
      input.context ?? null,
      input.variant ?? 0,
    ]),
  )
}

type Outcome = 'solved' | 'partial' | 'progress' | 'wrong' | 'none'

const near = (a: number, b: number) => Math.abs(a - b) < 1e-6

/** How a message answers the exercise. */
function evaluate(
  problem: Problem,
  text: string,
  folded: string,
): { outcome: Outcome; values: number[] } {
  if (problem.solvedByWords?.(folded)) return { outcome: 'solved', values: [] }
  const numbers = numbersIn(withoutEquations(text)).filter(
    (n) => !(problem.given ?? []).some((g) => near(g, n.value)),
  )
  const values = numbers.map((n) => n.value)
  const hits = matchedCount(numbers, problem.expected)
  if (problem.expected.length > 0 && hits === problem.expected.length)
    return { outcome: 'solved', values }
  if (hits > 0) return { outcome: 'partial', values }
  if (values.length === 0 || problem.expected.length === 0) return { outcome: 'none', values }
  const steps = problem.answerPattern?.test(folded) ? [] : (problem.steps ?? [])
  if (values.every((v) => steps.some((s) => Math.abs(s - v) < 0.011)))
    return { outcome: 'progress', values }
  return { outcome: 'wrong', values }
}

/** The topic a message names with the exercise it names (or the topic's own). */
function detect(text: string, folded: string, input: TutorInput) {
  let best: { topic: Topic; problem: Problem | null; score: number } | null = null
  for (const topic of TOPICS) {
    const problem = topic.read(text, folded, input)
    const score = countMatches(folded, topic.patterns) + (problem ? 1 : 0)
    if (score > 0 && (!best || score > best.score)) best = { topic, problem, score }
  }
  if (!best) return null
  return {
    topic: best.topic,
    problem: best.problem ?? best.topic.seeded(input),
    named: best.problem !== null,
  }
}

interface Thread {
  topic: Topic
  problem: Problem
  /** The index of the message that started it: the turn is counted from there. */
  start: number
  /** The index of the message after which its practice exercise was offered. */
  offeredAt: number | null
  solved: boolean
}

const withPractice = (text: string, problem: Problem) =>
  problem.practice.text ? `${text}\n\n${problem.practice.text}` : text

function hintAt(problem: Problem, turn: number): string {
  return problem.hints[turn - 1] ?? problem.closing ?? DEFAULT_CLOSING
}

function socratic(
  problem: Problem,
  turn: number,
  outcome: Outcome,
  values: number[],
  folded: string,
  seed: number,
) {
  if (turn === 0) return problem.opener
  const next = hintAt(problem, turn)
  switch (outcome) {
    case 'partial':
      return `Część wyniku się zgadza – brakuje jeszcze reszty. Sprawdź pozostałe obliczenia.\n\n${next}`
    case 'wrong':
      return `${problem.wrong?.(values, folded) ?? 'To jeszcze nie to.'} Spróbuj jeszcze raz.\n\n${next}`
    case 'progress':
      return `${pick(['Dobrze, idziesz w dobrą stronę.', 'Zgadza się, lecimy dalej.', 'Tak, to dobry krok.'], seed)}\n\n${next}`
    default:
      if (saysDontKnow(folded))
        return `${pick(['Nic nie szkodzi – po to tu jestem.', 'Spokojnie, zrobimy to razem.'], seed)} Rozbijmy to na mniejszy krok.\n\n${next}`
      return next
  }
}

/** The thread moved on to the practice exercise it offered, if it has one. */
function practiceThread(thread: Thread): Thread {
  const next = thread.problem.practice.problem
  if (thread.offeredAt === null || !next) return thread
  return { ...thread, problem: next(), start: thread.offeredAt, offeredAt: null, solved: false }
}

/** The answer to the last of the student's messages, walking the conversation from its start. */
function answerThread(users: readonly string[], input: TutorInput, seed: number): string | null {
  let thread: Thread | null = null
  let reply: string | null = null
  for (const [index, text] of users.entries()) {
    const folded = fold(text)
    if (thread) thread = practiceThread(thread)
    let result = thread ? evaluate(thread.problem, text, folded) : null
    if (!result || (result.outcome !== 'solved' && result.outcome !== 'partial')) {
      const found = detect(text, folded, input)
      const switches =
        found &&
        (!thread ||
          found.topic.id !== thread.topic.id ||
          (found.named && found.problem.key !== thread.problem.key && ASKS.test(folded)))
      if (found && switches) {
        thread = {
          topic: found.topic,
          problem: found.problem,
          start: index,
          offeredAt: null,
          solved: false,
        }
        result = evaluate(found.problem, text, folded)
      }
    }
    if (!thread || !result) continue
    const { problem } = thread
    const turn = index - thread.start
    if (result.outcome === 'solved' && !thread.solved) {
      thread.solved = true
      thread.offeredAt = index
      reply = withPractice(problem.confirm, problem)
    } else if (thread.solved) {
      reply = withPractice('To zadanie mamy już za sobą. Chcesz spróbować kolejnego?', problem)
    } else if (input.mode === 'socratic') {
      reply = socratic(problem, turn, result.outcome, result.values, folded, seed)
    } else if (turn === 0) {
      reply = problem.explanation
    } else if (result.outcome === 'wrong' || result.outcome === 'partial') {
      reply = `${problem.wrong?.(result.values, folded) ?? 'To jeszcze nie to.'} Przejdźmy przez to jeszcze raz:\n\n${problem.explanation}`
    } else {
      thread.offeredAt = index
      reply = problem.practice.text
        ? `Najlepiej sprawdzisz się na nowym przykładzie. ${problem.practice.text}`
        : problem.explanation
    }
  }
  return thread ? reply : null
}

/** The full answer (Markdown with KaTeX) to the conversation's last message. */
export function tutorAnswer(input: TutorInput): string {
  const seed = tutorSeed(input)
  const users = input.messages.filter((m) => m.role === 'user').map((m) => m.content)
  const last = users.at(-1) ?? ''
  // An exercise stays the whole conversation's subject: no topic thread may work its result out.
  if (input.context?.kind === 'exercise')
    return isThanks(fold(last))
      ? THANKS_ANSWER
      : exerciseTurn(input.context, users, input.mode, seed)
  const card = input.context?.kind === 'flashcard' ? input.context : null
  let rest = users
  if (card) {
    const quiz = flashcardTurn(card, users, input.mode, seed)
    if (quiz.reply !== null) return quiz.reply
    rest = users.slice(quiz.consumed)
  }
  if (isThanks(fold(last))) return THANKS_ANSWER
  const answer = rest.length > 0 ? answerThread(rest, input, seed) : null
  if (answer !== null) return answer
  if (card) {
    // After the quiz with nothing new named: the card's own topic, if it has one.
    const cardText = `${card.front}\n${card.back}`
    const found = detect(cardText, fold(cardText), input)
    if (found && users.length > 0 && ASKS.test(fold(last)))
      return input.mode === 'explain' ? found.problem.explanation : found.problem.opener
  }
  return fallbackAnswer(input, card)
}
