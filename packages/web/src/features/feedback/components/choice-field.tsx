import { useId, type ComponentProps } from 'react'
import '../feedback.css'

export interface ChoiceFieldProps {
  legend: string
  options: readonly { value: string; label: string }[]
  error?: string
  /** react-hook-form's `register('name')`, spread onto every radio button. */
  registration: Omit<ComponentProps<'input'>, 'type' | 'value' | 'id'>
  variant?: 'rating' | 'choice'
}

/**
 * One answer of several: a fieldset of radio buttons (arrow keys move between them). The error
 * is read with the group through the fieldset's description (radios take no aria-invalid).
 */
export function ChoiceField({
  legend,
  options,
  error,
  registration,
  variant = 'choice',
}: ChoiceFieldProps) {
  const id = useId()
  const errorId = error ? `${id}-error` : undefined
  return (
    <fieldset className={`${variant}-field`} aria-describedby={errorId}>
      <legend>{legend}</legend>
      <div className={`${variant}-options`}>
        {options.map((option) => (
          <label key={option.value}>
            <input type="radio" value={option.value} {...registration} />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  )
}
