import type { CourseKey } from '@app/contract/courses'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { Checkbox } from '../../../components/ui/checkbox'
import { FormAlert } from '../../../components/ui/form-alert'
import { Outcome } from '../../../components/ui/outcome'
import { TextArea } from '../../../components/ui/text-area'
import { useSendEndCourseFeedback } from '../../../api/feedback/mutations'
import { FEEDBACK_THANKS, RATING_OPTIONS, YES_NO_OPTIONS } from '../copy'
import {
  EndCourseFeedbackFormSchema,
  endCourseFeedbackPayload,
  type EndCourseFeedbackFormValues,
} from '../feedback-forms'
import { useFeedbackSend } from '../use-feedback-send'
import { ChoiceField } from './choice-field'
import '../feedback.css'

export interface EndCourseFeedbackFormProps {
  course: CourseKey
  onSent?: () => void
}

/** The survey after the last week of a course (SPEC §2 action "endCourseFeedback"). */
export function EndCourseFeedbackForm({ course, onSent }: EndCourseFeedbackFormProps) {
  const { mutateAsync } = useSendEndCourseFeedback()
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EndCourseFeedbackFormValues>({
    resolver: zodResolver(EndCourseFeedbackFormSchema),
    defaultValues: { bestPart: '', improvements: '', allowPublishing: false },
  })

  const { sent, failure, submit } = useFeedbackSend(
    (values: EndCourseFeedbackFormValues) =>
      mutateAsync({ body: endCourseFeedbackPayload(course, values) }),
    onSent,
  )
  const onSubmit = handleSubmit(submit)

  if (sent)
    return (
      <Outcome tone="success" title={FEEDBACK_THANKS}>
        <p>Gratulujemy ukończenia kursu! Twoje odpowiedzi pomogą nam przygotować kolejne edycje.</p>
      </Outcome>
    )

  return (
    <form className="form feedback-form" noValidate onSubmit={onSubmit}>
      <FormAlert>{failure}</FormAlert>
      <ChoiceField
        variant="rating"
        legend="Jak oceniasz cały kurs?"
        options={RATING_OPTIONS}
        error={errors.rating?.message}
        registration={register('rating')}
      />
      <ChoiceField
        legend="Czy poleciłbyś lub poleciłabyś kurs znajomym?"
        options={YES_NO_OPTIONS}
        error={errors.wouldRecommend?.message}
        registration={register('wouldRecommend')}
      />
      <TextArea
        label="Co dało Ci najwięcej? (nieobowiązkowe)"
        rows={4}
        error={errors.bestPart?.message}
        {...register('bestPart')}
      />
      <TextArea
        label="Co możemy poprawić? (nieobowiązkowe)"
        rows={4}
        error={errors.improvements?.message}
        {...register('improvements')}
      />
      <Checkbox
        label="Zgadzam się na pokazanie mojej opinii z imieniem na stronie z opiniami"
        error={errors.allowPublishing?.message}
        {...register('allowPublishing')}
      />
      <Button type="submit" busy={isSubmitting} busyLabel="Wysyłanie…">
        Wyślij ankietę
      </Button>
    </form>
  )
}
