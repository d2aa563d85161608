import {
  EXERCISE_SUBJECTS,
  EXERCISE_TOPICS,
  type ExerciseSubject,
} from '@app/contract/exercises/constants'
import { formatCount } from '@app/domain/shared/format'

/** The tasks list's words that depend on a number or an id. */

export const EXERCISE_SUBJECT_LABELS: Record<ExerciseSubject, string> = {
  matematyka: 'Matematyka',
  fizyka: 'Fizyka',
  chemia: 'Chemia',
  biologia: 'Biologia',
}

const TOPIC_LABELS = new Map(
  EXERCISE_SUBJECTS.flatMap((subject) => EXERCISE_TOPICS[subject].map((t) => [t.id, t.label])),
)

/** A topic's label; an id not on the list is shown as it is. */
export const topicLabel = (id: string): string => TOPIC_LABELS.get(id) ?? id

const EXERCISES = { one: 'zadanie', few: 'zadania', many: 'zadań' }

/** 'Znaleziono 1 zadanie', 'Znaleziono 3 zadania', 'Znaleziono 25 zadań'. */
export const foundText = (total: number): string => `Znaleziono ${formatCount(total, EXERCISES)}`
