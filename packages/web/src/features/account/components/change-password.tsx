import { ChangePasswordSchema } from '@app/contract/auth'
import { toApiError } from '@app/domain/api-errors'
import { ROUTES } from '@app/domain/routes'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { TextField } from '../../../components/ui/text-field'
import { useChangePassword } from '../../../api/auth/mutations'
import { LOGIN_LINK_LABEL, PASSWORD_HINT } from '../copy'
import { Outcome } from '../../../components/ui/outcome'
import { useExclusive } from '../../../lib/use-exclusive'

const ChangePasswordFormSchema = ChangePasswordSchema.pick({ password: true })
  .extend({ passwordRepeat: z.string() })
  .refine((values) => values.password === values.passwordRepeat, {
    path: ['passwordRepeat'],
    message: 'Hasła nie są takie same',
  })
type ChangePasswordValues = z.input<typeof ChangePasswordFormSchema>

type Result = { kind: 'changed' } | { kind: 'link-invalid' }

/** /zmien-haslo/{uuid}: sets a new password with the token of a password-change link. */
export function ChangePassword({ token }: { token: string }) {
  const [result, setResult] = useState<Result | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const { mutateAsync } = useChangePassword()
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: { password: '', passwordRepeat: '' },
  })

  const onSubmit = handleSubmit(
    useExclusive(async ({ password }: ChangePasswordValues) => {
      setFailure(null)
      try {
        await mutateAsync({ body: { token, password } })
        setResult({ kind: 'changed' })
      } catch (error) {
        const { httpsStatus, message } = toApiError(error)
        // 404 unknown link, 410 expired or already used: only a new link helps.
        if (httpsStatus === 404 || httpsStatus === 410) setResult({ kind: 'link-invalid' })
        else setFailure(message)
      }
    }),
  )

  return (
    <section className="account-page" aria-labelledby="change-password-heading">
      <h1 id="change-password-heading">Ustaw nowe hasło</h1>
      {result?.kind === 'changed' ? (
        <Outcome tone="success" title="Hasło zostało zmienione">
          <p>Możesz się teraz zalogować nowym hasłem.</p>
          <p>
            <Link to={ROUTES.login}>{LOGIN_LINK_LABEL}</Link>
          </p>
        </Outcome>
      ) : result?.kind === 'link-invalid' ? (
        <LinkInvalid />
      ) : (
        <form className="form" noValidate onSubmit={onSubmit}>
          <FormAlert>{failure}</FormAlert>
          <TextField
            label="Nowe hasło"
            type="password"
            autoComplete="new-password"
            required
            hint={PASSWORD_HINT}
            error={errors.password?.message}
            {...register('password')}
          />
          <TextField
            label="Powtórz nowe hasło"
            type="password"
            autoComplete="new-password"
            required
            error={errors.passwordRepeat?.message}
            {...register('passwordRepeat')}
          />
          <Button type="submit" busy={isSubmitting} busyLabel="Zapisywanie…">
            Zmień hasło
          </Button>
        </form>
      )}
    </section>
  )
}

function LinkInvalid() {
  return (
    <Outcome tone="error" title="Link jest nieprawidłowy lub wygasł">
      <p>
        Link do zmiany hasła jest ważny przez ograniczony czas i można go użyć tylko raz. Poproś o
        nowy link, a wyślemy go na Twój adres email.
      </p>
      <p>
        <Link to={ROUTES.resetPassword}>Wyślij nowy link</Link>
      </p>
    </Outcome>
  )
}
