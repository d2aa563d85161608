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

/** Math, liceum and matura podstawowa: expressions, equations, functions, sequences. */
export const MATH_ALGEBRA: readonly ExerciseDraft[] = [
  {
    id: '3IiLNHzKwOQ8ItKalQOJsZKmPC3',
    level: 'MATURA_BASIC',
    topic: 'rownania-i-nierownosci',
    difficulty: 'EASY',
    title: 'Równanie liniowe z nawiasem',
    statement: 'Rozwiąż równanie $3(x-2)=2x+5$.',
    hints: [
      'Najpierw opuść nawias: pomnóż przez 3 oba wyrazy w nawiasie.',
      'Przenieś wyrazy z niewiadomą na lewą stronę, a liczby na prawą.',
    ],
    solution:
      'Opuszczamy nawias: $3(x-2) = 3x - 6$, więc równanie ma postać $3x - 6 = 2x + 5$. Odejmujemy $2x$ od obu stron: $x - 6 = 5$. Dodajemy 6 do obu stron i otrzymujemy $x = 11$. Sprawdzenie: $3 \\cdot (11 - 2) = 27$ oraz $2 \\cdot 11 + 5 = 27$, więc rozwiązaniem jest $x = 11$.',
    answer: numeric(11),
    correct: typed('11'),
    // Forgetting to multiply the 2 by 3: 3x - 2 = 2x + 5.
    wrong: typed('7'),
  },
  {
    id: '3IiSfiTZd3NdV1Amha3usKXlgZu',
    level: 'HIGH_SCHOOL',
    topic: 'wyrazenia-algebraiczne',
    difficulty: 'EASY',
    title: 'Suma dwóch kolejnych liczb nieparzystych',
    statement:
      'Liczba $x$ jest nieparzysta. Zapisz za pomocą $x$ sumę tej liczby i następnej po niej liczby nieparzystej.',
    hints: [
      'Kolejne liczby nieparzyste różnią się o 2, np. 7 i 9.',
      'Następna liczba nieparzysta to $x + 2$; dodaj ją do $x$.',
    ],
    solution:
      'Kolejne liczby nieparzyste różnią się o 2, więc liczba nieparzysta następująca po $x$ to $x + 2$. Ich suma wynosi $x + (x + 2) = 2x + 2$. To samo wyrażenie można zapisać jako $2(x + 1)$ — widać wtedy, że suma dwóch kolejnych liczb nieparzystych jest zawsze parzysta. Sprawdzenie dla $x = 7$: $7 + 9 = 16$ oraz $2 \\cdot 7 + 2 = 16$.',
    answer: expression('2x+2', 'x'),
    correct: written('2x+2'),
    also: [written('2(x+1)'), written('x+(x+2)')],
    wrong: written('2x+1'),
  },
  {
    id: '3IiZy9mmwoBSjzFbtUBTMWnzdQ2',
    level: 'MATURA_BASIC',
    topic: 'wyrazenia-algebraiczne',
    difficulty: 'EASY',
    title: 'Pole prostokąta jako wyrażenie',
    statement:
      'Prostokąt ma boki długości $x - 1$ i $x + 1$ (gdzie $x > 1$). Zapisz wyrażenie opisujące jego pole.',
    hints: [
      'Pole prostokąta to iloczyn długości jego sąsiednich boków.',
      'Możesz zostawić iloczyn albo wymnożyć nawiasy: $(a - b)(a + b) = a^2 - b^2$.',
    ],
    solution:
      'Pole prostokąta jest iloczynem długości sąsiednich boków, więc $P = (x - 1)(x + 1)$. Ze wzoru skróconego mnożenia $(a - b)(a + b) = a^2 - b^2$ otrzymujemy $P = x^2 - 1$. Obie postaci opisują to samo pole. Na przykład dla $x = 3$ boki mają długości 2 i 4, a pole wynosi $8 = 3^2 - 1$.',
    answer: expression('(x-1)(x+1)', 'x'),
    correct: written('(x-1)(x+1)'),
    also: [written('x^2-1'), written('(x+1)(x-1)')],
    wrong: written('x^2+1'),
  },
  {
    id: '3IihGXHtECVvnqcLyt6nM97j7WU',
    level: 'MATURA_BASIC',
    topic: 'rownania-i-nierownosci',
    difficulty: 'EASY',
    title: 'Rozwiązanie w postaci ułamka',
    statement: 'Rozwiąż równanie $5x - 2 = 3x + 5$. Wynik podaj w postaci ułamka nieskracalnego.',
    hints: [
      'Zbierz wyrazy z $x$ po lewej stronie, a liczby po prawej.',
      'Po przekształceniach otrzymasz $2x = 7$. Podziel obie strony przez 2.',
    ],
    solution:
      'Odejmujemy $3x$ od obu stron: $2x - 2 = 5$. Dodajemy 2: $2x = 7$. Dzielimy obie strony przez 2 i otrzymujemy $x = \\frac{7}{2}$. Ułamek $\\frac{7}{2}$ jest nieskracalny, bo 7 i 2 nie mają wspólnego dzielnika większego od 1; w postaci mieszanej to $3\\frac{1}{2}$.',
    answer: fraction(7, 2),
    correct: typed('7/2'),
    also: [typed('3 1/2')],
    wrong: typed('2/7'),
  },
  {
    id: '3IioYqa5OVlGqWb7SdzKkfndERY',
    level: 'MATURA_BASIC',
    topic: 'wyrazenia-algebraiczne',
    difficulty: 'EASY',
    title: 'Suma logarytmów',
    statement: 'Oblicz wartość wyrażenia $\\log_2 8 + \\log_3 9$.',
    hints: [
      '$\\log_a b$ to wykładnik, do którego trzeba podnieść $a$, aby otrzymać $b$.',
      '$2^3 = 8$ oraz $3^2 = 9$.',
    ],
    solution:
      'Z definicji logarytmu $\\log_2 8 = 3$, bo $2^3 = 8$. Podobnie $\\log_3 9 = 2$, bo $3^2 = 9$. Suma wynosi $3 + 2 = 5$. Częsty błąd to dodanie liczb logarytmowanych ($8 + 9 = 17$) zamiast wartości logarytmów.',
    answer: numeric(5),
    correct: typed('5'),
    wrong: typed('17'),
  },
  {
    id: '3IivrHe7aAcPlUWkHCYI7FWqpRh',
    level: 'MATURA_BASIC',
    topic: 'rownania-i-nierownosci',
    difficulty: 'MEDIUM',
    title: 'Liczby spełniające nierówność kwadratową',
    statement:
      'Które z podanych liczb spełniają nierówność $x^2 - 5x + 4 < 0$? Zaznacz wszystkie poprawne odpowiedzi.',
    hints: [
      'Znajdź miejsca zerowe trójmianu $x^2 - 5x + 4$.',
      'Parabola ma ramiona skierowane w górę, więc trójmian jest ujemny między pierwiastkami. Nierówność jest ostra.',
    ],
    solution:
      'Obliczamy $\\Delta = 25 - 16 = 9$, więc $x_1 = \\frac{5 - 3}{2} = 1$ i $x_2 = \\frac{5 + 3}{2} = 4$. Współczynnik przy $x^2$ jest dodatni, więc trójmian przyjmuje wartości ujemne między pierwiastkami: rozwiązaniem jest przedział $(1, 4)$. Końce 1 i 4 nie należą do zbioru, bo nierówność jest ostra. Z podanych liczb warunek spełniają tylko 2 i 3.',
    answer: multiple(['c', 'd'], '$0$', '$1$', '$2$', '$3$', '$4$', '$5$'),
    correct: pickedAll('c', 'd'),
    wrong: pickedAll('b', 'c', 'd', 'e'),
  },
  {
    id: '3Ij39hxmjxm8Hub8FaYJUvHtm5q',
    level: 'MATURA_BASIC',
    topic: 'funkcje',
    difficulty: 'EASY',
    title: 'Miejsce zerowe funkcji liniowej',
    statement: 'Miejscem zerowym funkcji $f(x) = -2x + 7$ jest liczba:',
    hints: [
      'Miejsce zerowe to argument, dla którego $f(x) = 0$.',
      'Rozwiąż równanie $-2x + 7 = 0$.',
    ],
    solution:
      'Szukamy $x$, dla którego $f(x) = 0$: $-2x + 7 = 0$. Przenosimy 7 na prawą stronę: $-2x = -7$. Dzielimy przez $-2$ i otrzymujemy $x = \\frac{7}{2}$. Liczba 7 to wartość funkcji w zerze ($f(0) = 7$), a nie jej miejsce zerowe.',
    answer: single('c', '$-\\frac{7}{2}$', '$\\frac{2}{7}$', '$\\frac{7}{2}$', '$7$'),
    correct: picked('c'),
    wrong: picked('d'),
  },
  {
    id: '3IjAS8fDwnqvs7umUu4h4b1Tc9z',
    level: 'MATURA_BASIC',
    topic: 'funkcje',
    difficulty: 'MEDIUM',
    title: 'Wzór funkcji liniowej przez dwa punkty',
    statement:
      'Wykres funkcji liniowej $f$ przechodzi przez punkty $A = (0, 1)$ i $B = (2, 5)$. Podaj wzór $f(x)$.',
    hints: [
      'Funkcja liniowa ma wzór $f(x) = ax + b$, a $b$ to jej wartość w zerze.',
      'Współczynnik kierunkowy to $a = \\frac{y_B - y_A}{x_B - x_A}$.',
    ],
    solution:
      'Funkcja liniowa ma postać $f(x) = ax + b$. Punkt $A = (0, 1)$ daje $f(0) = b = 1$. Współczynnik kierunkowy: $a = \\frac{5 - 1}{2 - 0} = 2$. Zatem $f(x) = 2x + 1$. Sprawdzenie: $f(2) = 2 \\cdot 2 + 1 = 5$, czyli wykres rzeczywiście przechodzi przez $B$.',
    answer: expression('2x+1', 'x'),
    correct: written('2x+1'),
    also: [written('1+2x'), written('2*x+1')],
    // The slope turned upside down.
    wrong: written('x/2+1'),
  },
  {
    id: '3IjHkTeXjtOxdfor5QyETchPAWw',
    level: 'MATURA_BASIC',
    topic: 'ciagi',
    difficulty: 'MEDIUM',
    title: 'Suma dziesięciu wyrazów ciągu arytmetycznego',
    statement:
      'Ciąg arytmetyczny $(a_n)$ ma pierwszy wyraz $a_1 = 2$ i różnicę $r = 3$. Oblicz sumę jego dziesięciu początkowych wyrazów.',
    hints: [
      'Oblicz najpierw $a_{10} = a_1 + 9r$.',
      'Suma $n$ początkowych wyrazów to $S_n = \\frac{a_1 + a_n}{2} \\cdot n$.',
    ],
    solution:
      'Dziesiąty wyraz to $a_{10} = a_1 + 9r = 2 + 27 = 29$. Ze wzoru na sumę: $S_{10} = \\frac{a_1 + a_{10}}{2} \\cdot 10 = \\frac{2 + 29}{2} \\cdot 10 = 155$. Można to sprawdzić, dodając wyrazy $2, 5, 8, \\ldots, 29$ parami od końców: pięć par o sumie 31 daje 155.',
    answer: numeric(155),
    correct: typed('155'),
    // a₁₀ taken as a₁ + 10r.
    wrong: typed('170'),
  },
  {
    id: '3IjP2rDHBNzoYqCDkbKILDOPOd8',
    level: 'MATURA_BASIC',
    topic: 'ciagi',
    difficulty: 'EASY',
    title: 'Wzór ogólny ciągu arytmetycznego',
    statement:
      'Ciąg arytmetyczny ma pierwszy wyraz $a_1 = 3$ i różnicę $r = 4$. Podaj wzór ogólny $a_n$ tego ciągu (użyj zmiennej $n$).',
    hints: [
      'Wzór ogólny ciągu arytmetycznego: $a_n = a_1 + (n - 1)r$.',
      'Podstaw $a_1 = 3$ i $r = 4$, a potem uprość.',
    ],
    solution:
      'Korzystamy ze wzoru $a_n = a_1 + (n - 1)r$. Po podstawieniu: $a_n = 3 + (n - 1) \\cdot 4 = 3 + 4n - 4 = 4n - 1$. Sprawdzenie: $a_1 = 4 - 1 = 3$, $a_2 = 7$, $a_3 = 11$ — kolejne wyrazy rosną o 4.',
    answer: expression('4n-1', 'n'),
    correct: written('4n-1'),
    also: [written('3+4(n-1)')],
    wrong: written('3+4n'),
  },
  {
    id: '3IjWLHMgNKaDUpvnNScKh11KMx6',
    level: 'MATURA_BASIC',
    topic: 'ciagi',
    difficulty: 'MEDIUM',
    title: 'Wzór ogólny ciągu geometrycznego',
    statement:
      'Ciąg geometryczny $(a_n)$ ma wyrazy $a_1 = 2$ i $a_2 = 6$. Podaj wzór ogólny $a_n$ tego ciągu (użyj zmiennej $n$).',
    hints: [
      'Iloraz ciągu to $q = \\frac{a_2}{a_1}$.',
      'Wzór ogólny ciągu geometrycznego: $a_n = a_1 \\cdot q^{n-1}$.',
    ],
    solution:
      'Iloraz ciągu wynosi $q = \\frac{6}{2} = 3$. Ze wzoru $a_n = a_1 \\cdot q^{n-1}$ otrzymujemy $a_n = 2 \\cdot 3^{n-1}$. Sprawdzenie: $a_1 = 2 \\cdot 3^0 = 2$, $a_2 = 6$, $a_3 = 18$. Zapis $a_n = 2 \\cdot 3^n$ jest błędny: daje $a_1 = 6$.',
    answer: expression('2*3^(n-1)', 'n'),
    correct: written('2*3^(n-1)'),
    also: [written('2·3^(n-1)'), written('(2/3)*3^n')],
    wrong: written('2*3^n'),
  },
  {
    id: '3IjddiCMaDhcPMEvxtT9KilCMJH',
    level: 'MATURA_BASIC',
    topic: 'rownania-i-nierownosci',
    difficulty: 'EASY',
    title: 'Równanie wykładnicze',
    statement: 'Rozwiąż równanie $2^{x+1} = 32$.',
    hints: ['Zapisz 32 jako potęgę liczby 2.', 'Gdy podstawy są równe, porównaj wykładniki.'],
    solution:
      'Liczba 32 to $2^5$, więc równanie ma postać $2^{x+1} = 2^5$. Funkcja wykładnicza o podstawie 2 jest różnowartościowa, więc wykładniki muszą być równe: $x + 1 = 5$. Stąd $x = 4$. Sprawdzenie: $2^{4+1} = 32$.',
    answer: numeric(4),
    correct: typed('4'),
    wrong: typed('5'),
  },
  {
    id: '3Ijkw7ekkT3Irl7NtxXvdhDBfWU',
    level: 'MATURA_BASIC',
    topic: 'wyrazenia-algebraiczne',
    difficulty: 'EASY',
    title: 'Obniżka i podwyżka ceny',
    statement:
      'Kurtka kosztowała 250 zł. Najpierw jej cenę obniżono o 20%, a po miesiącu nową cenę podniesiono o 10%. Ile złotych kosztuje kurtka teraz? Podaj samą liczbę.',
    hints: [
      'Obniżka o 20% oznacza, że nowa cena to 80% starej.',
      'Podwyżkę o 10% licz od ceny po obniżce, nie od 250 zł.',
    ],
    solution:
      'Po obniżce o 20% kurtka kosztuje $250 \\cdot 0{,}8 = 200$ zł. Podwyżka o 10% liczona jest od nowej ceny: $200 \\cdot 1{,}1 = 220$ zł. Częsty błąd to odjęcie od razu 10 punktów procentowych ($250 \\cdot 0{,}9 = 225$ zł) — procenty liczone od różnych kwot nie sumują się.',
    answer: numeric(220),
    correct: typed('220'),
    wrong: typed('225'),
  },
  {
    id: '3IjsEVwdaCmUnmpPmr6gAhNWDgp',
    level: 'MATURA_BASIC',
    topic: 'funkcje',
    difficulty: 'MEDIUM',
    title: 'Funkcja kwadratowa z wierzchołka',
    statement:
      'Wierzchołkiem paraboli będącej wykresem funkcji kwadratowej $f$ jest punkt $W = (2, -1)$, a wykres przechodzi przez punkt $(0, 3)$. Podaj wzór $f(x)$.',
    hints: [
      'Zacznij od postaci kanonicznej $f(x) = a(x - p)^2 + q$, gdzie $(p, q)$ to wierzchołek.',
      'Podstaw punkt $(0, 3)$, aby wyznaczyć $a$.',
    ],
    solution:
      'W postaci kanonicznej $f(x) = a(x - 2)^2 - 1$. Wykres przechodzi przez $(0, 3)$, więc $3 = 4a - 1$, skąd $a = 1$. Zatem $f(x) = (x - 2)^2 - 1 = x^2 - 4x + 3$. Postać iloczynowa to $f(x) = (x - 1)(x - 3)$ — miejsca zerowe 1 i 3 leżą symetrycznie względem osi $x = 2$.',
    answer: expression('x^2-4x+3', 'x'),
    correct: written('x^2-4x+3'),
    also: [written('(x-2)^2-1'), written('(x-1)(x-3)')],
    wrong: written('(x+2)^2-1'),
  },
  {
    id: '3IjzWycvmcZsZKM4dNrlvK4K0EL',
    level: 'HIGH_SCHOOL',
    topic: 'wyrazenia-algebraiczne',
    difficulty: 'EASY',
    title: 'Dodawanie ułamków',
    statement: 'Oblicz $\\frac{2}{3} + \\frac{5}{6}$. Wynik podaj w postaci ułamka nieskracalnego.',
    hints: ['Sprowadź ułamki do wspólnego mianownika 6.', 'Na końcu skróć wynik.'],
    solution:
      'Wspólny mianownik to 6: $\\frac{2}{3} = \\frac{4}{6}$. Dodajemy: $\\frac{4}{6} + \\frac{5}{6} = \\frac{9}{6}$. Licznik i mianownik dzielą się przez 3, więc $\\frac{9}{6} = \\frac{3}{2}$. Błędem byłoby dodanie osobno liczników i mianowników: $\\frac{7}{9}$.',
    answer: fraction(3, 2),
    correct: typed('3/2'),
    wrong: typed('7/9'),
  },
]
