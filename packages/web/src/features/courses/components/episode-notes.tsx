import type { CourseKey } from '@app/contract/courses'
import { LIMITS } from '@app/domain/shared/constants'
import { useId } from 'react'
import { Button } from '../../../components/ui/button'
import { TextArea } from '../../../components/ui/text-area'
import type { NotesSaveState } from '../notes-autosaver'
import { useAutosavedNotes } from '../use-autosaved-notes'
import '../courses.css'

export interface EpisodeNotesProps {
  userId: string
  course: CourseKey
  episodeId: string
  notes: string
  notesSavedAt: string | null
}

/** The notes area of an episode (`showNotes`), saved automatically; the state is always visible. */
export function EpisodeNotes({
  userId,
  course,
  episodeId,
  notes,
  notesSavedAt,
}: EpisodeNotesProps) {
  const id = useId()
  const { text, state, change, saveNow } = useAutosavedNotes({
    userId,
    course,
    episodeId,
    server: { notes, notesSavedAt },
  })

  return (
    <section className="episode-notes" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Twoje notatki</h2>
      <TextArea
        label="Notatki do tego odcinka"
        hint="Zapisujemy je automatycznie, gdy przestajesz pisać."
        rows={10}
        value={text}
        maxLength={LIMITS.notesMax}
        aria-describedby={`${id}-state`}
        onChange={(event) => change(event.target.value)}
      />
      <div id={`${id}-state`} className={`notes-state notes-state-${state.kind}`} role="status">
        {describe(state)}
      </div>
      {state.kind === 'failed' ? (
        <Button variant="secondary" onClick={saveNow}>
          Zapisz teraz
        </Button>
      ) : null}
    </section>
  )
}

function describe(state: NotesSaveState): string {
  switch (state.kind) {
    case 'saved':
      return 'Wszystkie zmiany zapisane.'
    case 'unsaved':
      return 'Niezapisane zmiany…'
    case 'saving':
      return 'Zapisywanie…'
    case 'failed': {
      const safe = 'Twój tekst jest bezpieczny w tej przeglądarce'
      return state.retryInMs === null
        ? `Nie udało się zapisać notatek: ${state.message} ${safe}.`
        : `Nie udało się zapisać notatek: ${state.message} ${safe} – spróbujemy ponownie za ${Math.ceil(state.retryInMs / 1000)} s.`
    }
  }
}
