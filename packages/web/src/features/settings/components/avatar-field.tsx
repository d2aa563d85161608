import { AVATAR_CONTENT_TYPES, type AvatarContentType } from '@app/contract/user/account'
import type { User } from '@app/contract/user'
import { toApiError } from '@app/domain/shared/api-errors'
import { useId, useRef, useState, type ChangeEvent } from 'react'
import { Avatar } from '../../../components/layout/avatar'
import { Button } from '../../../components/ui/button'
import { useUploadAvatar } from '../../../api/user/mutations'
import { AVATAR_UNREADABLE_TEXT, avatarHint, checkAvatarFile, scaleAvatar } from '../avatar-image'
import { FileInput } from '../../../components/ui/file-input'
import './settings.css'

export interface AvatarFieldProps {
  user: Pick<User, 'name'>
  /** The picture in the form (an uploaded one is saved with 'Zapisz'), or null. */
  value: string | null
  /** The picture as stored, to say when the form's one still waits for 'Zapisz'. */
  savedValue: string | null
  onChange: (imageUrl: string | null) => void
  onUploadingChange: (uploading: boolean) => void
}

type Outcome = { imageUrl: string } | { error: string }

/**
 * 'Zdjęcie profilowe': a chosen file is checked in the browser (type, 2 MB), scaled to 512 px,
 * uploaded and shown; the form saves its imageUrl. A refusal is said at the field, nothing else
 * in the form changes.
 */
export function AvatarField({
  user,
  value,
  savedValue,
  onChange,
  onUploadingChange,
}: AvatarFieldProps) {
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  // Only the latest choice may fill the field, whichever upload ends last.
  const attempt = useRef(0)
  const [uploading, setUploading] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const { mutateAsync: upload } = useUploadAvatar()

  const setBusy = (busy: boolean) => {
    setUploading(busy)
    onUploadingChange(busy)
  }

  async function send(file: File, type: AvatarContentType): Promise<Outcome> {
    let picture: Awaited<ReturnType<typeof scaleAvatar>>
    try {
      picture = await scaleAvatar(file, type)
    } catch {
      return { error: AVATAR_UNREADABLE_TEXT }
    }
    try {
      return { imageUrl: await upload(picture) }
    } catch (failure) {
      return { error: toApiError(failure).message }
    }
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0]
    // Emptied, so that choosing the same file again (after a failure) is a change too.
    event.currentTarget.value = ''
    if (!file) return
    const current = ++attempt.current
    const check = checkAvatarFile(file)
    if (!check.ok) {
      setError(check.message)
      setBusy(false)
      return
    }
    setError(null)
    setBusy(true)
    const outcome = await send(file, check.type)
    if (current !== attempt.current) return
    setBusy(false)
    if ('error' in outcome) setError(outcome.error)
    else onChange(outcome.imageUrl)
  }

  function remove() {
    attempt.current += 1
    setError(null)
    setBusy(false)
    onChange(null)
    // The button goes away with the picture: the focus goes to the file input.
    inputRef.current?.focus()
  }

  let status = ''
  if (uploading) status = 'Wysyłanie zdjęcia…'
  else if (value !== savedValue)
    status = value
      ? 'Zapisz zmiany, aby zachować nowe zdjęcie.'
      : 'Zapisz zmiany, aby usunąć zdjęcie.'

  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const statusId = `${id}-status`
  return (
    <div className="field avatar-field">
      <label htmlFor={id}>Zdjęcie profilowe</label>
      <p id={hintId} className="field-hint">
        {avatarHint()}
      </p>
      <div className="avatar-field-row">
        <Avatar
          user={{ name: user.name, settings: { general: { imageUrl: value } } }}
          alt="Podgląd zdjęcia profilowego"
          className="avatar-field-preview"
        />
        <FileInput
          ref={inputRef}
          id={id}
          accept={AVATAR_CONTENT_TYPES.join(',')}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error && errorId, statusId].filter(Boolean).join(' ')}
          onChange={(event) => void choose(event)}
        />
        {value && (
          <Button variant="secondary" onClick={remove}>
            Usuń zdjęcie
          </Button>
        )}
      </div>
      {/* Rendered empty too: a live region must exist before what it announces. */}
      <p id={statusId} className="field-hint" aria-live="polite">
        {status}
      </p>
      {/* Said at once: it comes a moment after the choice, when nothing else reads it. */}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
