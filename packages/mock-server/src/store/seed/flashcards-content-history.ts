import type { SeedCard, SeedDeck } from './flashcards-content.types'

/** The event, its date and one sentence of context. */
type Event = readonly [front: string, when: string, context: string]

const section = (tags: string[], events: readonly Event[]): SeedCard[] =>
  events.map(([front, when, context]) => ({ front, back: `**${when}** — ${context}`, tags }))

const POLAND_MEDIEVAL: readonly Event[] = [
  [
    'Chrzest Polski',
    '966',
    'Mieszko I przyjął chrzest, co włączyło Polskę w krąg kultury łacińskiej.',
  ],
  [
    'Zjazd gnieźnieński',
    '1000',
    'Otton III odwiedził Bolesława Chrobrego; powstało arcybiskupstwo w Gnieźnie.',
  ],
  ['Koronacja Bolesława Chrobrego', '1025', 'Bolesław Chrobry został pierwszym królem Polski.'],
  [
    'Testament Bolesława Krzywoustego',
    '1138',
    'Podział kraju między synów zapoczątkował rozbicie dzielnicowe.',
  ],
  [
    'Sprowadzenie Krzyżaków',
    '1226',
    'Konrad Mazowiecki wezwał zakon krzyżacki do walki z Prusami.',
  ],
  [
    'Bitwa pod Legnicą',
    '1241',
    'Rycerstwo Henryka Pobożnego przegrało z Mongołami, a książę zginął.',
  ],
  [
    'Koronacja Władysława Łokietka',
    '1320',
    'Koronacja w Krakowie zakończyła okres rozbicia dzielnicowego.',
  ],
  [
    'Założenie Akademii Krakowskiej',
    '1364',
    'Kazimierz Wielki założył uczelnię, dziś Uniwersytet Jagielloński.',
  ],
  [
    'Unia w Krewie',
    '1385',
    'Jagiełło zobowiązał się ochrzcić Litwę i związać ją z Koroną, by poślubić Jadwigę.',
  ],
  [
    'Bitwa pod Grunwaldem',
    '15 lipca 1410',
    'Wojska polsko-litewskie Władysława Jagiełły pokonały Krzyżaków.',
  ],
  ['Drugi pokój toruński', '1466', 'Po wojnie trzynastoletniej Polska odzyskała Pomorze Gdańskie.'],
]

const POLAND_MODERN: readonly Event[] = [
  [
    'Konstytucja Nihil novi',
    '1505',
    'Nowe prawo mogło odtąd powstać tylko za zgodą sejmu walnego.',
  ],
  ['Hołd pruski', '1525', 'Albrecht Hohenzollern złożył hołd lenny Zygmuntowi Staremu w Krakowie.'],
  [
    'Unia lubelska',
    '1569',
    'Korona i Litwa utworzyły Rzeczpospolitą Obojga Narodów ze wspólnym królem i sejmem.',
  ],
  ['Pierwsza wolna elekcja', '1573', 'Szlachta wybrała na króla Henryka Walezego.'],
  [
    'Konfederacja warszawska',
    '1573',
    'Szlachta różnych wyznań zobowiązała się zachować pokój religijny.',
  ],
  [
    'Początek potopu szwedzkiego',
    '1655',
    'Szwedzi zajęli większość kraju; obrona Jasnej Góry stała się symbolem oporu.',
  ],
  ['Odsiecz wiedeńska', '12 września 1683', 'Jan III Sobieski rozbił pod Wiedniem armię turecką.'],
  [
    'Pierwszy rozbiór Polski',
    '1772',
    'Rosja, Prusy i Austria zabrały Rzeczypospolitej blisko 30% ziem.',
  ],
  [
    'Uchwalenie Konstytucji 3 maja',
    '3 maja 1791',
    'Pierwsza w Europie nowoczesna konstytucja zniosła liberum veto.',
  ],
  [
    'Drugi rozbiór Polski',
    '1793',
    'Po wojnie w obronie Konstytucji 3 maja Rosja i Prusy zajęły kolejne ziemie.',
  ],
  [
    'Insurekcja kościuszkowska',
    '1794',
    'Powstanie pod wodzą Tadeusza Kościuszki; zwycięstwo pod Racławicami.',
  ],
  [
    'Trzeci rozbiór Polski',
    '1795',
    'Zaborcy podzielili resztę ziem i Rzeczpospolita zniknęła z mapy.',
  ],
]

const POLAND_19TH: readonly Event[] = [
  [
    'Utworzenie Księstwa Warszawskiego',
    '1807',
    'Państwo powstało z woli Napoleona po pokoju w Tylży.',
  ],
  [
    'Wybuch powstania listopadowego',
    '29 listopada 1830',
    'Zryw przeciw Rosji zaczął się w Warszawie.',
  ],
  [
    'Wybuch powstania styczniowego',
    '22 stycznia 1863',
    'Najdłuższe powstanie narodowe upadło w 1864 r.',
  ],
]

