import type { ExerciseEdit } from '@app/contract/exercises'
import { ROUTES } from '@app/domain/navigation/routes'
import { formatWarsawDateTime } from '@app/domain/shared/format'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, FilePen, History } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { PageHeader } from '../../../components/ui/page-header'
import { clearDraft, readDraft, type StoredDraft } from './draft-storage'
import { EditorForm } from './editor-form'
import { EMPTY_VALUES, fromSource, sameValues } from './editor-values'
import './editor.css'

export interface ExerciseEditorProps {
  userId: string
  /** The exercise being edited, as read when the page opened; none when creating one. */
  edit?: ExerciseEdit
}

/**
 * /produkt/zadania/dodaj and /produkt/zadania/edytuj/{id} (decision 0189). What is typed is kept
 * in this browser until the server confirms a save: after a reload or a failed save the draft
 * comes back ('Przywrócono wersję roboczą z …') and can be discarded ('Odrzuć szkic').
 */
export function ExerciseEditor({ userId, edit: current }: ExerciseEditorProps) {
  // The source as first read: a later read (after a conflict) must not reset what is typed.
  const [edit] = useState(current)
  const exerciseId = edit?.id
  const [stored] = useState(() => (edit ? fromSource(edit.source, edit.images) : EMPTY_VALUES))
  const [restored, setRestored] = useState<StoredDraft | null>(() => {
    const draft = readDraft(userId, exerciseId)
    return draft && !sameValues(draft.values, stored) ? draft : null
  })
  // A new key starts the form again from other values.
  const [generation, setGeneration] = useState(0)

  const discardDraft = () => {
    clearDraft(userId, exerciseId)
    setRestored(null)
    setGeneration((n) => n + 1)
  }

  return (
    <article className="exercise-editor">
      <p className="exercise-editor-back">
        {exerciseId ? (
          <Link to={ROUTES.exercise} params={{ exerciseId }}>
            <ArrowLeft aria-hidden="true" />
            Wróć do zadania
          </Link>
        ) : (
          <Link to={ROUTES.tasks}>
            <ArrowLeft aria-hidden="true" />
            Wszystkie zadania
          </Link>
        )}
      </p>
      <PageHeader
        icon={FilePen}
        title={edit ? 'Edycja zadania' : 'Nowe zadanie'}
        description={
          edit
            ? edit.source.title
            : 'Nowe zadanie od razu możesz rozwiązywać; do wspólnej bazy trafi po recenzji.'
        }
      />
      {restored && (
        <div role="status" className="exercise-editor-restored">
          <History aria-hidden="true" />
          <p>Przywrócono wersję roboczą z {formatWarsawDateTime(restored.savedAt)}</p>
          <Button variant="secondary" onClick={discardDraft}>
            Odrzuć szkic
          </Button>
        </div>
      )}
      <EditorForm
        key={generation}
        userId={userId}
        edit={edit}
        initialValues={restored?.values ?? stored}
        startsFromDraft={restored !== null}
        baseVersion={restored?.version ?? edit?.version ?? null}
        intent={restored?.intent ?? null}
      />
    </article>
  )
}
