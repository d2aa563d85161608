import { Skeleton, SkeletonCard, SkeletonTile } from '../../../components/feedback/skeleton'

/**
 * The deck list's shape while it loads: today's numbers and a few deck cards. A file of its own:
 * the route's pendingComponent is not split from the route, so what it imports is in the entry.
 */
export function DeckListSkeleton() {
  return (
    <Skeleton label="Wczytywanie talii…">
      <SkeletonTile />
      <SkeletonTile />
      <SkeletonCard />
      <SkeletonCard />
    </Skeleton>
  )
}
