import type { CourseKey } from '@app/contract/courses'
import type { NotesDraft } from '@app/domain/courses/notes-draft'
import { readLocal, removeLocal, writeLocal } from '../../lib/storage'

/** One draft per user and episode, so that people sharing a browser never see each other's notes. */
const draftKey = (userId: string, course: CourseKey, episodeId: string) =>
  `course-notes:${userId}:${course}:${episodeId}`

export function readNotesDraft(
  userId: string,
  course: CourseKey,
  episodeId: string,
): NotesDraft | null {
  const stored = readLocal(draftKey(userId, course, episodeId))
  if (!stored) return null
  try {
    const draft = JSON.parse(stored) as Partial<NotesDraft>
    return typeof draft.text === 'string' && typeof draft.typedAt === 'number'
      ? { text: draft.text, typedAt: draft.typedAt }
      : null
  } catch {
    return null
  }
}

export function writeNotesDraft(
  userId: string,
  course: CourseKey,
  episodeId: string,
  draft: NotesDraft,
) {
  writeLocal(draftKey(userId, course, episodeId), JSON.stringify(draft))
}

export function clearNotesDraft(userId: string, course: CourseKey, episodeId: string) {
  removeLocal(draftKey(userId, course, episodeId))
}
