import {
  expression,
  fraction,
  multiple,
  numeric,
  picked,
  pickedAll,
  single,
  typed,
  written,
  type ExerciseDraft,
} from './seed-exercise'

/** Math, matura rozszerzona: derivatives, limits, series, harder equations and probability. */
export const MATH_EXTENDED: readonly ExerciseDraft[] = [
  {
    id: '3Il3CYXQDMBuB75PzaTt9BkdYjF',
    level: 'MATURA_EXTENDED',
    topic: 'pochodne',
    difficulty: 'EASY',
    title: 'Pochodna wielomianu',
    statement: "Wyznacz pochodną funkcji $f(x) = x^3 - 3x^2 + 5$. Podaj wzór $f'(x)$.",
    hints: [
      'Pochodna $x^n$ to $n x^{n-1}$, a pochodna stałej to 0.',
      'Różniczkuj każdy składnik osobno.',
    ],
    solution:
      "Pochodna sumy jest sumą pochodnych. $(x^3)' = 3x^2$, $(-3x^2)' = -6x$, a pochodna stałej 5 jest równa 0. Zatem $f'(x) = 3x^2 - 6x$, co można też zapisać jako $3x(x - 2)$. Postać iloczynowa przyda się przy szukaniu ekstremów: pochodna zeruje się dla $x = 0$ i $x = 2$.",
    answer: expression('3x^2-6x', 'x'),
    correct: written('3x^2-6x'),
    also: [written('3x(x-2)')],
    // The constant kept.
    wrong: written('3x^2-6x+5'),
  },
  {
    id: '3IlAUtUexDhsjYQwtRs8Yrh54Ap',
    level: 'MATURA_EXTENDED',
    topic: 'pochodne',
    difficulty: 'MEDIUM',
    title: 'Pochodna iloczynu',
    statement: 'Wyznacz pochodną funkcji $f(x) = (x^2 + 1)(x - 3)$.',
    hints: [
      "Możesz użyć wzoru $(uv)' = u'v + uv'$ albo najpierw wymnożyć nawiasy.",
      'Po wymnożeniu: $f(x) = x^3 - 3x^2 + x - 3$.',
    ],
    solution:
      "Wymnażamy nawiasy: $f(x) = x^3 - 3x^2 + x - 3$. Różniczkujemy składnik po składniku: $f'(x) = 3x^2 - 6x + 1$. Ze wzoru na pochodną iloczynu wychodzi to samo: $2x(x - 3) + (x^2 + 1) \\cdot 1 = 2x^2 - 6x + x^2 + 1 = 3x^2 - 6x + 1$. Częsty błąd to pomnożenie samych pochodnych czynników: $2x \\cdot 1 = 2x$.",
    answer: expression('3x^2-6x+1', 'x'),
    correct: written('3x^2-6x+1'),
    also: [written('2x(x-3)+x^2+1')],
    wrong: written('2x'),
  },
  {
    id: '3IlHnLi892jUkIUfj44qrPGqkpd',
    level: 'MATURA_EXTENDED',
    topic: 'pochodne',
    difficulty: 'MEDIUM',
    title: 'Styczna do wykresu',
    statement:
      'Wyznacz równanie stycznej do wykresu funkcji $f(x) = x^3$ w punkcie o odciętej $x_0 = 1$. Podaj prawą stronę równania $y = \\ldots$',
    hints: [
      "Współczynnik kierunkowy stycznej to $f'(x_0)$.",
      "Równanie stycznej: $y = f'(x_0)(x - x_0) + f(x_0)$.",
    ],
    solution:
      "Punkt styczności to $(1, f(1)) = (1, 1)$. Pochodna $f'(x) = 3x^2$, więc $f'(1) = 3$. Równanie stycznej: $y = 3(x - 1) + 1 = 3x - 2$. Sprawdzenie: prosta przechodzi przez $(1, 1)$, bo $3 \\cdot 1 - 2 = 1$.",
    answer: expression('3x-2', 'x'),
    correct: written('3x-2'),
    also: [written('3(x-1)+1')],
    // The slope without the point.
    wrong: written('3x'),
  },
  {
    id: '3IlP5lh022GCJKRZOLNNKhmpAIa',
    level: 'MATURA_EXTENDED',
    topic: 'ciagi',
    difficulty: 'MEDIUM',
    title: 'Suma szeregu geometrycznego',
    statement:
      'Oblicz sumę nieskończonego szeregu geometrycznego $3 + 1 + \\frac{1}{3} + \\frac{1}{9} + \\ldots$ Wynik podaj w postaci ułamka nieskracalnego.',
    hints: [
      'Iloraz to $q = \\frac{1}{3}$; szereg jest zbieżny, bo $|q| < 1$.',
      'Suma: $S = \\frac{a_1}{1 - q}$.',
    ],
    solution:
      'Pierwszy wyraz $a_1 = 3$, iloraz $q = \\frac{1}{3}$. Ponieważ $|q| < 1$, szereg jest zbieżny i jego suma to $S = \\frac{a_1}{1 - q} = \\frac{3}{1 - \\frac{1}{3}} = \\frac{3}{\\frac{2}{3}} = \\frac{9}{2}$. Suma częściowa $3 + 1 + \\frac{1}{3} + \\frac{1}{9} = \\frac{40}{9} \\approx 4{,}44$ jest już bliska $4{,}5$.',
    answer: fraction(9, 2),
    correct: typed('9/2'),
    // 1 + q instead of 1 - q.
    wrong: typed('9/4'),
  },
  {
    id: '3IlWO8YDX0hfHFMIGRm2x3itzfl',
    level: 'MATURA_EXTENDED',
    topic: 'rownania-i-nierownosci',
    difficulty: 'HARD',
    title: 'Równanie z dwiema wartościami bezwzględnymi',
    statement:
      'Które z podanych liczb są rozwiązaniami równania $|x - 3| + |x + 1| = 6$? Zaznacz wszystkie.',
    hints: [
      'Liczby $-1$ i $3$ dzielą oś liczbową na trzy przedziały; w każdym zapisz równanie bez wartości bezwzględnych.',
      'Dla $x \\in \\langle -1, 3)$ lewa strona jest stała. Ile wynosi?',
    ],
    solution:
      'Rozpatrujemy trzy przypadki. Dla $x < -1$: $-(x - 3) - (x + 1) = -2x + 2 = 6$, więc $x = -2$, co należy do przedziału. Dla $-1 \\le x < 3$: $-(x - 3) + (x + 1) = 4 \\ne 6$, brak rozwiązań. Dla $x \\ge 3$: $(x - 3) + (x + 1) = 2x - 2 = 6$, więc $x = 4$. Rozwiązaniami są $-2$ i $4$. Geometrycznie: suma odległości $x$ od punktów $3$ i $-1$ wynosi 6, a te punkty dzieli 4, więc $x$ leży o 1 poza odcinkiem $\\langle -1, 3 \\rangle$ po każdej stronie.',
    answer: multiple(['b', 'e'], '$-4$', '$-2$', '$0$', '$2$', '$4$', '$6$'),
    correct: pickedAll('b', 'e'),
    wrong: pickedAll('e'),
  },
  {
    id: '3IldgaqfX7FMO2Ug2SycDU3Mw2t',
    level: 'MATURA_EXTENDED',
    topic: 'pochodne',
    difficulty: 'MEDIUM',
    title: 'Minimum lokalne funkcji sześciennej',
    statement: 'Wyznacz wartość minimum lokalnego funkcji $f(x) = x^3 - 3x$.',
    hints: [
      "Znajdź miejsca zerowe pochodnej $f'(x) = 3x^2 - 3$.",
      'Sprawdź, gdzie pochodna zmienia znak z ujemnego na dodatni, i oblicz tam wartość funkcji (nie argument).',
    ],
    solution:
      "Pochodna $f'(x) = 3x^2 - 3 = 3(x - 1)(x + 1)$ zeruje się dla $x = -1$ i $x = 1$. Na przedziale $(-1, 1)$ pochodna jest ujemna, a dla $x > 1$ dodatnia, więc w $x = 1$ funkcja ma minimum lokalne. Jego wartość to $f(1) = 1 - 3 = -2$. W $x = -1$ jest maksimum lokalne równe $f(-1) = 2$.",
    answer: numeric(-2),
    correct: typed('-2'),
    // A Unicode minus, as a phone keyboard types it.
    also: [typed('−2')],
    // The argument instead of the value.
    wrong: typed('1'),
  },
  {
    id: '3IlkywAf9j5IYMuAlRuiWeBoS3U',
    level: 'MATURA_EXTENDED',
    topic: 'rachunek-prawdopodobienstwa',
    difficulty: 'MEDIUM',
    title: 'Dwie białe kule bez zwracania',
    statement:
      'W urnie są 4 kule białe i 6 czarnych. Losujemy kolejno dwie kule bez zwracania. Oblicz prawdopodobieństwo, że obie będą białe. Wynik podaj w postaci ułamka nieskracalnego.',
    hints: [
      'Po wylosowaniu pierwszej białej kuli w urnie zostaje 9 kul, w tym 3 białe.',
      'Pomnóż prawdopodobieństwa kolejnych losowań albo policz $\\binom{4}{2} : \\binom{10}{2}$.',
    ],
    solution:
      'Pierwsza kula jest biała z prawdopodobieństwem $\\frac{4}{10}$. Jeśli tak, w urnie zostaje 9 kul, w tym 3 białe, więc druga jest biała z prawdopodobieństwem $\\frac{3}{9}$. Zatem $P = \\frac{4}{10} \\cdot \\frac{3}{9} = \\frac{12}{90} = \\frac{2}{15}$. Kombinatorycznie: $\\binom{4}{2} : \\binom{10}{2} = \\frac{6}{45} = \\frac{2}{15}$.',
    answer: fraction(2, 15),
    correct: typed('2/15'),
    // Drawn with replacement.
    wrong: typed('4/25'),
  },
  {
    id: '3IlsHKYPk6X2eR35BsqzYAxj00v',
    level: 'MATURA_EXTENDED',
    topic: 'trygonometria',
    difficulty: 'HARD',
    title: 'Liczba rozwiązań równania trygonometrycznego',
    statement:
      'Ile rozwiązań ma równanie $\\sin 2x = 0$ w przedziale $\\langle 0, 2\\pi \\rangle$?',
    hints: [
      '$\\sin t = 0$ wtedy i tylko wtedy, gdy $t = k\\pi$ dla całkowitego $k$.',
      'Stąd $x = \\frac{k\\pi}{2}$. Sprawdź, które z tych liczb leżą w przedziale — razem z końcami.',
    ],
    solution:
      'Sinus zeruje się dokładnie w wielokrotnościach $\\pi$, więc $2x = k\\pi$, czyli $x = \\frac{k\\pi}{2}$ dla $k \\in \\mathbb{Z}$. W przedziale $\\langle 0, 2\\pi \\rangle$ leżą: $0, \\frac{\\pi}{2}, \\pi, \\frac{3\\pi}{2}, 2\\pi$ (dla $k = 0, 1, 2, 3, 4$). Przedział jest domknięty, więc oba końce się liczą. Równanie ma 5 rozwiązań.',
    answer: numeric(5),
    correct: typed('5'),
    // The solutions of sin x = 0.
    wrong: typed('3'),
  },
  {
    id: '3IlzZkudjoyPliIQabq9bRDNwby',
    level: 'MATURA_EXTENDED',
    topic: 'rownania-i-nierownosci',
    difficulty: 'MEDIUM',
    title: 'Suma kwadratów pierwiastków',
    statement:
      'Równanie $x^2 - 5x + 3 = 0$ ma dwa pierwiastki $x_1$ i $x_2$. Oblicz $x_1^2 + x_2^2$, nie wyznaczając samych pierwiastków.',
    hints: [
      'Wzory Viète’a: $x_1 + x_2 = -\\frac{b}{a}$, $x_1 x_2 = \\frac{c}{a}$.',
      '$x_1^2 + x_2^2 = (x_1 + x_2)^2 - 2x_1 x_2$.',
    ],
    solution:
      'Wyróżnik $\\Delta = 25 - 12 = 13 > 0$, więc pierwiastki istnieją. Ze wzorów Viète’a $x_1 + x_2 = 5$ i $x_1 x_2 = 3$. Przekształcamy: $x_1^2 + x_2^2 = (x_1 + x_2)^2 - 2x_1 x_2 = 25 - 6 = 19$. Obliczenie pierwiastków $\\frac{5 \\pm \\sqrt{13}}{2}$ prowadzi do tego samego wyniku, ale dłuższą drogą.',
    answer: numeric(19),
    correct: typed('19'),
    wrong: typed('25'),
  },
  {
    id: '3Im6s6zGJDEvXC1UZNJXM7Ssdk8',
    level: 'MATURA_EXTENDED',
    topic: 'pochodne',
    difficulty: 'HARD',
    title: 'Największe pole prostokąta',
    statement:
      'Obwód prostokąta wynosi 20 cm. Jakie największe pole może mieć ten prostokąt? Podaj wynik w cm².',
    hints: [
      'Jeśli jeden bok ma długość $x$, to drugi ma $10 - x$, gdzie $0 < x < 10$.',
      'Zbadaj funkcję $P(x) = x(10 - x)$: jej pochodna lub wierzchołek paraboli wskażą maksimum.',
    ],
    solution:
      "Niech boki mają długości $x$ i $10 - x$ (połowa obwodu to 10 cm), $x \\in (0, 10)$. Pole $P(x) = x(10 - x) = -x^2 + 10x$. Pochodna $P'(x) = -2x + 10$ zeruje się dla $x = 5$, jest dodatnia przed tym punktem i ujemna za nim, więc to maksimum. Wtedy oba boki mają 5 cm, a pole wynosi 25 cm². Największe pole ma kwadrat.",
    answer: numeric(25, 'cm2'),
    correct: typed('25', 'cm2'),
    also: [typed('25 cm²')],
    // A 6 × 4 rectangle, not the largest.
    wrong: typed('24', 'cm2'),
  },
  {
    id: '3ImEAcVTHvlPPHYsz2XT4gVaFVk',
    level: 'MATURA_EXTENDED',
    topic: 'rownania-i-nierownosci',
    difficulty: 'HARD',
    title: 'Równanie logarytmiczne z dziedziną',
    statement: 'Rozwiąż równanie $\\log_2 x + \\log_2 (x - 2) = 3$.',
    hints: [
      'Ustal dziedzinę: obie liczby logarytmowane muszą być dodatnie.',
      'Suma logarytmów o tej samej podstawie to logarytm iloczynu: $\\log_2 [x(x - 2)] = 3$.',
    ],
    solution:
      'Dziedzina: $x > 0$ i $x - 2 > 0$, czyli $x > 2$. Z własności logarytmów $\\log_2 [x(x - 2)] = 3$, więc $x(x - 2) = 2^3 = 8$. Otrzymujemy $x^2 - 2x - 8 = 0$, czyli $(x - 4)(x + 2) = 0$. Pierwiastek $x = -2$ nie należy do dziedziny, zostaje $x = 4$. Sprawdzenie: $\\log_2 4 + \\log_2 2 = 2 + 1 = 3$.',
    answer: numeric(4),
    correct: typed('4'),
    // The root outside the domain.
    wrong: typed('-2'),
  },
  {
    id: '3ImLT09MxNq985qrcEDcqTqtPZE',
    level: 'MATURA_EXTENDED',
    topic: 'funkcje',
    difficulty: 'EASY',
    title: 'Granica funkcji wymiernej',
    statement: 'Granica $\\displaystyle\\lim_{x \\to 2} \\frac{x^2 - 4}{x - 2}$ jest równa:',
    hints: [
      'Podstawienie $x = 2$ daje symbol $\\frac{0}{0}$ — trzeba najpierw przekształcić wyrażenie.',
      'Rozłóż licznik: $x^2 - 4 = (x - 2)(x + 2)$.',
    ],
    solution:
      'Bezpośrednie podstawienie daje $\\frac{0}{0}$, więc przekształcamy. Dla $x \\ne 2$: $\\frac{x^2 - 4}{x - 2} = \\frac{(x - 2)(x + 2)}{x - 2} = x + 2$. Granica wyrażenia $x + 2$ przy $x \\to 2$ wynosi 4. Funkcja nie jest określona w punkcie 2, ale granica w nim istnieje.',
    answer: single('c', '$0$', '$2$', '$4$', 'granica nie istnieje'),
    correct: picked('c'),
    wrong: picked('d'),
  },
]
