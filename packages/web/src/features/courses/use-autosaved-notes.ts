import type { CourseKey } from '@app/contract/courses'
import { notesToShow } from '@app/domain/courses/notes-draft'
import { useEffect, useState } from 'react'
import { useSaveEpisodeNotes } from '../../api/courses/mutations'
import { NotesAutosaver, type NotesSaveState } from './notes-autosaver'
import { clearNotesDraft, readNotesDraft, writeNotesDraft } from './notes-draft-storage'

interface Args {
  userId: string
  course: CourseKey
  episodeId: string
  server: { notes: string; notesSavedAt: string | null }
}

/**
 * Episode notes with autosave (`update_episode_notes`). Every keystroke goes to a local draft at
 * once; the draft is dropped only when the server has confirmed exactly the text shown, so nothing
 * typed is lost to a failed save, a closed tab or a reload. Mount once per episode (key it).
 */
export function useAutosavedNotes({ userId, course, episodeId, server }: Args) {
  const saveNotes = useSaveEpisodeNotes(course)
  const [initial] = useState(() => notesToShow(server, readNotesDraft(userId, course, episodeId)))
  const [text, setText] = useState(initial.text)
  const [state, setState] = useState<NotesSaveState>({
    kind: initial.unsaved ? 'unsaved' : 'saved',
  })
  const [saver] = useState(
    () =>
      new NotesAutosaver(initial.text, {
        confirmed: server.notes,
        send: (notes) => saveNotes(episodeId, notes),
        onState: setState,
        onAllSaved: () => clearNotesDraft(userId, course, episodeId),
      }),
  )

  useEffect(() => {
    saver.start()
    // A draft newer than the server's copy (typed before a reload or while offline) goes out now.
    if (initial.unsaved) saver.saveNow()
    else clearNotesDraft(userId, course, episodeId)
    const onOnline = () => saver.saveNow()
    window.addEventListener('online', onOnline)
    return () => {
      window.removeEventListener('online', onOnline)
      saver.stop()
    }
  }, [course, episodeId, initial, saver, userId])

  const change = (value: string) => {
    setText(value)
    writeNotesDraft(userId, course, episodeId, { text: value, typedAt: Date.now() })
    saver.change(value)
  }
  return { text, state, change, saveNow: () => saver.saveNow() }
}
