import { EXERCISE_LIMITS } from '@app/contract/exercises/constants'
import {
  FLASHCARD_IMAGE_MAX_BYTES,
  FLASHCARD_IMAGE_TYPES,
  FLASHCARDS_TEXT,
  type FlashcardImageType,
} from '@app/contract/flashcards'
import { toApiError } from '@app/domain/shared/api-errors'
import { Trash2 } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { useFieldArray, useFormContext } from 'react-hook-form'
import { useUploadExerciseImage } from '../../../api/exercises/mutations'
import { TextField } from '../../../components/ui/text-field'
import { apiAssetUrl } from '../../../lib/config'
import type { EditorValues } from './editor-values'
import { FileInput } from '../../../components/ui/file-input'
import '../../../components/ui/ui.css'
import './editor.css'

const isImageType = (type: string): type is FlashcardImageType =>
  (FLASHCARD_IMAGE_TYPES as readonly string[]).includes(type)

/**
 * The exercise's pictures (at most 4): PNG, JPEG or WebP up to 1 MB each, uploaded through a
 * signed link as soon as chosen (flashcards' limits, checked first), each with its text
 * alternative, required. The page shows them under the statement with that text.
 */
export function ImagesEditor() {
  const id = useId()
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<EditorValues>()
  const images = useFieldArray({ control, name: 'images', keyName: 'fieldKey' })
  const upload = useUploadExerciseImage()
  const [error, setError] = useState<string | null>(null)
  // Chosen files are shown from local addresses, let go when the editor goes.
  const localUrls = useRef<string[]>([])
  useEffect(() => () => localUrls.current.forEach((url) => URL.revokeObjectURL(url)), [])

  const choose = (input: HTMLInputElement) => {
    const file = input.files?.[0]
    setError(null)
    if (!file) return
    if (!isImageType(file.type)) return setError(FLASHCARDS_TEXT.imageType)
    if (file.size > FLASHCARD_IMAGE_MAX_BYTES) return setError(FLASHCARDS_TEXT.imageTooLarge)
    upload.mutate(
      { blob: file, contentType: file.type },
      {
        onSuccess: (imageId) => {
          const url = URL.createObjectURL(file)
          localUrls.current.push(url)
          images.append({ id: imageId, url, alt: '' })
          input.value = ''
        },
        onError: (failure) => setError(toApiError(failure).message),
      },
    )
  }

  const full = images.fields.length >= EXERCISE_LIMITS.imagesMax
  return (
    <fieldset className="exercise-editor-group">
      <legend>Obrazy (opcjonalnie)</legend>
      {images.fields.length > 0 && (
        <ul className="exercise-editor-images">
          {images.fields.map((field, index) => (
            <li key={field.fieldKey} className="exercise-editor-image">
              {field.url ? (
                <img src={apiAssetUrl(field.url)} alt="" className="exercise-editor-thumb" />
              ) : (
                <span className="exercise-editor-thumb exercise-editor-thumb-missing">
                  Obraz {index + 1}
                </span>
              )}
              <TextField
                label={`Opis obrazu ${index + 1}`}
                hint="Co przedstawia? Uczeń zobaczy ten opis pod obrazem (do 200 znaków)."
                maxLength={250}
                error={errors.images?.[index]?.alt?.message}
                {...register(`images.${index}.alt`)}
              />
              <button
                type="button"
                className="link-button exercise-editor-remove"
                onClick={() => images.remove(index)}
                aria-label={`Usuń obraz ${index + 1}`}
              >
                <Trash2 aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {errors.images?.root?.message && <p className="field-error">{errors.images.root.message}</p>}
      {full ? (
        <p className="field-hint">
          Zadanie ma już {EXERCISE_LIMITS.imagesMax} obrazy, więcej się nie zmieści.
        </p>
      ) : (
        <div className="field">
          <label htmlFor={`${id}-file`}>Dodaj obraz</label>
          <p className="field-hint" id={`${id}-hint`}>
            PNG, JPEG lub WebP, do 1 MB; najwyżej {EXERCISE_LIMITS.imagesMax} obrazy.
          </p>
          <FileInput
            id={`${id}-file`}
            accept={FLASHCARD_IMAGE_TYPES.join(',')}
            aria-describedby={`${id}-hint`}
            disabled={upload.isPending}
            onChange={(event) => choose(event.currentTarget)}
          />
          {upload.isPending && <p role="status">Wysyłanie obrazu…</p>}
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
        </div>
      )}
    </fieldset>
  )
}
