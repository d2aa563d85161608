import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type {
  AnswerInput,
  Exercise,
  ExerciseEdit,
  ExerciseSourceInput,
  ExerciseSummary,
} from '@app/contract/exercises'
import { call, useTestApp } from '../helper'

export const UCZEN = 'uczen@example.com'
export const PRO = 'pro@example.com'
export const RECENZENT = 'recenzent@example.com'
export const ADMIN = 'admin@example.com'
/** A Wednesday, 12:00 Warsaw. */
export const NOW = '2025-10-15T10:00:00.000Z'
export const BASE = '/api/saas/exercises'
/** A well-formed KSUID nobody has. */
export const UNKNOWN_ID = '2Kx8Qq1YV3nMZf0uS9rT5aBcDeF'

/** One app for the calling exercises test file, reset with the clock at NOW before each test. */
export function useExercisesApp(keep: (app: FastifyInstance) => void, clock = NOW): void {
  useTestApp(keep, clock)
}

export const newKey = () => `klucz-${randomUUID()}`

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** An exercises call as a persona (null: `Bearer PUBLIC`), with a JSON body when given. */
export function ex(
  app: FastifyInstance,
  as: string | null,
  method: Method,
  path: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return call(app, as, {
    method,
    url: `${BASE}${path}`,
    ...(payload === undefined ? {} : { payload }),
    headers,
  })
}

/** The key's value, the solution and the hints: what must never reach a student too early. */
export const SECRET = {
  value: 4817.25,
  solution: 'Rozwiązanie wzorcowe: mnożymy obie strony przez cztery.',
  hints: ['Pierwsza podpowiedź o mnożeniu.', 'Druga podpowiedź o dzieleniu.'],
}

/** A numeric exercise whose key is SECRET.value (in m/s); `change` swaps any field. */
export const source = (change: Partial<ExerciseSourceInput> = {}): ExerciseSourceInput => ({
  subject: 'fizyka',
  level: 'MATURA_BASIC',
  topic: 'kinematyka',
  difficulty: 'MEDIUM',
  title: 'Prędkość testowa',
  statement: 'Oblicz prędkość ciała z treści zadania.',
  solution: SECRET.solution,
  answer: { type: 'NUMERIC', value: SECRET.value, tolerance: 0, unit: null, form: 'DECIMAL' },
  hints: [...SECRET.hints],
  images: [],
  ...change,
})

export const RIGHT: AnswerInput = { type: 'NUMERIC', value: '4817,25', unit: '' }
export const WRONG: AnswerInput = { type: 'NUMERIC', value: '12', unit: '' }

/** A choice exercise: 'b' and 'c' are right. */
export const choiceSource = (): ExerciseSourceInput =>
  source({
    subject: 'biologia',
    topic: 'komorka',
    title: 'Organelle testowe',
    answer: {
      type: 'MULTIPLE_CHOICE',
      options: [
        { id: 'a', text: 'Rybosom' },
        { id: 'b', text: 'Mitochondrium' },
        { id: 'c', text: 'Chloroplast' },
      ],
      correct: ['b', 'c'],
    },
  })

export const postExercise = (
  app: FastifyInstance,
  as: string,
  body: object,
  key: string = newKey(),
) => ex(app, as, 'POST', '', body, { 'idempotency-key': key })

/** A new exercise of `as`: private unless `submit`. */
export async function createExercise(
  app: FastifyInstance,
  as: string,
  { submit = false, body = source() }: { submit?: boolean; body?: ExerciseSourceInput } = {},
): Promise<ExerciseEdit> {
  const res = await postExercise(app, as, { source: body, submitForReview: submit })
  if (res.statusCode !== 201) throw new Error(res.body)
  return res.json() as ExerciseEdit
}

/** A published exercise of `as` (sent, approved by recenzent, or by admin for recenzent's). */
export async function publishedExercise(
  app: FastifyInstance,
  as: string = PRO,
  body: ExerciseSourceInput = source(),
): Promise<ExerciseEdit> {
  const made = await createExercise(app, as, { submit: true, body })
  const reviewer = as === RECENZENT ? ADMIN : RECENZENT
  const res = await ex(app, reviewer, 'POST', `/${made.id}/review`, { decision: 'APPROVE' })
  if (res.statusCode !== 200) throw new Error(res.body)
  return { ...made, status: 'PUBLISHED' }
}

export const postAttempt = (
  app: FastifyInstance,
  as: string,
  id: string,
  answer: object,
  key: string = newKey(),
) => ex(app, as, 'POST', `/${id}/attempts`, { answer }, { 'idempotency-key': key })

export async function getExercise(app: FastifyInstance, as: string, id: string): Promise<Exercise> {
  const res = await ex(app, as, 'GET', `/${id}`)
  if (res.statusCode !== 200) throw new Error(res.body)
  return res.json() as Exercise
}

export async function list(
  app: FastifyInstance,
  as: string,
  query = '',
): Promise<{ items: ExerciseSummary[]; total: number; nextPageKey: string | null }> {
  const res = await ex(app, as, 'GET', query)
  if (res.statusCode !== 200) throw new Error(res.body)
  return res.json()
}

/** The Polish error envelope of a status. */
export const envelope = (httpsStatus: number, message: string) => ({ message, httpsStatus })

/** The events of a type in a user's activity log, oldest first. */
export const eventsOf = (app: FastifyInstance, userId: string, type: string) =>
  app.store.activity.forUser(userId).filter((event) => event.type === type)
