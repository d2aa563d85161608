import type { Course } from '@app/contract/courses'
import { kedWeeks0to4 } from './courses-ked-weeks-0-4'
import { kedWeeks5to9 } from './courses-ked-weeks-5-9'

/** Kurs Efektywnego Działania: the full course, an introductory week and weeks 1-9. */
export const kedCourse: Course = {
  key: 'KED',
  title: 'Kurs Efektywnego Działania',
  fullName: 'Kurs Efektywnego Działania – skuteczna nauka i działanie bez wypalenia',
  welcomeMessage:
    'Cześć! Cieszymy się, że jesteś z nami. Przez najbliższe tygodnie krok po kroku zbudujesz nawyki, dzięki którym nauka zajmie mniej czasu, a da więcej efektów. Zacznij od tygodnia wprowadzającego – każdy kolejny tydzień otworzy się 7 dni po tym, jak zaczniesz oglądać poprzedni.',
  length: '9 tygodni + tydzień wprowadzający',
  description:
    'Kurs wideo dla uczniów, którzy chcą uczyć się skuteczniej, lepiej organizować czas i mieć więcej energii. Ponad 12 godzin nagrań w dziesięciu tygodniach, ćwiczenia z notatkami i materiały do pobrania. Wystarczą 2-3 godziny tygodniowo.',
  route: '/produkt/kurs-efektywnego-dzialania',
  weeks: [...kedWeeks0to4, ...kedWeeks5to9],
}
