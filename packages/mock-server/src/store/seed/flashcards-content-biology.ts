import type { SeedCard, SeedDeck } from './flashcards-content.types'

/** Front and back of one card, and its picture; the section gives the tags. */
type Side = readonly [front: string, back: string, image?: SeedCard['image']]

const section = (tags: string[], sides: readonly Side[]): SeedCard[] =>
  sides.map(([front, back, image]) => ({ front, back, tags, ...(image ? { image } : {}) }))

/** Shown with the front (a seeded picture of uczen, seed/flashcard-images.ts). */
const DIAGRAM = {
  alt: 'Schemat komórki zwierzęcej: błona komórkowa, cytoplazma, jądro z jąderkiem, mitochondria',
  url: '/api/media/flashcards/komorka-zwierzeca.svg',
}

const ORGANELLES: readonly Side[] = [
  ['Mitochondrium', 'Miejsce oddychania tlenowego, w którym powstaje większość **ATP**.'],
  ['Rybosom', 'Miejsce **biosyntezy białek** (translacji); zbudowany z rRNA i białek, bez błony.'],
  ['Chloroplast', 'Organellum **fotosyntezy** z chlorofilem; w komórkach roślin i glonów.'],
  [
    'Jądro komórkowe',
    'Przechowuje DNA i steruje życiem komórki; otacza je podwójna otoczka jądrowa.',
  ],
  [
    'Jakie struktury zaznaczono na schemacie komórki zwierzęcej?',
    'Błonę komórkową, cytoplazmę, jądro komórkowe z jąderkiem oraz mitochondria.',
    DIAGRAM,
  ],
  [
    'Siateczka śródplazmatyczna szorstka',
    'Ma na powierzchni rybosomy; syntetyzuje i transportuje białka.',
  ],
  ['Aparat Golgiego', 'Modyfikuje, sortuje i pakuje białka do pęcherzyków; udział w wydzielaniu.'],
  [
    'Lizosom',
    'Pęcherzyk z enzymami hydrolitycznymi; trawi zużyte organella i pochłonięte cząstki.',
  ],
  ['Wakuola w komórce roślinnej', 'Gromadzi wodę i substancje zapasowe; utrzymuje turgor komórki.'],
  [
    'Cytoszkielet',
    'Sieć włókien białkowych; nadaje komórce kształt i umożliwia ruch oraz transport.',
  ],
  ['Ściana komórkowa roślin', 'Zbudowana głównie z **celulozy**; nadaje kształt i chroni komórkę.'],
  ['Jąderko', 'Struktura w jądrze komórkowym, w której powstają podjednostki rybosomów.'],
]

const CELL: readonly Side[] = [
  [
    'Model budowy błony komórkowej',
    '**Płynna mozaika**: dwuwarstwa lipidowa z zanurzonymi białkami.',
  ],
  ['Komórka prokariotyczna a eukariotyczna', 'Prokariotyczna nie ma jądra ani organelli z błoną.'],
  [
    'Osmoza',
    'Przenikanie **wody** przez błonę półprzepuszczalną z roztworu hipotonicznego do hipertonicznego.',
  ],
  ['Transport aktywny', 'Przenoszenie substancji wbrew gradientowi stężeń kosztem ATP.'],
  ['Enzym', 'Biokatalizator (zwykle białko): obniża energię aktywacji i nie zużywa się w reakcji.'],
  [
    'Jak wysoka temperatura wpływa na enzymy?',
    'Powoduje **denaturację** białka i utratę aktywności.',
  ],
]

const DNA: readonly Side[] = [
  [
    'Budowa nukleotydu DNA',
    'Deoksyryboza, reszta fosforanowa i zasada azotowa: **A, T, G lub C**.',
  ],
  [
    'Zasada komplementarności w DNA',
    'A łączy się z T (2 wiązania wodorowe), a G z C (3 wiązania).',
  ],
  [
    'Czym RNA różni się od DNA?',
    'Ma rybozę zamiast deoksyrybozy, uracyl zamiast tyminy i zwykle jedną nić.',
  ],
  [
    'Rodzaje RNA',
    '**mRNA** niesie informację, **tRNA** dostarcza aminokwasy, **rRNA** buduje rybosomy.',
  ],
  [
    'Semikonserwatywna replikacja DNA',
    'Każda nowa cząsteczka DNA ma jedną nić starą i jedną nową.',
  ],
  ['Transkrypcja', 'Przepisanie informacji z DNA na RNA; u eukariontów zachodzi w jądrze.'],
  ['Translacja', 'Synteza białka na rybosomie według kolejności kodonów w mRNA.'],
  ['Kodon', 'Trójka nukleotydów w mRNA, która koduje jeden aminokwas albo sygnał STOP.'],
  ['Kodon START', '**AUG** — rozpoczyna translację i koduje metioninę.'],
  ['Kodony STOP', '**UAA, UAG, UGA** — kończą translację i nie kodują aminokwasów.'],
  ['Ile jest różnych kodonów?', '$4^3 = 64$: 61 koduje aminokwasy, a 3 to kodony STOP.'],
  ['Mutacja', 'Trwała zmiana w materiale genetycznym, np. zamiana jednego nukleotydu.'],
]

const DIVISION: readonly Side[] = [
  ['Wynik mitozy', 'Dwie komórki potomne o tej samej liczbie chromosomów co macierzysta.'],
  ['Fazy mitozy', 'Profaza, metafaza, anafaza, telofaza; potem cytokineza.'],
  ['Wynik mejozy', 'Z komórki diploidalnej ($2n$) powstają **cztery** komórki haploidalne ($n$).'],
  [
    'Crossing-over',
    'Wymiana odcinków chromatyd chromosomów homologicznych w profazie I mejozy; zwiększa zmienność.',
  ],
  ['Ile chromosomów ma komórka somatyczna człowieka?', '46 (23 pary); gamety mają 23 chromosomy.'],
]

const HEREDITY: readonly Side[] = [
  [
    'I prawo Mendla',
    '**Prawo czystości gamet**: każda gameta dostaje tylko jeden allel danego genu.',
  ],
  ['II prawo Mendla', 'Allele genów leżących na różnych chromosomach dziedziczą się niezależnie.'],
  [
    'Krzyżówka $Aa \\times Aa$ (dominacja zupełna)',
    'Fenotypy **3 : 1**, genotypy AA : Aa : aa = 1 : 2 : 1.',
  ],
  [
    'Genotyp a fenotyp',
    'Genotyp to zestaw alleli, a fenotyp to cechy wynikające z genów i środowiska.',
  ],
  [
    'Homozygota a heterozygota',
    'Homozygota ma dwa jednakowe allele genu (AA, aa), heterozygota różne (Aa).',
  ],
]

export const BIOLOGIA_DECK: SeedDeck = {
  key: 'biologia',
  name: 'Biologia: komórka i genetyka',
  cards: [
    ...section(['komórka', 'organelle'], ORGANELLES),
    ...section(['komórka'], CELL),
    ...section(['genetyka', 'dna'], DNA),
    ...section(['komórka', 'podział'], DIVISION),
    ...section(['genetyka', 'dziedziczenie'], HEREDITY),
  ],
}
