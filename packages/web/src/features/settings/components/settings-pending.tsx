import { Skeleton, SkeletonCard } from '../../../components/feedback/skeleton'
import './settings-grid.css'

/**
 * A settings tab on its way: the shapes of its cards (no spinner), under the header and the tabs,
 * which stay.
 */
export function SettingsPending({ cards = 2 }: { cards?: number }) {
  return (
    <div className="settings-wide">
      <Skeleton inline>
        {Array.from({ length: cards }, (_, index) => (
          <SkeletonCard key={index} />
        ))}
      </Skeleton>
    </div>
  )
}
