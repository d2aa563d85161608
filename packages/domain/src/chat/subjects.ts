import type { ChatSubject } from '@app/contract/chat'
import type { SubjectId } from '@app/contract/user'

/** The sciences the tutor knows best: offered first to a student whose profile names none. */
const DEFAULT_SUBJECTS: readonly SubjectId[] = ['matematyka', 'fizyka', 'chemia', 'biologia']

/** Offered to everybody after the profile's own subjects (issue 'AI study chat'). */
const ALWAYS_OFFERED: readonly SubjectId[] = ['jezyk-polski', 'jezyk-angielski', 'historia']

/**
 * The subject chips of a new conversation: the subjects of the student's educational profile in
 * its order (the sciences when it names none), then Polish, English and History unless already
 * there, and 'Inne' last.
 */
export function offeredChatSubjects(profileSubjects: readonly SubjectId[]): ChatSubject[] {
  const first = profileSubjects.length > 0 ? profileSubjects : DEFAULT_SUBJECTS
  return [...new Set<ChatSubject>([...first, ...ALWAYS_OFFERED, 'inne'])]
}
