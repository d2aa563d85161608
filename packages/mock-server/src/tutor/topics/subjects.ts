import { SUBJECTS } from '@app/contract/user'

/** Subject ids as lower-case names for a sentence ('matematyka', 'język polski'). */
export const subjectNames = (ids: readonly string[]) =>
  ids.map((id) => (SUBJECTS.find((s) => s.id === id)?.label ?? id).toLowerCase())

/** What the tutor can do in a subject, for the greeting; the keys are folded subject ids or labels. */
export const SUGGESTIONS: Record<string, readonly string[]> = {
  matematyka: [
    'rozwiązać równanie, np. $x^2-5x+6=0$ albo $2x+7=19$',
    'policzyć logarytm, np. $\\log_2 8$',
    'przećwiczyć trygonometrię, np. $\\sin 30^\\circ$',
  ],
  fizyka: [
    'policzyć drogę w ruchu jednostajnym',
    'rozwiązać zadanie z ruchu jednostajnie przyspieszonego',
  ],
  chemia: ['policzyć stężenie procentowe roztworu', 'przeliczyć gramy na mole'],
  biologia: [
    'rozwiązać krzyżówkę genetyczną, np. $Aa\\times Aa$',
    'powtórzyć pojęcia: allel, genotyp, fenotyp',
  ],
}

export const GENERAL_SUGGESTIONS = [
  'rozwiązać równanie, np. $x^2-5x+6=0$',
  'policzyć drogę w ruchu jednostajnym albo stężenie roztworu',
  'rozwiązać krzyżówkę genetyczną',
  'ułożyć plan nauki do matury',
  'dobrać metodę nauki: fiszki, powtórki rozłożone w czasie, technikę Pomodoro',
] as const
