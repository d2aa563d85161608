import type { Today } from '@app/contract/progress'
import type { User } from '@app/contract/user'
import { toWarsawDateKey } from '@app/domain/shared/format'
import { firstNameOf } from '@app/domain/user/names'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Sun } from 'lucide-react'
import { todayQuery } from '../../../api/progress/queries'
import { RetryError } from '../../../components/feedback/retry-error'
import { Skeleton, SkeletonCard } from '../../../components/feedback/skeleton'
import { PageHeader } from '../../../components/ui/page-header'
import { useNow } from '../../../lib/use-now'
import { todayTitle } from '../progress-format'
import { ProgressCard } from './progress-card'
import { TodayBlocksCard } from './today-blocks'
import { TodayCourseCard, TodayExerciseCard, TodayFlashcardsCard } from './today-cards'
import './today.css'

/**
 * 'Dziś' (issue 30): /produkt for platform users. The progress card and the day's cards load and
 * fail apart (two calls); a card whose tool the user lacks is not there (the API answers null).
 * `products` are the course and tool cards the route composes below.
 */
export function TodayDashboard({ user, products }: { user: User; products?: ReactNode }) {
  const now = useNow(60_000)
  const today = useQuery(todayQuery(user.id))
  const date = today.data?.date ?? toWarsawDateKey(now)
  return (
    <article className="today">
      <PageHeader
        icon={Sun}
        title={todayTitle(date)}
        description={
          <>Cześć, {firstNameOf(user.name)}! Oto Twój plan, powtórki i postępy na dziś.</>
        }
      />
      <div className="today-grid">
        <ProgressCard user={user} now={now} />
        {today.isError ? (
          <div className="today-wide">
            <RetryError
              error={today.error}
              onRetry={() => void today.refetch()}
              title="Nie udało się wczytać planu na dziś"
            />
          </div>
        ) : !today.data ? (
          <TodaySkeleton />
        ) : (
          <TodayCards today={today.data} now={now.getTime()} />
        )}
      </div>
      {products}
    </article>
  )
}

function TodayCards({ today, now }: { today: Today; now: number }) {
  return (
    <>
      {today.blocks ? <TodayBlocksCard blocks={today.blocks} date={today.date} now={now} /> : null}
      {today.dueFlashcards ? <TodayFlashcardsCard due={today.dueFlashcards} /> : null}
      {today.suggestedExercise ? (
        <TodayExerciseCard exercise={today.suggestedExercise.exercise} />
      ) : null}
      {today.course ? <TodayCourseCard course={today.course} /> : null}
    </>
  )
}

function TodaySkeleton() {
  return (
    <div className="today-wide">
      <Skeleton inline label="Ładowanie planu na dziś…">
        <div className="today-grid">
          <SkeletonCard />
          <SkeletonCard />
        </div>
      </Skeleton>
    </div>
  )
}
