/**
 * Episode notes are typed into a local draft first and saved to the server in the background
 * (autosave). A draft is kept until the server confirms the same text, so nothing typed is lost
 * when saving fails, the tab closes or the page reloads.
 */
export const NOTES_AUTOSAVE_DELAY_MS = 1000

export interface NotesDraft {
  text: string
  /** When the text was last typed (epoch ms). */
  typedAt: number
}

/**
 * The text to show when the notes open: a draft typed after the server's last save wins (it is
 * then saved again); an older draft (e.g. notes saved later on another device) is dropped.
 */
export function notesToShow(
  server: { notes: string; notesSavedAt: string | null },
  draft: NotesDraft | null,
): { text: string; unsaved: boolean } {
  if (!draft || draft.text === server.notes) return { text: server.notes, unsaved: false }
  const savedAt = server.notesSavedAt ? Date.parse(server.notesSavedAt) : -Infinity
  if (draft.typedAt > savedAt) return { text: draft.text, unsaved: true }
  return { text: server.notes, unsaved: false }
}
