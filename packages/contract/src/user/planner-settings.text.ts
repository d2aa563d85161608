/**
 * The planner's and the domination plan's settings in Polish (issue 28): what the API answers and
 * the settings pages show. Free of zod, so pages and the domain use the same words.
 */

/** Monday first, as the planner's weeks (decision 0114). */
export const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** A day's name on its own: a form's row, a calendar's column. */
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  MON: 'Poniedziałek',
  TUE: 'Wtorek',
  WED: 'Środa',
  THU: 'Czwartek',
  FRI: 'Piątek',
  SAT: 'Sobota',
  SUN: 'Niedziela',
}

/** 'W poniedziałek', 'We wtorek' …: a sentence's start naming the day. */
export const ON_WEEKDAY: Record<Weekday, string> = {
  MON: 'W poniedziałek',
  TUE: 'We wtorek',
  WED: 'W środę',
  THU: 'W czwartek',
  FRI: 'W piątek',
  SAT: 'W sobotę',
  SUN: 'W niedzielę',
}

export const PLANNER_SETTINGS_TEXT = {
  time: 'Podaj godzinę w formacie gg:mm, np. 16:00.',
  endTime: 'Podaj godzinę końca w formacie gg:mm, od 00:01 do 24:00.',
  endAfterStart: 'Koniec musi być później niż początek.',
  tooManyWindows: 'Na jeden dzień możesz ustawić najwyżej 3 okna czasowe.',
  /** Overlapping windows or more than 24 hours in one day (the one message for both). */
  dayOverfull: (day: Weekday) => `${ON_WEEKDAY[day]} dostępny czas przekracza 24 godziny.`,
  noStudyDay: 'Dodaj przynajmniej jeden dzień z czasem na naukę.',
  sessionMinutes: 'Sesja nauki może trwać od 15 do 90 minut.',
  breakMinutes: 'Przerwa może trwać od 3 do 30 minut.',
  longBreakMinutes: 'Długa przerwa może trwać od 10 do 45 minut.',
  longBreakEvery: 'Długa przerwa może wypadać co 2 do 6 sesji.',
  reminderMinutesBefore: 'Przypomnienie może przyjść od 0 do 60 minut przed blokiem.',
  checkInWeekday: 'Podsumowanie tygodnia wybierz na czwartek, piątek, sobotę albo niedzielę.',
  yearStartMonth: 'Rok planu zaczyna się w miesiącu od 1 do 12.',
} as const
