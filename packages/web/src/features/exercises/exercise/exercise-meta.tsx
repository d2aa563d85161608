import type { ExerciseSummary } from '@app/contract/exercises'
import { EXERCISE_TOPICS, type ExerciseStatus } from '@app/contract/exercises/constants'
import {
  EXERCISE_DIFFICULTY_LABELS,
  EXERCISE_LEVEL_LABELS,
  EXERCISE_STATUS_LABELS,
} from '@app/contract/exercises/text'
import { subjectLabel } from '@app/contract/user'
import { CircleCheck } from 'lucide-react'
import { Badge, type BadgeTone } from '../../../components/ui/badge'
import { SubjectChip } from '../../../components/ui/subject-chip'
import './exercise.css'

/** A topic's label ('Kinematyka') from its id; the id itself when the subject has no such topic. */
export function topicLabel(subject: ExerciseSummary['subject'], topic: string): string {
  return EXERCISE_TOPICS[subject]?.find((t) => t.id === topic)?.label ?? topic
}

export const STATUS_TONES: Record<ExerciseStatus, BadgeTone> = {
  PRIVATE: 'neutral',
  PENDING: 'accent',
  CHANGES_REQUESTED: 'warning',
  PUBLISHED: 'success',
  REJECTED: 'danger',
}

/** The exercise's line under its title: subject, level, topic, difficulty, its status and mark. */
export function ExerciseMeta({
  exercise,
  showStatus,
}: {
  exercise: Pick<
    ExerciseSummary,
    'subject' | 'level' | 'topic' | 'difficulty' | 'status' | 'progress'
  >
  showStatus: boolean
}) {
  return (
    <span className="exercise-meta">
      <SubjectChip subject={subjectLabel(exercise.subject)} />
      <span>{EXERCISE_LEVEL_LABELS[exercise.level]}</span>
      <span>{topicLabel(exercise.subject, exercise.topic)}</span>
      <Badge>{EXERCISE_DIFFICULTY_LABELS[exercise.difficulty]}</Badge>
      {showStatus && (
        <Badge tone={STATUS_TONES[exercise.status]}>
          {EXERCISE_STATUS_LABELS[exercise.status]}
        </Badge>
      )}
      {exercise.progress === 'SOLVED' && (
        <Badge tone="success" icon={CircleCheck}>
          Rozwiązane
        </Badge>
      )}
    </span>
  )
}
