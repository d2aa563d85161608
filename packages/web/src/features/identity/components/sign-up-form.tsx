import { SaasSignupSchema } from '@app/contract/auth'
import { ROUTES } from '@app/domain/navigation/routes'
import { toApiError } from '@app/domain/shared/api-errors'
import { normalizeEmail } from '@app/domain/user/activation'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link } from '@tanstack/react-router'
import { useRef, useState, type FormEvent } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { signUpSaas } from '../../../api/auth/mutations'
import { Button } from '../../../components/ui/button'
import { Checkbox } from '../../../components/ui/checkbox'
import { FormAlert } from '../../../components/ui/form-alert'
import { TextField } from '../../../components/ui/text-field'
import { identityErrorMessage } from '../errors'
import { identityService } from '../identity'
import { EmailField, PasswordField } from './credential-fields'

const SignUpSchema = SaasSignupSchema
type SignUpValues = z.input<typeof SignUpSchema>

export interface SignUpFormProps {
  /**
   * 'account': an account of the identity service (/rejestracja). 'platform': a learning platform
   * account made by the product API, for a student or a parent (/rejestracja-saas).
   */
  kind: 'account' | 'platform'
  /** Runs once the new account is signed in (or has to sign in itself, when the service says so). */
  onSignedUp: (result: 'signedIn' | 'confirmationNeeded') => Promise<void>
}

/** Name, email, password and an optional promo code; the new account is signed in at once. */
export function SignUpForm({ kind, onSignedUp }: SignUpFormProps) {
  const [failure, setFailure] = useState<string | null>(null)
  const busy = useRef(false)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues, unknown, z.output<typeof SignUpSchema>>({
    resolver: zodResolver(SignUpSchema),
    defaultValues: { name: '', email: '', password: '', promoCode: '', isParent: false },
  })

  const submit = handleSubmit(async (values) => {
    setFailure(null)
    const input = { ...values, email: normalizeEmail(values.email) }
    let result: 'signedIn' | 'confirmationNeeded'
    try {
      result = kind === 'account' ? await signUpAccount(input) : await signUpPlatform(input)
    } catch (error) {
      setFailure(error instanceof ApiRefusal ? error.message : identityErrorMessage(error))
      return
    }
    await onSignedUp(result)
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

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="sign-up-heading"
    >
      <FormAlert>{failure}</FormAlert>
      <TextField
        label="Imię"
        autoComplete="given-name"
        error={errors.name?.message}
        {...register('name')}
      />
      <EmailField error={errors.email?.message} {...register('email')} />
      <PasswordField purpose="new" error={errors.password?.message} {...register('password')} />
      <TextField
        label="Kod promocyjny (opcjonalnie)"
        autoComplete="off"
        spellCheck={false}
        error={errors.promoCode?.message}
        {...register('promoCode')}
      />
      {kind === 'platform' && (
        <Checkbox
          label="Jestem rodzicem"
          hint="Zaznacz, jeśli zakładasz konto jako rodzic ucznia."
          {...register('isParent')}
        />
      )}
      <Button type="submit" busy={isSubmitting} busyLabel="Zakładanie konta…">
        Załóż konto
      </Button>
      <p>
        Masz już konto? <Link to={ROUTES.login}>Zaloguj się</Link>
      </p>
    </form>
  )
}

/** A refusal of the product API, with its message for the user. */
class ApiRefusal extends Error {}

type SignUpInput = z.output<typeof SignUpSchema>

/** Through the identity service: the attributes of SPEC §7 and auto sign-in. */
function signUpAccount({ email, password, name, promoCode }: SignUpInput) {
  return identityService.signUp({
    email,
    password,
    name,
    promoCode,
    // The account's own confirmation code (SPEC §7 attribute), e.g. for its email link.
    confirmationCode: crypto.randomUUID(),
  })
}

/** Through the product API (it knows students from parents), then an ordinary sign-in. */
async function signUpPlatform(input: SignUpInput): Promise<'signedIn'> {
  const response = await signUpSaas(input)
  if (response.status !== 201) throw new ApiRefusal(toApiError(response).message)
  await identityService.signIn(input.email, input.password)
  return 'signedIn'
}
