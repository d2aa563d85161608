import { z } from 'zod'
import { EmailSchema, IsoDateTimeSchema, UuidSchema } from '../common.schemas'
import { NameSchema } from '../auth/auth.schemas'
import { CourseKeySchema } from '../courses/courses.schemas'
import { LIMITS } from '../limits'

const tooLong = `Tekst może mieć najwyżej ${LIMITS.feedbackMax} znaków`

/** A free-text answer that may be left empty. */
const OptionalTextSchema = z.string().trim().max(LIMITS.feedbackMax, tooLong).optional()

/** 1 to 5 stars. */
export const RatingSchema = z
  .number({ invalid_type_error: 'Wybierz ocenę', required_error: 'Wybierz ocenę' })
  .int('Wybierz ocenę od 1 do 5')
  .min(1, 'Wybierz ocenę od 1 do 5')
  .max(5, 'Wybierz ocenę od 1 do 5')

/** POST /api/feedback (SPEC §2 action "feedback"): the contact form and general feedback. */
export const FeedbackSchema = z
  .object({
    name: NameSchema,
    email: EmailSchema,
    message: z
      .string()
      .trim()
      .min(
        LIMITS.contactMessageMin,
        `Wiadomość musi mieć co najmniej ${LIMITS.contactMessageMin} znaków`,
      )
      .max(LIMITS.feedbackMax, `Wiadomość może mieć najwyżej ${LIMITS.feedbackMax} znaków`),
  })
  .strict()
export type Feedback = z.infer<typeof FeedbackSchema>

/** POST /api/feedback/course (SPEC §2 action "feedbackCourse"): a rating of one week or episode. */
export const CourseFeedbackSchema = z
  .object({
    course: CourseKeySchema,
    weekIndex: z.number().int().nonnegative().max(20),
    /** The episode rated; absent when the whole week is. */
    episodeId: z.string().min(1).max(100).optional(),
    rating: RatingSchema,
    comment: OptionalTextSchema,
  })
  .strict()
export type CourseFeedback = z.infer<typeof CourseFeedbackSchema>

/** POST /api/feedback/end-course (SPEC §2 action "endCourseFeedback"): the survey after the last week. */
export const EndCourseFeedbackSchema = z
  .object({
    course: CourseKeySchema,
    rating: RatingSchema,
    wouldRecommend: z.boolean({ required_error: 'Zaznacz odpowiedź' }),
    bestPart: OptionalTextSchema,
    improvements: OptionalTextSchema,
    /** The user agrees to their opinion being shown with their first name (e.g. on /opinie). */
    allowPublishing: z.boolean(),
  })
  .strict()
export type EndCourseFeedback = z.infer<typeof EndCourseFeedbackSchema>

export const FeedbackReceiptSchema = z.object({ id: UuidSchema, createdAt: IsoDateTimeSchema })
export type FeedbackReceipt = z.infer<typeof FeedbackReceiptSchema>
