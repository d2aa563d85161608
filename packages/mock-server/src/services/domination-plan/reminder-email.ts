/** The check-in reminder e-mail (decision 0169), in Polish. */
export const CHECK_IN_REMINDER_EMAIL = {
  subject: 'Czas na podsumowanie tygodnia',
  /** `week`: '20.10–26.10.2025'; `lastDay`: the next week's Wednesday, '29.10.2025'. */
  text: (week: string, lastDay: string, link: string) =>
    [
      'Cześć!',
      `Podsumowanie tygodnia ${week} czeka w Twoim planie dominacji: zaznacz zrobione ` +
        'działania, oceń tydzień i zaplanuj działania na następny. ' +
        `Zapiszesz je do środy ${lastDay}, 23:59.`,
      `Plan dominacji: ${link}`,
      'Ten e-mail przychodzi, bo w ustawieniach planu dominacji masz włączone przypomnienie ' +
        'e-mailem.',
    ].join('\n\n'),
} as const
