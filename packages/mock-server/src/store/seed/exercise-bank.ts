import KSUID from 'ksuid'
import type {
  ExerciseHistoryRecord,
  ExerciseProgressRecord,
  ExerciseRecord,
} from '../exercises.types'
import { deepFreeze } from '../freeze'
import { layOutAttempts, type SeededExerciseEvent } from './exercise-attempts'
import { EXERCISE_SEED, PERSONA_EXERCISES, type SeedExercise } from './exercises'
import { PERSONA_IDS, personaList } from './personas'

/**
 * The exercise bank's seed (issue 29, decision 0184): the seed's exercises (seed/exercises/,
 * decision 0185) by their personas, on a timeline laid out from the seed instant
 * (store/seed-instant.ts) as the other seeds: each id's instant (when the exercise was written)
 * moved by the same amount, so that SEED_AUTHORED_BY is the seed instant. The bank is then about
 * 88 days old, the persona exercises of the last six weeks, the review queue in the ids' order.
 * A published one was sent an hour after it was written and approved a day later; one sent back
 * or rejected carries its reviewer's comment. uczen's six weeks of answers:
 * seed/exercise-attempts.ts.
 */

/** The instant the seed's ids count back from: the day its content was written. */
export const SEED_AUTHORED_BY = Date.parse('2026-11-28T00:00:00.000Z')

/** The comment of a seed sent back or rejected without one of its own. */
const DEFAULT_COMMENT = 'Rozpisz rozwiązanie krok po kroku i sprawdź jednostki w treści.'

export interface SeededExercises {
  exercises: readonly ExerciseRecord[]
  progress: readonly ExerciseProgressRecord[]
  events: readonly SeededExerciseEvent[]
}

let last: { at: number; seed: SeededExercises } | undefined

/** The seed for the seed instant `now` (frozen; the same object for the same instant). */
export function seedExercises(now: Date): SeededExercises {
  if (last?.at !== now.getTime()) last = { at: now.getTime(), seed: deepFreeze(layOut(now)) }
  return last.seed
}

/** Every seeded exercise: the bank and the personas' own. */
export const ALL_SEED_EXERCISES: readonly SeedExercise[] = [...EXERCISE_SEED, ...PERSONA_EXERCISES]
const SEED_BY_ID = new Map(ALL_SEED_EXERCISES.map((seed) => [seed.id, seed]))

const NAMES = new Map<string, string>(personaList().map((p) => [p.id, p.name]))

function layOut(now: Date): SeededExercises {
  const shift = now.getTime() - SEED_AUTHORED_BY
  const exercises = ALL_SEED_EXERCISES.map((seed) =>
    recordOf(seed, new Date(KSUID.parse(seed.id).date.getTime() + shift)),
  )
  const { progress, events } = layOutAttempts(exercises, SEED_BY_ID, now)
  return { exercises, progress, events }
}

/** The reviewer of a seeded decision: recenzent, but for her own exercises (admin). */
const reviewerOf = (authorId: string) =>
  authorId === PERSONA_IDS.recenzent ? PERSONA_IDS.admin : PERSONA_IDS.recenzent

function recordOf(seed: SeedExercise, created: Date): ExerciseRecord {
  const authorId = PERSONA_IDS[seed.author]
  const createdAt = created.toISOString()
  const later = (hours: number) => new Date(created.getTime() + hours * 3_600_000).toISOString()
  const line = (
    at: string,
    action: ExerciseHistoryRecord['action'],
    actorId: string,
    comment: string | null = null,
  ): ExerciseHistoryRecord => ({
    at,
    action,
    actorId,
    actorName: NAMES.get(actorId) ?? '',
    comment,
  })
  const history = [line(createdAt, 'CREATED', authorId)]
  const submittedAt = seed.status === 'PRIVATE' ? null : later(1)
  if (submittedAt) history.push(line(submittedAt, 'SUBMITTED', authorId))
  const reviewer = reviewerOf(authorId)
  let reviewComment: string | null = null
  if (seed.status === 'PUBLISHED') history.push(line(later(24), 'APPROVED', reviewer))
  if (seed.status === 'CHANGES_REQUESTED' || seed.status === 'REJECTED') {
    reviewComment = seed.reviewComment ?? DEFAULT_COMMENT
    history.push(line(later(24), seed.status, reviewer, reviewComment))
  }
  return {
    id: seed.id,
    authorId,
    version: 1,
    status: seed.status,
    source: structuredClone(seed.source) as ExerciseRecord['source'],
    // The seed's figures are Markdown tables or words, never pictures (decision 0185).
    images: [],
    history,
    reviewComment,
    createdAt,
    updatedAt: history.at(-1)!.at,
    submittedAt,
    deletedAt: null,
  }
}
