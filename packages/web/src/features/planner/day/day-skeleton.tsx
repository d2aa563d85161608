import { Skeleton, SkeletonText } from '../../../components/feedback/skeleton'

/** The day's blocks while the plan loads. */
export function DaySkeleton() {
  return (
    <Skeleton label="Wczytywanie dnia…">
      <SkeletonText lines={4} />
    </Skeleton>
  )
}
