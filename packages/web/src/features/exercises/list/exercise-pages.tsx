import type { ExercisePage, ExerciseSummary } from '@app/contract/exercises'
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { RetryError } from '../../../components/feedback/retry-error'
import { Skeleton, SkeletonCard } from '../../../components/feedback/skeleton'
import { Button } from '../../../components/ui/button'
import './exercises-list.css'

type PagedExercises = UseInfiniteQueryResult<InfiniteData<ExercisePage>>

/** Cards in the shape of a list page on its way. */
export function ExerciseCardsSkeleton({ label }: { label: string }) {
  return (
    <Skeleton inline label={label}>
      <SkeletonCard />
      <SkeletonCard />
      <SkeletonCard />
    </Skeleton>
  )
}

/**
 * One tab's exercises, 20 a page: the skeleton, the error with 'Spróbuj ponownie', the tab's own
 * empty state, or the cards with 'Pokaż więcej' while the server has a next page. `header` sits
 * above the cards once there is an answer (the bank's count).
 */
export function ExercisePages({
  list,
  loadingLabel,
  header,
  empty,
  renderCard,
}: {
  list: PagedExercises
  loadingLabel: string
  header?: (total: number) => ReactNode
  empty: ReactNode
  renderCard: (exercise: ExerciseSummary) => ReactNode
}) {
  if (list.isError && !list.data)
    return <RetryError error={list.error} onRetry={() => void list.refetch()} />
  if (!list.data) return <ExerciseCardsSkeleton label={loadingLabel} />
  const items = list.data.pages.flatMap((page) => page.items)
  const total = list.data.pages[0]?.total ?? 0
  return (
    <>
      {header?.(total)}
      {items.length === 0 ? (
        empty
      ) : (
        <ul className="exercise-cards" aria-busy={list.isFetching || undefined}>
          {items.map(renderCard)}
        </ul>
      )}
      {list.isFetchNextPageError ? (
        <RetryError error={list.error} onRetry={() => void list.fetchNextPage()} />
      ) : list.hasNextPage ? (
        <Button
          variant="secondary"
          className="exercise-more"
          busy={list.isFetchingNextPage}
          busyLabel="Wczytywanie…"
          onClick={() => void list.fetchNextPage()}
        >
          Pokaż więcej
        </Button>
      ) : null}
    </>
  )
}
