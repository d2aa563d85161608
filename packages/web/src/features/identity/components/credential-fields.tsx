import { LIMITS } from '@app/contract'
import { TextField, type TextFieldProps } from '../../../components/ui/text-field'

/** What the form gives a credential field: spread react-hook-form's `register(…)` and the error. */
type CredentialFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'autoComplete' | 'hint'>

/** 'Adres email' of the sign-in and sign-up forms. */
export function EmailField(props: CredentialFieldProps) {
  return (
    <TextField
      label="Adres email"
      type="email"
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      {...props}
    />
  )
}

/**
 * 'Hasło': the account's current password when signing in, or a new one when signing up (then
 * with its rules under the label, and the browser may suggest a strong one).
 */
export function PasswordField({
  purpose,
  ...props
}: CredentialFieldProps & { purpose: 'current' | 'new' }) {
  return purpose === 'new' ? (
    <TextField
      label="Hasło"
      type="password"
      autoComplete="new-password"
      hint={`Co najmniej ${LIMITS.passwordMin} znaków, w tym mała i wielka litera oraz cyfra.`}
      {...props}
    />
  ) : (
    <TextField label="Hasło" type="password" autoComplete="current-password" {...props} />
  )
}
