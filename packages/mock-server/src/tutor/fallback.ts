import { fold } from './text'
import { GENERAL_SUGGESTIONS, SUGGESTIONS, subjectNames } from './topics/subjects'
import type { TutorContext, TutorInput } from './types'

/** The subject's key in SUGGESTIONS ('Matematyka', 'matematyka' → 'matematyka'), if it has one. */
const suggestionKey = (subject: string) =>
  Object.keys(SUGGESTIONS).find((key) => fold(subject).includes(key))

function suggestions(input: TutorInput): { intro: string; items: readonly string[] } {
  if (input.subject) {
    const key = suggestionKey(input.subject)
    const name = subjectNames([input.subject])[0] ?? input.subject.toLowerCase()
    if (key)
      return { intro: `Z przedmiotu ${name} możemy na przykład:`, items: SUGGESTIONS[key] ?? [] }
    return {
      intro: `Z przedmiotu ${name} najlepiej pracuje mi się na konkretnym pytaniu: wklej polecenie albo fragment, którego nie rozumiesz. Mogę też:`,
      items: [
        'pomóc ci zaplanować naukę tego przedmiotu',
        'dobrać metodę, np. fiszki do słówek, dat albo definicji',
      ],
    }
  }
  const fromProfile = (input.profile?.subjects ?? [])
    .map(suggestionKey)
    .flatMap((key) => (key ? (SUGGESTIONS[key]?.slice(0, 2) ?? []) : []))
  return {
    intro: 'Możemy na przykład:',
    items:
      fromProfile.length > 0
        ? [...fromProfile.slice(0, 4), GENERAL_SUGGESTIONS[3]]
        : GENERAL_SUGGESTIONS,
  }
}

/** The answer when no topic is recognised: a friendly question about what the student works on. */
export function fallbackAnswer(
  input: TutorInput,
  card: Extract<TutorContext, { kind: 'flashcard' }> | null,
): string {
  const how =
    input.mode === 'socratic'
      ? 'poprowadzę cię krok po kroku pytaniami i wskazówkami, a wynik znajdziesz samodzielnie.'
      : 'wyjaśnię ci to krok po kroku, ze wzorami i przykładem.'
  const { intro, items } = suggestions(input)
  return [
    'Cześć! Chętnie pomogę. Nad czym teraz pracujesz?',
    `Napisz, z jakiego przedmiotu jest zadanie i co już udało ci się zrobić – ${how}`,
    card
      ? `Możemy też wrócić do fiszki „${card.front.trim()}” – napisz, co w niej jest niejasne.`
      : '',
    intro,
    items.map((item) => `- ${item}`).join('\n'),
  ]
    .filter(Boolean)
    .join('\n\n')
}
