import { ResetPasswordSchema } from '@app/contract/auth'
import { toApiError } from '@app/domain/shared/api-errors'
import { normalizeEmail } from '@app/domain/user/activation'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { TextField } from '../../../components/ui/text-field'
import { useResetPassword } from '../../../api/auth/mutations'
import { SPAM_NOTE } from '../copy'
import { Outcome } from '../../../components/ui/outcome'
import { useExclusive } from '../../../lib/use-exclusive'
import '../account.css'
import { FormPageLayout } from '../../../components/layout/form-page-layout'

type ResetPasswordValues = z.input<typeof ResetPasswordSchema>

/** /reset-hasla: asks for a password-change link. */
export function ResetPassword() {
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const { mutateAsync } = useResetPassword()
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(ResetPasswordSchema),
    defaultValues: { email: '' },
  })

  const onSubmit = handleSubmit(
    useExclusive(async ({ email }: ResetPasswordValues) => {
      setFailure(null)
      const normalized = normalizeEmail(email)
      try {
        await mutateAsync({ body: { email: normalized } })
        setSentTo(normalized)
      } catch (error) {
        setFailure(toApiError(error).message)
      }
    }),
  )

  return (
    <FormPageLayout labelledBy="reset-password-heading">
      <h1 id="reset-password-heading">Nie pamiętasz hasła?</h1>
      {sentTo ? (
        <Outcome tone="success" title="Sprawdź skrzynkę pocztową">
          <p>
            Jeśli konto z adresem <strong>{sentTo}</strong> istnieje, wysłaliśmy na nie link do
            ustawienia nowego hasła.
          </p>
          <p>{SPAM_NOTE}</p>
        </Outcome>
      ) : (
        <form className="form" noValidate onSubmit={onSubmit}>
          <p>Podaj adres email konta, a wyślemy na niego link do ustawienia nowego hasła.</p>
          <FormAlert>{failure}</FormAlert>
          <TextField
            label="Adres email"
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" busy={isSubmitting} busyLabel="Wysyłanie…">
            Wyślij link
          </Button>
        </form>
      )}
    </FormPageLayout>
  )
}
