import { LIMITS } from '@app/contract/limits'
import { formatDateKey } from '@app/domain/planner/labels'
import { dayOfKey, midnightOf } from '@app/domain/planner/timeline'
import { polishWeekday, toWarsawDateKey } from '@app/domain/shared/format'
import { CalendarX, Trash2 } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { Button } from '../../../../components/ui/button'
import { TextField } from '../../../../components/ui/text-field'
import { useNow } from '../../../../lib/use-now'
import { WIZARD_TEXT } from '../wizard-text'
import '../wizard.css'

interface DaysOffFieldProps {
  /** 'yyyy-mm-dd', sorted. */
  value: string[]
  error?: string
  onChange: (daysOff: string[]) => void
}

const dayName = (dateKey: string) =>
  `${polishWeekday(midnightOf(dayOfKey(dateKey)))}, ${formatDateKey(dateKey)}`

/** Days with no study at all (a trip, a birthday): picked one by one, each removable. */
export function DaysOffField({ value, error, onChange }: DaysOffFieldProps) {
  const id = useId()
  const [picked, setPicked] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const now = useNow(60_000)

  const add = () => {
    if (picked === '') return setProblem(WIZARD_TEXT.dayOffMissing)
    if (value.includes(picked)) return setProblem(WIZARD_TEXT.dayOffTwice)
    setProblem(null)
    setPicked('')
    onChange([...value, picked].sort())
  }

  return (
    <fieldset
      className="wizard-fieldset"
      data-invalid={error ? true : undefined}
      aria-describedby={[`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')}
    >
      <legend>Dni wolne</legend>
      <p id={`${id}-hint`} className="field-hint">
        Dni bez nauki, np. wyjazd albo urodziny (najwyżej {LIMITS.planDaysOffMax}).
      </p>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
      <div className="wizard-row wizard-day-off-add">
        <TextField
          type="date"
          label="Dzień wolny"
          ref={inputRef}
          min={toWarsawDateKey(now)}
          value={picked}
          error={problem ?? undefined}
          onChange={(event) => setPicked(event.target.value)}
          onKeyDown={(event) => {
            // Enter adds the day instead of sending the step.
            if (event.key !== 'Enter') return
            event.preventDefault()
            add()
          }}
        />
        <Button variant="secondary" onClick={add}>
          <CalendarX aria-hidden="true" />
          Dodaj dzień wolny
        </Button>
      </div>
      {value.length === 0 ? (
        <p className="wizard-muted">Nie masz jeszcze dni wolnych.</p>
      ) : (
        <ul className="wizard-days-off" aria-label="Twoje dni wolne">
          {value.map((day) => (
            <li key={day}>
              <span>{dayName(day)}</span>
              <Button
                variant="secondary"
                className="wizard-icon-button"
                aria-label={`Usuń dzień wolny ${formatDateKey(day)}`}
                onClick={() => {
                  onChange(value.filter((d) => d !== day))
                  // The button goes away with its day: the focus stays in the field.
                  inputRef.current?.focus()
                }}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  )
}
