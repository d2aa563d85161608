import { Skeleton, SkeletonCard, SkeletonText } from '../../../components/feedback/skeleton'

/**
 * The tasks list's shape while it loads. A file of its own: the route's pendingComponent is not
 * split from the route, so what it imports is in the entry.
 */
export function ExercisesListSkeleton() {
  return (
    <Skeleton label="Wczytywanie zadań…">
      <SkeletonText lines={2} />
      <SkeletonCard />
      <SkeletonCard />
      <SkeletonCard />
    </Skeleton>
  )
}
