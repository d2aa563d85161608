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
import { CircleCheckBig } from 'lucide-react'
import { courseViewQuery } from '../../../api/courses/queries'
import { Skeleton, SkeletonText } from '../../../components/feedback/skeleton'
import { Badge } from '../../../components/ui/badge'
import { ProgressBar } from '../../../components/ui/progress-bar'
import '../courses.css'

/**
 * A course's progress on its "My products" card: watched videos, the bar, the open weeks and
 * where to go on (the first video not watched yet, e.g. 'Dalej: Tydzień 3: …'). A course with
 * every video watched says so and marks its card done (`data-card-done`, components/ui/card.css).
 */
export function CourseProgressSummary({ course }: { course: CourseKey }) {
  const { data, isPending, isError } = useQuery(courseViewQuery(course))
  if (isPending)
    return (
      <Skeleton inline label="Ładowanie postępu…">
        <SkeletonText lines={2} />
      </Skeleton>
    )
  if (isError) return <p className="course-progress-summary">Nie udało się wczytać postępu.</p>
  const summary = courseProgress(data)
  const finished = summary.totalVideos > 0 && summary.watchedVideos === summary.totalVideos
  const next = nextEpisode(data)
  const nextLabel = next && [weekLabel(course, next.weekIndex), next.episode.title].filter(Boolean)
  return (
    <div className="course-progress-summary" data-card-done={finished || undefined}>
      {finished ? (
        <p>
          <Badge tone="success" icon={CircleCheckBig}>
            Kurs ukończony
          </Badge>
        </p>
      ) : null}
      <p>{courseProgressText(course, summary)}</p>
      <ProgressBar
        value={summary.percent}
        label={`Postęp: ${summary.percent}%`}
        tone={finished ? 'success' : 'accent'}
      />
      {courseUnlocksWeekly(course) ? (
        <p>
          Otwarte tygodnie: {summary.openWeeks} z {summary.totalWeeks}
        </p>
      ) : null}
      {next && nextLabel ? (
        <p className="course-progress-next">
          Dalej:{' '}
          <Link to={COURSE_PAGES[course]} search={{ odcinek: next.episode.id }}>
            {nextLabel.join(': ')}
          </Link>
        </p>
      ) : null}
    </div>
  )
}