const POLAND_20TH: readonly Event[] = [
  [
    'Odzyskanie niepodległości',
    '11 listopada 1918',
    'Rada Regencyjna przekazała Józefowi Piłsudskiemu dowództwo nad wojskiem.',
  ],
  [
    'Bitwa Warszawska',
    'sierpień 1920',
    'Wojsko Polskie zatrzymało pod Warszawą ofensywę Armii Czerwonej.',
  ],
  ['Przewrót majowy', 'maj 1926', 'Józef Piłsudski przejął władzę i rozpoczęły się rządy sanacji.'],
  ['Atak Niemiec na Polskę', '1 września 1939', 'Niemiecka agresja rozpoczęła II wojnę światową.'],
  [
    'Agresja ZSRS na Polskę',
    '17 września 1939',
    'Armia Czerwona zajęła wschodnie ziemie Rzeczypospolitej.',
  ],
  [
    'Zbrodnia katyńska',
    'wiosna 1940',
    'NKWD zamordowało blisko 22 tysiące polskich jeńców i więźniów.',
  ],
  [
    'Powstanie w getcie warszawskim',
    '19 kwietnia 1943',
    'Żydowscy bojownicy stawili zbrojny opór Niemcom likwidującym getto.',
  ],
  [
    'Wybuch powstania warszawskiego',
    '1 sierpnia 1944',
    'Armia Krajowa walczyła z Niemcami przez 63 dni.',
  ],
  ['Poznański Czerwiec', '28 czerwca 1956', 'Protest robotników Poznania krwawo stłumiło wojsko.'],
  [
    'Porozumienia sierpniowe',
    'sierpień 1980',
    'Strajkujący wywalczyli zgodę na wolne związki zawodowe; powstała „Solidarność”.',
  ],
  [
    'Wprowadzenie stanu wojennego',
    '13 grudnia 1981',
    'Władze PRL zawiesiły działalność „Solidarności” i internowały jej działaczy.',
  ],
  [
    'Okrągły Stół i wybory czerwcowe',
    '1989',
    'Po rozmowach Okrągłego Stołu 4 czerwca odbyły się częściowo wolne wybory.',
  ],
  [
    'Wstąpienie Polski do NATO',
    '12 marca 1999',
    'Polska dołączyła do Sojuszu Północnoatlantyckiego.',
  ],
]

const POLAND_21ST: readonly Event[] = [
  [
    'Wstąpienie Polski do Unii Europejskiej',
    '1 maja 2004',
    'Polska weszła do UE razem z dziewięcioma innymi państwami.',
  ],
]

const WORLD: readonly (readonly [era: string, events: readonly Event[]])[] = [
  [
    'starożytność',
    [
      [
        'Upadek cesarstwa zachodniorzymskiego',
        '476',
        'Odoaker zdetronizował Romulusa Augustulusa.',
      ],
    ],
  ],
  [
    'średniowiecze',
    [
      [
        'Schizma wschodnia',
        '1054',
        'Chrześcijaństwo podzieliło się na Kościół zachodni i wschodni.',
      ],
    ],
  ],
  [
    'nowożytność',
    [
      [
        'Pierwsza wyprawa Kolumba do Ameryki',
        '1492',
        'Kolumb dotarł do wysp Nowego Świata, sądząc, że dopłynął do Azji.',
      ],
      ['Wystąpienie Marcina Lutra', '1517', 'Ogłoszenie 95 tez zapoczątkowało reformację.'],
      [
        'Deklaracja niepodległości Stanów Zjednoczonych',
        '4 lipca 1776',
        'Trzynaście kolonii zerwało z Wielką Brytanią.',
      ],
      ['Wybuch rewolucji francuskiej', '14 lipca 1789', 'Paryżanie zdobyli Bastylię.'],
    ],
  ],
  [
    'xix wiek',
    [
      [
        'Kongres wiedeński',
        '1815',
        'Zwycięzcy Napoleona ustalili nowy ład w Europie i utworzyli Królestwo Polskie.',
      ],
    ],
  ],
  [
    'xx wiek',
    [
      ['Wybuch I wojny światowej', '28 lipca 1914', 'Austro-Węgry wypowiedziały wojnę Serbii.'],
      [
        'Koniec II wojny światowej w Europie',
        '8 maja 1945',
        'Niemcy podpisały bezwarunkową kapitulację.',
      ],
      [
        'Upadek muru berlińskiego',
        '9 listopada 1989',
        'Otwarcie granicy w Berlinie stało się symbolem końca zimnej wojny.',
      ],
    ],
  ],
]

export const HISTORIA_DECK: SeedDeck = {
  key: 'historia',
  name: 'Historia: daty',
  cards: [
    ...section(['polska', 'średniowiecze'], POLAND_MEDIEVAL),
    ...section(['polska', 'nowożytność'], POLAND_MODERN),
    ...section(['polska', 'xix wiek'], POLAND_19TH),
    ...section(['polska', 'xx wiek'], POLAND_20TH),
    ...section(['polska', 'xxi wiek'], POLAND_21ST),
    ...WORLD.flatMap(([era, events]) => section(['świat', era], events)),
  ],
}
