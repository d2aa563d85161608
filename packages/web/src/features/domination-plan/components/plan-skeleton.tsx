import { Skeleton, SkeletonCard } from '../../../components/feedback/skeleton'

/** The domination plan's shape while it loads (the route's pendingComponent: a file of its own). */
export function PlanSkeleton() {
  return (
    <Skeleton label="Wczytywanie planu dominacji…">
      <SkeletonCard />
      <SkeletonCard />
      <SkeletonCard />
    </Skeleton>
  )
}
