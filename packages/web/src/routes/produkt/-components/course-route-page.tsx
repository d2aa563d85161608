import type { CourseKey } from '@app/contract/courses'
import { CoursePage } from '../../../features/courses/components/course-page'
import { EpisodeView } from '../../../features/courses/components/episode-view'
import { CourseFeedbackForm } from '../../../features/feedback/components/course-feedback-form'
import { EndCourseFeedbackForm } from '../../../features/feedback/components/end-course-feedback-form'
import { useSession } from '../../../features/session/use-session'

/**
 * The page of the three course routes: the programme, or one episode (`?odcinek=`), with the
 * course feedback forms of SPEC §2 (feedbackCourse per week and episode, endCourseFeedback).
 */
export function CourseRoutePage({ course, episodeId }: { course: CourseKey; episodeId?: string }) {
  const { user } = useSession()
  if (!user) return null
  if (episodeId) {
    return (
      <EpisodeView
        course={course}
        episodeId={episodeId}
        userId={user.id}
        feedback={(id, weekIndex) => (
          <CourseFeedbackForm course={course} weekIndex={weekIndex} episodeId={id} />
        )}
      />
    )
  }
  return (
    <CoursePage
      course={course}
      weekFeedback={(weekIndex) => <CourseFeedbackForm course={course} weekIndex={weekIndex} />}
      endOfCourse={<EndCourseFeedbackForm course={course} />}
    />
  )
}
