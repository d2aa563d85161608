import type { ExerciseImage } from '@app/contract/exercises'
import { fromWarsawLocal, warsawParts } from '@app/domain/shared/format'
import type {
  ExerciseHistoryRecord,
  ExerciseProgressRecord,
  ExerciseRecord,
} from '../exercises.types'
import { deepFreeze } from '../freeze'
import { EXERCISE_SEED, type SeedExercise } from './exercise-bank-fixture'
import { layOutAttempts, type SeededExerciseEvent } from './exercise-attempts'
import { PERSONA_IDS, personaList } from './personas'

/**
 * The exercise bank's seed (issue 29), laid out from the seed instant (store/seed-instant.ts):
 * the seed's exercises (seed/exercises/) by their personas, published ones 60-90 days ago and
 * approved the next day; the others (uczen's private one, pending one and the one returned 'Do
 * poprawy' with a comment; the queue recenzent reviews) in the last two weeks, the queue's oldest
 * first. uczen's six weeks of answers: seed/exercise-attempts.ts.
 */

/** The reviewer's comment on uczen's exercise returned for changes. */
export const SEED_CHANGES_COMMENT =
  'Dopisz w treści, w jakiej postaci podać wynik, i rozpisz drugi krok rozwiązania.'
/** The reviewer's comment on a rejected seed exercise. */
export const SEED_REJECT_COMMENT = 'To zadanie powtarza inne z bazy. Spróbuj innego przykładu.'

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

/** The seed's exercises as given, by id (their keys and the answers the seed tries). */
export const seedExerciseById = (): ReadonlyMap<string, SeedExercise> => SEED_BY_ID
const SEED_BY_ID = new Map(EXERCISE_SEED.map((seed) => [seed.id, seed]))

const NAMES = new Map<string, string>(personaList().map((p) => [p.id, p.name]))
const nameOf = (userId: string) => NAMES.get(userId) ?? ''

/** Where the seed's pictures are served (static files, media/exercises/). */
export const EXERCISE_SEED_MEDIA_PATH = '/api/media/exercises/'

function layOut(now: Date): SeededExercises {
  const today = warsawParts(now)
  /** `minutes` after midnight Warsaw, `daysAgo` days back. */
  const at = (daysAgo: number, minutes: number) =>
    fromWarsawLocal(today.year, today.month, today.day - daysAgo, 0, minutes)
  let drafts = 0
  const exercises = EXERCISE_SEED.map((seed, index) => {
    const published = seed.status === 'PUBLISHED'
    // Published ones long ago; the others of the last two weeks, one a day, oldest first.
    const createdAt = published
      ? at(90 - (index % 30), 9 * 60 + index)
      : at(14 - (drafts++ % 13), 15 * 60 + index)
    return recordOf(seed, createdAt)
  })
  const { progress, events } = layOutAttempts(exercises, SEED_BY_ID, at)
  return { exercises, progress, events }
}

/** The reviewer of a seeded decision: recenzent, but for her own exercises (admin). */
const reviewerOf = (authorId: string) =>
  authorId === PERSONA_IDS.recenzent ? PERSONA_IDS.admin : PERSONA_IDS.recenzent

function recordOf(seed: SeedExercise, created: Date): ExerciseRecord {
  const authorId = PERSONA_IDS[seed.authorPersona]
  const createdAt = created.toISOString()
  const later = (hours: number) => new Date(created.getTime() + hours * 3_600_000).toISOString()
  const line = (
    at: string,
    action: ExerciseHistoryRecord['action'],
    actorId: string,
    comment: string | null = null,
  ): ExerciseHistoryRecord => ({ at, action, actorId, actorName: nameOf(actorId), comment })
  const history = [line(createdAt, 'CREATED', authorId)]
  const submittedAt = seed.status === 'PRIVATE' ? null : later(1)
  if (submittedAt) history.push(line(submittedAt, 'SUBMITTED', authorId))
  const reviewer = reviewerOf(authorId)
  let reviewComment: string | null = null
  if (seed.status === 'PUBLISHED') history.push(line(later(24), 'APPROVED', reviewer))
  if (seed.status === 'CHANGES_REQUESTED') {
    reviewComment = SEED_CHANGES_COMMENT
    history.push(line(later(24), 'CHANGES_REQUESTED', reviewer, reviewComment))
  }
  if (seed.status === 'REJECTED') {
    reviewComment = SEED_REJECT_COMMENT
    history.push(line(later(24), 'REJECTED', reviewer, reviewComment))
  }
  const images: ExerciseImage[] = seed.source.images.map(({ id, alt }) => ({
    id,
    alt,
    url: `${EXERCISE_SEED_MEDIA_PATH}${id}.png`,
  }))
  return {
    id: seed.id,
    authorId,
    version: 1,
    status: seed.status,
    source: structuredClone(seed.source),
    images,
    history,
    reviewComment,
    createdAt,
    updatedAt: history.at(-1)!.at,
    submittedAt,
    deletedAt: null,
  }
}
