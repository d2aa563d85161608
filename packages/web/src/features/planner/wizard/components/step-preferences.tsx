import { PREFERRED_TIME_LABELS } from '@app/contract/planner'
import { PREFERRED_TIMES, PREFERRED_TIME_MINUTES } from '@app/contract/planner/constants'
import { LIMITS } from '@app/contract/limits'
import { useId } from 'react'
import { Checkbox } from '../../../../components/ui/checkbox'
import { TextField } from '../../../../components/ui/text-field'
import { clockTime } from '../wizard-text'
import { ChronotypeNote } from './chronotype-note'
import type { StepProps } from './wizard-step-fields'
import '../wizard.css'

/** Step 4: preferred parts of the day, the session length and the chronotype. */
export function StepPreferences({ draft, errors, onChange }: StepProps) {
  const id = useId()
  const chosen = new Set(draft.preferredTimes)
  return (
    <>
      <fieldset
        className="wizard-fieldset"
        data-invalid={errors.preferredTimes ? true : undefined}
        aria-describedby={[`${id}-hint`, errors.preferredTimes && `${id}-error`]
          .filter(Boolean)
          .join(' ')}
      >
        <legend>Preferowane pory dnia</legend>
        <p id={`${id}-hint`} className="field-hint">
          Kiedy wolisz się uczyć. Resztę okien plan wykorzysta, gdy zabraknie czasu; bez zaznaczenia
          wszystkie pory są tak samo dobre.
        </p>
        {errors.preferredTimes && (
          <p id={`${id}-error`} className="field-error">
            {errors.preferredTimes}
          </p>
        )}
        {PREFERRED_TIMES.map((time) => {
          const [from, to] = PREFERRED_TIME_MINUTES[time]
          return (
            <Checkbox
              key={time}
              label={`${PREFERRED_TIME_LABELS[time]} (${clockTime(from)}–${clockTime(to)})`}
              checked={chosen.has(time)}
              onChange={(event) => {
                const next = new Set(chosen)
                if (event.target.checked) next.add(time)
                else next.delete(time)
                onChange({ ...draft, preferredTimes: PREFERRED_TIMES.filter((t) => next.has(t)) })
              }}
            />
          )
        })}
      </fieldset>
      <TextField
        label="Długość sesji nauki (min)"
        hint={`Od ${LIMITS.focusSessionMinutesMin} do ${LIMITS.focusSessionMinutesMax} minut: tyle najwyżej trwa jeden blok nauki.`}
        type="number"
        inputMode="numeric"
        min={LIMITS.focusSessionMinutesMin}
        max={LIMITS.focusSessionMinutesMax}
        className="wizard-minutes"
        value={draft.sessionMinutes}
        error={errors.sessionMinutes}
        onChange={(event) => onChange({ ...draft, sessionMinutes: event.target.value })}
      />
      <ChronotypeNote chronotype={draft.chronotype} />
    </>
  )
}
