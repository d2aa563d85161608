import type { FastifyInstance } from 'fastify'
import type { Contract } from '@app/contract'
import { EXERCISES_TEXT } from '@app/contract/exercises/text'
import { apiError } from '../../errors'
import type { UserRecord } from '../../store/users'
import type { Answer } from '../answer'
import { actorOf, exerciseNotFound, toEdit, toExercise, visibleExercise } from './exercise-view'

type C = Contract['exercises']

/** One exercise as the caller may see it: never the key before it is solved or revealed. */
export async function getExercise(
  app: FastifyInstance,
  user: UserRecord,
  id: string,
): Answer<C['getExercise']> {
  const found = visibleExercise(app, actorOf(user), id)
  if (!found) return exerciseNotFound()
  const progress = app.store.exercises.progressOf(user.id, id)
  return { status: 200, body: toExercise(app, found.exercise, found.rights, progress) }
}

/** The source with its key and history: its editors only (403 for others who see it). */
export async function getExerciseSource(
  app: FastifyInstance,
  user: UserRecord,
  id: string,
): Answer<C['getExerciseSource']> {
  const found = visibleExercise(app, actorOf(user), id)
  if (!found) return exerciseNotFound()
  if (!found.rights.edit) return apiError(403, EXERCISES_TEXT.notEditable)
  return { status: 200, body: toEdit(app, found.exercise, found.rights) }
}
