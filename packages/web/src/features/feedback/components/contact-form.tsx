import { toApiError } from '@app/domain/shared/api-errors'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { Outcome } from '../../../components/ui/outcome'
import { TextArea } from '../../../components/ui/text-area'
import { TextField } from '../../../components/ui/text-field'
import { useSendFeedback } from '../../../api/feedback/mutations'
import { useExclusive } from '../../../lib/use-exclusive'
import { ContactFormSchema, contactPayload, type ContactFormValues } from '../feedback-forms'
import '../feedback.css'

export interface ContactFormProps {
  /** Filled in for a signed-in user. */
  defaultValues?: Partial<ContactFormValues>
}

/** The contact form (SPEC §2 action "feedback"); what was typed stays on every failure. */
export function ContactForm({ defaultValues }: ContactFormProps) {
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const { mutateAsync } = useSendFeedback()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues>({
    resolver: zodResolver(ContactFormSchema),
    defaultValues: { name: '', email: '', message: '', ...defaultValues },
  })

  const onSubmit = handleSubmit(
    useExclusive(async (values: ContactFormValues) => {
      setFailure(null)
      const body = contactPayload(values)
      try {
        await mutateAsync({ body })
      } catch (error) {
        setFailure(toApiError(error).message)
        return
      }
      setSentTo(body.email)
    }),
  )

  if (sentTo)
    return (
      <Outcome tone="success" title="Dziękujemy za wiadomość!">
        <p>
          Odpowiemy na adres <strong>{sentTo}</strong> w ciągu dwóch dni roboczych.
        </p>
        <p>
          <Button
            variant="secondary"
            onClick={() => {
              reset({ name: '', email: '', message: '', ...defaultValues })
              setSentTo(null)
            }}
          >
            Napisz kolejną wiadomość
          </Button>
        </p>
      </Outcome>
    )

  return (
    <form className="form feedback-form" noValidate onSubmit={onSubmit}>
      <FormAlert>{failure}</FormAlert>
      <TextField
        label="Imię"
        autoComplete="given-name"
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Adres email"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextArea
        label="Wiadomość"
        hint="Jeśli piszesz w sprawie zakupu albo konta, podaj adres email, na który jest konto."
        required
        rows={8}
        error={errors.message?.message}
        {...register('message')}
      />
      <Button type="submit" busy={isSubmitting} busyLabel="Wysyłanie…">
        Wyślij wiadomość
      </Button>
    </form>
  )
}
