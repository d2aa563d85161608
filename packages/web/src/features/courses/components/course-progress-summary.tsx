import type { CourseKey } from '@app/contract/courses'
import {
  courseProgress,
  courseProgressText,
  nextEpisode,
  weekLabel,
} from '@app/domain/courses/course-progress'
import { courseUnlocksWeekly } from '@app/domain/courses/course-unlock'
import { COURSE_PAGES } from '@app/domain/navigation/menus'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { courseViewQuery } from '../../../api/courses/queries'

/**
 * A course's progress on its "My products" card: watched videos, the bar, the open weeks and
 * where to go on (the first video not watched yet, e.g. 'Dalej: Tydzień 3: …').
 */
export function CourseProgressSummary({ course }: { course: CourseKey }) {
  const { data, isPending, isError } = useQuery(courseViewQuery(course))
  if (isPending) return <p className="course-progress-summary">Ładowanie postępu…</p>
  if (isError) return <p className="course-progress-summary">Nie udało się wczytać postępu.</p>
  const summary = courseProgress(data)
  const next = nextEpisode(data)
  const nextLabel = next && [weekLabel(course, next.weekIndex), next.episode.title].filter(Boolean)
  return (
    <div className="course-progress-summary">
      <p>{courseProgressText(course, summary)}</p>
      <progress max={100} value={summary.percent} aria-label={`Postęp: ${summary.percent}%`} />
      {courseUnlocksWeekly(course) ? (
        <p>
          Otwarte tygodnie: {summary.openWeeks} z {summary.totalWeeks}
        </p>
      ) : null}
      {next && nextLabel ? (
        <p>
          Dalej:{' '}
          <Link to={COURSE_PAGES[course]} search={{ odcinek: next.episode.id }}>
            {nextLabel.join(': ')}
          </Link>
        </p>
      ) : null}
    </div>
  )
}
