import { ChangePasswordSchema } from '@app/contract/auth'
import { toApiError } from '@app/domain/shared/api-errors'
import { ROUTES } from '@app/domain/navigation/routes'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { Pending } from '../../../components/feedback/pending'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { TextField } from '../../../components/ui/text-field'
import { useChangePassword } from '../../../api/auth/mutations'
import { usePasswordResetCheck } from '../../../api/auth/queries'
import { LOGIN_LINK_LABEL, PASSWORD_HINT } from '../copy'
import { Outcome } from '../../../components/ui/outcome'
import { useExclusive } from '../../../lib/use-exclusive'
import { PasswordLinkCheckFailed, PasswordLinkOutcome } from './password-link-outcomes'
import '../account.css'
import { FormPageLayout } from '../../../components/layout/form-page-layout'

const ChangePasswordFormSchema = ChangePasswordSchema.pick({ password: true })
  .extend({ passwordRepeat: z.string() })
  .refine((values) => values.password === values.passwordRepeat, {
    path: ['passwordRepeat'],
    message: 'Hasła nie są takie same',
  })
type ChangePasswordValues = z.input<typeof ChangePasswordFormSchema>

type Result = { kind: 'changed' } | { kind: 'link-invalid' }

/**
 * /zmien-haslo/{uuid}: checks the password-change link first (unknown, expired or used links say
 * so at once, without a form), then sets a new password with its token.
 */
export function ChangePassword({ token }: { token: string }) {
  const { data, failure, checkAgain } = usePasswordResetCheck(token)
  const status = failure ? toApiError(failure).httpsStatus : null
  return (
    <FormPageLayout labelledBy="change-password-heading">
      <h1 id="change-password-heading">Ustaw nowe hasło</h1>
      {status === 404 ? (
        <PasswordLinkOutcome problem="notFound" />
      ) : status === 410 ? (
        <PasswordLinkOutcome problem="gone" />
      ) : data ? (
        <ChangePasswordForm token={token} />
      ) : failure ? (
        <PasswordLinkCheckFailed error={failure} onRetry={checkAgain} />
      ) : (
        <Pending />
      )}
    </FormPageLayout>
  )
}

/** The form of a link that the check found usable; the change itself may still refuse it. */
function ChangePasswordForm({ token }: { token: string }) {
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

  if (result?.kind === 'changed') {
    return (
      <Outcome tone="success" title="Hasło zostało zmienione">
        <p>Możesz się teraz zalogować nowym hasłem.</p>
        <p>
          <Link to={ROUTES.login}>{LOGIN_LINK_LABEL}</Link>
        </p>
      </Outcome>
    )
  }
  if (result?.kind === 'link-invalid') return <PasswordLinkOutcome problem="linkInvalid" />

  return (
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
  )
}
