import type { FastifyInstance } from 'fastify'
import type { ChatContext } from '@app/contract/chat'
import type { ExerciseSource } from '@app/contract/exercises'
import type { TutorCheck, TutorContext } from '../../tutor'
import { candidateAnswers } from '../../tutor/exercise'
import { checkAnswer } from '@app/domain/exercises/exercise-check'
import { actorOf, opensKey, visibleExercise } from '../exercises/exercise-view'

/**
 * A conversation's context loaded with the caller's rights: their own flashcard, an exercise they
 * may see (another user's private one is as unknown as an unknown card).
 */
function exerciseFor(app: FastifyInstance, userId: string, exerciseId: string) {
  const user = app.store.users.byId(userId)
  return user ? visibleExercise(app, actorOf(user), exerciseId) : null
}

/** Whether the caller may talk about this context (else the message is refused as 404). */
export function contextVisible(
  app: FastifyInstance,
  userId: string,
  context: ChatContext,
): boolean {
  return context.kind === 'flashcard'
    ? !!app.store.flashcards.card(userId, context.cardId)
    : !!exerciseFor(app, userId, context.exerciseId)
}

/**
 * What the tutor gets of the context (decisions 0156, 0183): a card's two sides; an exercise's
 * title, statement and the hints the student revealed, its solution only once they solved it or
 * revealed it (or wrote it), never its key: a result the student's last message proposes is
 * graded here by the domain's checker and the tutor gets only the verdict.
 */
export function tutorContextOf(
  app: FastifyInstance,
  userId: string,
  context: ChatContext | null,
  lastQuestion: string | undefined,
): TutorContext | null {
  if (context?.kind === 'flashcard') {
    const card = app.store.flashcards.card(userId, context.cardId)
    return card ? { kind: 'flashcard', front: card.front, back: card.back } : null
  }
  if (context?.kind !== 'exercise') return null
  const found = exerciseFor(app, userId, context.exerciseId)
  if (!found) return null
  const { source } = found.exercise
  const progress = app.store.exercises.progressOf(userId, found.exercise.id)
  return {
    kind: 'exercise',
    title: source.title,
    statement: source.statement,
    hints: source.hints.slice(0, progress?.hintsRevealed ?? 0),
    solution: opensKey(progress, found.rights) ? source.solution : null,
    check: lastQuestion === undefined ? null : checkProposed(source, lastQuestion),
  }
}

const RANK = { CORRECT: 2, PARTIAL: 1, INCORRECT: 0 } as const

/** The best verdict of the results a message may propose; null when it proposes none. */
function checkProposed(
  source: Pick<ExerciseSource, 'answer' | 'statement'>,
  message: string,
): TutorCheck | null {
  const key = source.answer
  const options =
    key.type === 'SINGLE_CHOICE' || key.type === 'MULTIPLE_CHOICE' ? key.options : null
  let best: TutorCheck | null = null
  for (const candidate of candidateAnswers(message, {
    answerType: key.type,
    options,
    statement: source.statement,
  })) {
    const checked = checkAnswer(key, candidate)
    if (checked.refused) continue
    if (!best || RANK[checked.verdict] > RANK[best.verdict])
      best = { verdict: checked.verdict, feedback: checked.feedback }
  }
  return best
}
