import {
  expression,
  inSubject,
  multiple,
  numeric,
  picked,
  pickedAll,
  single,
  typed,
  written,
  type SeedExercise,
} from './seed-exercise'

/**
 * Exercises outside the admin's bank, written by personas: `uczen`'s own three (private, waiting
 * for review, sent back with a comment), `pro`'s published one, and the review queue. The queue
 * holds exactly five PENDING exercises — `uczen`'s and four more — none by `recenzent`, who
 * reviews them; oldest first by their ids' instants.
 */
export const PERSONA_EXERCISES: readonly SeedExercise[] = [
  inSubject(
    'matematyka',
    'uczen',
    'PRIVATE',
  )({
    id: '3LhQpKApCLeViRiDU37MvChgiwn',
    level: 'MATURA_BASIC',
    topic: 'rownania-i-nierownosci',
    difficulty: 'EASY',
    title: 'Równanie kwadratowe z mojej kartkówki',
    statement: 'Które liczby są rozwiązaniami równania $x^2 - 9 = 0$? Zaznacz wszystkie.',
    hints: ['Skorzystaj ze wzoru $a^2 - b^2 = (a - b)(a + b)$.'],
    solution:
      'Rozkładamy lewą stronę: $x^2 - 9 = (x - 3)(x + 3)$. Iloczyn jest równy zeru, gdy któryś czynnik jest zerem, więc $x = 3$ lub $x = -3$. Liczba 9 to wyraz wolny, a nie rozwiązanie.',
    answer: multiple(['b', 'd'], '$-9$', '$-3$', '$0$', '$3$', '$9$'),
    correct: pickedAll('b', 'd'),
    wrong: pickedAll('d'),
  }),
  inSubject(
    'chemia',
    'uczen',
    'CHANGES_REQUESTED',
  )({
    id: '3LvbU4SBkcTT23hf1JENrzQaI40',
    level: 'HIGH_SCHOOL',
    topic: 'mol-i-masa-molowa',
    difficulty: 'EASY',
    title: 'Masa molowa wody',
    statement: 'Oblicz masę molową wody $H_2O$.',
    hints: [],
    solution: 'Wynik to 18 g/mol.',
    answer: numeric(18, 'g/mol', 0.5),
    correct: typed('18', 'g/mol'),
    wrong: typed('17', 'g/mol'),
    reviewComment:
      'Podaj w treści masy molowe wodoru i tlenu, dodaj przynajmniej jedną podpowiedź i rozpisz rozwiązanie krok po kroku: skąd bierze się 2 · 1 + 16 = 18 g/mol.',
  }),
  inSubject(
    'matematyka',
    'pro',
  )({
    id: '3KjxVHxsXf0p0QzDIEwCkPWjFN8',
    level: 'MATURA_BASIC',
    topic: 'ciagi',
    difficulty: 'EASY',
    title: 'Piąty wyraz ciągu geometrycznego',
    statement:
      'Ciąg geometryczny ma pierwszy wyraz $a_1 = 3$ i iloraz $q = 2$. Oblicz jego piąty wyraz.',
    hints: ['$a_n = a_1 \\cdot q^{n-1}$, więc $a_5 = a_1 \\cdot q^4$.'],
    solution:
      'Ze wzoru na wyraz ogólny ciągu geometrycznego $a_5 = a_1 \\cdot q^4 = 3 \\cdot 2^4 = 3 \\cdot 16 = 48$. Kolejne wyrazy to 3, 6, 12, 24, 48 — każdy jest dwa razy większy od poprzedniego. Wynik 96 to $3 \\cdot 2^5$, czyli wyraz szósty.',
    answer: numeric(48),
    correct: typed('48'),
    wrong: typed('96'),
  }),
  inSubject(
    'fizyka',
    'pro',
    'PENDING',
  )({
    id: '3MNVR2JURQeWJjEdcEJPhjVIhGj',
    level: 'MATURA_BASIC',
    topic: 'kinematyka',
    difficulty: 'MEDIUM',
    title: 'Droga hamowania',
    statement:
      'Samochód jadący z prędkością 20 m/s hamuje jednostajnie i zatrzymuje się po 4 s. Jaką drogę przebył podczas hamowania?',
    hints: [
      'W ruchu jednostajnie opóźnionym do zatrzymania prędkość średnia to połowa prędkości początkowej.',
    ],
    solution:
      'Prędkość maleje jednostajnie od 20 m/s do zera, więc prędkość średnia wynosi 10 m/s. Droga hamowania to $s = v_{\\text{śr}} \\cdot t = 10 \\cdot 4 = 40$ m. Ten sam wynik daje pole trójkąta pod wykresem $v(t)$: $\\frac{1}{2} \\cdot 4 \\cdot 20 = 40$ m.',
    answer: numeric(40, 'm', 0.5),
    correct: typed('40', 'm'),
    wrong: typed('80', 'm'),
  }),
  inSubject(
    'biologia',
    'nowy',
    'PENDING',
  )({
    id: '3MPtnuzFblKDTbPMcxqQ8WjHeOl',
    level: 'PRIMARY',
    topic: 'fizjologia-czlowieka',
    difficulty: 'EASY',
    title: 'Zadanie czerwonych krwinek',
    statement: 'Jaka jest główna funkcja erytrocytów?',
    hints: ['Erytrocyty zawierają hemoglobinę.'],
    solution:
      'Erytrocyty, czyli czerwone krwinki, zawierają hemoglobinę, która wiąże tlen w płucach i oddaje go w tkankach. Ich główną funkcją jest więc transport tlenu. Krzepnięciem krwi zajmują się płytki krwi, a obroną organizmu — leukocyty.',
    answer: single('b', 'krzepnięcie krwi', 'transport tlenu', 'wytwarzanie przeciwciał'),
    correct: picked('b'),
    wrong: picked('a'),
  }),
  inSubject(
    'matematyka',
    'admin',
    'PENDING',
  )({
    id: '3MSLDDT5RSBTG9GMKcLKhj8uWoZ',
    level: 'MATURA_EXTENDED',
    topic: 'pochodne',
    difficulty: 'MEDIUM',
    title: 'Pochodna funkcji 1/x',
    statement: "Wyznacz pochodną funkcji $f(x) = \\frac{1}{x}$ dla $x \\ne 0$. Podaj wzór $f'(x)$.",
    hints: ['Zapisz $\\frac{1}{x}$ jako $x^{-1}$ i użyj wzoru na pochodną potęgi.'],
    solution:
      "Zapisujemy $f(x) = x^{-1}$. Ze wzoru $(x^n)' = n x^{n-1}$ otrzymujemy $f'(x) = -1 \\cdot x^{-2} = -\\frac{1}{x^2}$. Pochodna jest ujemna dla każdego $x \\ne 0$, więc funkcja maleje na każdym z przedziałów $(-\\infty, 0)$ i $(0, \\infty)$.",
    answer: expression('-1/x^2', 'x'),
    correct: written('-1/x^2'),
    also: [written('-x^(-2)')],
    wrong: written('1/x^2'),
  }),
  inSubject(
    'chemia',
    'nowy',
    'PENDING',
  )({
    id: '3MWWFYOVWiUey9FSBc7kppDDcFI',
    level: 'HIGH_SCHOOL',
    topic: 'mol-i-masa-molowa',
    difficulty: 'EASY',
    title: 'Masa pół mola wody',
    statement: 'Ile gramów waży 0,5 mola wody? Przyjmij $M_{H_2O} = 18$ g/mol.',
    hints: ['$m = n \\cdot M$.'],
    solution:
      'Masa substancji to iloczyn liczby moli i masy molowej: $m = n M = 0{,}5\\ \\text{mol} \\cdot 18\\ \\text{g/mol} = 9$ g. Wynik 36 g oznaczałby podzielenie masy molowej przez liczbę moli.',
    answer: numeric(9, 'g', 0.1),
    correct: typed('9', 'g'),
    wrong: typed('36', 'g'),
  }),
  inSubject(
    'fizyka',
    'uczen',
    'PENDING',
  )({
    id: '3MYu0gBuvd6yC8qEcYXHJKcjdMo',
    level: 'HIGH_SCHOOL',
    topic: 'kinematyka',
    difficulty: 'EASY',
    title: 'Autobus na trasie',
    statement: 'Autobus jedzie ze stałą prędkością 60 km/h. Jaką drogę pokona w ciągu 2,5 h?',
    hints: ['W ruchu jednostajnym droga to prędkość razy czas.'],
    solution:
      'W ruchu jednostajnym $s = v \\cdot t$. Podstawiamy: $s = 60\\ \\frac{\\text{km}}{\\text{h}} \\cdot 2{,}5\\ \\text{h} = 150$ km. Godziny się skracają, więc wynik jest w kilometrach.',
    answer: numeric(150, 'km', 0.5),
    correct: typed('150', 'km'),
    also: [typed('150000 m')],
    wrong: typed('24', 'km'),
  }),
]
