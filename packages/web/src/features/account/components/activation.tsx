import { ROUTES } from '@app/domain/navigation/routes'
import type { LinkedChild } from '@app/contract/parent'
import { Link } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { Button } from '../../../components/ui/button'
import { Outcome } from '../../../components/ui/outcome'
import type { ActivationLookup } from '../../../api/auth/queries'
import { ACTIVATION_COPY } from '../activation-kinds'
import { LOGIN_LINK_LABEL } from '../copy'
import { ActivationForm, type ActivationFormProps } from './activation-form'
import '../account.css'
import { FormPageLayout } from '../../../components/layout/form-page-layout'

type FlowProps = Omit<ActivationFormProps, 'onSignedIn' | 'onSignInFailed'> & {
  /** Once the new account is signed in (and, for a parent, the child step is done). */
  onFinished: () => void
  /** A parent's child step: the parent feature's form, composed by the route. */
  childForm: (onLinked: (child: LinkedChild) => void) => ReactNode
}

export type ActivationProps = Omit<FlowProps, 'activation'> & { lookup: ActivationLookup }

/** The five activation routes: look-up states, the activation form, then sign-in. */
export function Activation({ lookup, ...flow }: ActivationProps) {
  const { kind } = flow
  const copy = ACTIVATION_COPY[kind]
  return (
    <FormPageLayout labelledBy="activation-heading">
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
    </FormPageLayout>
  )
}

type Phase =
  | { step: 'form' }
  | { step: 'sign-in-failed'; message: string }
  | { step: 'link-child' }
  | { step: 'child-linked'; child: LinkedChild }
  | { step: 'finished' }

/** After the form: a parent links a child (or skips it); everyone else goes on at once. */
function ActivationFlow({ onFinished, childForm, ...form }: FlowProps) {
  const [phase, setPhase] = useState<Phase>({ step: 'form' })

  const finish = () => {
    setPhase({ step: 'finished' })
    onFinished()
  }

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
        {childForm((child) => setPhase({ step: 'child-linked', child }))}
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
      <Outcome tone="success" title="Wysłaliśmy prośbę o zgodę">
        <p>
          Konto ucznia <strong>{phase.child.name}</strong> dostało prośbę o zgodę. Gdy uczeń się
          zgodzi, zobaczysz postępy w panelu rodzica.
        </p>
        <p>
          <Button onClick={finish}>Przejdź dalej</Button>
        </p>
      </Outcome>
    )
  }

  return (
    <ActivationForm
      {...form}
      onSignedIn={() => {
        if (form.kind === 'PARENT_ACCOUNT') setPhase({ step: 'link-child' })
        else finish()
      }}
      onSignInFailed={(message) => setPhase({ step: 'sign-in-failed', message })}
    />
  )
}
