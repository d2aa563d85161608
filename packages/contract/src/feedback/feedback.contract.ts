import { initContract } from '@ts-rest/core'
import { ApiErrorSchema, proposed } from '../common.schemas'
import {
  CourseFeedbackSchema,
  EndCourseFeedbackSchema,
  FeedbackReceiptSchema,
  FeedbackSchema,
} from './feedback.schemas'

const c = initContract()

export const feedbackContract = c.router({
  sendFeedback: {
    method: 'POST',
    path: '/feedback',
    body: FeedbackSchema,
    responses: { 201: FeedbackReceiptSchema },
    summary:
      'A contact or general feedback message (SPEC §2 action "feedback"; anyone, also PUBLIC)',
    metadata: proposed,
  },
  sendCourseFeedback: {
    method: 'POST',
    path: '/feedback/course',
    body: CourseFeedbackSchema,
    responses: { 201: FeedbackReceiptSchema, 404: ApiErrorSchema },
    summary:
      'Rate a week or an episode (SPEC §2 action "feedbackCourse"); 403 without the course group, 404 for a week or episode not in the course',
    metadata: proposed,
  },
  sendEndCourseFeedback: {
    method: 'POST',
    path: '/feedback/end-course',
    body: EndCourseFeedbackSchema,
    responses: { 201: FeedbackReceiptSchema },
    summary:
      'The end-of-course survey (SPEC §2 action "endCourseFeedback"); 403 without the course group',
    metadata: proposed,
  },
})
