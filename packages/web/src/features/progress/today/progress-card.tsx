import type { Progress } from '@app/contract/progress'
import type { User } from '@app/contract/user'
import { canSeeRanking } from '@app/domain/access/access'
import { ROUTES } from '@app/domain/navigation/routes'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Flame, Trophy } from 'lucide-react'
import { progressQuery } from '../../../api/progress/queries'
import { RetryError } from '../../../components/feedback/retry-error'
import { Skeleton, SkeletonCircle, SkeletonText } from '../../../components/feedback/skeleton'
import { Card } from '../../../components/ui/card'
import { ProgressRing } from '../../../components/ui/progress-ring'
import { formatXp, streakLabel } from '../progress-format'
import { formatNumber } from '../../../lib/study-format'
import './today.css'

/**
 * 'Twoje postępy': the streak, the level with a ring toward the next one and the week's XP
 * (GET /api/saas/progress), loading and failing on its own.
 */
export function ProgressCard({ user, now }: { user: User; now: Date }) {
  const progress = useQuery(progressQuery(user.id))
  return (
    <Card as="section" headingLevel={2} icon={Trophy} title="Twoje postępy" className="today-card">
      {progress.isError ? (
        <RetryError
          error={progress.error}
          onRetry={() => void progress.refetch()}
          title="Nie udało się wczytać postępów"
        />
      ) : !progress.data ? (
        <Skeleton inline label="Ładowanie postępów…">
          <div className="today-progress">
            <SkeletonCircle size="lg" />
            <SkeletonText lines={3} />
          </div>
        </Skeleton>
      ) : (
        <ProgressSummary progress={progress.data} />
      )}
      <div className="today-card-actions">
        {canSeeRanking(user, now) ? <Link to={ROUTES.ranking}>Ranking tygodnia</Link> : null}
        <Link to={ROUTES.statistics}>Statystyki</Link>
      </div>
    </Card>
  )
}

function ProgressSummary({ progress }: { progress: Progress }) {
  const span = progress.xpIntoLevel + progress.xpToNext
  const next = progress.level + 1
  return (
    <div className="today-progress">
      <ProgressRing
        value={progress.xpIntoLevel}
        max={span}
        size="lg"
        label={`Poziom ${progress.level}`}
        valueText={`${formatNumber(progress.xpIntoLevel)} z ${formatNumber(span)} XP do poziomu ${next}`}
      >
        {progress.level}
      </ProgressRing>
      <div className="today-progress-text">
        <p className="today-figure">
          <Flame aria-hidden="true" className="today-streak-icon" />
          {streakLabel(progress.streak.current)}
        </p>
        <p>
          Poziom {progress.level}: {progress.levelName}
        </p>
        <p>
          Do poziomu {next}: {formatXp(progress.xpToNext)}
        </p>
        <p>W tym tygodniu: {formatXp(progress.weekXp)}</p>
      </div>
    </div>
  )
}
