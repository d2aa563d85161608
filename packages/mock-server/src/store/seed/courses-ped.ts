import type { Course } from '@app/contract/courses'
import { pdf, task, video, week } from './courses-builders'

/** Podstawy Efektywnego Działania: the one-week mini course. */
export const pedCourse: Course = {
  key: 'PED',
  title: 'Podstawy Efektywnego Działania',
  fullName: 'Podstawy Efektywnego Działania – tygodniowy minikurs',
  welcomeMessage:
    'Cześć! Przed tobą tydzień, w którym poznasz podstawy skutecznej nauki i planowania. Każdego dnia obejrzyj jeden krótki odcinek i od razu wypróbuj go w praktyce – to wystarczy, żeby poczuć różnicę.',
  length: '1 tydzień',
  description:
    'Tygodniowy minikurs dla uczniów, którzy chcą uczyć się mądrzej, a nie dłużej. Krótkie lekcje o celach, planie tygodnia i metodach nauki, które naprawdę działają, oraz jedno ćwiczenie na cały tydzień.',
  route: '/produkt/podstawy-efektywnego-dzialania',
  weeks: [
    week(
      'ped',
      0,
      'Podstawy efektywnego działania',
      'Cel, plan, nauka i pierwszy tydzień w praktyce – w krótkich odcinkach na siedem dni.',
      [
        video(
          'Witaj w minikursie',
          6,
          869120447,
          '<p>Jak wygląda ten tydzień i jak wycisnąć z niego jak najwięcej. Jeden odcinek dziennie, a resztę czasu poświęcasz na działanie.</p>',
        ),
        video(
          'Cel na najbliższy miesiąc',
          14,
          869120523,
          '<p>Wybierasz jeden cel na najbliższe cztery tygodnie i zamieniasz go na konkretne, małe kroki.</p>',
        ),
        video(
          'Plan tygodnia w 20 minut',
          16,
          869120598,
          '<p>Prosty schemat planowania: najpierw stałe zajęcia, potem bloki nauki, na końcu zapas na nieprzewidziane sprawy.</p>',
          { resources: [pdf('Planer tygodniowy', 'planer-tygodniowy')] },
        ),
        video(
          'Nauka, która zostaje w głowie',
          15,
          869120674,
          '<p>Dwie metody o najlepszym poparciu w badaniach: <strong>aktywne przypominanie</strong> i <strong>powtórki rozłożone w czasie</strong>. Pokazujemy, jak zacząć z nimi już dziś.</p>',
        ),
        task(
          'Ćwiczenie: tydzień z planem',
          '<p>Przez siedem dni działaj według planu z odcinka. Każdego wieczoru zapisz w notatkach, co udało się zrobić, a co przesunąłeś lub przesunęłaś – i dlaczego.</p>',
        ),
        video(
          'Co dalej?',
          7,
          869120751,
          '<p>Podsumowanie tygodnia i propozycja kolejnego kroku: w pełnym Kursie Efektywnego Działania te same podstawy rozwijamy przez dziewięć tygodni.</p>',
        ),
      ],
    ),
  ],
}
