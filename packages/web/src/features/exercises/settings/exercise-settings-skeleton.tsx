import { Skeleton, SkeletonCard } from '../../../components/feedback/skeleton'

/** 'Ustawienia zadań' on its way: its two cards. A file of its own (the route's pendingComponent). */
export function ExerciseSettingsSkeleton() {
  return (
    <Skeleton inline label="Wczytywanie ustawień zadań…">
      <SkeletonCard />
      <SkeletonCard />
    </Skeleton>
  )
}
