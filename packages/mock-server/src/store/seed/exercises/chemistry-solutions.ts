import { numeric, typed, type ExerciseDraft } from './seed-exercise'

/** Chemistry: solutions — molar and percent concentration, dilution, pH. */
export const CHEMISTRY_SOLUTIONS: readonly ExerciseDraft[] = [
  {
    id: '3IpsMysr1FTGJsDgk84finAUkL9',
    level: 'MATURA_BASIC',
    topic: 'roztwory',
    difficulty: 'MEDIUM',
    title: 'Stężenie molowe roztworu NaOH',
    statement:
      'W wodzie rozpuszczono 4 g wodorotlenku sodu $NaOH$ i otrzymano $250\\ \\text{cm}^3$ roztworu. Oblicz stężenie molowe roztworu. Przyjmij $M_{NaOH} = 40$ g/mol.',
    hints: [
      'Oblicz liczbę moli NaOH: $n = \\frac{m}{M}$.',
      'Objętość zamień na decymetry sześcienne: $250\\ \\text{cm}^3 = 0{,}25\\ \\text{dm}^3$. Potem $c = \\frac{n}{V}$.',
    ],
    solution:
      'Liczba moli NaOH: $n = \\frac{4\\ \\text{g}}{40\\ \\text{g/mol}} = 0{,}1$ mol. Objętość roztworu: $250\\ \\text{cm}^3 = 0{,}25\\ \\text{dm}^3$. Stężenie molowe $c = \\frac{n}{V} = \\frac{0{,}1\\ \\text{mol}}{0{,}25\\ \\text{dm}^3} = 0{,}4\\ \\text{mol/dm}^3$. Podzielenie przez 250 bez zamiany jednostek daje wynik tysiąc razy za mały.',
    answer: numeric(0.4, 'mol/dm3', 0.005),
    correct: typed('0,4', 'mol/dm3'),
    also: [typed('0,4 mol/dm³'), typed('0.4 mol/dm3')],
    wrong: typed('0,0004', 'mol/dm3'),
  },
  {
    id: '3IpzfT8TCYBXIawGP8MDgjXVg85',
    level: 'HIGH_SCHOOL',
    topic: 'roztwory',
    difficulty: 'EASY',
    title: 'Stężenie procentowe roztworu soli',
    statement:
      'W 100 g wody rozpuszczono 25 g soli kuchennej. Oblicz stężenie procentowe otrzymanego roztworu.',
    hints: [
      'Stężenie procentowe: $C_p = \\frac{m_s}{m_r} \\cdot 100\\%$.',
      'Masa roztworu to masa soli **i** wody razem.',
    ],
    solution:
      'Masa roztworu to suma masy soli i wody: $m_r = 25 + 100 = 125$ g. Stężenie procentowe $C_p = \\frac{m_s}{m_r} \\cdot 100\\% = \\frac{25}{125} \\cdot 100\\% = 20\\%$. Podzielenie masy soli przez samą masę wody daje błędne 25%.',
    answer: numeric(20, '%', 0.1),
    correct: typed('20', '%'),
    also: [typed('20%')],
    wrong: typed('25', '%'),
  },
  {
    id: '3Iq6xqvEiDjR58tPSjaFkUgppAQ',
    level: 'MATURA_BASIC',
    topic: 'roztwory',
    difficulty: 'MEDIUM',
    title: 'Rozcieńczanie roztworu',
    statement:
      'Do 200 g roztworu cukru o stężeniu 15% dolano 100 g wody. Oblicz stężenie procentowe nowego roztworu.',
    hints: [
      'Dolanie wody nie zmienia masy cukru. Ile go jest w 200 g roztworu o stężeniu 15%?',
      'Nowa masa roztworu to $200 + 100$ g.',
    ],
    solution:
      'Masa cukru w roztworze: $m_s = 0{,}15 \\cdot 200 = 30$ g. Po dolaniu wody masa roztworu wynosi 300 g, a masa cukru się nie zmienia. Nowe stężenie $C_p = \\frac{30}{300} \\cdot 100\\% = 10\\%$. Masa roztworu wzrosła 1,5 raza, więc stężenie spadło 1,5 raza.',
    answer: numeric(10, '%', 0.1),
    correct: typed('10', '%'),
    // 15% minus 5 points "for the water".
    wrong: typed('5', '%'),
  },
  {
    id: '3IqEGEvs8NKNKliUkcNP0YdJbPu',
    level: 'MATURA_BASIC',
    topic: 'roztwory',
    difficulty: 'MEDIUM',
    title: 'Masa soli potrzebna do roztworu',
    statement:
      'Ile gramów chlorku sodu $NaCl$ trzeba odważyć, aby przygotować $500\\ \\text{cm}^3$ roztworu o stężeniu $0{,}2\\ \\text{mol/dm}^3$? Przyjmij $M_{NaCl} = 58{,}5$ g/mol.',
    hints: [
      'Liczba moli substancji: $n = c \\cdot V$ (objętość w $\\text{dm}^3$).',
      'Masa: $m = n \\cdot M$.',
    ],
    solution:
      'Objętość roztworu to $0{,}5\\ \\text{dm}^3$, więc potrzebna liczba moli $n = c V = 0{,}2 \\cdot 0{,}5 = 0{,}1$ mol. Masa soli $m = n M = 0{,}1 \\cdot 58{,}5 = 5{,}85$ g. Sól rozpuszczamy w mniejszej ilości wody i dopełniamy wodą do $500\\ \\text{cm}^3$ — objętość dotyczy roztworu, nie wody.',
    answer: numeric(5.85, 'g', 0.05),
    correct: typed('5,85', 'g'),
    also: [typed('5850 mg')],
    // The volume taken as 1 dm³.
    wrong: typed('11,7', 'g'),
  },
  {
    id: '3IqLYhS6WB5VKlchMdcroAcQF3j',
    level: 'MATURA_EXTENDED',
    topic: 'roztwory',
    difficulty: 'MEDIUM',
    title: 'pH roztworu kwasu solnego',
    statement:
      'Oblicz pH roztworu kwasu solnego o stężeniu $0{,}01\\ \\text{mol/dm}^3$. Przyjmij, że kwas jest całkowicie zdysocjowany.',
    hints: [
      'HCl jest mocnym kwasem: stężenie jonów $H^+$ jest równe stężeniu kwasu.',
      '$\\text{pH} = -\\log [H^+]$.',
    ],
    solution:
      'Kwas solny dysocjuje całkowicie: $HCl \\rightarrow H^+ + Cl^-$, więc $[H^+] = 0{,}01 = 10^{-2}\\ \\text{mol/dm}^3$. Z definicji $\\text{pH} = -\\log[H^+] = -\\log 10^{-2} = 2$. Roztwór jest kwasowy, bo $\\text{pH} < 7$; dziesięciokrotne rozcieńczenie podniosłoby pH o 1, do 3.',
    answer: numeric(2),
    correct: typed('2'),
    // The pOH of the solution.
    wrong: typed('12'),
  },
]
