import type { CourseKey } from '@app/contract/courses'
import {
  CourseFeedbackSchema,
  EndCourseFeedbackSchema,
  FeedbackSchema,
  type CourseFeedback,
  type EndCourseFeedback,
  type Feedback,
} from '@app/contract/feedback'
import { normalizeEmail } from '@app/domain/user/activation'
import { z } from 'zod'

/**
 * What the feedback forms hold (radio buttons give text) and how it becomes the contract's
 * payload. The rules and messages are the contract's; only the field types differ.
 */

export const RATINGS = ['1', '2', '3', '4', '5'] as const
const RatingFieldSchema = z.enum(RATINGS, { errorMap: () => ({ message: 'Wybierz ocenę' }) })

/** An optional text: '' (an empty field) means not given. */
const optionalText = (value: string | undefined) => value?.trim() || undefined

export const ContactFormSchema = FeedbackSchema
export type ContactFormValues = z.input<typeof ContactFormSchema>

export function contactPayload(values: ContactFormValues): Feedback {
  return FeedbackSchema.parse({ ...values, email: normalizeEmail(values.email) })
}

export const CourseFeedbackFormSchema = CourseFeedbackSchema.pick({ comment: true }).extend({
  rating: RatingFieldSchema,
})
export type CourseFeedbackFormValues = z.input<typeof CourseFeedbackFormSchema>

/** Which part of a course is rated. */
export interface RatedPart {
  course: CourseKey
  weekIndex: number
  episodeId?: string
}

export function courseFeedbackPayload(
  part: RatedPart,
  values: CourseFeedbackFormValues,
): CourseFeedback {
  return CourseFeedbackSchema.parse({
    ...part,
    rating: Number(values.rating),
    comment: optionalText(values.comment),
  })
}

export const EndCourseFeedbackFormSchema = EndCourseFeedbackSchema.pick({
  bestPart: true,
  improvements: true,
  allowPublishing: true,
}).extend({
  rating: RatingFieldSchema,
  wouldRecommend: z.enum(['tak', 'nie'], { errorMap: () => ({ message: 'Zaznacz odpowiedź' }) }),
})
export type EndCourseFeedbackFormValues = z.input<typeof EndCourseFeedbackFormSchema>

export function endCourseFeedbackPayload(
  course: CourseKey,
  values: EndCourseFeedbackFormValues,
): EndCourseFeedback {
  return EndCourseFeedbackSchema.parse({
    course,
    rating: Number(values.rating),
    wouldRecommend: values.wouldRecommend === 'tak',
    bestPart: optionalText(values.bestPart),
    improvements: optionalText(values.improvements),
    allowPublishing: values.allowPublishing,
  })
}
