import { subjectLabel } from '@app/contract/user'
import { ROUTES } from '@app/domain/navigation/routes'
import { toApiError } from '@app/domain/shared/api-errors'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ListChecks } from 'lucide-react'
import { exerciseQuery } from '../../../api/exercises/queries'
import '../context.css'
import { ContextFrame } from './context-frame'

export interface ExerciseContextProps {
  userId: string
  exerciseId: string
  /** A new conversation's context can be taken away before the first message. */
  onRemove?: () => void
}

/**
 * The exercise a conversation asks about (issue 29): its title and subject, and a link back to
 * it. The tutor reads the statement and the hints already revealed on the server; neither the key
 * nor the solution is shown here. Read with the caller's rights: an exercise they cannot see is
 * not found.
 */
export function ExerciseContext({ userId, exerciseId, onRemove }: ExerciseContextProps) {
  const exercise = useQuery(exerciseQuery(userId, exerciseId))
  return (
    <ContextFrame
      label="Zadanie, o które pytasz"
      icon={ListChecks}
      removeLabel="Usuń zadanie z rozmowy"
      onRemove={onRemove}
    >
      {exercise.data ? (
        <>
          <p className="chat-context-label">Zadanie · {subjectLabel(exercise.data.subject)}</p>
          <p className="chat-context-front">{exercise.data.title}</p>
          <p className="chat-context-label">
            <Link to={ROUTES.exercise} params={{ exerciseId }}>
              Otwórz zadanie
            </Link>
          </p>
        </>
      ) : exercise.isError ? (
        <p role="alert">{toApiError(exercise.error).message}</p>
      ) : (
        <p className="chat-context-label">Wczytywanie zadania…</p>
      )}
    </ContextFrame>
  )
}
