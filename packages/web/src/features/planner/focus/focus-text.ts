import type { PomodoroPhase } from '@app/domain/planner/pomodoro'

/** Focus mode's words (decision 0175); the phase announcements are the domain's. */
export const PHASE_LABELS: Record<PomodoroPhase, string> = {
  FOCUS: 'Nauka',
  BREAK: 'Przerwa',
  LONG_BREAK: 'Długa przerwa',
}

export const FOCUS_TEXT = {
  start: 'Start',
  pause: 'Pauza',
  resume: 'Wznów',
  done: 'Gotowe',
  stop: 'Zakończ',
  paused: 'Wstrzymano',
  savedOnDevice: 'Zapisano na tym urządzeniu',
  savedOnDeviceMore: 'Wyślemy to, gdy wróci połączenie.',
  notSaved: 'Nie udało się zapisać bloku jako zrobionego. Spróbuj ponownie.',
  allDone: 'Na dziś wszystko zrobione',
  allDoneLead: 'Wszystkie bloki tego dnia są za Tobą. Dobra robota!',
  blockDone: 'Ten blok jest już zrobiony',
  blockGone: 'Tego bloku nie ma już w planie',
  nextBlock: 'Następny blok',
  backToDay: 'Wróć do dnia',
  backToPlan: 'Wróć do planu',
  notify: 'Powiadamiaj o zmianie fazy',
  notifyHint: 'Przeglądarka zapyta o zgodę na powiadomienia.',
  timerLabel: 'Pozostały czas',
} as const

/** 'Sesja 2' of the phase's focus session. */
export const sessionLabel = (session: number) => `Sesja ${session}`
