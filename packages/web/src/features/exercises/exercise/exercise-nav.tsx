import { ROUTES } from '@app/domain/navigation/routes'
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { exercisesQuery } from '../../../api/exercises/queries'
import { settingsQuery } from '../../../api/user/queries'
import { neighboursFromCache, neighboursIn, savedListFilters } from './neighbours'
import './exercise.css'

/**
 * 'Poprzednie' / 'Następne' within the list the student came from (read from the query cache);
 * after a reload, within the bank under the saved filters. Nothing when the exercise is in no
 * list at hand (a link from elsewhere).
 */
export function ExerciseNav({ userId, exerciseId }: { userId: string; exerciseId: string }) {
  const queryClient = useQueryClient()
  const cached = neighboursFromCache(queryClient, userId, exerciseId)
  const settings = useQuery({ ...settingsQuery(userId), enabled: cached === null })
  const fallback = useInfiniteQuery({
    ...exercisesQuery(userId, savedListFilters(settings.data?.exerciseFilters)),
    enabled: cached === null && settings.isSuccess,
  })
  const neighbours = cached ?? (fallback.data ? neighboursIn(fallback.data, exerciseId) : null)
  if (!neighbours || (!neighbours.previous && !neighbours.next)) return null
  const { previous, next, position, total } = neighbours
  return (
    <nav className="exercise-nav" aria-label="Inne zadania z listy">
      {previous ? (
        <Link
          to={ROUTES.exercise}
          params={{ exerciseId: previous.id }}
          className="exercise-nav-link"
          aria-label={`Poprzednie zadanie: ${previous.title}`}
        >
          <ChevronLeft aria-hidden="true" />
          Poprzednie
        </Link>
      ) : (
        <span />
      )}
      <span className="exercise-nav-position">
        {position} z {total}
      </span>
      {next ? (
        <Link
          to={ROUTES.exercise}
          params={{ exerciseId: next.id }}
          className="exercise-nav-link"
          aria-label={`Następne zadanie: ${next.title}`}
        >
          Następne
          <ChevronRight aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
