import type { Course } from '@app/contract/courses'
import { pdf, task, video, week } from './courses-builders'

/** Zrozumieć Nastolatka: the course for parents, in three modules. */
export const znCourse: Course = {
  key: 'ZN',
  title: 'Zrozumieć Nastolatka',
  fullName: 'Zrozumieć Nastolatka – kurs dla rodziców',
  welcomeMessage:
    'Witaj! Cieszymy się, że chcesz lepiej zrozumieć swoje dziecko. W trzech modułach dowiesz się, co dzieje się w głowie nastolatka, jak z nim rozmawiać i jak mądrze wspierać go w nauce.',
  length: '1 tydzień',
  description:
    'Kurs dla rodziców nastolatków: około półtorej godziny nagrań w trzech modułach. Dowiesz się, skąd biorą się zachowania, które trudno zrozumieć, jak rozmawiać, żeby nastolatek chciał odpowiadać, i jak wspierać naukę bez presji.',
  route: '/produkt/zrozumiec-nastolatka',
  weeks: [
    week(
      'zn',
      0,
      'Zrozumieć nastolatka',
      'Co dzieje się w mózgu i emocjach nastolatka i jakie potrzeby stoją za jego zachowaniem.',
      [
        video(
          'Witamy w kursie',
          5,
          878301245,
          '<p>Jak korzystać z kursu i czego się spodziewać. Każdy moduł kończy się jednym zadaniem do wypróbowania w domu.</p>',
        ),
        video(
          'Co dzieje się w mózgu nastolatka',
          14,
          878301322,
          '<p>Mózg nastolatka intensywnie się przebudowuje, a część odpowiedzialna za planowanie i hamowanie impulsów dojrzewa najpóźniej. Wyjaśniamy, co z tego wynika na co dzień.</p>',
        ),
        video(
          'Potrzeby, które stoją za zachowaniem',
          12,
          878301398,
          '<p>Autonomia, przynależność i poczucie kompetencji. Gdy zrozumiesz, której potrzeby dotyczy konflikt, łatwiej znaleźć rozwiązanie.</p>',
        ),
      ],
    ),
    week(
      'zn',
      1,
      'Komunikacja z nastolatkiem',
      'Jak słuchać, mówić i rozwiązywać konflikty tak, żeby rozmowa zbliżała zamiast oddalać.',
      [
        video(
          'Słuchanie, które otwiera rozmowę',
          13,
          878962107,
          '<p>Aktywne słuchanie w praktyce: pytania otwarte, parafraza i powstrzymanie się od dobrych rad, o które nikt nie prosił.</p>',
          {
            resources: [pdf('Zdania, które otwierają rozmowę', 'zdania-otwierajace-rozmowe')],
          },
        ),
        video(
          'Jak mówić o trudnych sprawach',
          12,
          878962183,
          '<p>Oceny, znajomi, telefon, pierwsze związki. Jak zacząć trudną rozmowę i jak mówić o swoich obawach bez oskarżeń.</p>',
        ),
        video(
          'Konflikt bez wojny',
          11,
          878962260,
          '<p>Zasady, które dziecko współtworzy, przestrzega chętniej. Pokazujemy, jak negocjować granice i co robić, gdy emocje biorą górę.</p>',
        ),
        task(
          'Zadanie: rozmowa bez pouczania',
          '<p>W tym tygodniu przeprowadź jedną rozmowę, w której tylko słuchasz i zadajesz pytania – bez rad i ocen. W notatkach zapisz, co usłyszałeś lub usłyszałaś i co cię zaskoczyło.</p>',
        ),
      ],
    ),
    week(
      'zn',
      2,
      'Wspieranie edukacji nastolatka',
      'Jak pomagać w nauce, nie wyręczając, i jak stworzyć w domu warunki sprzyjające nauce.',
      [
        video(
          'Motywacja wewnętrzna a nagrody i kary',
          10,
          879610034,
          '<p>Dlaczego nagroda za piątkę działa krótko i co buduje motywację, która zostaje na dłużej.</p>',
        ),
        video(
          'Pomagać, nie wyręczać',
          8,
          879610111,
          '<p>Rola rodzica to wsparcie w organizacji, a nie odrabianie lekcji. Jak rozmawiać o ocenach i planach bez presji.</p>',
        ),
        video(
          'Sen, telefon i dom sprzyjający nauce',
          5,
          879610187,
          '<p>Trzy obszary, na które rodzic ma realny wpływ: pora snu, zasady korzystania z telefonu i spokojne miejsce do nauki.</p>',
        ),
      ],
    ),
  ],
}
