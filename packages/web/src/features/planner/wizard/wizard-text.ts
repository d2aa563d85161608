/**
 * The new plan wizard's own Polish texts (the schemas' messages are the contract's PLANNER_TEXT).
 */

export const STEP_TITLES = {
  1: 'Nazwa planu i przedmioty',
  2: 'Egzaminy, cele i tematy',
  3: 'Czas na naukę',
  4: 'Pory dnia, sesje i chronotyp',
  5: 'Podgląd planu',
} as const

export const stepCountLabel = (step: number, of: number) => `Krok ${step} z ${of}`

export const WIZARD_TEXT = {
  title: 'Nowy plan nauki',
  lead: 'Pięć kroków: przedmioty, daty i tematy, Twój czas, pory dnia, a na końcu podgląd planu. Wszystko, co wpiszesz, zostaje na tym urządzeniu, aż utworzysz plan.',
  /** An empty date: the contract's 'Nieprawidłowa data: .' would say nothing. */
  dateMissing: 'Podaj datę egzaminu lub celu.',
  dayOffMissing: 'Wybierz datę dnia wolnego.',
  dayOffTwice: 'Ten dzień już jest na liście dni wolnych.',
  fixFirst: 'Popraw zaznaczone pola, aby przejść dalej.',
  created: (name: string) => `Plan „${name}” jest gotowy.`,
  startOver: 'Zacznij od nowa',
} as const

/** Minutes since midnight as 'hh:mm' (1440 is '24:00'). */
export const clockTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
