import { SaasSignupSchema } from '@app/contract/auth'
import { ROUTES } from '@app/domain/navigation/routes'
import { normalizeEmail } from '@app/domain/user/activation'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link } from '@tanstack/react-router'
import { useRef, useState, type FormEvent } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { identityErrorMessage } from '../errors'
import { identityService } from '../identity'
import { EmailField, PasswordField } from './credential-fields'

const LoginSchema = z.object({
  email: SaasSignupSchema.shape.email,
  password: z.string().min(1, 'Podaj hasło'),
})
type LoginValues = z.infer<typeof LoginSchema>

export interface LoginFormProps {
  /** Where to go afterwards; also where the hosted UI's sign-in comes back to. */
  returnTo: string
  /** Runs after a successful sign-in (load the session, navigate). */
  onSignedIn: () => Promise<void>
}

/** Email and password (SRP through the identity service), or Google through the hosted UI. */
export function LoginForm({ returnTo, onSignedIn }: LoginFormProps) {
  const [failure, setFailure] = useState<string | null>(null)
  const [leaving, setLeaving] = useState(false)
  const busy = useRef(false)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: '', password: '' },
  })

  const submit = handleSubmit(async ({ email, password }) => {
    setFailure(null)
    try {
      await identityService.signIn(normalizeEmail(email), password)
    } catch (error) {
      setFailure(identityErrorMessage(error))
      return
    }
    await onSignedIn()
  })

  // Not twice at once: a second Enter can come before the busy button is rendered.
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    if (busy.current) return event.preventDefault()
    busy.current = true
    try {
      await submit(event)
    } finally {
      busy.current = false
    }
  }

  const signInWithGoogle = async () => {
    setFailure(null)
    setLeaving(true)
    try {
      await identityService.signInWithGoogle(returnTo)
    } catch (error) {
      setFailure(identityErrorMessage(error))
      setLeaving(false)
    }
  }

  return (
    <div className="auth-panel">
      <form
        className="form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-labelledby="login-heading"
      >
        <FormAlert>{failure}</FormAlert>
        <EmailField error={errors.email?.message} {...register('email')} />
        <PasswordField
          purpose="current"
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" busy={isSubmitting} busyLabel="Logowanie…">
          Zaloguj się
        </Button>
      </form>
      <p className="auth-alternative">lub</p>
      <Button
        variant="secondary"
        busy={leaving}
        busyLabel="Przekierowanie…"
        disabled={isSubmitting}
        onClick={() => void signInWithGoogle()}
      >
        Zaloguj się przez Google
      </Button>
      <ul className="auth-links">
        <li>
          <Link to={ROUTES.resetPassword}>Nie pamiętasz hasła?</Link>
        </li>
        <li>
          Nie masz konta? <Link to={ROUTES.signUp}>Zarejestruj się</Link>
        </li>
      </ul>
    </div>
  )
}
