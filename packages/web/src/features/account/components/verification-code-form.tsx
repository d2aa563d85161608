import { VerifyEmailSchema } from '@app/contract/auth'
import { toApiError } from '@app/domain/shared/api-errors'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { TextField } from '../../../components/ui/text-field'
import { useVerifyEmail } from '../../../api/auth/mutations'
import { useExclusive } from '../../../lib/use-exclusive'

const VerificationCodeFormSchema = VerifyEmailSchema.pick({ code: true })
type VerificationCodeValues = z.input<typeof VerificationCodeFormSchema>

/** The 6-digit code from the email, checked with POST /api/saas/user/verify-email. */
export function VerificationCodeForm({
  userId,
  onVerified,
}: {
  userId: string
  onVerified: () => void
}) {
  const [failure, setFailure] = useState<string | null>(null)
  const { mutateAsync } = useVerifyEmail()
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<VerificationCodeValues>({
    resolver: zodResolver(VerificationCodeFormSchema),
    defaultValues: { code: '' },
  })

  const onSubmit = handleSubmit(
    useExclusive(async ({ code }: VerificationCodeValues) => {
      setFailure(null)
      try {
        await mutateAsync({ body: { userId, code } })
        onVerified()
      } catch (error) {
        setFailure(toApiError(error).message)
      }
    }),
  )

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-label="Potwierdź kodem z emaila">
      <FormAlert>{failure}</FormAlert>
      <TextField
        label="Kod weryfikacyjny"
        hint="6 cyfr z wiadomości email."
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        error={errors.code?.message}
        {...register('code', { setValueAs: (value: string) => value.trim() })}
      />
      <Button type="submit" busy={isSubmitting} busyLabel="Sprawdzanie…">
        Potwierdź adres email
      </Button>
    </form>
  )
}
