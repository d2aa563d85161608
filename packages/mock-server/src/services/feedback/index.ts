/** The feedback area's workflows: general messages and course ratings. */
export { sendCourseFeedback, sendEndCourseFeedback, sendFeedback } from './feedback'
