import { PHYSICS_MECHANICS } from './physics-mechanics'
import { numeric, typed, type ExerciseDraft } from './seed-exercise'

/** Physics: work and energy, electricity, heat, waves and optics. */
const PHYSICS_ENERGY_AND_FIELDS: readonly ExerciseDraft[] = [
  {
    id: '3InWQxA8WIbkTJFkZNJUeFAZdnE',
    level: 'MATURA_BASIC',
    topic: 'praca-i-energia',
    difficulty: 'MEDIUM',
    title: 'Energia kinetyczna samochodu',
    statement:
      'Samochód o masie 1000 kg jedzie z prędkością 72 km/h. Oblicz jego energię kinetyczną.',
    hints: ['Zamień prędkość na m/s: podziel ją przez 3,6.', '$E_k = \\frac{m v^2}{2}$.'],
    solution:
      'Prędkość w jednostkach układu SI: $72 : 3{,}6 = 20\\ \\frac{\\text{m}}{\\text{s}}$. Energia kinetyczna $E_k = \\frac{m v^2}{2} = \\frac{1000 \\cdot 20^2}{2} = 200\\,000$ J, czyli 200 kJ. Gdyby podstawić 72 bez zamiany jednostek, wynik (2592 kJ) byłby prawie 13 razy za duży.',
    answer: numeric(200, 'kJ', 1),
    correct: typed('200', 'kJ'),
    also: [typed('200000 J'), typed('200 000', 'J')],
    wrong: typed('2592', 'kJ'),
  },
  {
    id: '3IndjRFQMlhNxUUr5MPx786JZRr',
    level: 'MATURA_BASIC',
    topic: 'praca-i-energia',
    difficulty: 'MEDIUM',
    title: 'Moc dźwigu',
    statement:
      'Dźwig podnosi ruchem jednostajnym ładunek o masie 500 kg na wysokość 12 m w czasie 20 s. Oblicz średnią moc, z jaką pracuje dźwig. Przyjmij $g = 10\\ \\frac{\\text{m}}{\\text{s}^2}$.',
    hints: [
      'Praca przy podnoszeniu ruchem jednostajnym to przyrost energii potencjalnej: $W = m g h$.',
      'Moc to praca podzielona przez czas: $P = \\frac{W}{t}$.',
    ],
    solution:
      'Ładunek porusza się jednostajnie, więc dźwig działa siłą równą ciężarowi: $F = mg = 5000$ N. Praca $W = F h = 5000 \\cdot 12 = 60\\,000$ J. Moc $P = \\frac{W}{t} = \\frac{60\\,000\\ \\text{J}}{20\\ \\text{s}} = 3000$ W, czyli 3 kW. Wynik 60 000 to praca, a nie moc.',
    answer: numeric(3000, 'W', 10),
    correct: typed('3000', 'W'),
    also: [typed('3', 'kW')],
    wrong: typed('60000', 'W'),
  },
  {
    id: '3Inl1mGZ59NSU2irx83zAgv5AMC',
    level: 'PRIMARY',
    topic: 'elektrycznosc',
    difficulty: 'EASY',
    title: 'Natężenie prądu z prawa Ohma',
    statement:
      'Do opornika o oporze $4\\ \\Omega$ przyłożono napięcie 12 V. Jakie jest natężenie prądu płynącego przez opornik?',
    hints: ['Prawo Ohma: $I = \\frac{U}{R}$.'],
    solution:
      'Z prawa Ohma natężenie prądu to $I = \\frac{U}{R}$. Podstawiamy: $I = \\frac{12\\ \\text{V}}{4\\ \\Omega} = 3$ A. Sprawdzenie jednostek: $1\\ \\text{A} = 1\\ \\frac{\\text{V}}{\\Omega}$. Pomnożenie napięcia przez opór (48) dałoby wielkość o zupełnie innej jednostce.',
    answer: numeric(3, 'A', 0.01),
    correct: typed('3', 'A'),
    also: [typed('3000', 'mA')],
    wrong: typed('48', 'A'),
  },
  {
    id: '3InsK8rdu2Ss14Cruy7p00rZXpT',
    level: 'MATURA_BASIC',
    topic: 'elektrycznosc',
    difficulty: 'MEDIUM',
    title: 'Opór zastępczy połączenia równoległego',
    statement:
      'Oporniki o oporach $6\\ \\Omega$ i $3\\ \\Omega$ połączono równolegle. Oblicz opór zastępczy tego układu.',
    hints: [
      'Przy połączeniu równoległym dodaje się odwrotności oporów: $\\frac{1}{R} = \\frac{1}{R_1} + \\frac{1}{R_2}$.',
      'Opór zastępczy połączenia równoległego jest mniejszy od najmniejszego z oporów.',
    ],
    solution:
      'Dla połączenia równoległego $\\frac{1}{R} = \\frac{1}{6} + \\frac{1}{3} = \\frac{1}{6} + \\frac{2}{6} = \\frac{1}{2}$. Stąd $R = 2\\ \\Omega$. Wynik jest mniejszy od $3\\ \\Omega$, jak powinno być przy połączeniu równoległym. Suma $6 + 3 = 9\\ \\Omega$ to opór połączenia szeregowego.',
    answer: numeric(2, 'Ω', 0.01),
    correct: typed('2', 'Ω'),
    also: [typed('2 Ω')],
    wrong: typed('9', 'Ω'),
  },
  {
    id: '3InzcdSLp2KV5vBaAcw32g5BNnT',
    level: 'HIGH_SCHOOL',
    topic: 'elektrycznosc',
    difficulty: 'EASY',
    title: 'Energia pobrana przez czajnik',
    statement:
      'Czajnik elektryczny o mocy 2000 W pracował przez 3 minuty. Ile energii elektrycznej pobrał?',
    hints: [
      'Energia to moc pomnożona przez czas: $E = P \\cdot t$.',
      'Czas wyraź w sekundach, żeby dostać wynik w dżulach.',
    ],
    solution:
      'Czas w sekundach: $3\\ \\text{min} = 180$ s. Energia $E = P t = 2000\\ \\text{W} \\cdot 180\\ \\text{s} = 360\\,000$ J, czyli 360 kJ. To samo w kilowatogodzinach: $2\\ \\text{kW} \\cdot 0{,}05\\ \\text{h} = 0{,}1$ kWh. Pomnożenie mocy przez 3 bez zamiany minut na sekundy daje 6000 J — sześćdziesiąt razy za mało.',
    answer: numeric(360, 'kJ', 1),
    correct: typed('360', 'kJ'),
    also: [typed('360000', 'J')],
    wrong: typed('6', 'kJ'),
  },
  {
    id: '3Io6uyPEnefio8L50wwKBgcHvNa',
    level: 'MATURA_BASIC',
    topic: 'termodynamika',
    difficulty: 'MEDIUM',
    title: 'Ciepło potrzebne do podgrzania wody',
    statement:
      'Ile ciepła trzeba dostarczyć, aby ogrzać 2 kg wody od 20 °C do 70 °C? Ciepło właściwe wody wynosi $4200\\ \\frac{\\text{J}}{\\text{kg} \\cdot {}^\\circ\\text{C}}$. Pomiń straty ciepła.',
    hints: ['$Q = m \\cdot c \\cdot \\Delta T$.', 'Przyrost temperatury to $70 - 20 = 50$ °C.'],
    solution:
      'Ciepło potrzebne do ogrzania ciała to $Q = m c \\Delta T$. Przyrost temperatury wynosi $\\Delta T = 50$ °C. Stąd $Q = 2 \\cdot 4200 \\cdot 50 = 420\\,000$ J, czyli 420 kJ. Częsty błąd to podstawienie temperatury końcowej zamiast przyrostu, co daje 588 kJ.',
    answer: numeric(420, 'kJ', 1),
    correct: typed('420', 'kJ'),
    also: [typed('420000 J')],
    wrong: typed('588', 'kJ'),
  },
  {
    id: '3IoEDPZCWMse8VPGI1jMR0WjCEf',
    level: 'MATURA_BASIC',
    topic: 'termodynamika',
    difficulty: 'MEDIUM',
    title: 'Sprężanie izotermiczne',
    statement:
      'Gaz doskonały zajmuje objętość $6\\ \\text{dm}^3$ pod ciśnieniem 100 kPa. Gaz sprężono w stałej temperaturze do ciśnienia 300 kPa. Jaką objętość zajmuje teraz?',
    hints: [
      'W przemianie izotermicznej $p_1 V_1 = p_2 V_2$.',
      'Ciśnienie wzrosło trzykrotnie — jak zmieniła się objętość?',
    ],
    solution:
      'W stałej temperaturze iloczyn ciśnienia i objętości się nie zmienia: $p_1 V_1 = p_2 V_2$. Stąd $V_2 = \\frac{p_1 V_1}{p_2} = \\frac{100 \\cdot 6}{300} = 2\\ \\text{dm}^3$. Ciśnienie wzrosło trzykrotnie, więc objętość zmalała trzykrotnie. Wynik $18\\ \\text{dm}^3$ oznaczałby, że gaz się rozprężył, a nie sprężył.',
    answer: numeric(2, 'dm3', 0.01),
    correct: typed('2', 'dm3'),
    also: [typed('2000', 'cm3'), typed('2 dm³')],
    wrong: typed('18', 'dm3'),
  },
  {
    id: '3IoLVlxtWzDsOPHHtsIVdlDZqBb',
    level: 'MATURA_BASIC',
    topic: 'optyka-i-fale',
    difficulty: 'MEDIUM',
    title: 'Odległość obrazu w soczewce skupiającej',
    statement:
      'Przedmiot ustawiono 30 cm od soczewki skupiającej o ogniskowej 10 cm. W jakiej odległości od soczewki powstanie ostry obraz?',
    hints: [
      'Równanie soczewki: $\\frac{1}{f} = \\frac{1}{x} + \\frac{1}{y}$, gdzie $x$ to odległość przedmiotu, a $y$ — obrazu.',
    ],
    solution:
      'Z równania soczewki $\\frac{1}{y} = \\frac{1}{f} - \\frac{1}{x} = \\frac{1}{10} - \\frac{1}{30} = \\frac{3 - 1}{30} = \\frac{1}{15}$. Zatem $y = 15$ cm. Przedmiot stoi dalej niż w podwójnej ogniskowej, więc obraz jest rzeczywisty, odwrócony i pomniejszony (powiększenie $\\frac{y}{x} = \\frac{1}{2}$) — tak działa obiektyw aparatu fotograficznego.',
    answer: numeric(15, 'cm', 0.1),
    correct: typed('15', 'cm'),
    also: [typed('0,15', 'm')],
    // The two reciprocals added instead of subtracted.
    wrong: typed('7,5', 'cm'),
  },
  {
    id: '3IoSoDhTsIn9pgtHpgibdQxFQcn',
    level: 'HIGH_SCHOOL',
    topic: 'optyka-i-fale',
    difficulty: 'EASY',
    title: 'Prędkość fali dźwiękowej',
    statement:
      'Fala dźwiękowa o częstotliwości 680 Hz ma w powietrzu długość 0,5 m. Oblicz prędkość tej fali.',
    hints: ['$v = \\lambda \\cdot f$.'],
    solution:
      'Prędkość fali to iloczyn długości fali i częstotliwości: $v = \\lambda f$. Podstawiamy: $v = 0{,}5\\ \\text{m} \\cdot 680\\ \\text{Hz} = 340\\ \\frac{\\text{m}}{\\text{s}}$, bo $1\\ \\text{Hz} = 1\\ \\frac{1}{\\text{s}}$. To typowa prędkość dźwięku w powietrzu w temperaturze pokojowej.',
    answer: numeric(340, 'm/s', 1),
    correct: typed('340', 'm/s'),
    also: [typed('1224 km/h')],
    wrong: typed('1360', 'm/s'),
  },
]

export const PHYSICS: readonly ExerciseDraft[] = [
  ...PHYSICS_MECHANICS,
  ...PHYSICS_ENERGY_AND_FIELDS,
]
