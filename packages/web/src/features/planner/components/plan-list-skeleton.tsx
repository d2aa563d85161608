import { Skeleton, SkeletonCard } from '../../../components/feedback/skeleton'

/**
 * The plan list's shape while it loads. A file of its own: the route's pendingComponent is not
 * split from the route, so what it imports is in the entry.
 */
export function PlanListSkeleton() {
  return (
    <Skeleton label="Wczytywanie planów…">
      <SkeletonCard />
      <SkeletonCard />
    </Skeleton>
  )
}
