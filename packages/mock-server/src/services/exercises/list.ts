import type { FastifyInstance } from 'fastify'
import type { Contract } from '@app/contract'
import { EXERCISE_LIMITS } from '@app/contract/exercises/constants'
import { EXERCISES_TEXT } from '@app/contract/exercises/text'
import {
  listExercises as selectExercises,
  type ExerciseFilter,
  type ExerciseOrder,
} from '@app/domain/exercises/exercise-filters'
import { apiError } from '../../errors'
import type { ExerciseRecord } from '../../store/exercises'
import { decodeKey, encodeKey } from '../../store/paging'
import type { UserRecord } from '../../store/users'
import type { Answer, QueryOf } from '../answer'
import { toSummary } from './exercise-view'

type C = Contract['exercises']

/** What the list reads of a record: its source's metadata beside its times. */
const listed = (exercise: ExerciseRecord) => ({
  id: exercise.id,
  subject: exercise.source.subject,
  level: exercise.source.level,
  topic: exercise.source.topic,
  difficulty: exercise.source.difficulty,
  createdAt: exercise.createdAt,
  updatedAt: exercise.updatedAt,
  submittedAt: exercise.submittedAt,
  record: exercise,
})

/**
 * One page of `exercises` for the caller, filtered and ordered by the domain; a page key of
 * another list, another filter or garbage names no item of it: 400.
 */
function page(
  app: FastifyInstance,
  userId: string,
  exercises: Iterable<ExerciseRecord>,
  query: { filter: ExerciseFilter; order: ExerciseOrder; nextPageKey?: string },
) {
  const progress = app.store.exercises.progressByExercise(userId)
  const afterId = query.nextPageKey === undefined ? undefined : decodeKey(query.nextPageKey)
  if (afterId === null) return apiError(400, EXERCISES_TEXT.pageKey)
  const selected = selectExercises(
    [...exercises].map(listed),
    { filter: query.filter, order: query.order, size: EXERCISE_LIMITS.pageSize, afterId },
    (id) => !!progress.get(id)?.solvedAt,
  )
  if (!selected) return apiError(400, EXERCISES_TEXT.pageKey)
  const { slice, total } = selected
  return {
    status: 200 as const,
    body: {
      items: slice.items.map(({ record }) => toSummary(app, record, progress.get(record.id))),
      total,
      nextPageKey: slice.nextAfterId === null ? null : encodeKey(slice.nextAfterId),
    },
  }
}

function* live(app: FastifyInstance, keep: (exercise: ExerciseRecord) => boolean) {
  for (const exercise of app.store.exercises.all())
    if (exercise.deletedAt === null && keep(exercise)) yield exercise
}

/**
 * BANK: the published exercises, newest first; MINE: the caller's own in any status, last
 * changed first. Both filtered by the query (status: solved by the caller or not).
 */
export async function listExercises(
  app: FastifyInstance,
  user: UserRecord,
  query: QueryOf<C['listExercises']>,
): Answer<C['listExercises']> {
  const mine = query.scope === 'MINE'
  const exercises = live(app, (e) => (mine ? e.authorId === user.id : e.status === 'PUBLISHED'))
  const { subjects, levels, topics, difficulty, status, nextPageKey } = query
  return page(app, user.id, exercises, {
    filter: { subjects, levels, topics, difficulty, status },
    order: mine ? 'UPDATED' : 'NEWEST',
    nextPageKey,
  })
}

/** The exercises waiting for review, longest waiting first, the caller's own left out. */
export async function reviewQueue(
  app: FastifyInstance,
  user: UserRecord,
  query: QueryOf<C['reviewQueue']>,
): Answer<C['reviewQueue']> {
  const exercises = live(app, (e) => e.status === 'PENDING' && e.authorId !== user.id)
  return page(app, user.id, exercises, {
    filter: {},
    order: 'SUBMITTED',
    nextPageKey: query.nextPageKey,
  })
}
