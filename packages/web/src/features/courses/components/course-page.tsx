import { Check, GraduationCap, Lock } from 'lucide-react'
import type { CourseKey, CourseView } from '@app/contract/courses'
import {
  courseProgress,
  courseProgressText,
  isCourseInFinalWeek,
  isEpisodeWatched,
  weekLabel,
  weekLockText,
} from '@app/domain/courses/course-progress'
import { courseUnlocksWeekly, nextWeekUnlock } from '@app/domain/courses/course-unlock'
import { formatWarsawDateTime } from '@app/domain/shared/format'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { courseViewQuery } from '../../../api/courses/queries'
import { Badge } from '../../../components/ui/badge'
import { Card } from '../../../components/ui/card'
import { PageHeader } from '../../../components/ui/page-header'
import { ProgressBar } from '../../../components/ui/progress-bar'
import '../courses.css'
import { Disclosure } from './disclosure'

type WeekView = CourseView['weeks'][number]

export interface CoursePageProps {
  course: CourseKey
  /** A rating form for a started week (the route composes the feedback feature). */
  weekFeedback?: (weekIndex: number) => ReactNode
  /** The end-of-course survey, offered once the last week has been started. */
  endOfCourse?: ReactNode
}

/**
 * A course page (KED, PED, ZN): welcome, length, progress, and the weeks with their episodes. A
 * locked week says when it opens, from the server's record of when the previous week was started.
 */
export function CoursePage({ course, weekFeedback, endOfCourse }: CoursePageProps) {
  const { data: view } = useSuspenseQuery(courseViewQuery(course))
  const progress = courseProgress(view)
  const nextUnlock = nextWeekUnlock(
    view.weeks.map((week) => ({
      isUnlocked: week.isUnlocked,
      unlocksAt: week.unlocksAt ? new Date(week.unlocksAt) : null,
    })),
  )

  return (
    <div className="course-page">
      <div className="course-header">
        <PageHeader icon={GraduationCap} title={view.title} description={view.fullName} />
        <p>{view.welcomeMessage}</p>
        <dl className="course-facts">
          <div>
            <dt>Długość</dt>
            <dd>{view.length}</dd>
          </div>
          <div>
            <dt>Twój postęp</dt>
            <dd>{courseProgressText(view.key, progress)}</dd>
          </div>
          {courseUnlocksWeekly(view.key) ? (
            <div>
              <dt>Otwarte tygodnie</dt>
              <dd>
                {progress.openWeeks} z {progress.totalWeeks}
              </dd>
            </div>
          ) : null}
        </dl>
        <ProgressBar
          className="course-progress"
          value={progress.percent}
          label="Postęp kursu"
          tone="accent"
        />
        {nextUnlock ? (
          <p className="course-next-unlock">
            Kolejny tydzień otworzy się {formatWarsawDateTime(nextUnlock)}.
          </p>
        ) : null}
      </div>

      <section aria-labelledby="course-programme-heading">
        <h2 id="course-programme-heading">Program kursu</h2>
        <p>{view.description}</p>
        <ol className="course-weeks">
          {view.weeks.map((week, position) => (
            <CourseWeek
              key={week.index}
              course={course}
              week={week}
              previous={view.weeks[position - 1]}
              feedback={week.isUnlocked && week.startedAt ? weekFeedback?.(week.index) : null}
            />
          ))}
        </ol>
      </section>

      {endOfCourse && isCourseInFinalWeek(view) ? (
        <section className="course-end" aria-labelledby="course-end-heading">
          <h2 id="course-end-heading">Jak ci poszło?</h2>
          <p>Dotarłeś lub dotarłaś do końca kursu. Powiedz nam, co o nim myślisz.</p>
          {endOfCourse}
        </section>
      ) : null}
    </div>
  )
}

function CourseWeek({
  course,
  week,
  previous,
  feedback,
}: {
  course: CourseKey
  week: WeekView
  previous: WeekView | undefined
  feedback: ReactNode
}) {
  const label = weekLabel(course, week.index)
  const lock = weekLockText(week, previous)
  return (
    <Card
      as="li"
      className="course-week"
      tone={week.isUnlocked ? 'default' : 'muted'}
      title={
        <>
          {label ? <span className="course-week-label">{label}: </span> : null}
          {week.title}
        </>
      }
      meta={
        lock ? (
          <p className="course-week-lock">
            <Lock aria-hidden="true" className="course-week-lock-icon" /> {lock}
          </p>
        ) : null
      }
      actions={
        feedback ? (
          <Disclosure summary={`Oceń ${label ? label.toLowerCase() : 'ten tydzień'}`}>
            {feedback}
          </Disclosure>
        ) : null
      }
    >
      <p>{week.description}</p>
      <ol className="course-episodes">
        {week.episodes.map((episode) => (
          <li key={episode.id} className="course-episode">
            {week.isUnlocked ? (
              <Link to="." search={{ odcinek: episode.id }}>
                {episode.title}
              </Link>
            ) : (
              <span>{episode.title}</span>
            )}
            <span className="course-episode-meta">
              {episode.durationMinutes > 0 ? (
                `${episode.durationMinutes} min`
              ) : (
                <Badge>Ćwiczenie</Badge>
              )}
              {isEpisodeWatched(episode) ? (
                <>
                  <span className="visually-hidden">, </span>
                  <Badge tone="success" icon={Check}>
                    obejrzane
                  </Badge>
                </>
              ) : null}
            </span>
          </li>
        ))}
      </ol>
    </Card>
  )
}
