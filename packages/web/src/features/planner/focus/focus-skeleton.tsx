import { Skeleton } from '../../../components/feedback/skeleton'
import './focus.css'

/** Focus mode while the plan and the settings load (its own module: the route keeps it eagerly). */
export function FocusSkeleton() {
  return (
    <div className="focus-mode">
      <Skeleton rows={2} label="Wczytywanie trybu skupienia…" />
    </div>
  )
}
