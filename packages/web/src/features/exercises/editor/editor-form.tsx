import type { ExerciseEdit, ExerciseSource } from '@app/contract/exercises'
import { EXERCISES_TEXT } from '@app/contract/exercises/text'
import { ROUTES } from '@app/domain/navigation/routes'
import { toApiError } from '@app/domain/shared/api-errors'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Lock, Send } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import { fetchCurrentSource, useCreateExerciseWithKey } from '../../../api/exercises/editor'
import { useUpdateExercise } from '../../../api/exercises/mutations'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { newIdempotencyKey } from '../../../lib/idempotency-key'
import { toast } from '../../../lib/toast'
import { useExclusive } from '../../../lib/use-exclusive'
import { AnswerKeyEditor } from './answer-key-editor'
import { ConflictPanel } from './conflict-panel'
import { clearDraft, writeDraft, type StoredDraft } from './draft-storage'
import { EditorPreview } from './editor-preview'
import { editorResolver } from './editor-resolver'
import { fromSource, sameValues, type EditorValues } from './editor-values'
import { HintsEditor } from './hints-editor'
import { ImagesEditor } from './images-editor'
import { MetadataFields, TextFields } from './metadata-fields'
import './editor.css'

/** What a save does with the status: send for review, keep private (new) or keep it as it is. */
type SaveMode = 'review' | 'private' | 'keep'

const SAVED: Record<SaveMode, string> = {
  review: 'Wysłano zadanie do recenzji.',
  private: 'Zapisano zadanie jako prywatne.',
  keep: 'Zapisano zmiany w zadaniu.',
}

export interface EditorFormProps {
  userId: string
  edit: ExerciseEdit | undefined
  initialValues: EditorValues
  /** The initial values are a restored draft (kept until saved or discarded). */
  startsFromDraft: boolean
  /** The version the edit is based on (sent with the save; a newer one on the server is a 409). */
  baseVersion: number | null
  intent: StoredDraft['intent']
}

export function EditorForm({
  userId,
  edit,
  initialValues,
  startsFromDraft,
  baseVersion,
  intent,
}: EditorFormProps) {
  const exerciseId = edit?.id
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const create = useCreateExerciseWithKey(userId)
  const update = useUpdateExercise(userId)
  const form = useForm<EditorValues, unknown, ExerciseSource>({
    resolver: editorResolver,
    defaultValues: initialValues,
    // Validated values are trimmed; the form keeps exactly what was typed.
    shouldUnregister: false,
  })
  const values = useWatch({ control: form.control })
  const version = useRef(baseVersion)
  const createIntent = useRef(intent)
  const lastMode = useRef<SaveMode>('review')
  const [failure, setFailure] = useState<string | null>(null)
  const [conflict, setConflict] = useState<ExerciseEdit | null>(null)

  const keepDraft = () =>
    writeDraft(userId, exerciseId, {
      values: form.getValues(),
      savedAt: Date.now(),
      version: version.current,
      intent: createIntent.current,
    })

  // Every change goes to the draft at once; back at the saved exercise there is nothing to keep.
  useEffect(() => {
    if (!sameValues(form.getValues(), initialValues)) keepDraft()
    else if (!startsFromDraft) clearDraft(userId, exerciseId)
  }, [values]) // eslint-disable-line react-hooks/exhaustive-deps

  const saved = (exercise: ExerciseEdit, mode: SaveMode) => {
    clearDraft(userId, exerciseId)
    toast.success(SAVED[mode])
    void navigate({ to: ROUTES.exercise, params: { exerciseId: exercise.id } })
  }

  const send = async (source: ExerciseSource, mode: SaveMode) => {
    const submitForReview = mode === 'review'
    if (!exerciseId) {
      const body = { source, submitForReview }
      // One key per intended exercise, kept in the draft: a retry, even after a reload, makes one.
      const request = JSON.stringify(body)
      if (createIntent.current?.request !== request)
        createIntent.current = { request, key: newIdempotencyKey() }
      keepDraft()
      const response = await create.mutateAsync({ body, idempotencyKey: createIntent.current.key })
      return response.body
    }
    const response = await update.mutateAsync({
      params: { id: exerciseId },
      body: { version: version.current ?? 0, source, submitForReview },
    })
    return response.body
  }

  const save = (mode: SaveMode) =>
    form.handleSubmit(async (source) => {
      setFailure(null)
      lastMode.current = mode
      try {
        saved(await send(source, mode), mode)
      } catch (error) {
        const apiError = toApiError(error)
        if (
          exerciseId &&
          apiError.httpsStatus === 409 &&
          apiError.message === EXERCISES_TEXT.staleVersion
        ) {
          try {
            setConflict(await fetchCurrentSource(queryClient, userId, exerciseId))
            return
          } catch {
            // The server's version could not be read: the refusal is shown as it came.
          }
        }
        setFailure(apiError.message)
      }
    })

  const exclusiveSave = useExclusive(async (mode: SaveMode) => {
    await save(mode)()
  })
  const edits = edit !== undefined
  const canSubmit = !edits || edit.status === 'PRIVATE' || edit.status === 'CHANGES_REQUESTED'
  const primary: SaveMode = canSubmit ? 'review' : 'keep'
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void exclusiveSave(primary)
  }

  const keepMine = () => {
    if (!conflict) return
    version.current = conflict.version
    setConflict(null)
    void exclusiveSave(lastMode.current)
  }
  const takeServers = () => {
    if (!conflict) return
    version.current = conflict.version
    form.reset(fromSource(conflict.source, conflict.images))
    setConflict(null)
    clearDraft(userId, exerciseId)
  }

  const busy = form.formState.isSubmitting
  return (
    <FormProvider {...form}>
      <div className="exercise-editor-layout">
        <form
          className="form exercise-editor-form"
          noValidate
          onSubmit={onSubmit}
          aria-label="Zadanie"
        >
          {conflict && (
            <ConflictPanel
              server={conflict}
              saving={busy}
              onKeepMine={keepMine}
              onTakeServers={takeServers}
            />
          )}
          <FormAlert>
            {failure ? (
              <>
                <p>Nie udało się zapisać zadania. {failure}</p>
                <p>Wszystko, co wpisano, jest zachowane w tej przeglądarce.</p>
              </>
            ) : null}
          </FormAlert>
          <MetadataFields />
          <TextFields />
          <AnswerKeyEditor />
          <HintsEditor />
          <ImagesEditor />
          <div className="exercise-editor-actions">
            <Button type="submit" busy={busy} busyLabel="Zapisywanie…">
              {primary === 'review' ? <Send aria-hidden="true" /> : null}
              {primary === 'review' ? 'Wyślij do recenzji' : 'Zapisz zmiany'}
            </Button>
            {canSubmit && (
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => void exclusiveSave(edits ? 'keep' : 'private')}
              >
                {edits ? null : <Lock aria-hidden="true" />}
                {edits ? 'Zapisz zmiany' : 'Zapisz jako prywatne'}
              </Button>
            )}
          </div>
        </form>
        <EditorPreview />
      </div>
    </FormProvider>
  )
}
