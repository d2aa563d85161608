import type { ChoiceOption, Exercise } from '@app/contract/exercises'
import { EXERCISE_LIMITS } from '@app/contract/exercises/constants'
import { useId } from 'react'
import { RichText } from '../../../components/rich-text/rich-text'
import { TextArea } from '../../../components/ui/text-area'
import { TextField } from '../../../components/ui/text-field'
import type { AnswerDraft } from './answer-model'
import { ExpressionPreview } from './expression-preview'
import './exercise.css'
import './exercise-answer.css'

export interface AnswerFieldsProps {
  exercise: Exercise
  draft: AnswerDraft
  onChange: (draft: AnswerDraft) => void
  /** Why the last answer was not taken (the form's check or the server's 400/422). */
  error: string | null
  disabled: boolean
}

/**
 * The answer's input by the exercise's type: a result with its unit, one or several options, an
 * expression with the checker's reading of it, or an open answer's text.
 */
export function AnswerFields({ exercise, draft, onChange, error, disabled }: AnswerFieldsProps) {
  const set = (patch: Partial<AnswerDraft>) => onChange({ ...draft, ...patch })
  const errorText = error ?? undefined
  switch (exercise.answerType) {
    case 'NUMERIC':
      return (
        <div className="exercise-numeric">
          <TextField
            label="Wynik"
            hint={
              exercise.expectsUnit
                ? 'Liczba, np. 2,5 albo 1/3. Jednostkę wpisz obok.'
                : 'Liczba, np. 2,5 albo 1/3.'
            }
            inputMode="text"
            autoComplete="off"
            spellCheck={false}
            maxLength={EXERCISE_LIMITS.answerMax}
            value={draft.value}
            error={errorText}
            disabled={disabled}
            onChange={(event) => set({ value: event.target.value })}
          />
          {exercise.expectsUnit && (
            <TextField
              label="Jednostka"
              hint="np. km, m/s, g/mol"
              autoComplete="off"
              spellCheck={false}
              className="exercise-unit"
              maxLength={EXERCISE_LIMITS.unitMax}
              value={draft.unit}
              disabled={disabled}
              onChange={(event) => set({ unit: event.target.value })}
            />
          )}
        </div>
      )
    case 'SINGLE_CHOICE':
    case 'MULTIPLE_CHOICE':
      return (
        <ChoiceFields
          multiple={exercise.answerType === 'MULTIPLE_CHOICE'}
          options={exercise.options ?? []}
          draft={draft}
          onChange={set}
          error={error}
          disabled={disabled}
        />
      )
    case 'EXPRESSION':
      return (
        <div className="exercise-expression">
          <TextField
            label="Wyrażenie"
            hint={expressionHint(exercise.variables)}
            autoComplete="off"
            spellCheck={false}
            maxLength={EXERCISE_LIMITS.answerMax}
            value={draft.expression}
            error={errorText}
            disabled={disabled}
            onChange={(event) => set({ expression: event.target.value })}
          />
          <ExpressionPreview expression={draft.expression} variables={exercise.variables} />
        </div>
      )
    case 'OPEN':
      return (
        <TextArea
          label="Twoja odpowiedź"
          hint="Napisz rozwiązanie, potem porównaj je z wzorcowym i oceń się."
          rows={6}
          maxLength={EXERCISE_LIMITS.openAnswerMax}
          value={draft.text}
          error={errorText}
          disabled={disabled}
          onChange={(event) => set({ text: event.target.value })}
        />
      )
  }
}

const expressionHint = (variables: readonly string[]) =>
  variables.length > 0
    ? `Użyj ${variables.length === 1 ? 'zmiennej' : 'zmiennych'} ${variables.join(', ')}. Mnożenie: 2x albo 2*x, potęga: x^2.`
    : 'Mnożenie: 2*3, potęga: 2^3, pierwiastek: sqrt(2).'

function ChoiceFields({
  multiple,
  options,
  draft,
  onChange,
  error,
  disabled,
}: {
  multiple: boolean
  options: readonly ChoiceOption[]
  draft: AnswerDraft
  onChange: (patch: Partial<AnswerDraft>) => void
  error: string | null
  disabled: boolean
}) {
  const name = useId()
  const toggle = (id: string, checked: boolean) =>
    onChange({
      optionIds: checked ? [...draft.optionIds, id] : draft.optionIds.filter((o) => o !== id),
    })
  return (
    <fieldset
      className="exercise-choice"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${name}-error` : `${name}-hint`}
    >
      <legend>{multiple ? 'Zaznacz wszystkie poprawne odpowiedzi' : 'Wybierz odpowiedź'}</legend>
      <p id={`${name}-hint`} className="field-hint">
        {multiple ? 'Poprawnych może być kilka.' : 'Poprawna jest jedna.'}
      </p>
      <ul className="exercise-options">
        {options.map((option) => (
          <li key={option.id}>
            <label className="exercise-option">
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={name}
                value={option.id}
                disabled={disabled}
                checked={
                  multiple ? draft.optionIds.includes(option.id) : draft.optionId === option.id
                }
                onChange={(event) =>
                  multiple
                    ? toggle(option.id, event.target.checked)
                    : onChange({ optionId: option.id })
                }
              />
              <RichText source={option.text} className="exercise-option-text" />
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p id={`${name}-error`} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  )
}
