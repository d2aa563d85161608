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
import { TextField } from '../../../components/ui/text-field'
import { useSignUp } from '../../../api/auth/mutations'
import { ACTIVATION_COPY, type ActivationKind } from '../activation-kinds'
import type { ActivationLookup } from '../../../api/auth/queries'
import { LOGIN_LINK_LABEL, PASSWORD_HINT } from '../copy'
import { ChildValidationForm, type LinkedChild } from './child-validation-form'
import { Outcome } from '../../../components/ui/outcome'
import { useExclusive } from '../../../lib/use-exclusive'

const ActivationFormSchema = ActivationPayloadSchema.omit({ confirmationCode: true })
type ActivationValues = z.input<typeof ActivationFormSchema>

export interface ActivationProps {
  /** Which route: decides the copy, and the parent's child step. */
  kind: ActivationKind
  /** The link id from the URL: the payload's confirmationCode. */
  uuid: string
  lookup: ActivationLookup
  /** The email of whoever is signed in on this device, or null for a guest. */
  signedInEmail: string | null
  /** Signs the new account in through the identity service (and loads its session). */
  signIn: (email: string, password: string) => Promise<void>
  /** The Polish message for a failed sign-in. */
  describeSignInError: (error: unknown) => string
  /** Once the new account is signed in (and, for a parent, the child step is done). */
  onFinished: () => void
}

/** The five activation routes: look-up states, the activation form, then sign-in. */
export function Activation({ lookup, ...flow }: ActivationProps) {
  const { kind } = flow
  const copy = ACTIVATION_COPY[kind]
  return (
    <section className="account-page" aria-labelledby="activation-heading">
      <h1 id="activation-heading">{copy.title}</h1>
      {lookup.status === 'not-found' ? (
        <Outcome tone="error" title="Nie znaleziono linku aktywacyjnego">
          <p>Sprawdź, czy adres strony jest dokładnie taki sam jak link w wiadomości email.</p>
          <p>
            <Link to={ROUTES.home}>Wróć na stronę główną</Link>
          </p>
        </Outcome>
      ) : lookup.status === 'gone' ? (
        <Outcome tone="error" title="Link został już użyty lub wygasł">
          <p>{lookup.message}</p>
          <p>
            <Link to={ROUTES.login}>{LOGIN_LINK_LABEL}</Link>
          </p>
        </Outcome>
      ) : (
        <ActivationFlow {...flow} activation={lookup.activation} />
      )}
    </section>
  )
}

/** The shop's answers about a code the activation carries (decision 0125), shown at the field. */
const PROMO_REFUSALS = new Set<string>([
  COMMERCE_TEXT.promoUnknown,
  COMMERCE_TEXT.promoExpired,
  COMMERCE_TEXT.promoUsedUp,
])

type Phase =
  | { step: 'form' }
  | { step: 'sign-in-failed'; message: string }
  | { step: 'link-child' }
  | { step: 'child-linked'; child: LinkedChild }
  | { step: 'finished' }

function ActivationFlow({
  kind,
  uuid,
  activation,
  signedInEmail,
  signIn,
  describeSignInError,
  onFinished,
}: Omit<ActivationProps, 'lookup'> & {
  activation: Extract<ActivationLookup, { status: 'open' }>['activation']
}) {
  const copy = ACTIVATION_COPY[kind]
  const [phase, setPhase] = useState<Phase>({ step: 'form' })
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

  const finish = () => {
    setPhase({ step: 'finished' })
    onFinished()
  }

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
        setPhase({ step: 'sign-in-failed', message: describeSignInError(error) })
        return
      }
      if (kind === 'PARENT_ACCOUNT') setPhase({ step: 'link-child' })
      else finish()
    }),
  )

  if (phase.step === 'finished') return <p role="status">Konto jest aktywne. Przechodzimy dalej…</p>
  if (phase.step === 'sign-in-failed') {
    return (
      <Outcome tone="error" title="Konto zostało aktywowane, ale logowanie się nie udało">
        <p>{phase.message}</p>
        <p>
          <Link to={ROUTES.login}>{LOGIN_LINK_LABEL}</Link>
        </p>
      </Outcome>
    )
  }
  if (phase.step === 'link-child') {
    return (
      <Outcome tone="success" title="Konto rodzica zostało aktywowane">
        <p>
          Połącz teraz konto swojego dziecka: podaj adres email i imię i nazwisko, których używa na
          platformie. Możesz to też zrobić później.
        </p>
        <ChildValidationForm onLinked={(child) => setPhase({ step: 'child-linked', child })} />
        <p>
          <Button variant="secondary" onClick={finish}>
            Pomiń ten krok
          </Button>
        </p>
      </Outcome>
    )
  }
  if (phase.step === 'child-linked') {
    return (
      <Outcome tone="success" title="Konto dziecka zostało połączone">
        <p>
          Połączyliśmy Twoje konto z kontem: <strong>{phase.child.name}</strong> (
          {phase.child.email}).
        </p>
        <p>
          <Button onClick={finish}>Przejdź dalej</Button>
        </p>
      </Outcome>
    )
  }

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
