import {
  WEEKDAYS,
  WEEKDAY_NAMES,
  type StudyWindow,
  type WeekWindows,
  type Weekday,
} from '@app/contract/user'
import { LIMITS } from '@app/contract/limits'
import { Plus, Trash2 } from 'lucide-react'
import { useId } from 'react'
import { Button } from './button'
import './week-windows-field.css'

/** A new window: the hour after the day's last one, or 16:00–18:00 on an empty day. */
function nextWindow(windows: readonly StudyWindow[]): StudyWindow {
  const last = windows.at(-1)
  if (!last) return { start: '16:00', end: '18:00' }
  const [hours] = last.end.split(':').map(Number)
  const start = Math.min(hours ?? 16, 22)
  const pad = (hour: number) => `${String(hour).padStart(2, '0')}:00`
  return { start: pad(start), end: pad(start + 1) }
}

export interface WeekWindowsFieldProps {
  legend: string
  hint?: string
  value: WeekWindows
  onChange: (value: WeekWindows) => void
  /** Each day's first problem ('W poniedziałek dostępny czas przekracza 24 godziny.'). */
  dayErrors?: Partial<Record<Weekday, string | undefined>>
  /** The week's own problem ('Dodaj przynajmniej jeden dzień z czasem na naukę.'). */
  error?: string
}

/**
 * The week's study windows (Warsaw wall time): 0–3 per weekday, each a start and an end, a day
 * without any is free. Used by the planner's settings and the new plan's wizard.
 */
export function WeekWindowsField({
  legend,
  hint,
  value,
  onChange,
  dayErrors = {},
  error,
}: WeekWindowsFieldProps) {
  const id = useId()
  const setDay = (day: Weekday, windows: StudyWindow[]) => onChange({ ...value, [day]: windows })

  return (
    <fieldset
      className="week-windows"
      aria-describedby={
        [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
      }
    >
      <legend>{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
      <ul className="week-windows-days">
        {WEEKDAYS.map((day) => {
          const windows = value[day]
          const dayError = dayErrors[day]
          const errorId = `${id}-${day}-error`
          const name = WEEKDAY_NAMES[day]
          return (
            <li key={day} className="week-windows-day">
              <fieldset aria-describedby={dayError ? errorId : undefined}>
                <legend>{name}</legend>
                {windows.length === 0 && <p className="week-windows-free">Dzień wolny</p>}
                {windows.map((window, index) => {
                  const change = (patch: Partial<StudyWindow>) =>
                    setDay(
                      day,
                      windows.map((w, i) => (i === index ? { ...w, ...patch } : w)),
                    )
                  const nth = windows.length > 1 ? ` ${index + 1}` : ''
                  return (
                    <div key={index} className="week-windows-window">
                      <label>
                        <span>Od</span>
                        <input
                          type="time"
                          step={300}
                          value={window.start}
                          aria-label={`${name}, okno${nth}: od`}
                          aria-invalid={dayError ? true : undefined}
                          onChange={(event) => change({ start: event.target.value })}
                        />
                      </label>
                      <label>
                        <span>Do</span>
                        <input
                          type="time"
                          step={300}
                          value={window.end === '24:00' ? '23:59' : window.end}
                          aria-label={`${name}, okno${nth}: do`}
                          aria-invalid={dayError ? true : undefined}
                          onChange={(event) => change({ end: event.target.value })}
                        />
                      </label>
                      <Button
                        variant="secondary"
                        className="week-windows-remove"
                        aria-label={`Usuń okno ${window.start}–${window.end} (${name.toLocaleLowerCase('pl')})`}
                        onClick={() =>
                          setDay(
                            day,
                            windows.filter((_, i) => i !== index),
                          )
                        }
                      >
                        <Trash2 aria-hidden="true" size={18} />
                      </Button>
                    </div>
                  )
                })}
                {windows.length < LIMITS.studyWindowsPerDayMax && (
                  <Button
                    variant="secondary"
                    className="week-windows-add"
                    aria-label={`Dodaj okno: ${name.toLocaleLowerCase('pl')}`}
                    onClick={() => setDay(day, [...windows, nextWindow(windows)])}
                  >
                    <Plus aria-hidden="true" size={18} /> Dodaj okno
                  </Button>
                )}
                {dayError && (
                  <p id={errorId} className="field-error">
                    {dayError}
                  </p>
                )}
              </fieldset>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}
