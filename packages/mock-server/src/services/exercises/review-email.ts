import type { ReviewDecision } from '@app/contract/exercises/constants'

/** The e-mail an author gets when a reviewer decides on their exercise (issue 29), in Polish. */
export const REVIEW_EMAIL = {
  subject: {
    APPROVE: 'Twoje zadanie jest w bazie zadań',
    REQUEST_CHANGES: 'Twoje zadanie czeka na poprawki',
    REJECT: 'Twoje zadanie nie trafi do bazy zadań',
  } satisfies Record<ReviewDecision, string>,
  text: (decision: ReviewDecision, title: string, comment: string, link: string) =>
    [
      'Cześć!',
      {
        APPROVE: `Recenzent zatwierdził Twoje zadanie „${title}”. Jest już w bazie zadań i inni mogą je rozwiązywać. Dziękujemy!`,
        REQUEST_CHANGES: `Recenzent przejrzał Twoje zadanie „${title}” i prosi o poprawki. Popraw je i wyślij do recenzji jeszcze raz.`,
        REJECT: `Recenzent przejrzał Twoje zadanie „${title}” i go nie przyjął. Zadanie zostaje widoczne tylko dla Ciebie.`,
      }[decision],
      ...(comment ? [`Komentarz recenzenta:\n${comment}`] : []),
      `Zadanie: ${link}`,
    ].join('\n\n'),
} as const
