import { formatWarsawDate } from '@app/domain/shared/format'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Inbox } from 'lucide-react'
import { reviewQueueQuery } from '../../../api/exercises/queries'
import { EmptyState } from '../../../components/ui/empty-state'
import { ExerciseCard } from './exercise-card'
import { ExercisePages } from './exercise-pages'

/**
 * 'Do recenzji' (reviewers and admins): exercises waiting for review, oldest first, the caller's
 * own left out by the server. Each opens the exercise, whose page holds the review panel.
 */
export function ReviewTab({ userId }: { userId: string }) {
  const list = useInfiniteQuery(reviewQueueQuery(userId))
  return (
    <ExercisePages
      list={list}
      loadingLabel="Wczytywanie zadań do recenzji…"
      empty={<EmptyState icon={Inbox} title="Nie ma zadań do recenzji." />}
      renderCard={(exercise) => (
        <ExerciseCard key={exercise.id} exercise={exercise}>
          <p>
            {exercise.authorName ? `Autor: ${exercise.authorName}` : 'Autor usunął konto'}
            {exercise.submittedAt
              ? ` · wysłane do recenzji ${formatWarsawDate(new Date(exercise.submittedAt))}`
              : null}
          </p>
        </ExerciseCard>
      )}
    />
  )
}
