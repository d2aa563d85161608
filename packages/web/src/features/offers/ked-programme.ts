/** The weeks of Kurs Efektywnego Działania as the offer presents them (SPEC §1; titles as in the course). */
export interface ProgrammeWeek {
  number: number
  title: string
  summary: string
  /** Named content, listed for the weeks whose catalogue SPEC gives (6 to 9). */
  topics?: string[]
}

export const KED_PROGRAMME: ProgrammeWeek[] = [
  {
    number: 0,
    title: 'Wprowadzenie',
    summary: 'Jak działa kurs, jak z niego korzystać i jak ustawić sobie pierwsze cele.',
  },
  {
    number: 1,
    title: 'Budowanie świadomości',
    summary: 'Skąd bierze się prokrastynacja i na co naprawdę uciekają Twoje godziny.',
  },
  {
    number: 2,
    title: 'Podstawy efektywnego działania',
    summary: 'Planowanie, priorytety i nawyki, które robią robotę bez siły woli.',
  },
  {
    number: 3,
    title: 'Wprowadzenie do efektywnej nauki',
    summary: 'Jak działa pamięć i dlaczego czytanie notatek po raz piąty nie wystarcza.',
  },
  {
    number: 4,
    title: 'Środowisko',
    summary: 'Biurko, telefon, ludzie wokół – jak ułożyć otoczenie, żeby pomagało.',
  },
  {
    number: 5,
    title: 'Start',
    summary: 'Wszystko razem: pierwszy tydzień nauki według nowego systemu.',
  },
  {
    number: 6,
    title: 'Optymalizacja',
    summary: 'Energia i spokój, bez których żaden plan nie działa.',
    topics: [
      'Sen',
      'Jedzenie',
      'Sport',
      'Odpoczynek',
      'Ściąga ze stresu',
      'Medytacja z przewodnikiem (10 minut)',
      'Arkusz pomiaru wydajności',
    ],
  },
  {
    number: 7,
    title: 'Top 1% uczniów',
    summary: 'Techniki, których używają najlepsi.',
    topics: [
      'Pamięć',
      'Nauka przez dociekanie',
      'Mapy myśli – ćwiczenie: co najmniej 3 własne mapy',
      'Nauka przedmiotów ścisłych',
      'AI w nauce',
    ],
  },
  {
    number: 8,
    title: 'Boost',
    summary: 'Jak wejść na wyższe obroty, gdy czasu jest mało.',
    topics: [
      'Stan flow',
      'Miesiąc w jeden dzień',
      'Dziennik',
      'Protokół celów',
      'Brain dump z miejscem na notatki (zarezerwuj 1-2 godziny)',
    ],
  },
  {
    number: 9,
    title: 'Next level',
    summary: 'Żeby efekty zostały z Tobą na dłużej niż kurs.',
    topics: [
      'Konsekwencja',
      'Stop overtrying',
      'Obraz siebie',
      'Przekonania',
      'Ćwiczenie opcjonalne',
      'Podsumowanie kursu',
    ],
  },
]
