import type { EbookId } from '@app/contract/ebook'

/** What each download is, in the words of its page. */
export const EBOOKS: Record<EbookId, { title: string; summary: string; contents: string[] }> = {
  ebook: {
    title: 'Efektywna nauka w praktyce',
    summary:
      'Poradnik dla uczniów i rodziców: jak uczyć się krócej, a pamiętać więcej – bez nocnych maratonów przed sprawdzianem.',
    contents: [
      'Audyt czasu: gdzie naprawdę uciekają popołudnia.',
      'Aktywne przypominanie zamiast piątego czytania notatek.',
      'Plan powtórek rozłożonych w czasie na tydzień przed sprawdzianem.',
      'Koncentracja: telefon, otoczenie i bloki nauki.',
      'Dla rodziców: jak rozmawiać o nauce, żeby nie kontrolować.',
    ],
  },
  webinar: {
    title: 'Nauka bez stresu – materiały z webinaru',
    summary:
      'Najważniejsze wnioski i ćwiczenia z webinaru w jednym pliku: do przejrzenia przed najbliższym sprawdzianem.',
    contents: [
      'Skąd się bierze stres przed sprawdzianem i jak go wykorzystać.',
      'Plan pięciu dni przed sprawdzianem.',
      'Ćwiczenie oddechowe, które zrobisz w ławce.',
      'Sen jako część przygotowań.',
    ],
  },
  'domination-plan': {
    title: 'Plan dominacji – semestr krok po kroku',
    summary:
      'Jedna kartka, która łączy cel na semestr z tym, co robisz dziś. Z instrukcją, jak ją wypełnić w godzinę.',
    contents: [
      'Jak wybrać jeden główny cel na semestr.',
      'Kamienie milowe na każdy miesiąc.',
      'Tydzień i dzień: trzy najważniejsze zadania.',
      'Cotygodniowy przegląd w trzech pytaniach.',
    ],
  },
}
