import type { SeedCard, SeedDeck } from './flashcards-content.types'

/** Front and back of one card (Markdown with KaTeX); the section gives the tag. */
type Side = readonly [front: string, back: string]

const section = (tag: string, sides: readonly Side[]): SeedCard[] =>
  sides.map(([front, back]) => ({ front, back, tags: [tag] }))

const ALGEBRA: readonly Side[] = [
  ['Wyróżnik trójmianu kwadratowego $ax^2 + bx + c$', '$\\Delta = b^2 - 4ac$'],
  [
    'Pierwiastki równania kwadratowego $ax^2 + bx + c = 0$, gdy $\\Delta > 0$',
    '$$x_1 = \\frac{-b - \\sqrt{\\Delta}}{2a}, \\qquad x_2 = \\frac{-b + \\sqrt{\\Delta}}{2a}$$',
  ],
  ['Pierwiastek podwójny równania kwadratowego, gdy $\\Delta = 0$', '$x_0 = -\\frac{b}{2a}$'],
  [
    'Wzory Viète’a',
    '$x_1 + x_2 = -\\frac{b}{a}$, $\\quad x_1 \\cdot x_2 = \\frac{c}{a}$ (gdy $\\Delta \\ge 0$)',
  ],
  [
    'Współrzędne wierzchołka paraboli $y = ax^2 + bx + c$',
    '$p = -\\frac{b}{2a}$, $\\quad q = -\\frac{\\Delta}{4a}$',
  ],
  [
    'Postać kanoniczna funkcji kwadratowej',
    '$f(x) = a(x - p)^2 + q$, gdzie $(p, q)$ to wierzchołek',
  ],
  ['Kwadrat sumy', '$(a + b)^2 = a^2 + 2ab + b^2$'],
  ['Kwadrat różnicy', '$(a - b)^2 = a^2 - 2ab + b^2$'],
  ['Różnica kwadratów', '$a^2 - b^2 = (a - b)(a + b)$'],
  ['Sześcian sumy', '$(a + b)^3 = a^3 + 3a^2b + 3ab^2 + b^3$'],
  ['Definicja logarytmu', '$\\log_a b = c \\iff a^c = b$, gdzie $a > 0$, $a \\ne 1$, $b > 0$'],
  ['Logarytm iloczynu', '$\\log_a (xy) = \\log_a x + \\log_a y$ dla $x, y > 0$'],
  ['Logarytm potęgi', '$\\log_a x^k = k \\log_a x$ dla $x > 0$'],
  ['Zamiana podstawy logarytmu', '$\\log_a b = \\dfrac{\\log_c b}{\\log_c a}$'],
]

const TRIGONOMETRY: readonly Side[] = [
  ['Jedynka trygonometryczna', '$\\sin^2\\alpha + \\cos^2\\alpha = 1$'],
  [
    'Tangens kąta przez sinus i cosinus',
    '$\\operatorname{tg}\\alpha = \\dfrac{\\sin\\alpha}{\\cos\\alpha}$, gdy $\\cos\\alpha \\ne 0$',
  ],
  ['Sinus podwojonego kąta', '$\\sin 2\\alpha = 2\\sin\\alpha\\cos\\alpha$'],
  [
    'Twierdzenie cosinusów',
    '$c^2 = a^2 + b^2 - 2ab\\cos\\gamma$, gdzie $\\gamma$ leży naprzeciw boku $c$',
  ],
  [
    'Twierdzenie sinusów',
    '$$\\frac{a}{\\sin\\alpha} = \\frac{b}{\\sin\\beta} = \\frac{c}{\\sin\\gamma} = 2R$$\n\n$R$ — promień okręgu opisanego na trójkącie',
  ],
]

const GEOMETRY: readonly Side[] = [
  ['Twierdzenie Pitagorasa', '$a^2 + b^2 = c^2$, gdzie $c$ to przeciwprostokątna'],
  ['Pole trójkąta (podstawa i wysokość)', '$P = \\frac{1}{2} a h$'],
  ['Pole trójkąta (dwa boki i kąt między nimi)', '$P = \\frac{1}{2} ab \\sin\\gamma$'],
  ['Pole koła i obwód okręgu o promieniu $r$', '$P = \\pi r^2$, $\\quad L = 2\\pi r$'],
  [
    'Objętość kuli i pole sfery o promieniu $r$',
    '$V = \\frac{4}{3}\\pi r^3$, $\\quad P = 4\\pi r^2$',
  ],
]

const SEQUENCES: readonly Side[] = [
  ['Wyraz ogólny ciągu arytmetycznego', '$a_n = a_1 + (n-1)r$'],
  ['Suma $n$ początkowych wyrazów ciągu arytmetycznego', '$S_n = \\dfrac{a_1 + a_n}{2} \\cdot n$'],
  ['Wyraz ogólny ciągu geometrycznego', '$a_n = a_1 \\cdot q^{n-1}$'],
  [
    'Suma $n$ początkowych wyrazów ciągu geometrycznego',
    '$S_n = a_1 \\cdot \\dfrac{1 - q^n}{1 - q}$ dla $q \\ne 1$',
  ],
]

const CALCULUS: readonly Side[] = [
  ['Pochodna funkcji potęgowej', "$(x^n)' = n x^{n-1}$"],
  ['Równanie stycznej do wykresu $f$ w punkcie $x_0$', "$y = f'(x_0)(x - x_0) + f(x_0)$"],
]

export const MATEMATYKA_DECK: SeedDeck = {
  key: 'matematyka',
  name: 'Matematyka: wzory',
  cards: [
    ...section('algebra', ALGEBRA),
    ...section('trygonometria', TRIGONOMETRY),
    ...section('geometria', GEOMETRY),
    ...section('ciągi', SEQUENCES),
    ...section('analiza', CALCULUS),
  ],
}
