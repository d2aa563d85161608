import { useId } from 'react'
import './segmented-control.css'

export interface SegmentedOption<Value extends string> {
  value: Value
  label: string
}

export interface SegmentedControlProps<Value extends string> {
  /** What is being chosen, read as the group's name. */
  legend: string
  /** One line under the legend, e.g. where the choice is kept. */
  hint?: string
  options: readonly SegmentedOption<Value>[]
  value: Value
  onChange: (value: Value) => void
}

/**
 * One of a few options side by side, as native radio buttons in a fieldset: arrow keys move the
 * choice, and a screen reader hears the group, the option and its position.
 */
export function SegmentedControl<Value extends string>({
  legend,
  hint,
  options,
  value,
  onChange,
}: SegmentedControlProps<Value>) {
  const name = useId()
  const hintId = hint ? `${name}-hint` : undefined
  return (
    <fieldset className="segmented" aria-describedby={hintId}>
      <legend className="segmented-legend">{legend}</legend>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      <div className="segmented-options">
        {options.map((option) => (
          <label key={option.value} className="segmented-option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
