import type { ChatMode, ChatSubject } from '@app/contract/chat'
import { subjectLabel, type SubjectId } from '@app/contract/user'

/** The chat page's words that more than one component says. */
export const MODE_LABELS: Record<ChatMode, string> = {
  socratic: 'Tryb sokratejski',
  explain: 'Wyjaśniaj',
}

export const MODE_HINTS: Record<ChatMode, string> = {
  socratic:
    'Pytania i podpowiedzi: dochodzisz do wyniku sam, czat go nie zdradza, zanim spróbujesz.',
  explain: 'Wyjaśnienie krok po kroku, ze wzorami i przykładem.',
}

export const subjectName = (subject: ChatSubject): string =>
  subject === 'inne' ? 'Inne' : subjectLabel(subject as SubjectId)

/** Example questions on an empty conversation: one click puts the text in the composer. */
export const EXAMPLE_PROMPTS = [
  'Jak rozwiązać równanie x² − 5x + 6 = 0?',
  'Wytłumacz mi ruch jednostajny prostoliniowy.',
  'Jak obliczyć stężenie procentowe roztworu?',
  'Pomóż mi ułożyć plan powtórek przed maturą.',
] as const

export const INTERRUPTED_NOTE = 'Odpowiedź została przerwana.'
export const STOPPED_NOTE = 'Zatrzymano'

/** A new conversation's title: the first message, cut at a word to at most 80 characters. */
export function titleFromMessage(content: string): string {
  const text = content.replace(/\s+/g, ' ').trim()
  if ([...text].length <= 80) return text
  const cut = [...text].slice(0, 79).join('')
  const atWord = cut.slice(0, cut.lastIndexOf(' '))
  return `${atWord.length > 40 ? atWord : cut}…`
}
