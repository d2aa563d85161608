import { ActivationPayloadSchema } from '@app/contract/auth'
import { COMMERCE_TEXT } from '@app/contract/commerce/text'
import { activationPayload } from '@app/domain/user/activation'
import { toApiError } from '@app/domain/shared/api-errors'
import { ROUTES } from '@app/domain/navigation/routes'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { Outcome } from '../../../components/ui/outcome'
import { TextField } from '../../../components/ui/text-field'
import { useSignUp } from '../../../api/auth/mutations'
import type { ActivationLookup } from '../../../api/auth/queries'
import { ACTIVATION_COPY, type ActivationKind } from '../activation-kinds'
import { LOGIN_LINK_LABEL, PASSWORD_HINT } from '../copy'
import { useExclusive } from '../../../lib/use-exclusive'

const ActivationFormSchema = ActivationPayloadSchema.omit({ confirmationCode: true })
type ActivationValues = z.input<typeof ActivationFormSchema>

export interface ActivationFormProps {
  /** Which route: decides the copy, and the parent's child step. */
  kind: ActivationKind
  /** The link id from the URL: the payload's confirmationCode. */
  uuid: string
  /** What the open link carries: the email and name to start from, and the product. */
  activation: Extract<ActivationLookup, { status: 'open' }>['activation']
  /** The email of whoever is signed in on this device, or null for a guest. */
  signedInEmail: string | null
  /** Signs the new account in through the identity service (and loads its session). */
  signIn: (email: string, password: string) => Promise<void>
  /** The Polish message for a failed sign-in. */
  describeSignInError: (error: unknown) => string
  /** The account is active and signed in. */
  onSignedIn: () => void
  /** The account is active, but signing it in failed: the Polish message. */
  onSignInFailed: (message: string) => void
}

/** The shop's answers about a code the activation carries (decision 0125), shown at the field. */
const PROMO_REFUSALS = new Set<string>([
  COMMERCE_TEXT.promoUnknown,
  COMMERCE_TEXT.promoExpired,
  COMMERCE_TEXT.promoUsedUp,
])

/** The activation form: activates the account (POST sign-up), then signs it in. */
export function ActivationForm({
  kind,
  uuid,
  activation,
  signedInEmail,
  signIn,
  describeSignInError,
  onSignedIn,
  onSignInFailed,
}: ActivationFormProps) {
  const copy = ACTIVATION_COPY[kind]
  const [failure, setFailure] = useState<ReactNode>(null)
  const { mutateAsync } = useSignUp()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ActivationValues>({
    resolver: zodResolver(ActivationFormSchema),
    defaultValues: {
      email: activation.email,
      name: activation.name ?? '',
      password: '',
      promoCode: '',
    },
  })

  const onSubmit = handleSubmit(
    useExclusive(async (values: ActivationValues) => {
      setFailure(null)
      const payload = activationPayload({ ...values, confirmationCode: uuid })
      try {
        await mutateAsync({ body: payload })
      } catch (error) {
        const { httpsStatus, message } = toApiError(error)
        if (PROMO_REFUSALS.has(message)) {
          setError('promoCode', { message }, { shouldFocus: true })
          return
        }
        // 409: the email has an account; 410: the link was used meanwhile. Either way: log in.
        const loginHelps = httpsStatus === 409 || httpsStatus === 410
        setFailure(
          <>
            {message}
            {loginHelps && (
              <>
                {' '}
                <Link to={ROUTES.login}>{LOGIN_LINK_LABEL}</Link>
              </>
            )}
          </>,
        )
        return
      }
      try {
        await signIn(payload.email, payload.password)
      } catch (error) {
        onSignInFailed(describeSignInError(error))
        return
      }
      onSignedIn()
    }),
  )

  // While this form's own sign-in runs, the session already says "signed in": not a visitor.
  if (signedInEmail && !isSubmitting) {
    return (
      <Outcome tone="error" title="Na tym urządzeniu ktoś jest już zalogowany">
        <p>
          Zalogowane jest konto <strong>{signedInEmail}</strong>. Wyloguj się, aby aktywować ten
          link dla nowego konta.
        </p>
      </Outcome>
    )
  }

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <p>
        {copy.intro} <strong>{activation.productTitle}</strong>
      </p>
      <FormAlert>{failure}</FormAlert>
      <TextField
        label="Adres email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Imię"
        autoComplete="given-name"
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Hasło"
        type="password"
        autoComplete="new-password"
        required
        hint={PASSWORD_HINT}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Kod promocyjny (opcjonalnie)"
        autoComplete="off"
        error={errors.promoCode?.message}
        {...register('promoCode')}
      />
      <Button type="submit" busy={isSubmitting} busyLabel="Aktywowanie…">
        {copy.submitLabel}
      </Button>
    </form>
  )
}
