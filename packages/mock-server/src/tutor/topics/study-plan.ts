import { hint } from '../text'
import type { TutorInput, TutorProfile } from '../types'
import { subjectNames } from './subjects'
import type { Problem, Topic } from './types'

/** The exam a student of this school prepares for, in the form 'do …' takes. */
function examOf(profile: TutorProfile | null | undefined): string {
  switch (profile?.schoolType) {
    case 'PODSTAWOWA':
      return 'egzaminu ósmoklasisty'
    case 'STUDIA':
      return 'sesji'
    case 'BRANZOWA':
      return 'egzaminu zawodowego'
    default:
      return 'matury'
  }
}

const WEEK = [
  '| Dzień | Blok 1 (2 × 25 min) | Blok 2 (2 × 25 min) |',
  '| --- | --- | --- |',
  '| Poniedziałek | najsłabszy przedmiot: nowy materiał | fiszki z ostatnich lekcji |',
  '| Wtorek | drugi przedmiot: zadania | powtórka z poniedziałku |',
  '| Środa | najsłabszy przedmiot: zadania | fiszki |',
  '| Czwartek | trzeci przedmiot | powtórka z tygodnia |',
  '| Piątek | najsłabszy przedmiot: zeszyt błędów | wolne albo zaległości |',
  '| Sobota | arkusz próbny (jeden przedmiot) | omówienie błędów |',
  '| Niedziela | odpoczynek | 15 minut: plan na kolejny tydzień |',
].join('\n')

const CODE = [
  '```python',
  'from datetime import date, timedelta',
  '',
  'lekcja = date(2026, 3, 2)      # dzień, w którym poznajesz nowy materiał',
  'odstepy = [1, 3, 7, 14]        # powtórki po 1, 3, 7 i 14 dniach',
  '',
  'for dni in odstepy:',
  '    print("Powtórka:", lekcja + timedelta(days=dni))',
  '```',
].join('\n')

export function studyPlanProblem(input: TutorInput): Problem {
  const exam = examOf(input.profile)
  const subjects = subjectNames(input.profile?.subjects ?? [])
  const fromProfile =
    subjects.length > 0
      ? `W twoim profilu widzę: ${subjects.join(', ')}. Czy to przedmioty, na których chcesz się teraz skupić?`
      : 'Z których przedmiotów się przygotowujesz i który idzie ci najsłabiej?'
  return {
    key: 'study-plan',
    opener: [
      'Dobry plan zaczyna się od kilku konkretów. Zanim coś ułożymy, odpowiedz mi na trzy pytania:',
      [
        `1. Ile masz czasu do ${exam} – tygodni czy miesięcy?`,
        `2. ${fromProfile}`,
        '3. Ile godzin w tygodniu realnie możesz przeznaczyć na naukę?',
      ].join('\n'),
      hint(
        'odpowiadaj szczerze – lepszy plan na 5 godzin tygodniowo, który zrealizujesz, niż ambitny na 20, który porzucisz po tygodniu.',
      ),
    ].join('\n\n'),
    hints: [
      `Dzięki! Teraz podział czasu: który przedmiot potrzebuje najwięcej uwagi i ile bloków nauki w tygodniu mu dasz?\n\n${hint('najsłabszemu przedmiotowi daj mniej więcej połowę czasu, a pozostałym po jednym, dwa bloki tygodniowo – tyle wystarczy, żeby nie zapominać.')}`,
      `O jakiej porze dnia najłatwiej ci się skupić? Tam zaplanuj najtrudniejsze bloki. A kiedy będziesz robić powtórki?\n\n${hint('powtarzaj materiał dzień po lekcji, po 3 dniach, po tygodniu i po dwóch tygodniach – to powtórki rozłożone w czasie z kursu.')}`,
      `Ostatnie pytanie: jak sprawdzisz, czy plan działa?\n\n${hint('raz w tygodniu, np. w sobotę, rozwiąż arkusz próbny albo test z fiszek i zapisz wynik. Liczby szybko pokażą, co poprawić.')}`,
    ],
    expected: [],
    confirm: '',
    closing: `Masz już wszystkie elementy planu: ile masz czasu, co jest priorytetem, kiedy się uczysz i jak to sprawdzasz. Zapisz je w planerze i wróć do mnie za tydzień – zobaczymy, co działa. Jeśli chcesz zobaczyć przykładowy tydzień w tabeli, przełącz tryb na „Wyjaśniaj”.`,
    explanation: [
      `## Plan nauki do ${exam} krok po kroku`,
      [
        '1. **Policz czas:** ile tygodni zostało i ile godzin w tygodniu realnie masz na naukę.',
        '2. **Ustal priorytety:** najsłabszy przedmiot dostaje około połowy czasu.',
        '3. **Ułóż bloki:** 2 × 25 minut z 5-minutową przerwą (technika Pomodoro) to dobry rozmiar jednego bloku.',
        '4. **Zaplanuj powtórki** rozłożone w czasie: po 1, 3, 7 i 14 dniach od lekcji.',
        '5. **Sprawdzaj postępy** raz w tygodniu arkuszem próbnym lub testem z fiszek.',
        '6. **Zostaw zapas:** jeden wolny blok w tygodniu na zaległości.',
      ].join('\n'),
      '### Przykładowy tydzień (ok. 6 godzin)',
      WEEK,
      'Daty powtórek możesz wyliczyć choćby w Pythonie:',
      CODE,
      'Plan to narzędzie, nie wyrok: jeśli po tygodniu coś nie działa, zmień go. Napisz mi, ile masz czasu i z jakich przedmiotów się uczysz, a dopasujemy go do ciebie.',
    ].join('\n\n'),
    practice: { text: '' },
  }
}

export const studyPlanTopic: Topic = {
  id: 'study-plan',
  patterns: [
    /plan\w* nauki|plan\w* powtorek|zaplanowa/,
    /harmonogram/,
    /matur/,
    /egzamin/,
    /sprawdzian|kartkowk|klasowk/,
    /ile godzin|ile czasu/,
    /przygotowa\w* (sie )?do/,
    /grafik/,
  ],
  read: () => null,
  seeded: studyPlanProblem,
}
