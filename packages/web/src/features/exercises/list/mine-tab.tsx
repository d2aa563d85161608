import type { ExerciseSummary } from '@app/contract/exercises'
import type { ExerciseStatus } from '@app/contract/exercises/constants'
import { EXERCISE_STATUS_LABELS } from '@app/contract/exercises/text'
import type { Group } from '@app/contract/user'
import { exerciseRights, exerciseRoleOf } from '@app/domain/exercises/exercise-rights'
import { ROUTES } from '@app/domain/navigation/routes'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { FilePlus, Pencil, Plus } from 'lucide-react'
import { exercisesQuery } from '../../../api/exercises/queries'
import { Badge, type BadgeTone } from '../../../components/ui/badge'
import { EmptyState } from '../../../components/ui/empty-state'
import { ExerciseCard } from './exercise-card'
import { NO_FILTERS } from './exercise-list-search'
import { ExercisePages } from './exercise-pages'
import './exercises-list.css'

const STATUS_TONES: Record<ExerciseStatus, BadgeTone> = {
  PRIVATE: 'neutral',
  PENDING: 'brand',
  CHANGES_REQUESTED: 'warning',
  PUBLISHED: 'success',
  REJECTED: 'danger',
}

/** The author edits their exercise until it is published; an admin always (decision 0181). */
const canEditOwn = (userId: string, status: ExerciseStatus, groups: readonly Group[]) =>
  exerciseRights(
    { id: userId, role: exerciseRoleOf(groups) },
    { authorId: userId, status, deleted: false },
  ).edit

/** 'Moje zadania': the caller's own exercises with where each stands, newest first. */
export function MineTab({ userId, groups }: { userId: string; groups: readonly Group[] }) {
  const list = useInfiniteQuery(exercisesQuery(userId, { scope: 'MINE', ...NO_FILTERS }))
  return (
    <ExercisePages
      list={list}
      loadingLabel="Wczytywanie Twoich zadań…"
      empty={
        <EmptyState
          icon={FilePlus}
          title="Nie masz jeszcze własnych zadań."
          description="Napisz zadanie: najpierw widzisz je tylko Ty, a po recenzji trafia do bazy."
          action={
            <Link to={ROUTES.exerciseNew} className="button button-primary">
              <Plus aria-hidden="true" />
              Dodaj zadanie
            </Link>
          }
        />
      }
      renderCard={(exercise) => (
        <OwnExerciseCard key={exercise.id} userId={userId} exercise={exercise} groups={groups} />
      )}
    />
  )
}

function OwnExerciseCard({
  userId,
  exercise,
  groups,
}: {
  userId: string
  exercise: ExerciseSummary
  groups: readonly Group[]
}) {
  const comment =
    exercise.reviewComment &&
    (exercise.status === 'CHANGES_REQUESTED' || exercise.status === 'REJECTED')
      ? exercise.reviewComment
      : null
  return (
    <ExerciseCard
      exercise={exercise}
      badges={
        <Badge tone={STATUS_TONES[exercise.status]}>
          {EXERCISE_STATUS_LABELS[exercise.status]}
        </Badge>
      }
      actions={
        canEditOwn(userId, exercise.status, groups) ? (
          <Link
            to={ROUTES.exerciseEdit}
            params={{ exerciseId: exercise.id }}
            className="button button-secondary"
          >
            <Pencil aria-hidden="true" />
            Edytuj<span className="visually-hidden"> zadanie „{exercise.title}”</span>
          </Link>
        ) : null
      }
    >
      {comment ? (
        <p className="exercise-review-comment">
          <strong>Komentarz recenzenta:</strong> {comment}
        </p>
      ) : null}
    </ExerciseCard>
  )
}
