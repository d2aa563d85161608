import { Skeleton } from '../../../../components/feedback/skeleton'

/** The wizard's shape while the settings it starts from load. */
export function WizardSkeleton() {
  return <Skeleton rows={3} label="Wczytywanie kreatora planu…" />
}
