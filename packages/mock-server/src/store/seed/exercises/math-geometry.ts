import { fraction, md, numeric, typed, type ExerciseDraft } from './seed-exercise'

/** Math, liceum and matura podstawowa: trigonometry, plane and solid geometry, probability. */
export const MATH_GEOMETRY: readonly ExerciseDraft[] = [
  {
    id: '3Ik6pKZ7kMIXj0LdSVQw45Bw3bX',
    level: 'MATURA_BASIC',
    topic: 'rachunek-prawdopodobienstwa',
    difficulty: 'MEDIUM',
    title: 'Losowanie kuli z urny',
    statement: md(
      'W urnie są kule w trzech kolorach:',
      '',
      '| Kolor | Liczba kul |',
      '| --- | --- |',
      '| czerwone | 5 |',
      '| niebieskie | 7 |',
      '| zielone | 3 |',
      '',
      'Losujemy jedną kulę. Oblicz prawdopodobieństwo, że **nie** będzie czerwona. Wynik podaj w postaci ułamka nieskracalnego.',
    ),
    hints: [
      'Policz wszystkie kule: to liczba wszystkich zdarzeń elementarnych.',
      'Zdarzeniu sprzyjają kule niebieskie i zielone. Możesz też policzyć $1 - P(\\text{czerwona})$.',
    ],
    solution:
      'Wszystkich kul jest $5 + 7 + 3 = 15$ i każda może zostać wylosowana z tym samym prawdopodobieństwem. Kul, które nie są czerwone, jest $7 + 3 = 10$. Zatem $P = \\frac{10}{15} = \\frac{2}{3}$. Ten sam wynik daje zdarzenie przeciwne: $1 - \\frac{5}{15} = 1 - \\frac{1}{3} = \\frac{2}{3}$.',
    answer: fraction(2, 3),
    correct: typed('2/3'),
    wrong: typed('1/3'),
  },
  {
    id: '3IkE7gBmRHgtWpNRbl3uwpEGMeg',
    level: 'MATURA_BASIC',
    topic: 'rachunek-prawdopodobienstwa',
    difficulty: 'EASY',
    title: 'Średnia ocen z tabeli',
    statement: md(
      'Tabela pokazuje oceny z kartkówki w pewnej klasie:',
      '',
      '| Ocena | 2 | 3 | 4 | 5 | 6 |',
      '| --- | --- | --- | --- | --- | --- |',
      '| Liczba uczniów | 3 | 5 | 8 | 3 | 1 |',
      '',
      'Oblicz średnią arytmetyczną ocen.',
    ),
    hints: [
      'Pomnóż każdą ocenę przez liczbę uczniów, którzy ją dostali, i dodaj wyniki.',
      'Sumę podziel przez liczbę wszystkich uczniów, czyli $3 + 5 + 8 + 3 + 1$.',
    ],
    solution:
      'Liczba uczniów to $3 + 5 + 8 + 3 + 1 = 20$. Suma ocen wynosi $2 \\cdot 3 + 3 \\cdot 5 + 4 \\cdot 8 + 5 \\cdot 3 + 6 \\cdot 1 = 6 + 15 + 32 + 15 + 6 = 74$. Średnia to $\\frac{74}{20} = 3{,}7$. Średnia samych ocen $2, 3, 4, 5, 6$ (równa 4) byłaby błędem, bo nie uwzględnia liczby uczniów.',
    answer: numeric(3.7),
    correct: typed('3,7'),
    also: [typed('3.7'), typed('37/10')],
    wrong: typed('4'),
  },
  {
    id: '3IkLQ9fISdNeMrKqFbIHRLq7eUA',
    level: 'MATURA_BASIC',
    topic: 'trygonometria',
    difficulty: 'MEDIUM',
    title: 'Tangens kąta ostrego z sinusa',
    statement:
      'Kąt $\\alpha$ jest ostry i $\\sin\\alpha = \\frac{3}{5}$. Oblicz $\\operatorname{tg}\\alpha$. Wynik podaj w postaci ułamka nieskracalnego.',
    hints: [
      'Z jedynki trygonometrycznej: $\\cos^2\\alpha = 1 - \\sin^2\\alpha$.',
      'Kąt jest ostry, więc $\\cos\\alpha > 0$. Potem $\\operatorname{tg}\\alpha = \\frac{\\sin\\alpha}{\\cos\\alpha}$.',
    ],
    solution:
      'Z jedynki trygonometrycznej $\\cos^2\\alpha = 1 - \\frac{9}{25} = \\frac{16}{25}$. Kąt jest ostry, więc cosinus jest dodatni: $\\cos\\alpha = \\frac{4}{5}$. Stąd $\\operatorname{tg}\\alpha = \\frac{3}{5} : \\frac{4}{5} = \\frac{3}{4}$. Widać to też na trójkącie prostokątnym o bokach 3, 4 i 5: tangens to stosunek przyprostokątnej leżącej naprzeciw kąta do przyprostokątnej przy kącie.',
    answer: fraction(3, 4),
    correct: typed('3/4'),
    wrong: typed('4/3'),
  },
  {
    id: '3IkSiZjsJU1xUNQFswW03vMusbx',
    level: 'HIGH_SCHOOL',
    topic: 'planimetria',
    difficulty: 'EASY',
    title: 'Przeciwprostokątna trójkąta prostokątnego',
    statement:
      'Przyprostokątne trójkąta prostokątnego mają długości 6 cm i 8 cm. Oblicz długość przeciwprostokątnej.',
    hints: ['Skorzystaj z twierdzenia Pitagorasa: $a^2 + b^2 = c^2$.'],
    solution:
      'Z twierdzenia Pitagorasa $c^2 = 6^2 + 8^2 = 36 + 64 = 100$. Długość jest dodatnia, więc $c = \\sqrt{100} = 10$ cm. To trójkąt podobny do „egipskiego” trójkąta o bokach 3, 4, 5 — wszystkie boki pomnożono przez 2. Suma przyprostokątnych (14 cm) jest zawsze większa od przeciwprostokątnej.',
    answer: numeric(10, 'cm'),
    correct: typed('10', 'cm'),
    also: [typed('0,1 m'), typed('100', 'mm')],
    wrong: typed('14', 'cm'),
  },
  {
    id: '3Ika0sHeZeymSwwLFPgqMEfQMEY',
    level: 'MATURA_BASIC',
    topic: 'stereometria',
    difficulty: 'MEDIUM',
    title: 'Objętość stożka',
    statement:
      'Stożek ma promień podstawy $r = 3$ cm i wysokość $h = 4$ cm. Oblicz jego objętość. Przyjmij $\\pi \\approx 3{,}14$ i podaj wynik w centymetrach sześciennych z dokładnością do 0,1.',
    hints: [
      'Objętość stożka: $V = \\frac{1}{3}\\pi r^2 h$.',
      'Najpierw oblicz $r^2 h = 9 \\cdot 4$.',
    ],
    solution:
      'Objętość stożka to $V = \\frac{1}{3}\\pi r^2 h$. Podstawiamy: $V = \\frac{1}{3} \\cdot \\pi \\cdot 9 \\cdot 4 = 12\\pi$ cm³. Przyjmując $\\pi \\approx 3{,}14$, otrzymujemy $V \\approx 37{,}68$ cm³, czyli po zaokrągleniu 37,7 cm³. Bez czynnika $\\frac{1}{3}$ wyszłaby objętość walca, trzy razy większa.',
    answer: numeric(37.68, 'cm3', 0.1),
    correct: typed('37,7', 'cm3'),
    also: [typed('37,68 cm³'), typed('0,0377', 'dm3')],
    wrong: typed('113,04', 'cm3'),
  },
  {
    id: '3IkhJHdGK8rCTdOPbqkohupvBAP',
    level: 'MATURA_BASIC',
    topic: 'stereometria',
    difficulty: 'MEDIUM',
    title: 'Przekątna prostopadłościanu',
    statement:
      'Prostopadłościan ma krawędzie długości 3 cm, 4 cm i 12 cm. Oblicz długość jego przekątnej.',
    hints: [
      'Oblicz najpierw przekątną podstawy o bokach 3 cm i 4 cm.',
      'Przekątna bryły, przekątna podstawy i krawędź 12 cm tworzą trójkąt prostokątny. Wzór łączny: $d = \\sqrt{a^2 + b^2 + c^2}$.',
    ],
    solution:
      'Przekątna podstawy to $\\sqrt{3^2 + 4^2} = 5$ cm. Ta przekątna i krawędź boczna 12 cm są przyprostokątnymi trójkąta, którego przeciwprostokątną jest przekątna bryły. Zatem $d = \\sqrt{5^2 + 12^2} = \\sqrt{169} = 13$ cm. Ten sam wynik daje wzór $d = \\sqrt{a^2 + b^2 + c^2} = \\sqrt{9 + 16 + 144}$.',
    answer: numeric(13, 'cm'),
    correct: typed('13 cm'),
    also: [typed('130', 'mm')],
    // The edges added up.
    wrong: typed('19', 'cm'),
  },
  {
    id: '3IkoblLGREiyaciio5B2ZcNt6A2',
    level: 'HIGH_SCHOOL',
    topic: 'planimetria',
    difficulty: 'EASY',
    title: 'Kąty trójkąta w stosunku 2 : 3 : 4',
    statement:
      'Miary kątów trójkąta są w stosunku $2 : 3 : 4$. Oblicz miarę największego kąta. Podaj liczbę stopni.',
    hints: ['Oznacz kąty jako $2k$, $3k$ i $4k$.', 'Suma kątów trójkąta wynosi $180^\\circ$.'],
    solution:
      'Oznaczamy kąty $2k$, $3k$ i $4k$. Ich suma to $9k = 180^\\circ$, więc $k = 20^\\circ$. Kąty mają miary $40^\\circ$, $60^\\circ$ i $80^\\circ$. Największy z nich ma $80^\\circ$.',
    answer: numeric(80),
    correct: typed('80'),
    wrong: typed('90'),
  },
  {
    id: '3IkvuBKzv1fRWau71NtfK1Xofi9',
    level: 'MATURA_BASIC',
    topic: 'rachunek-prawdopodobienstwa',
    difficulty: 'MEDIUM',
    title: 'Suma oczek na dwóch kostkach',
    statement:
      'Rzucamy dwa razy symetryczną sześcienną kostką do gry. Oblicz prawdopodobieństwo, że suma wyrzuconych oczek będzie równa 9. Wynik podaj w postaci ułamka nieskracalnego.',
    hints: [
      'Wszystkich wyników dwóch rzutów jest $6 \\cdot 6 = 36$ (kolejność ma znaczenie).',
      'Wypisz pary $(a, b)$ z $a + b = 9$; np. $(3, 6)$ i $(6, 3)$ to dwa różne wyniki.',
    ],
    solution:
      'Zdarzeniami elementarnymi są uporządkowane pary wyników, jest ich 36. Sumę 9 dają pary $(3, 6)$, $(4, 5)$, $(5, 4)$ i $(6, 3)$, czyli 4 wyniki. Zatem $P = \\frac{4}{36} = \\frac{1}{9}$. Gdyby nie rozróżniać kolejności, policzylibyśmy tylko 2 wyniki i błędnie otrzymali $\\frac{1}{18}$.',
    answer: fraction(1, 9),
    correct: typed('1/9'),
    wrong: typed('1/18'),
  },
]
