/**
 * The domination plan's Polish texts (issue 28): what the API answers and the page shows before
 * asking. Free of zod, so the domain's rules and the pages use the same words.
 */

/** The check-in's day in a sentence: 'w niedzielę od 18:00'. */
const CHECK_IN_DAY_ON = {
  THU: 'w czwartek',
  FRI: 'w piątek',
  SAT: 'w sobotę',
  SUN: 'w niedzielę',
} as const

export const DOMINATION_PLAN_TEXT = {
  noAccess: 'Plan dominacji nie jest dostępny na Twoim koncie.',
  staleVersion:
    'Plan dominacji zmieniono w innej karcie lub na innym urządzeniu. Twoja zmiana jest zachowana: sprawdź ją i zapisz ponownie.',
  checkInStaleVersion:
    'Podsumowanie tygodnia zmieniono w innej karcie lub na innym urządzeniu. Twoja zmiana jest zachowana: sprawdź ją i zapisz ponownie.',
  checkInNotFound: 'Nie znaleziono podsumowania tygodnia.',
  checkInExists: 'Podsumowanie tego tygodnia jest już zapisane. Możesz je poprawić.',
  checkInNotYet: (day: keyof typeof CHECK_IN_DAY_ON, time: string) =>
    `Podsumowanie tego tygodnia zapiszesz ${CHECK_IN_DAY_ON[day]} od ${time}.`,
  checkInClosed:
    'Podsumowanie tego tygodnia można było zapisać do środy następnego tygodnia, 23:59.',
  actionNotInWeek: 'Zaznaczone działanie nie należy do podsumowywanego tygodnia.',
  idempotencyConflict: 'Ten klucz został już użyty dla innego podsumowania.',

  vision: 'Wizja może mieć najwyżej 1000 znaków.',
  goalTitle: 'Cel musi mieć od 1 do 120 znaków.',
  goalWhy: 'Uzasadnienie celu może mieć najwyżej 500 znaków.',
  milestoneTitle: 'Kamień milowy musi mieć od 1 do 120 znaków.',
  actionTitle: 'Działanie musi mieć od 1 do 120 znaków.',
  quarter: 'Kwartał to liczba od 1 do 4.',
  tooManyGoals: 'Plan może mieć najwyżej 10 celów.',
  tooManyMilestones: 'Cel może mieć najwyżej 12 kamieni milowych.',
  tooManyActionsInWeek: 'Na jeden tydzień możesz zaplanować najwyżej 10 działań.',
  tooManyActions: 'Plan może mieć najwyżej 530 działań.',
  itemId: 'Nieprawidłowy identyfikator (od 1 do 40 liter, cyfr, „-” lub „_”).',
  duplicateId: 'Identyfikatory celów, kamieni milowych i działań nie mogą się powtarzać.',
  unknownMilestone: 'Działanie musi należeć do kamienia milowego z planu.',
  weekKey: 'Oczekiwano tygodnia w formacie rrrr-Wtt, np. 2025-W44.',
  rating: 'Oceń tydzień w skali od 1 do 5.',
  answer: 'Odpowiedź może mieć najwyżej 1000 znaków.',
  duplicateAction: 'Każde działanie można zaznaczyć tylko raz.',

  /** The check-in's questions, as the page asks them. */
  ratingQuestion: 'Jak oceniasz ten tydzień?',
  wentWellQuestion: 'Co poszło dobrze?',
  gotInTheWayQuestion: 'Co przeszkodziło?',
  willChangeQuestion: 'Co zmienię?',
  nextWeekActions: 'Działania na następny tydzień',
} as const
