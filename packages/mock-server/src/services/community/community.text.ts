/** The mock's own Polish texts of the community area. */
export const COMMUNITY_TEXT = {
  slotNotOffered: 'Ten termin nie jest dostępny. Wybierz jeden z proponowanych terminów.',
  slotFull: 'Na ten termin nie ma już wolnych miejsc. Wybierz inny.',
  tooLateToChange:
    'Twoje spotkanie zaczyna się za mniej niż 2 godziny, więc nie można już zmienić terminu.',
  tooLateToCancel:
    'Twoje spotkanie zaczyna się za mniej niż 2 godziny, więc nie można już zrezygnować.',
} as const

/** The e-mail confirming a booked intro meeting. */
export const COMMUNITY_EMAILS = {
  bookedSubject: (when: string) => `Spotkanie wprowadzające: ${when}`,
  bookedText: (when: string, minutes: number) =>
    `Cześć! Czekamy na Ciebie na spotkaniu wprowadzającym do społeczności: ${when} (czas polski, ${minutes} minut). Dołączysz przez ten link.`,
} as const
