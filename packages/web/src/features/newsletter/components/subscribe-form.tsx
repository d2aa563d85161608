import { SubscribeSchema, type NewsletterList } from '@app/contract/newsletter'
import { normalizeEmail } from '@app/domain/user/activation'
import { toApiError } from '@app/domain/shared/api-errors'
import { ROUTES } from '@app/domain/navigation/routes'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { TextField } from '../../../components/ui/text-field'
import { useSubscribe } from '../../../api/newsletter/mutations'
import { useExclusive } from '../../../lib/use-exclusive'
import { SubscriptionSent } from './subscription-sent'
import '../newsletter.css'

const SubscribeFormSchema = z.object({ email: SubscribeSchema.shape.email })
type SubscribeFormValues = z.input<typeof SubscribeFormSchema>

export interface SubscribeFormProps {
  list: NewsletterList
  /** Where the sign-up happened (a page or campaign), for the statistics. */
  source?: string
  submitLabel: string
  /** What is in the field at first (e.g. from a link). */
  initialEmail?: string
  /** A failure to show at once (e.g. of a sign-up the page made itself). */
  initialFailure?: string | null
  /** Show the field's error at once (an email from a link that is not valid). */
  validateOnMount?: boolean
  /** After a sign-up; without it the form is replaced by the "check your inbox" message. */
  onSubscribed?: (email: string) => void
}

/**
 * An email sign-up to one list (double opt-in: the API emails a confirmation link). What the user
 * typed stays in the field on every failure, and a second submit while sending is ignored.
 */
export function SubscribeForm({
  list,
  source,
  submitLabel,
  initialEmail = '',
  initialFailure = null,
  validateOnMount = false,
  onSubscribed,
}: SubscribeFormProps) {
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(initialFailure)
  const { mutateAsync } = useSubscribe()
  const {
    register,
    handleSubmit,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<SubscribeFormValues>({
    resolver: zodResolver(SubscribeFormSchema),
    defaultValues: { email: initialEmail },
  })

  useEffect(() => {
    if (validateOnMount) void trigger('email')
  }, [validateOnMount, trigger])

  const onSubmit = handleSubmit(
    useExclusive(async ({ email }: SubscribeFormValues) => {
      setFailure(null)
      const normalized = normalizeEmail(email)
      try {
        await mutateAsync({ body: { email: normalized, list, ...(source ? { source } : {}) } })
      } catch (error) {
        setFailure(toApiError(error).message)
        return
      }
      if (onSubscribed) onSubscribed(normalized)
      else setSentTo(normalized)
    }),
  )

  if (sentTo) return <SubscriptionSent email={sentTo} list={list} />

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <FormAlert>{failure}</FormAlert>
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
      <Button type="submit" busy={isSubmitting} busyLabel="Zapisywanie…">
        {submitLabel}
      </Button>
      <p className="newsletter-consent">
        Wyślemy Ci wiadomość z linkiem potwierdzającym. Z każdej listy wypiszesz się jednym
        kliknięciem. Więcej w <Link to={ROUTES.privacyPolicy}>polityce prywatności</Link>.
      </p>
    </form>
  )
}
