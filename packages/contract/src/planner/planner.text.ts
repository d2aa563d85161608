import { PLANNER_SETTINGS_TEXT } from '../user/planner-settings.text'
import type { BlockKind, DeadlineKind, Difficulty, PreferredTime } from './planner.constants'

/**
 * The learning planner's Polish texts (issue 28): what the API answers and the pages show. Free
 * of zod, so the domain's rules and the pages use the same words. The windows' texts are the
 * settings' (`PLANNER_SETTINGS_TEXT`): a plan's windows and the default ones are checked alike.
 */

export const DIFFICULTY_LABELS: Record<Difficulty, string> = {
  EASY: 'łatwy',
  MEDIUM: 'średni',
  HARD: 'trudny',
}

export const BLOCK_KIND_LABELS: Record<BlockKind, string> = {
  LEARN: 'Nauka',
  REVIEW: 'Powtórka',
  MOCK_EXAM: 'Próbny egzamin',
}

export const DEADLINE_KIND_LABELS: Record<DeadlineKind, string> = {
  EXAM: 'Egzamin',
  GOAL: 'Cel',
}

export const PREFERRED_TIME_LABELS: Record<PreferredTime, string> = {
  MORNING: 'Rano',
  AFTERNOON: 'Po południu',
  EVENING: 'Wieczorem',
}

/** About how long something is: '30 min' under an hour, else to the half hour ('1,5 godz.'). */
export function approximateDuration(minutes: number): string {
  if (minutes < 60) return `${Math.max(5, Math.ceil(minutes / 5) * 5)} min`
  const halves = Math.round(minutes / 30)
  return `${String(halves / 2).replace('.', ',')} godz.`
}

/** What the 422 for a block moved onto another names: its subject, kind and Warsaw times. */
export interface TakenSlot {
  /** The subject's label ('Biologia'). */
  subject: string
  kind: BlockKind
  /** 'hh:mm' in Warsaw time. */
  from: string
  to: string
}

export const PLANNER_TEXT = {
  noAccess: 'Planer nauki nie jest dostępny na Twoim koncie.',
  planNotFound: 'Nie znaleziono planu.',
  feedNotFound: 'Nie znaleziono kalendarza.',
  invalidDate: (text: string) => `Nieprawidłowa data: ${text}.`,
  examInPast: 'Data egzaminu nie może być w przeszłości.',
  tooFarAhead: 'Data egzaminu lub celu może być najwyżej 12 miesięcy naprzód.',
  endAfterStart: PLANNER_SETTINGS_TEXT.endAfterStart,
  dayOverfull: PLANNER_SETTINGS_TEXT.dayOverfull,
  noStudyDay: PLANNER_SETTINGS_TEXT.noStudyDay,
  sessionMinutes: PLANNER_SETTINGS_TEXT.sessionMinutes,
  staleVersion:
    'Plan zmieniono w innej karcie lub na innym urządzeniu. Twoja zmiana jest zachowana: sprawdź ją i zapisz ponownie.',
  /** The same Idempotency-Key with another request (decision 0138's words for any other write). */
  idempotencyConflict: 'Ten klucz został już użyty dla innego zapytania.',
  tooManyActivePlans:
    'Możesz mieć najwyżej 10 aktywnych planów. Zarchiwizuj któryś z nich, aby dodać nowy.',
  slotTaken: ({ subject, kind, from, to }: TakenSlot) =>
    `W tym czasie masz już: ${subject} — ${BLOCK_KIND_LABELS[kind].toLocaleLowerCase('pl')}, ${from}–${to}.`,
  /** The abbreviation's dot ends the sentence too ('ok. 2 godz.'). */
  doesNotFit: (minutes: number) =>
    `Nie mieści się przed sprawdzianem: brakuje ok. ${approximateDuration(minutes)}`.replace(
      /(?<!\.)$/,
      '.',
    ),
  movedIntoPast: 'Bloku nie można przenieść w przeszłość.',
  addedInPast: 'Bloku nie można dodać w przeszłości.',
  doneBeforeItsDay: 'Blok oznaczysz jako zrobiony dopiero w dniu, na który jest zaplanowany.',
  planName: 'Nazwa planu musi mieć od 1 do 80 znaków.',
  subjects: 'Plan może mieć od 1 do 15 przedmiotów.',
  subjectTwice: 'Każdy przedmiot dodaj do planu tylko raz.',
  subject: 'Wybierz przedmiot z listy.',
  difficulty: 'Trudność to „łatwy”, „średni” albo „trudny”.',
  topics: 'Przedmiot może mieć od 1 do 30 tematów.',
  topicTwice: 'Tematy jednego przedmiotu muszą mieć różne nazwy.',
  topicTitle: 'Nazwa tematu musi mieć od 1 do 80 znaków.',
  topicHours: 'Czas na temat to od 0,5 do 100 godzin, co pół godziny.',
  deadlineKind: 'Wybierz egzamin albo cel.',
  deadlineTitle: 'Nazwa egzaminu lub celu może mieć od 1 do 80 znaków.',
  daysOff: 'Dni wolnych może być najwyżej 366.',
  preferredTimes: 'Pory dnia wybierz z listy, każdą raz.',
  changes: 'Podaj od 1 do 50 zmian bloków.',
  nothingToChange: 'Podaj nowy stan, początek, długość albo czas skupienia bloku.',
  blockTwice: 'Każdy blok zmień w jednym zapytaniu tylko raz.',
  blockMinutes: 'Blok może trwać od 10 do 240 minut.',
  focusedMinutes: 'Czas skupienia to od 0 do 600 minut.',
  blockStatus: 'Stan bloku to „zaplanowany”, „zrobiony” albo „opuszczony”.',
  blockKind: 'Rodzaj bloku to „Nauka”, „Powtórka” albo „Próbny egzamin”.',
  startsAt: 'Podaj początek bloku jako datę z godziną.',
  focusAction: 'Działanie minutnika to START, PAUSE, RESUME, STOP albo DONE.',
  focusOnDoneBlock: 'Ten blok jest już zrobiony.',
  focusNotStarted: 'Minutnik tego bloku nie jest uruchomiony.',
} as const
