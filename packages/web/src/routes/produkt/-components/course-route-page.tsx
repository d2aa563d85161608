import type { CourseKey } from '@app/contract/courses'
import { lazy, Suspense, type ReactNode } from 'react'
import { CoursePage } from '../../../features/courses/components/course-page'
import { useSession } from '../../../features/session/use-session'

// The programme is what opens first: the episode view (sanitiser, notes, player) and the
// feedback forms (react-hook-form) load when they are shown.
const EpisodeView = lazy(() =>
  import('../../../features/courses/components/episode-view').then((m) => ({
    default: m.EpisodeView,
  })),
)
const CourseFeedbackForm = lazy(() =>
  import('../../../features/feedback/components/course-feedback-form').then((m) => ({
    default: m.CourseFeedbackForm,
  })),
)
const EndCourseFeedbackForm = lazy(() =>
  import('../../../features/feedback/components/end-course-feedback-form').then((m) => ({
    default: m.EndCourseFeedbackForm,
  })),
)

const Loading = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<p aria-busy="true">Ładowanie…</p>}>{children}</Suspense>
)

/**
 * The page of the three course routes: the programme, or one episode (`?odcinek=`), with the
 * course feedback forms of SPEC §2 (feedbackCourse per week and episode, endCourseFeedback).
 */
export function CourseRoutePage({ course, episodeId }: { course: CourseKey; episodeId?: string }) {
  const { user } = useSession()
  if (!user) return null
  if (episodeId) {
    return (
      <Loading>
        <EpisodeView
          course={course}
          episodeId={episodeId}
          userId={user.id}
          feedback={(id, weekIndex) => (
            <Loading>
              <CourseFeedbackForm course={course} weekIndex={weekIndex} episodeId={id} />
            </Loading>
          )}
        />
      </Loading>
    )
  }
  return (
    <CoursePage
      course={course}
      weekFeedback={(weekIndex) => (
        <Loading>
          <CourseFeedbackForm course={course} weekIndex={weekIndex} />
        </Loading>
      )}
      endOfCourse={
        <Loading>
          <EndCourseFeedbackForm course={course} />
        </Loading>
      }
    />
  )
}
