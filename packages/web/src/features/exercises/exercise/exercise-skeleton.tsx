import { Skeleton, SkeletonButton, SkeletonText } from '../../../components/feedback/skeleton'

/** The exercise page while its exercise loads: the statement and the answer's field. */
export function ExerciseSkeleton() {
  return (
    <Skeleton label="Wczytywanie zadania…">
      <SkeletonText lines={1} />
      <SkeletonText lines={4} />
      <SkeletonButton />
    </Skeleton>
  )
}
