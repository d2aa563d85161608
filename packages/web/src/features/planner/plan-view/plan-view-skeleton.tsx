import { Skeleton, SkeletonButton, SkeletonText } from '../../../components/feedback/skeleton'
import '../planner.css'
import './plan-view.css'

/** The plan view while its plan loads: the header, the toolbar and a week of rows. */
export function PlanViewSkeleton() {
  return (
    <Skeleton label="Wczytywanie planu…">
      <div className="planner plan-view">
        <SkeletonText lines={2} />
        <div className="calendar-toolbar">
          <SkeletonButton />
          <SkeletonButton />
        </div>
        <SkeletonText lines={8} />
      </div>
    </Skeleton>
  )
}
