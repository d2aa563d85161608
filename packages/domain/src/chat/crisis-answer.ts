/**
 * The fixed answer to a message that speaks of suicide or self-harm (decision 0156): no tutor is
 * asked, the same caring text goes to everyone, in Markdown for the chat's renderer. The numbers
 * and hours were checked as the decision records; change them only with a new check.
 */

export interface Helpline {
  /** As dialled, grouped as Polish numbers are written. */
  number: string
  name: string
  when: string
}

export const HELPLINES = {
  youth: {
    number: '116 111',
    name: 'Telefon Zaufania dla Dzieci i Młodzieży',
    when: 'bezpłatnie, całą dobę',
  },
  adults: {
    number: '800 70 2222',
    name: 'Centrum Wsparcia dla Osób Dorosłych w Kryzysie Psychicznym',
    when: 'bezpłatnie, całą dobę',
  },
  emergency: {
    number: '112',
    name: 'numer alarmowy',
    when: 'gdy życie jest w niebezpieczeństwie',
  },
} as const satisfies Record<string, Helpline>

const { youth, adults, emergency } = HELPLINES

export const CRISIS_ANSWER = [
  'To, co piszesz, brzmi naprawdę ciężko. Dobrze, że o tym napisałeś/napisałaś. **Nie jesteś z tym sam ani sama.**',
  '',
  'Jestem tylko programem do nauki i nie pomogę Ci tak, jak może pomóc drugi człowiek. Porozmawiaj, proszę, jeszcze dziś z kimś, komu ufasz: z rodzicem, kimś z rodziny, wychowawcą, pedagogiem albo psychologiem szkolnym. Możesz po prostu pokazać tej osobie tę wiadomość.',
  '',
  'Możesz też od razu zadzwonić albo napisać:',
  '',
  `- **${youth.number}**: ${youth.name}, ${youth.when}. Rozmowa jest anonimowa, a na stronie 116111.pl możesz też napisać na czacie.`,
  `- **${adults.number}**: ${adults.name}, ${adults.when}.`,
  `- **${emergency.number}**: ${emergency.name}, ${emergency.when}. Zadzwoń od razu, jeśli myślisz, że możesz zrobić sobie krzywdę teraz, albo jeśli coś już sobie zrobiłeś/zrobiłaś.`,
  '',
  'Twoje uczucia są ważne i zasługujesz na pomoc. Ludzie pod tymi numerami są po to, żeby Cię wysłuchać, bez oceniania.',
].join('\n')
