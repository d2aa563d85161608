import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { Outcome } from '../../../components/ui/outcome'
import { TextArea } from '../../../components/ui/text-area'
import { useSendCourseFeedback } from '../../../api/feedback/mutations'
import { FEEDBACK_THANKS, RATING_OPTIONS } from '../copy'
import {
  CourseFeedbackFormSchema,
  courseFeedbackPayload,
  type CourseFeedbackFormValues,
  type RatedPart,
} from '../feedback-forms'
import { useFeedbackSend } from '../use-feedback-send'
import { ChoiceField } from './choice-field'
import '../feedback.css'

export interface CourseFeedbackFormProps extends RatedPart {
  onSent?: () => void
}

/**
 * A rating of one week or episode (SPEC §2 action "feedbackCourse"), for the course pages. Only
 * participants may send it (the API answers 403 otherwise).
 */
export function CourseFeedbackForm({ onSent, ...part }: CourseFeedbackFormProps) {
  const { mutateAsync } = useSendCourseFeedback()
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CourseFeedbackFormValues>({
    resolver: zodResolver(CourseFeedbackFormSchema),
    defaultValues: { comment: '' },
  })
  const subject = part.episodeId ? 'ten odcinek' : 'ten tydzień'

  const { sent, failure, submit } = useFeedbackSend(
    (values: CourseFeedbackFormValues) =>
      mutateAsync({ body: courseFeedbackPayload(part, values) }),
    onSent,
  )
  const onSubmit = handleSubmit(submit)

  if (sent)
    return (
      <Outcome tone="success" title={FEEDBACK_THANKS}>
        <p>Twoja ocena pomoże nam ulepszać kurs.</p>
      </Outcome>
    )

  return (
    <form className="form feedback-form" noValidate onSubmit={onSubmit}>
      <FormAlert>{failure}</FormAlert>
      <ChoiceField
        variant="rating"
        legend={`Jak oceniasz ${subject}?`}
        options={RATING_OPTIONS}
        error={errors.rating?.message}
        registration={register('rating')}
      />
      <TextArea
        label="Komentarz (nieobowiązkowy)"
        hint="Co było najbardziej przydatne? Co było niejasne?"
        rows={4}
        error={errors.comment?.message}
        {...register('comment')}
      />
      <Button type="submit" busy={isSubmitting} busyLabel="Wysyłanie…">
        Wyślij ocenę
      </Button>
    </form>
  )
}
