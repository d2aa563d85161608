import type { ChildSummary } from '@app/contract/parent'
import { formatCount } from '@app/domain/shared/format'
import { PLURAL_FORMS } from '@app/domain/shared/messages'
import { useQuery } from '@tanstack/react-query'
import { childSummaryQuery } from '../../../api/parent/queries'
import { RetryError } from '../../../components/feedback/retry-error'
import { Skeleton, SkeletonText } from '../../../components/feedback/skeleton'
import { ProgressBar } from '../../../components/ui/progress-bar'
import { formatNumber, formatShare, formatStudyTime } from '../../../lib/study-format'
import { dayRows, ofTotal, weekLabel } from '../parent-format'
import '../parent.css'

const ATTEMPTS = { one: 'próba', few: 'próby', many: 'prób' }

/**
 * An active child's week (GET …/children/{childId}/summary): numbers only, as the API gives them
 * (decision 0196); loads and fails on its own, inside the child's card.
 */
export function ChildWeek({ userId, childId }: { userId: string; childId: string }) {
  const summary = useQuery(childSummaryQuery(userId, childId))
  if (summary.isError)
    return (
      <RetryError
        error={summary.error}
        onRetry={() => void summary.refetch()}
        title="Nie udało się wczytać tygodnia dziecka"
      />
    )
  if (!summary.data)
    return (
      <Skeleton inline label="Ładowanie tygodnia dziecka…">
        <SkeletonText lines={6} />
      </Skeleton>
    )
  return <WeekSummary summary={summary.data} />
}

export function WeekSummary({ summary }: { summary: ChildSummary }) {
  const { flashcards, exercises, planner } = summary
  return (
    <div className="parent-week">
      <p className="parent-week-title">
        Ten tydzień: {weekLabel(summary.from, summary.to)}, razem{' '}
        <strong>{formatStudyTime(summary.studySeconds)}</strong> nauki
      </p>
      <ul className="parent-days" aria-label="Czas nauki w kolejnych dniach">
        {dayRows(summary.days).map((day) => (
          <li key={day.date}>
            <span className="parent-day-label">{day.label}</span>
            <span className="parent-day-bar" aria-hidden="true">
              <span style={{ inlineSize: `${day.share}%` }} />
            </span>
            <span className="parent-day-time">{day.time}</span>
          </li>
        ))}
      </ul>
      <dl className="parent-facts">
        <div>
          <dt>Seria dni nauki</dt>
          <dd>
            {formatCount(summary.streak.current, PLURAL_FORMS.day)} (najdłuższa:{' '}
            {formatCount(summary.streak.longest, PLURAL_FORMS.day)})
          </dd>
        </div>
        {flashcards ? (
          <div>
            <dt>Fiszki</dt>
            <dd>
              powtórki: {formatNumber(flashcards.reviewed)}, zapamiętane:{' '}
              {formatShare(flashcards.retention)}
            </dd>
          </div>
        ) : null}
        {exercises ? (
          <div>
            <dt>Zadania</dt>
            <dd>
              rozwiązane: {formatNumber(exercises.solved)}, skuteczność:{' '}
              {formatShare(exercises.accuracy)} ({formatCount(exercises.attempts, ATTEMPTS)})
            </dd>
          </div>
        ) : null}
        {planner ? (
          <div>
            <dt>Plan nauki</dt>
            <dd>
              Zrealizowane bloki:{' '}
              {ofTotal(planner.blocksDone, planner.blocksPlanned, planner.adherence)}, w skupieniu:{' '}
              {formatStudyTime(planner.focusedMinutes * 60)}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Czat</dt>
          <dd>wysłane wiadomości: {formatNumber(summary.chat.messages)}</dd>
        </div>
      </dl>
      {summary.courses.length > 0 ? (
        <ul className="parent-courses" aria-label="Postęp w kursach">
          {summary.courses.map((course) => (
            <li key={course.course}>
              <span className="parent-course-title">{course.title}</span>
              <ProgressBar
                value={course.percent}
                label={`Postęp kursu ${course.title}`}
                valueText={`${course.percent}%`}
                tone="accent"
                size="sm"
              />
              <span className="parent-course-meta">
                {course.percent}%: obejrzane filmy {course.watchedVideos} z {course.totalVideos},
                otwarte tygodnie {course.openWeeks} z {course.totalWeeks}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
