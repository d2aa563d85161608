import type { CourseKey } from '@app/contract/courses'
import { courseProgress, courseProgressText } from '@app/domain/courses/course-progress'
import { courseUnlocksWeekly } from '@app/domain/courses/course-unlock'
import { useQuery } from '@tanstack/react-query'
import { courseViewQuery } from '../../../api/courses/queries'

/** A course's progress on its "My products" card: watched videos, the bar, the open weeks. */
export function CourseProgressSummary({ course }: { course: CourseKey }) {
  const { data, isPending, isError } = useQuery(courseViewQuery(course))
  if (isPending) return <p className="course-progress-summary">Ładowanie postępu…</p>
  if (isError) return <p className="course-progress-summary">Nie udało się wczytać postępu.</p>
  const summary = courseProgress(data)
  return (
    <div className="course-progress-summary">
      <p>{courseProgressText(course, summary)}</p>
      <progress max={100} value={summary.percent} aria-label={`Postęp: ${summary.percent}%`} />
      {courseUnlocksWeekly(course) ? (
        <p>
          Otwarte tygodnie: {summary.openWeeks} z {summary.totalWeeks}
        </p>
      ) : null}
    </div>
  )
}
