import {
  FLASHCARD_IMAGE_MAX_BYTES,
  FLASHCARD_IMAGE_TYPES,
  FLASHCARDS_TEXT,
  type FlashcardImageType,
} from '@app/contract/flashcards'
import { toApiError } from '@app/domain/shared/api-errors'
import { useEffect, useId, useRef, useState } from 'react'
import { Trash2 } from 'lucide-react'
import { useUploadCardImage } from '../../../api/flashcards/mutations'
import { TextField } from '../../../components/ui/text-field'
import { CardImage } from './card-image'
import { FileInput } from '../../../components/ui/file-input'
import '../flashcards.css'

/** The picture being edited: uploaded (id), shown from `url` (the server's or a local preview). */
export interface EditedImage {
  id: string
  url: string
  alt: string
}

/** The picture as the form shows it, before its text alternative is typed. */
export const imagePreview = (image: EditedImage): EditedImage => ({
  ...image,
  alt: image.alt || 'Wybrany obrazek',
})

const isImageType = (type: string): type is FlashcardImageType =>
  (FLASHCARD_IMAGE_TYPES as readonly string[]).includes(type)

/**
 * 'Obrazek' of a card: a PNG, JPEG or WebP up to 1 MB, uploaded as soon as it is chosen (type and
 * size checked first), with its text alternative, required; 'Usuń obrazek' takes it off the card.
 */
export function CardImageField({
  image,
  altError,
  onChange,
}: {
  image: EditedImage | null
  altError?: string
  onChange: (image: EditedImage | null) => void
}) {
  const id = useId()
  const upload = useUploadCardImage()
  const [error, setError] = useState<string | null>(null)
  // The chosen file is shown from a local URL; each is let go when replaced or when the form goes.
  const localUrl = useRef<string | null>(null)
  const showLocally = (file: File) => {
    if (localUrl.current) URL.revokeObjectURL(localUrl.current)
    localUrl.current = URL.createObjectURL(file)
    return localUrl.current
  }
  useEffect(
    () => () => {
      if (localUrl.current) URL.revokeObjectURL(localUrl.current)
    },
    [],
  )

  const choose = (file: File | undefined) => {
    setError(null)
    if (!file) return
    if (!isImageType(file.type)) return setError(FLASHCARDS_TEXT.imageType)
    if (file.size > FLASHCARD_IMAGE_MAX_BYTES) return setError(FLASHCARDS_TEXT.imageTooLarge)
    upload.mutate(
      { blob: file, contentType: file.type },
      {
        onSuccess: (imageId) =>
          onChange({ id: imageId, url: showLocally(file), alt: image?.alt ?? '' }),
        onError: (failure) => setError(toApiError(failure).message),
      },
    )
  }

  return (
    <fieldset className="card-image-field">
      <legend>Obrazek (opcjonalnie)</legend>
      {image && <CardImage image={imagePreview(image)} />}
      <div className="field">
        <label htmlFor={`${id}-file`}>{image ? 'Zmień obrazek' : 'Dodaj obrazek'}</label>
        <p className="field-hint" id={`${id}-hint`}>
          PNG, JPEG lub WebP, do 1 MB. Pokażemy go z przodem fiszki.
        </p>
        <FileInput
          id={`${id}-file`}
          accept={FLASHCARD_IMAGE_TYPES.join(',')}
          aria-describedby={`${id}-hint`}
          disabled={upload.isPending}
          onChange={(event) => choose(event.target.files?.[0])}
        />
        {upload.isPending && <p role="status">Wysyłanie obrazka…</p>}
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
      {image && (
        <>
          <TextField
            label="Opis obrazka"
            hint="Co przedstawia? Ten opis przeczyta czytnik ekranu (do 200 znaków)."
            value={image.alt}
            maxLength={250}
            error={altError}
            onChange={(event) => onChange({ ...image, alt: event.target.value })}
          />
          <button type="button" className="button button-secondary" onClick={() => onChange(null)}>
            <Trash2 aria-hidden="true" />
            Usuń obrazek
          </button>
        </>
      )}
    </fieldset>
  )
}
