import { EXERCISE_LIMITS } from '@app/contract/exercises/constants'
import { Plus, Trash2 } from 'lucide-react'
import { useFieldArray, useFormContext } from 'react-hook-form'
import { TextArea } from '../../../components/ui/text-area'
import { hintLabel } from '../exercise/hints-section'
import type { EditorValues } from './editor-values'
import '../../../components/ui/ui.css'
import './editor.css'

/** 0–5 hints, shown to the student one at a time in this order. */
export function HintsEditor() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<EditorValues>()
  const hints = useFieldArray({ control, name: 'hints', keyName: 'fieldKey' })
  const total = hints.fields.length
  return (
    <fieldset className="exercise-editor-group">
      <legend>Podpowiedzi</legend>
      <p className="field-hint">
        Od 0 do {EXERCISE_LIMITS.hintsMax}. Uczeń odkrywa je po kolei: pierwsza niech tylko
        naprowadza.
      </p>
      {total > 0 && (
        <ol className="exercise-editor-hint-list">
          {hints.fields.map((field, index) => (
            <li key={field.fieldKey} className="exercise-editor-hint">
              <TextArea
                label={hintLabel(index + 1, total)}
                rows={2}
                maxLength={EXERCISE_LIMITS.hintMax + 100}
                error={errors.hints?.[index]?.text?.message}
                {...register(`hints.${index}.text`)}
              />
              <button
                type="button"
                className="link-button exercise-editor-remove"
                onClick={() => hints.remove(index)}
                aria-label={`Usuń podpowiedź ${index + 1}`}
              >
                <Trash2 aria-hidden="true" />
              </button>
            </li>
          ))}
        </ol>
      )}
      {errors.hints?.root?.message && <p className="field-error">{errors.hints.root.message}</p>}
      {total < EXERCISE_LIMITS.hintsMax && (
        <button
          type="button"
          className="button button-secondary exercise-editor-add"
          onClick={() => hints.append({ text: '' })}
        >
          <Plus aria-hidden="true" />
          Dodaj podpowiedź
        </button>
      )}
    </fieldset>
  )
}
