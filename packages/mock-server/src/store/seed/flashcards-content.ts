import { BIOLOGIA_DECK } from './flashcards-content-biology'
import { ANGIELSKI_DECK } from './flashcards-content-english'
import { HISTORIA_DECK } from './flashcards-content-history'
import { MATEMATYKA_DECK } from './flashcards-content-math'
import type { SeedCard, SeedDeck } from './flashcards-content.types'

export type { SeedCard, SeedDeck } from './flashcards-content.types'

export { ANGIELSKI_DECK, BIOLOGIA_DECK, HISTORIA_DECK, MATEMATYKA_DECK }

/** The decks every student starts with, in this order. */
export const UCZEN_DECKS: readonly SeedDeck[] = [
  BIOLOGIA_DECK,
  HISTORIA_DECK,
  ANGIELSKI_DECK,
  MATEMATYKA_DECK,
]

const chemistry = (front: string, back: string, tag: string): SeedCard => ({
  front,
  back,
  tags: ['chemia', tag],
})

export const CHEMIA_DECK: SeedDeck = {
  key: 'chemia',
  name: 'Chemia: podstawy',
  cards: [
    chemistry(
      'Liczba Avogadra',
      '$N_A \\approx 6{,}02 \\cdot 10^{23}\\ \\mathrm{mol^{-1}}$ — tyle drobin zawiera 1 mol substancji.',
      'stechiometria',
    ),
    chemistry(
      'Wzór sumaryczny wody',
      '$\\mathrm{H_2O}$ — dwa atomy wodoru i jeden atom tlenu, połączone wiązaniami kowalencyjnymi spolaryzowanymi.',
      'związki',
    ),
    chemistry(
      'Liczba moli substancji',
      '$n = \\frac{m}{M}$, gdzie $m$ to masa próbki, a $M$ to masa molowa.',
      'stechiometria',
    ),
    chemistry(
      'Objętość molowa gazu w warunkach normalnych',
      '$V_m = 22{,}4\\ \\mathrm{dm^3/mol}$ (temperatura 0°C, ciśnienie 1013 hPa).',
      'stechiometria',
    ),
    chemistry(
      'Stężenie procentowe roztworu',
      '$C_p = \\frac{m_s}{m_r} \\cdot 100\\%$, gdzie $m_s$ to masa substancji, a $m_r$ to masa roztworu.',
      'roztwory',
    ),
    chemistry(
      'Jakie pH ma roztwór obojętny (w 25°C)?',
      '**pH = 7**; roztwór kwasowy ma pH < 7, a zasadowy pH > 7.',
      'roztwory',
    ),
    chemistry(
      'Definicja pH',
      '$\\mathrm{pH} = -\\log[\\mathrm{H^+}]$ — ujemny logarytm dziesiętny ze stężenia jonów wodorowych.',
      'roztwory',
    ),
    chemistry(
      'Reakcja zobojętniania',
      'Kwas + zasada → sól + woda, np. $\\mathrm{HCl + NaOH \\rightarrow NaCl + H_2O}$.',
      'reakcje',
    ),
  ],
}

/** The decks a pro subscriber gets on top. */
export const PRO_DECKS: readonly SeedDeck[] = [CHEMIA_DECK]
