import { md, numeric, picked, single, typed, type ExerciseDraft } from './seed-exercise'

/** Physics: kinematics and dynamics. */
export const PHYSICS_MECHANICS: readonly ExerciseDraft[] = [
  {
    id: '3ImSlQT3ar5ojbEwfzBNd3btd4W',
    level: 'HIGH_SCHOOL',
    topic: 'kinematyka',
    difficulty: 'EASY',
    title: 'Droga samochodu w kwadrans',
    statement:
      'Samochód jedzie ze stałą prędkością 72 km/h przez 15 minut. Jaką drogę pokona w tym czasie?',
    hints: [
      'Zamień 15 minut na godziny: $15\\ \\text{min} = \\frac{1}{4}\\ \\text{h}$.',
      'W ruchu jednostajnym $s = v \\cdot t$.',
    ],
    solution:
      'W ruchu jednostajnym droga to iloczyn prędkości i czasu: $s = v \\cdot t$. Jednostki muszą do siebie pasować, więc zamieniamy czas na godziny: $15\\ \\text{min} = 0{,}25\\ \\text{h}$. Stąd $s = 72\\ \\frac{\\text{km}}{\\text{h}} \\cdot 0{,}25\\ \\text{h} = 18\\ \\text{km}$. To samo w metrach: $20\\ \\frac{\\text{m}}{\\text{s}} \\cdot 900\\ \\text{s} = 18\\,000\\ \\text{m}$. Pomnożenie 72 przez 15 bez zamiany jednostek daje błędne 1080 km.',
    answer: numeric(18, 'km', 0.1),
    correct: typed('18 km'),
    also: [typed('18000', 'm'), typed('18 000 m')],
    wrong: typed('1080 km'),
  },
  {
    id: '3Ima3lDWzDiicMoOjCLoIjvhpLd',
    level: 'PRIMARY',
    topic: 'kinematyka',
    difficulty: 'EASY',
    title: 'Średnia prędkość sprintera',
    statement: 'Sprinter przebiegł 100 m w czasie 10 s. Oblicz jego średnią prędkość.',
    hints: ['Prędkość średnia to droga podzielona przez czas: $v = \\frac{s}{t}$.'],
    solution:
      'Prędkość średnia to iloraz całej drogi i całego czasu: $v = \\frac{s}{t} = \\frac{100\\ \\text{m}}{10\\ \\text{s}} = 10\\ \\frac{\\text{m}}{\\text{s}}$. W kilometrach na godzinę to $10 \\cdot 3{,}6 = 36\\ \\frac{\\text{km}}{\\text{h}}$ — mniej więcej tyle, ile jedzie rower w mieście. Pomnożenie drogi przez czas nie daje prędkości, tylko wielkość w $\\text{m} \\cdot \\text{s}$.',
    answer: numeric(10, 'm/s', 0.01),
    correct: typed('10', 'm/s'),
    also: [typed('36', 'km/h'), typed('10 m/s')],
    wrong: typed('1000', 'm/s'),
  },
  {
    id: '3ImhMAdGM064e6JrjK3HfLk9RYn',
    level: 'PRIMARY',
    topic: 'kinematyka',
    difficulty: 'EASY',
    title: 'Zamiana km/h na m/s',
    statement: 'Pociąg jedzie z prędkością 54 km/h. Wyraź tę prędkość w metrach na sekundę.',
    hints: ['1 km to 1000 m, a 1 h to 3600 s.', 'Wystarczy podzielić wartość w km/h przez 3,6.'],
    solution:
      '$54\\ \\frac{\\text{km}}{\\text{h}} = \\frac{54 \\cdot 1000\\ \\text{m}}{3600\\ \\text{s}} = 15\\ \\frac{\\text{m}}{\\text{s}}$. Ogólnie $1\\ \\frac{\\text{m}}{\\text{s}} = 3{,}6\\ \\frac{\\text{km}}{\\text{h}}$, więc prędkość w km/h dzielimy przez 3,6 — na przykład $36\\ \\frac{\\text{km}}{\\text{h}} = 10\\ \\frac{\\text{m}}{\\text{s}}$. Mnożenie przez 3,6 zamiast dzielenia daje 194,4 — o wiele za dużo.',
    answer: numeric(15, 'm/s', 0.01),
    correct: typed('15', 'm/s'),
    wrong: typed('194,4', 'm/s'),
  },
  {
    id: '3ImoeaJAyDI4QkjRskqGmRa3G8K',
    level: 'MATURA_BASIC',
    topic: 'kinematyka',
    difficulty: 'MEDIUM',
    title: 'Droga z tabeli prędkości',
    statement: md(
      'Wózek rusza z miejsca ruchem jednostajnie przyspieszonym. Tabela podaje jego prędkość w kolejnych chwilach:',
      '',
      '| $t$ (s) | 0 | 2 | 4 | 6 |',
      '| --- | --- | --- | --- | --- |',
      '| $v$ (m/s) | 0 | 4 | 8 | 12 |',
      '',
      'Jaką drogę przebył wózek w ciągu pierwszych 6 sekund?',
    ),
    hints: [
      'Z tabeli odczytaj przyspieszenie: o ile rośnie prędkość w ciągu każdej sekundy?',
      'Droga w ruchu jednostajnie przyspieszonym bez prędkości początkowej: $s = \\frac{a t^2}{2}$. Możesz też policzyć pole pod wykresem $v(t)$.',
    ],
    solution:
      'Prędkość rośnie o 4 m/s co 2 s, więc przyspieszenie $a = 2\\ \\frac{\\text{m}}{\\text{s}^2}$. Droga bez prędkości początkowej: $s = \\frac{a t^2}{2} = \\frac{2 \\cdot 36}{2} = 36$ m. Ten sam wynik daje pole trójkąta pod wykresem prędkości: $\\frac{1}{2} \\cdot 6\\ \\text{s} \\cdot 12\\ \\frac{\\text{m}}{\\text{s}} = 36$ m. Mnożenie prędkości końcowej przez czas (72 m) jest błędem, bo wózek nie jechał cały czas z prędkością 12 m/s.',
    answer: numeric(36, 'm', 0.5),
    correct: typed('36', 'm'),
    also: [typed('0,036 km')],
    wrong: typed('72', 'm'),
  },
  {
    id: '3Imvx1WaJLnPvI8xOX0Nu5E4xMT',
    level: 'HIGH_SCHOOL',
    topic: 'kinematyka',
    difficulty: 'EASY',
    title: 'Czas spadania z wysokości 20 m',
    statement:
      'Kamień upuszczono (bez prędkości początkowej) z wysokości 20 m. Po jakim czasie spadnie na ziemię? Pomiń opór powietrza, przyjmij $g = 10\\ \\frac{\\text{m}}{\\text{s}^2}$.',
    hints: [
      'Spadek swobodny to ruch jednostajnie przyspieszony: $h = \\frac{g t^2}{2}$.',
      'Wyznacz $t = \\sqrt{\\frac{2h}{g}}$.',
    ],
    solution:
      'W spadku swobodnym $h = \\frac{g t^2}{2}$, więc $t^2 = \\frac{2h}{g} = \\frac{2 \\cdot 20}{10} = 4\\ \\text{s}^2$. Czas jest dodatni: $t = 2$ s. Prędkość tuż przed uderzeniem wynosi wtedy $v = g t = 20\\ \\frac{\\text{m}}{\\text{s}}$. Wynik 4 s oznacza, że zapomniano o pierwiastku.',
    answer: numeric(2, 's', 0.05),
    correct: typed('2 s'),
    wrong: typed('4', 's'),
  },
  {
    id: '3In3FLORGjnlfiVULtjlFRdbs2C',
    level: 'HIGH_SCHOOL',
    topic: 'dynamika',
    difficulty: 'EASY',
    title: 'Siła napędzająca samochód',
    statement:
      'Samochód o masie 1200 kg przyspiesza z przyspieszeniem $2{,}5\\ \\frac{\\text{m}}{\\text{s}^2}$. Jaka jest wypadkowa siła działająca na samochód?',
    hints: ['Druga zasada dynamiki Newtona: $F = m \\cdot a$.'],
    solution:
      'Z drugiej zasady dynamiki wypadkowa siła to $F = m a$. Podstawiamy: $F = 1200\\ \\text{kg} \\cdot 2{,}5\\ \\frac{\\text{m}}{\\text{s}^2} = 3000\\ \\text{N}$. Jednostka się zgadza, bo $1\\ \\text{N} = 1\\ \\text{kg} \\cdot \\frac{\\text{m}}{\\text{s}^2}$. Wynik to 3000 N, czyli 3 kN.',
    answer: numeric(3000, 'N', 1),
    correct: typed('3000', 'N'),
    also: [typed('3 kN'), typed('3 000 N')],
    // Mass divided by acceleration.
    wrong: typed('480', 'N'),
  },
  {
    id: '3InAXmytCe0minJ6gtnv2ucJo80',
    level: 'MATURA_BASIC',
    topic: 'dynamika',
    difficulty: 'HARD',
    title: 'Skrzynia ciągnięta po podłodze',
    statement:
      'Skrzynię o masie 2 kg ciągniemy po poziomej podłodze siłą 10 N skierowaną poziomo. Współczynnik tarcia kinetycznego wynosi 0,2, a $g = 10\\ \\frac{\\text{m}}{\\text{s}^2}$. Skrzynia startuje z miejsca. Jaką drogę przebędzie w ciągu 4 s?',
    hints: [
      'Siła tarcia: $T = \\mu m g$.',
      'Przyspieszenie nadaje siła wypadkowa $F - T$; potem $s = \\frac{a t^2}{2}$.',
    ],
    solution:
      'Siła tarcia wynosi $T = \\mu m g = 0{,}2 \\cdot 2 \\cdot 10 = 4$ N. Siła wypadkowa to $F - T = 10 - 4 = 6$ N, więc przyspieszenie $a = \\frac{6}{2} = 3\\ \\frac{\\text{m}}{\\text{s}^2}$. Skrzynia startuje z miejsca, więc $s = \\frac{a t^2}{2} = \\frac{3 \\cdot 16}{2} = 24$ m. Bez tarcia wyszłoby 40 m.',
    answer: numeric(24, 'm', 0.5),
    correct: typed('24', 'm'),
    wrong: typed('40', 'm'),
  },
  {
    id: '3InHq98zi4QzCHU5TAxgmWeHJMk',
    level: 'MATURA_EXTENDED',
    topic: 'kinematyka',
    difficulty: 'HARD',
    title: 'Rzut poziomy z wieży',
    statement:
      'Z wieży o wysokości 45 m rzucono poziomo kamień z prędkością 8 m/s. W jakiej odległości od podstawy wieży (w poziomie) upadnie kamień? Pomiń opór powietrza, przyjmij $g = 10\\ \\frac{\\text{m}}{\\text{s}^2}$.',
    hints: [
      'Ruch w pionie i w poziomie są niezależne: w pionie to spadek swobodny.',
      'Czas lotu wynika z $h = \\frac{g t^2}{2}$, a zasięg w poziomie to $z = v_0 t$.',
    ],
    solution:
      'W pionie kamień spada swobodnie, więc czas lotu wynika z $h = \\frac{g t^2}{2}$: $t = \\sqrt{\\frac{2 \\cdot 45}{10}} = 3$ s. W poziomie porusza się jednostajnie z prędkością 8 m/s, więc zasięg $z = v_0 t = 8 \\cdot 3 = 24$ m. Prędkość pozioma nie wpływa na czas spadania: kamień upuszczony z tej wieży też spadałby 3 s.',
    answer: numeric(24, 'm', 0.5),
    correct: typed('24', 'm'),
    also: [typed('2400', 'cm')],
    // Speed times height.
    wrong: typed('360', 'm'),
  },
  {
    id: '3InP8WsoHEvl9HOBqFKbsIPrNnA',
    level: 'HIGH_SCHOOL',
    topic: 'dynamika',
    difficulty: 'EASY',
    title: 'Siły w ruchu jednostajnym',
    statement:
      'Sanki zjeżdżają ze stoku ruchem jednostajnym prostoliniowym. Co można powiedzieć o siłach działających na sanki?',
    hints: [
      'Przypomnij sobie pierwszą zasadę dynamiki Newtona.',
      'Ruch jednostajny prostoliniowy oznacza zerowe przyspieszenie.',
    ],
    solution:
      'Ruch jest jednostajny i prostoliniowy, więc przyspieszenie sanek jest równe zeru. Z pierwszej (i drugiej) zasady dynamiki wynika, że wypadkowa wszystkich sił jest wtedy równa zeru. Na sanki działają jednak siły: ciężkości, reakcji podłoża, tarcia i oporu powietrza — i wzajemnie się równoważą. Wypadkowa zgodna z kierunkiem ruchu oznaczałaby, że sanki przyspieszają.',
    answer: single(
      'b',
      'Nie działa na nie żadna siła.',
      'Siły się równoważą — ich wypadkowa jest równa zeru.',
      'Wypadkowa sił ma zwrot zgodny z kierunkiem ruchu.',
      'Siła ciężkości jest większa od sumy sił tarcia i oporu.',
    ),
    correct: picked('b'),
    wrong: picked('c'),
  },
]
