import { EXERCISE_LIMITS, type AnswerType } from '@app/contract/exercises/constants'
import { Plus, Trash2 } from 'lucide-react'
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form'
import { SelectField } from '../../../components/ui/select-field'
import { TextField } from '../../../components/ui/text-field'
import { ExpressionPreview } from '../exercise/expression-preview'
import { nextOptionId, type EditorValues } from './editor-values'
import { KeyCheck } from './key-check'
import '../../../components/ui/ui.css'
import './editor.css'

export const ANSWER_TYPE_LABELS: Record<AnswerType, string> = {
  NUMERIC: 'Liczba (z jednostką lub bez)',
  SINGLE_CHOICE: 'Jedna poprawna odpowiedź',
  MULTIPLE_CHOICE: 'Kilka poprawnych odpowiedzi',
  EXPRESSION: 'Wyrażenie algebraiczne',
  OPEN: 'Otwarta (uczeń ocenia się sam)',
}

/** The answer's type and its key: the result, the correct options or the expression. */
export function AnswerKeyEditor() {
  const { register, control } = useFormContext<EditorValues>()
  const type = useWatch({ control, name: 'answerType' })
  return (
    <fieldset className="exercise-editor-group">
      <legend>Odpowiedź</legend>
      <SelectField label="Rodzaj odpowiedzi" {...register('answerType')}>
        {(Object.keys(ANSWER_TYPE_LABELS) as AnswerType[]).map((value) => (
          <option key={value} value={value}>
            {ANSWER_TYPE_LABELS[value]}
          </option>
        ))}
      </SelectField>
      {type === 'NUMERIC' && <NumericKey />}
      {(type === 'SINGLE_CHOICE' || type === 'MULTIPLE_CHOICE') && (
        <ChoiceKey multiple={type === 'MULTIPLE_CHOICE'} />
      )}
      {type === 'EXPRESSION' && <ExpressionKey />}
      {type === 'OPEN' && (
        <p className="exercise-editor-note">
          Uczeń napisze odpowiedź, zobaczy Twoje rozwiązanie i sam oceni, czy ma dobrze.
        </p>
      )}
      <KeyCheck type={type} />
    </fieldset>
  )
}

function NumericKey() {
  const {
    register,
    formState: { errors },
  } = useFormContext<EditorValues>()
  return (
    <>
      <div className="exercise-editor-row">
        <TextField
          label="Poprawny wynik"
          hint="Liczba, np. 18 albo 0,5."
          autoComplete="off"
          inputMode="decimal"
          error={errors.numeric?.value?.message}
          {...register('numeric.value')}
        />
        <TextField
          label="Jednostka"
          hint="Pusta, gdy wynik to sama liczba; np. km, m/s, g/mol."
          autoComplete="off"
          maxLength={EXERCISE_LIMITS.unitMax + 10}
          error={errors.numeric?.unit?.message}
          {...register('numeric.unit')}
        />
      </div>
      <div className="exercise-editor-row">
        <TextField
          label="Tolerancja"
          hint="O ile wynik może się różnić (w jednostce wyniku); 0: tylko dokładny."
          autoComplete="off"
          inputMode="decimal"
          error={errors.numeric?.tolerance?.message}
          {...register('numeric.tolerance')}
        />
        <SelectField
          label="Postać wyniku"
          error={errors.numeric?.form?.message}
          {...register('numeric.form')}
        >
          <option value="DECIMAL">Dowolna liczba</option>
          <option value="FRACTION">Ułamek zwykły, skrócony</option>
        </SelectField>
      </div>
    </>
  )
}

const optionLetter = (index: number) => String.fromCharCode(65 + index)

function ChoiceKey({ multiple }: { multiple: boolean }) {
  const {
    register,
    control,
    getValues,
    setValue,
    formState: { errors },
  } = useFormContext<EditorValues>()
  const options = useFieldArray({ control, name: 'options', keyName: 'fieldKey' })
  const marks = useWatch({ control, name: 'options' })
  const listError = errors.options?.root?.message ?? errors.options?.message

  // One correct option: marking it clears the others.
  const markOnly = (index: number) =>
    getValues('options').forEach((_, at) =>
      setValue(`options.${at}.correct`, at === index, { shouldDirty: true }),
    )

  return (
    <fieldset className="exercise-editor-options" aria-describedby="exercise-options-hint">
      <legend>Odpowiedzi do wyboru</legend>
      <p id="exercise-options-hint" className="field-hint">
        {multiple ? 'Zaznacz wszystkie poprawne (co najmniej jedną).' : 'Zaznacz jedną poprawną.'}{' '}
        Od {EXERCISE_LIMITS.optionsMin} do {EXERCISE_LIMITS.optionsMax} odpowiedzi.
      </p>
      <ol className="exercise-editor-option-list">
        {options.fields.map((field, index) => (
          <li key={field.fieldKey} className="exercise-editor-option">
            <TextField
              label={`Odpowiedź ${optionLetter(index)}`}
              autoComplete="off"
              maxLength={EXERCISE_LIMITS.optionMax + 50}
              error={errors.options?.[index]?.text?.message}
              {...register(`options.${index}.text`)}
            />
            <label className="exercise-editor-correct">
              <input
                type={multiple ? 'checkbox' : 'radio'}
                checked={marks?.[index]?.correct ?? false}
                onChange={(event) =>
                  multiple
                    ? setValue(`options.${index}.correct`, event.target.checked, {
                        shouldDirty: true,
                      })
                    : markOnly(index)
                }
              />
              Poprawna
            </label>
            <button
              type="button"
              className="link-button exercise-editor-remove"
              disabled={options.fields.length <= EXERCISE_LIMITS.optionsMin}
              onClick={() => options.remove(index)}
              aria-label={`Usuń odpowiedź ${optionLetter(index)}`}
            >
              <Trash2 aria-hidden="true" />
            </button>
          </li>
        ))}
      </ol>
      {listError && <p className="field-error">{listError}</p>}
      {options.fields.length < EXERCISE_LIMITS.optionsMax && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() =>
            options.append({ id: nextOptionId(getValues('options')), text: '', correct: false })
          }
        >
          <Plus aria-hidden="true" />
          Dodaj odpowiedź
        </button>
      )}
    </fieldset>
  )
}

function ExpressionKey() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<EditorValues>()
  const [expression, variables] = useWatch({
    control,
    name: ['expression.expression', 'expression.variables'],
  })
  const letters = (variables ?? '').split(/[\s,;]+/).filter(Boolean)
  return (
    <>
      <div className="exercise-editor-row">
        <TextField
          label="Poprawne wyrażenie"
          hint="Np. 2(x+1) albo x^2-1. Każda równoważna postać będzie uznana."
          autoComplete="off"
          spellCheck={false}
          maxLength={EXERCISE_LIMITS.answerMax + 50}
          error={errors.expression?.expression?.message}
          {...register('expression.expression')}
        />
        <TextField
          label="Zmienne"
          hint="Litery oddzielone przecinkami, np. x albo x, y."
          autoComplete="off"
          spellCheck={false}
          error={errors.expression?.variables?.message}
          {...register('expression.variables')}
        />
      </div>
      <ExpressionPreview expression={expression ?? ''} variables={letters} />
    </>
  )
}
