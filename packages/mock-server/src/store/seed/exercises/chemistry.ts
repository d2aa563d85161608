import { CHEMISTRY_SOLUTIONS } from './chemistry-solutions'
import {
  md,
  multiple,
  numeric,
  picked,
  pickedAll,
  single,
  typed,
  type ExerciseDraft,
} from './seed-exercise'

/** Chemistry: atoms, the mole, stoichiometry, reactions, organic compounds. */
const CHEMISTRY_MATTER: readonly ExerciseDraft[] = [
  {
    id: '3Ioa6fKleW9XDkcOEqwz568zOfv',
    level: 'HIGH_SCHOOL',
    topic: 'mol-i-masa-molowa',
    difficulty: 'EASY',
    title: 'Masa molowa kwasu siarkowego(VI)',
    statement: md(
      'Oblicz masę molową kwasu siarkowego(VI) $H_2SO_4$. Masy molowe pierwiastków:',
      '',
      '| Pierwiastek | H | S | O |',
      '| --- | --- | --- | --- |',
      '| $M$ (g/mol) | 1 | 32 | 16 |',
    ),
    hints: [
      'Masa molowa związku to suma mas molowych wszystkich atomów we wzorze.',
      'W cząsteczce są 2 atomy wodoru, 1 atom siarki i 4 atomy tlenu.',
    ],
    solution:
      'Sumujemy masy molowe atomów: wodór $2 \\cdot 1 = 2$ g/mol, siarka $1 \\cdot 32 = 32$ g/mol, tlen $4 \\cdot 16 = 64$ g/mol. Razem $M = 2 + 32 + 64 = 98$ g/mol. Częsty błąd to policzenie jednego atomu tlenu (50 g/mol) albo pominięcie indeksu przy wodorze.',
    answer: numeric(98, 'g/mol', 0.5),
    correct: typed('98', 'g/mol'),
    also: [typed('98 g/mol'), typed('98,1', 'g/mol')],
    wrong: typed('50', 'g/mol'),
  },
  {
    id: '3IohOxe2S76LAwAfi1wbtfvdFrH',
    level: 'HIGH_SCHOOL',
    topic: 'mol-i-masa-molowa',
    difficulty: 'EASY',
    title: 'Masa molowa wodorotlenku wapnia',
    statement:
      'Oblicz masę molową wodorotlenku wapnia $Ca(OH)_2$. Przyjmij $M_{Ca} = 40$ g/mol, $M_O = 16$ g/mol, $M_H = 1$ g/mol.',
    hints: ['Indeks 2 za nawiasem mnoży wszystko, co jest w nawiasie.'],
    solution:
      'Grupa $OH$ ma masę molową $16 + 1 = 17$ g/mol, a we wzorze są dwie takie grupy: $2 \\cdot 17 = 34$ g/mol. Dodajemy wapń: $M = 40 + 34 = 74$ g/mol. Gdyby pomnożyć przez 2 tylko wodór, wyszłoby błędne 58 g/mol.',
    answer: numeric(74, 'g/mol', 0.5),
    correct: typed('74', 'g/mol'),
    wrong: typed('58', 'g/mol'),
  },
  {
    id: '3IoohNqa8sZlbFhiIU1TXL4JJmq',
    level: 'HIGH_SCHOOL',
    topic: 'mol-i-masa-molowa',
    difficulty: 'EASY',
    title: 'Liczba moli dwutlenku węgla',
    statement:
      'Ile moli cząsteczek stanowi 88 g tlenku węgla(IV) $CO_2$? Przyjmij $M_C = 12$ g/mol i $M_O = 16$ g/mol.',
    hints: ['Najpierw oblicz masę molową $CO_2$.', '$n = \\frac{m}{M}$.'],
    solution:
      'Masa molowa $CO_2$ to $12 + 2 \\cdot 16 = 44$ g/mol. Liczba moli $n = \\frac{m}{M} = \\frac{88\\ \\text{g}}{44\\ \\text{g/mol}} = 2$ mol. Dla porównania: 2 mol to około $2 \\cdot 6{,}02 \\cdot 10^{23} \\approx 1{,}2 \\cdot 10^{24}$ cząsteczek. Podzielenie masy molowej przez masę daje odwrotność wyniku, 0,5.',
    answer: numeric(2, 'mol', 0.01),
    correct: typed('2', 'mol'),
    also: [typed('2 mol')],
    wrong: typed('0,5', 'mol'),
  },
  {
    id: '3IovzqAvlJEUlFUtBY1QPWmDYVR',
    level: 'MATURA_BASIC',
    topic: 'stechiometria',
    difficulty: 'MEDIUM',
    title: 'Masa wody z wodoru',
    statement:
      'Wodór spala się według równania $2H_2 + O_2 \\rightarrow 2H_2O$. Ile gramów wody powstanie ze spalenia 4 g wodoru? Przyjmij $M_H = 1$ g/mol, $M_O = 16$ g/mol.',
    hints: [
      'Zamień masę wodoru na mole: $M_{H_2} = 2$ g/mol.',
      'Z równania: 2 mole $H_2$ dają 2 mole $H_2O$, czyli stosunek moli wynosi $1 : 1$.',
    ],
    solution:
      'Masa molowa wodoru cząsteczkowego to 2 g/mol, więc 4 g to 2 mol $H_2$. Z równania reakcji stosunek moli wodoru do wody to $2 : 2 = 1 : 1$, więc powstają 2 mol wody. Masa molowa wody to $2 + 16 = 18$ g/mol, stąd $m = 2 \\cdot 18 = 36$ g. Zgadza się to z prawem zachowania masy: 4 g wodoru reaguje z 32 g tlenu, razem 36 g.',
    answer: numeric(36, 'g', 0.5),
    correct: typed('36', 'g'),
    wrong: typed('18', 'g'),
  },
  {
    id: '3Ip3ICvdxEEAm8cvsdWCw8CDVra',
    level: 'MATURA_EXTENDED',
    topic: 'stechiometria',
    difficulty: 'HARD',
    title: 'Objętość gazu z rozkładu węglanu wapnia',
    statement:
      'Węglan wapnia rozkłada się podczas prażenia: $CaCO_3 \\rightarrow CaO + CO_2$. Jaką objętość w warunkach normalnych zajmie tlenek węgla(IV) powstały z 50 g $CaCO_3$? Przyjmij $M_{CaCO_3} = 100$ g/mol i objętość molową gazu w warunkach normalnych $22{,}4\\ \\text{dm}^3/\\text{mol}$.',
    hints: [
      'Z 1 mola $CaCO_3$ powstaje 1 mol $CO_2$.',
      'Objętość gazu: $V = n \\cdot 22{,}4\\ \\text{dm}^3/\\text{mol}$.',
    ],
    solution:
      '50 g węglanu wapnia to $n = \\frac{50}{100} = 0{,}5$ mol. Z równania reakcji z każdego mola $CaCO_3$ powstaje 1 mol $CO_2$, więc powstaje 0,5 mol gazu. W warunkach normalnych $V = 0{,}5 \\cdot 22{,}4 = 11{,}2\\ \\text{dm}^3$. Tlenek wapnia jest ciałem stałym, więc nie liczy się do objętości gazu.',
    answer: numeric(11.2, 'dm3', 0.05),
    correct: typed('11,2', 'dm3'),
    also: [typed('11 200', 'cm3'), typed('11,2 dm³')],
    wrong: typed('22,4', 'dm3'),
  },
  {
    id: '3IpAacIEJfHfAx4pb6FnsK4qJi0',
    level: 'MATURA_EXTENDED',
    topic: 'stechiometria',
    difficulty: 'HARD',
    title: 'Substrat w niedomiarze',
    statement:
      'Zmieszano 10 g wodoru i 64 g tlenu, po czym zainicjowano reakcję $2H_2 + O_2 \\rightarrow 2H_2O$. Ile gramów wody powstanie? Przyjmij $M_H = 1$ g/mol, $M_O = 16$ g/mol.',
    hints: [
      'Przelicz obie masy na mole i porównaj ze stosunkiem $2 : 1$ z równania.',
      'Ilość produktu wyznacza substrat w niedomiarze; drugiego część zostaje.',
    ],
    solution:
      'Wodoru jest $\\frac{10}{2} = 5$ mol, tlenu $\\frac{64}{32} = 2$ mol. Do przereagowania 2 moli tlenu potrzeba 4 moli wodoru, a mamy 5, więc tlen jest w niedomiarze, a 1 mol wodoru (2 g) zostanie. Z 2 moli tlenu powstają 4 mol wody, czyli $4 \\cdot 18 = 72$ g. Suma mas substratów (74 g) byłaby poprawna tylko wtedy, gdyby oba przereagowały w całości.',
    answer: numeric(72, 'g', 0.5),
    correct: typed('72', 'g'),
    also: [typed('0,072', 'kg')],
    wrong: typed('74', 'g'),
  },
  {
    id: '3IpHt30RUxdTJJVAG9nI4hbyJjV',
    level: 'HIGH_SCHOOL',
    topic: 'budowa-atomu',
    difficulty: 'EASY',
    title: 'Liczba neutronów w izotopie chloru',
    statement: 'Ile neutronów zawiera jądro atomu izotopu chloru ${}^{35}_{17}\\mathrm{Cl}$?',
    hints: [
      'Górna liczba to liczba masowa $A$ (protony i neutrony), dolna to liczba atomowa $Z$ (protony).',
    ],
    solution:
      'Liczba masowa $A = 35$ to łączna liczba protonów i neutronów w jądrze. Liczba atomowa $Z = 17$ to liczba protonów. Neutronów jest więc $N = A - Z = 35 - 17 = 18$. Izotop ${}^{37}_{17}\\mathrm{Cl}$ ma tyle samo protonów, ale 20 neutronów.',
    answer: numeric(18),
    correct: typed('18'),
    wrong: typed('17'),
  },
  {
    id: '3IpPBQLIvMuaOjfSxDdviB4fD65',
    level: 'MATURA_BASIC',
    topic: 'budowa-atomu',
    difficulty: 'EASY',
    title: 'Konfiguracja elektronowa sodu',
    statement: 'Która konfiguracja elektronowa opisuje atom sodu ($Z = 11$) w stanie podstawowym?',
    hints: [
      'Atom sodu ma 11 elektronów — zsumuj wykładniki w każdej odpowiedzi.',
      'Podpowłoka $p$ mieści najwyżej 6 elektronów, a $3s$ zapełnia się przed $3p$.',
    ],
    solution:
      'Atom sodu ma 11 elektronów. Zapełniamy podpowłoki w kolejności rosnącej energii: $1s^2$ (2 elektrony), $2s^2$ (razem 4), $2p^6$ (razem 10), a jedenasty elektron trafia na $3s$. Konfiguracja to $1s^2\\,2s^2\\,2p^6\\,3s^1$. Zapis $2p^7$ jest niemożliwy, bo podpowłoka $p$ mieści 6 elektronów, a $3p^1$ i $2p^5\\,3s^2$ opisują stany wzbudzone.',
    answer: single(
      'a',
      '$1s^2\\,2s^2\\,2p^6\\,3s^1$',
      '$1s^2\\,2s^2\\,2p^7$',
      '$1s^2\\,2s^2\\,2p^6\\,3p^1$',
      '$1s^2\\,2s^2\\,2p^5\\,3s^2$',
    ),
    correct: picked('a'),
    wrong: picked('c'),
  },
  {
    id: '3IpWTmFEkipidUylO6xWYm6x2GU',
    level: 'MATURA_BASIC',
    topic: 'reakcje-chemiczne',
    difficulty: 'MEDIUM',
    title: 'Tlenki kwasowe',
    statement:
      'Które z podanych tlenków w reakcji z wodą tworzą kwasy? Zaznacz wszystkie poprawne odpowiedzi.',
    hints: [
      'Tlenki niemetali są zwykle tlenkami kwasowymi, a tlenki metali aktywnych — zasadowymi.',
    ],
    solution:
      'Tlenki niemetali reagują z wodą, tworząc kwasy: $SO_3 + H_2O \\rightarrow H_2SO_4$, $CO_2 + H_2O \\rightleftharpoons H_2CO_3$, $P_4O_{10} + 6H_2O \\rightarrow 4H_3PO_4$. Tlenki sodu i wapnia to tlenki metali aktywnych: z wodą tworzą zasady, np. $Na_2O + H_2O \\rightarrow 2NaOH$ i $CaO + H_2O \\rightarrow Ca(OH)_2$. Poprawne odpowiedzi to więc $SO_3$, $CO_2$ i $P_4O_{10}$.',
    answer: multiple(['a', 'c', 'e'], '$SO_3$', '$Na_2O$', '$CO_2$', '$CaO$', '$P_4O_{10}$'),
    correct: pickedAll('a', 'c', 'e'),
    wrong: pickedAll('a', 'b', 'c'),
  },
  {
    id: '3IpdmEqULrRrnDrROYYSQ7VLU79',
    level: 'MATURA_BASIC',
    topic: 'chemia-organiczna',
    difficulty: 'MEDIUM',
    title: 'Tlen do spalenia propanu',
    statement:
      'Ile moli tlenu potrzeba do całkowitego spalenia 1 mola propanu $C_3H_8$? Produktami są tlenek węgla(IV) i woda.',
    hints: [
      'Zapisz i uzgodnij równanie: $C_3H_8 + \\ldots O_2 \\rightarrow \\ldots CO_2 + \\ldots H_2O$.',
      'Najpierw uzgodnij węgiel i wodór, tlen na końcu.',
    ],
    solution:
      'Uzgadniamy równanie. Trzy atomy węgla dają $3CO_2$, osiem atomów wodoru daje $4H_2O$. Po prawej stronie jest $3 \\cdot 2 + 4 \\cdot 1 = 10$ atomów tlenu, czyli $5O_2$. Równanie: $C_3H_8 + 5O_2 \\rightarrow 3CO_2 + 4H_2O$, więc na 1 mol propanu potrzeba 5 moli tlenu. Wynik 10 to liczba atomów tlenu, a nie cząsteczek $O_2$.',
    answer: numeric(5, 'mol', 0.01),
    correct: typed('5', 'mol'),
    wrong: typed('10', 'mol'),
  },
  {
    id: '3Ipl4awLFbdMSVn7BpPXLVMORjx',
    level: 'HIGH_SCHOOL',
    topic: 'chemia-organiczna',
    difficulty: 'EASY',
    title: 'Rozpoznaj alken',
    statement: 'Który ze związków jest alkenem?',
    hints: ['Wzór ogólny alkenów to $C_nH_{2n}$.'],
    solution:
      'Alkeny to węglowodory z jednym wiązaniem podwójnym między atomami węgla, o wzorze ogólnym $C_nH_{2n}$. Dla $n = 2$ to $C_2H_4$ — eten. $C_2H_6$ (etan) spełnia wzór alkanów $C_nH_{2n+2}$, $C_2H_2$ (etyn) — alkinów $C_nH_{2n-2}$, a $C_2H_5OH$ to etanol, czyli alkohol.',
    answer: single('b', '$C_2H_6$', '$C_2H_4$', '$C_2H_2$', '$C_2H_5OH$'),
    correct: picked('b'),
    wrong: picked('a'),
  },
]

export const CHEMISTRY: readonly ExerciseDraft[] = [...CHEMISTRY_MATTER, ...CHEMISTRY_SOLUTIONS]
