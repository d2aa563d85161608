import type { ExerciseSummary } from '@app/contract/exercises'
import type { ExerciseDifficulty, ExerciseProgress } from '@app/contract/exercises/constants'
import { EXERCISE_DIFFICULTY_LABELS, EXERCISE_LEVEL_LABELS } from '@app/contract/exercises/text'
import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import { CircleCheck, CircleDot } from 'lucide-react'
import type { ReactNode } from 'react'
import { Badge, type BadgeTone } from '../../../components/ui/badge'
import { Card } from '../../../components/ui/card'
import { SubjectChip } from '../../../components/ui/subject-chip'
import { EXERCISE_SUBJECT_LABELS, topicLabel } from './exercise-text'

const DIFFICULTY_TONES: Record<ExerciseDifficulty, BadgeTone> = {
  EASY: 'success',
  MEDIUM: 'warning',
  HARD: 'danger',
}

/** The solved or attempted mark: an icon and its word (never the colour alone). */
function ProgressMark({ progress }: { progress: ExerciseProgress }) {
  if (progress === 'SOLVED')
    return (
      <Badge tone="success" icon={CircleCheck}>
        Rozwiązane
      </Badge>
    )
  if (progress === 'ATTEMPTED')
    return (
      <Badge tone="accent" icon={CircleDot}>
        W trakcie
      </Badge>
    )
  return null
}

/**
 * One exercise in a list: its title links to the exercise (the whole card opens it), then its
 * subject, level, topic, difficulty and what the student did with it. `badges` and `children`
 * add a tab's own (a status, a reviewer's comment), `actions` its buttons ('Edytuj').
 */
export function ExerciseCard({
  exercise,
  badges,
  children,
  actions,
}: {
  exercise: ExerciseSummary
  badges?: ReactNode
  children?: ReactNode
  actions?: ReactNode
}) {
  return (
    <Card
      as="li"
      headingLevel={2}
      stretched
      className="exercise-card"
      tone={exercise.progress === 'SOLVED' ? 'done' : 'default'}
      title={
        <Link to={ROUTES.exercise} params={{ exerciseId: exercise.id }}>
          {exercise.title}
        </Link>
      }
      meta={
        <>
          <SubjectChip subject={EXERCISE_SUBJECT_LABELS[exercise.subject]} />
          <span>{EXERCISE_LEVEL_LABELS[exercise.level]}</span>
          <span>{topicLabel(exercise.topic)}</span>
          <Badge tone={DIFFICULTY_TONES[exercise.difficulty]}>
            {EXERCISE_DIFFICULTY_LABELS[exercise.difficulty]}
          </Badge>
          <ProgressMark progress={exercise.progress} />
          {badges}
        </>
      }
      actions={actions}
    >
      {children}
    </Card>
  )
}
