import type { FastifyInstance } from 'fastify'
import type { Contract } from '@app/contract'
import { EXERCISES_TEXT } from '@app/contract/exercises/text'
import { apiError } from '../../errors'
import type { UserRecord } from '../../store/users'
import type { Answer } from '../answer'
import { emptyProgress } from './attempts'
import { actorOf, exerciseNotFound, visibleExercise } from './exercise-view'

type C = Contract['exercises']

/** The next hint ('Podpowiedź 1 z 3'): every one revealed so far, the new one last; 409 past the last. */
export async function revealHint(
  app: FastifyInstance,
  user: UserRecord,
  id: string,
): Answer<C['revealHint']> {
  const { exercises } = app.store
  const found = visibleExercise(app, actorOf(user), id)
  if (!found) return exerciseNotFound()
  const { hints } = found.exercise.source
  const progress = exercises.progressOf(user.id, id) ?? emptyProgress(user.id, id)
  if (progress.hintsRevealed >= hints.length) return apiError(409, EXERCISES_TEXT.noMoreHints)
  const saved = exercises.saveProgress({ ...progress, hintsRevealed: progress.hintsRevealed + 1 })
  return {
    status: 200,
    body: { hintsRevealed: hints.slice(0, saved.hintsRevealed), hintsTotal: hints.length },
  }
}

/**
 * 'Pokaż rozwiązanie': the worked solution and the key, recorded, so a later correct answer is
 * solved with the solution seen (`exercise_solved.solutionRevealed`).
 */
export async function revealSolution(
  app: FastifyInstance,
  user: UserRecord,
  id: string,
): Answer<C['revealSolution']> {
  const { exercises } = app.store
  const found = visibleExercise(app, actorOf(user), id)
  if (!found) return exerciseNotFound()
  const progress = exercises.progressOf(user.id, id) ?? emptyProgress(user.id, id)
  if (!progress.solutionRevealed) exercises.saveProgress({ ...progress, solutionRevealed: true })
  const { solution, answer } = found.exercise.source
  return { status: 200, body: { solution, key: structuredClone(answer) } }
}
