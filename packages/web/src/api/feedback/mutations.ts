import { tsr } from '../../lib/api'

/** `POST /api/feedback`: the contact form (SPEC §2 action "feedback"). */
export const useSendFeedback = () => tsr.feedback.sendFeedback.useMutation()

/** `POST /api/feedback/course`: a rating of one week or episode (action "feedbackCourse"). */
export const useSendCourseFeedback = () => tsr.feedback.sendCourseFeedback.useMutation()

/** `POST /api/feedback/end-course`: the survey after the last week (action "endCourseFeedback"). */
export const useSendEndCourseFeedback = () => tsr.feedback.sendEndCourseFeedback.useMutation()
