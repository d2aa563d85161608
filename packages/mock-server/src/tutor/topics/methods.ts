import { hint } from '../text'
import type { Problem, Topic } from './types'

/**
 * The learning methods of the courses (Kurs Efektywnego Działania, Podstawy Efektywnego
 * Działania) and the blog: active recall with flashcards, spaced repetition, the Pomodoro
 * technique, Cornell notes, mind maps and the two-minute rule against procrastination.
 */
interface Method {
  key: string
  /** Folded words that name it. */
  words: RegExp
  opener: readonly string[]
  hints: readonly (readonly [question: string, hint: string])[]
  closing: string
  explanation: readonly string[]
}

const METHODS: readonly Method[] = [
  {
    key: 'pomodoro',
    words: /pomodoro|minutnik|skupi|koncentracj|rozprasza/,
    opener: [
      'Technika Pomodoro to dobry wybór, gdy trudno usiąść do nauki albo wytrwać przy niej.',
      'Powiedz mi najpierw: jak długo dziś potrafisz uczyć się bez zaglądania do telefonu? I co najczęściej cię rozprasza?',
    ],
    hints: [
      [
        'Jak długi blok pracy byłby dla ciebie wyzwaniem, ale do zrobienia?',
        'klasycznie to 25 minut pracy i 5 minut przerwy; jeśli 25 minut to za dużo, zacznij od 15 i wydłużaj co tydzień.',
      ],
      [
        'Co zrobisz z telefonem na czas jednego pomodoro? I czym wypełnisz przerwę, żeby naprawdę odpocząć?',
        'telefon w innym pokoju albo w trybie skupienia; w przerwie woda, rozciąganie, spojrzenie przez okno – z dala od ekranu.',
      ],
    ],
    closing:
      'Masz już swój rytm. Spróbuj dziś czterech pomodoro i napisz mi, jak poszło – dopasujemy długość bloków.',
    explanation: [
      '## Technika Pomodoro',
      'Pracujesz w blokach pełnego skupienia przerywanych krótkimi przerwami. Klasyczny cykl:',
      [
        '1. Wybierz jedno zadanie i ustaw minutnik na **25 minut**.',
        '2. Pracuj bez telefonu i bez przełączania się na inne rzeczy.',
        '3. Zrób **5 minut przerwy** z dala od ekranu.',
        '4. Po czterech blokach zrób dłuższą przerwę, **15–30 minut**.',
      ].join('\n'),
      'Cztery pomodoro z trzema krótkimi przerwami i jedną dłuższą na końcu to:',
      '$$4\\cdot25+3\\cdot5+20=135\\ \\text{minut}$$',
      'z czego aż $100$ minut to nieprzerwana praca. Dopasuj rytm do siebie: jeśli po 25 minutach dopiero się rozkręcasz, spróbuj bloków po 40–50 minut.',
    ],
  },
  {
    key: 'spaced-repetition',
    words: /powtor(k|ek)|rozlozon|krzyw\w* zapominania|spaced/,
    opener: [
      'Powtórki rozłożone w czasie to jedna z dwóch metod o najlepszym poparciu w badaniach.',
      'Jak dziś powtarzasz materiał? Raczej wszystko dzień przed sprawdzianem, czy po trochu przez kilka dni?',
    ],
    hints: [
      [
        'Wybierz jeden przedmiot. Kiedy ostatnio była z niego lekcja i kiedy wypadałaby pierwsza powtórka?',
        'pierwsza powtórka najlepiej dzień po lekcji, kolejne po 3 dniach, po tygodniu i po dwóch tygodniach.',
      ],
      [
        'Jak zapamiętasz, kiedy przypada która powtórka?',
        'wpisz daty do planera albo korzystaj z fiszek – aplikacja sama pokaże karty, gdy nadejdzie ich pora.',
      ],
    ],
    closing:
      'Zaplanuj powtórki dla jednego przedmiotu na dwa tygodnie i odhaczaj je w planerze. Po dwóch tygodniach porównaj, ile pamiętasz.',
    explanation: [
      '## Powtórki rozłożone w czasie',
      'Zapominamy najszybciej tuż po nauce (to krzywa zapominania). Każda powtórka w dobrym momencie spłaszcza tę krzywą, więc kolejna może przyjść później.',
      [
        '| Powtórka | Kiedy |',
        '| --- | --- |',
        '| 1. | dzień po lekcji |',
        '| 2. | po 3 dniach |',
        '| 3. | po tygodniu |',
        '| 4. | po dwóch tygodniach |',
      ].join('\n'),
      'Każda powtórka to **przypominanie z pamięci**, a nie czytanie notatek: zamknij zeszyt i odpowiedz na pytania albo przejrzyj fiszki.',
    ],
  },
  {
    key: 'active-recall',
    words: /fisz(k|ek)|aktywn\w* przypominani|przypominani|pusta kartk/,
    opener: [
      'Aktywne przypominanie to wyciąganie wiedzy z głowy zamiast ponownego czytania – i właśnie dlatego działa.',
      'Jak teraz się uczysz: czytasz notatki, czy sprawdzasz się z pamięci? Co z tego pamiętasz po tygodniu?',
    ],
    hints: [
      [
        'Weź ostatni temat z jednego przedmiotu. Jakie trzy pytania mógłby zadać nauczyciel na sprawdzianie?',
        'zapisz je na fiszkach: pytanie z przodu, krótka odpowiedź z tyłu.',
      ],
      [
        'Spróbuj odpowiedzieć na te pytania bez zaglądania do zeszytu. Na które nie umiesz odpowiedzieć?',
        'to, czego nie pamiętasz, to najcenniejsza informacja – te fiszki powtórz najszybciej.',
      ],
    ],
    closing:
      'Rób tak po każdej lekcji: kilka pytań na fiszkach i szybki test z pamięci. Możemy też przećwiczyć konkretną fiszkę – kliknij „Zapytaj czat” przy karcie.',
    explanation: [
      '## Aktywne przypominanie (fiszki)',
      'Zamiast czytać notatki po raz trzeci, zamknij zeszyt i spróbuj odtworzyć materiał z pamięci. Każde takie przypomnienie wzmacnia ślad w pamięci.',
      [
        '- **Fiszki:** pytanie z przodu, krótka odpowiedź z tyłu; odpowiadasz, zanim odwrócisz kartę.',
        '- **Pusta kartka:** zapisz wszystko, co pamiętasz z tematu, a potem porównaj z notatkami.',
        '- **Pytania zamiast streszczeń:** zamieniaj notatki na pytania, na które odpowiadasz na głos.',
      ].join('\n'),
      'Łącz to z powtórkami rozłożonymi w czasie – te dwie metody mają najlepsze poparcie w badaniach.',
    ],
  },
  {
    key: 'cornell',
    words: /cornell|notat(k|ek)/,
    opener: [
      'Dobra notatka ma pomagać w powtórkach, a nie tylko ładnie wyglądać.',
      'Jak dziś robisz notatki na lekcji? Wracasz do nich potem?',
    ],
    hints: [
      [
        'Podziel kartkę na trzy części: szeroką kolumnę na notatki, wąską po lewej i pasek na dole. Co zapiszesz w wąskiej kolumnie?',
        'w metodzie Cornella wąska kolumna to pytania i słowa-klucze do notatek obok.',
      ],
      [
        'A co trafi do paska na dole strony?',
        'dwa, trzy zdania podsumowania własnymi słowami – napisz je tego samego dnia.',
      ],
    ],
    closing:
      'Przy powtórce zasłoń szeroką kolumnę i odpowiadaj na pytania z lewej – notatka zamienia się wtedy w test.',
    explanation: [
      '## Notatki metodą Cornella',
      [
        '1. **Szeroka kolumna (prawa):** notatki z lekcji – krótko, własnymi słowami.',
        '2. **Wąska kolumna (lewa):** pytania i słowa-klucze, dopisane po lekcji.',
        '3. **Pasek na dole:** podsumowanie strony w dwóch, trzech zdaniach.',
      ].join('\n'),
      'Podczas powtórki zasłaniasz prawą kolumnę i odpowiadasz na pytania z lewej – to aktywne przypominanie wbudowane w zeszyt.',
    ],
  },
  {
    key: 'mind-maps',
    words: /map\w* mysli/,
    opener: [
      'Mapa myśli pozwala zobaczyć cały dział na jednej kartce.',
      'Z jakiego tematu chcesz zrobić mapę? Co jest w nim najważniejsze?',
    ],
    hints: [
      [
        'Co wpiszesz w środek kartki, a co w gałęzie główne?',
        'w środku temat, w gałęziach 4–6 głównych zagadnień; ogranicz się do słów-kluczy.',
      ],
      [
        'Czy potrafisz odtworzyć tę mapę z pamięci?',
        'narysuj ją jeszcze raz bez patrzenia i porównaj – czego brakuje, to powtórz.',
      ],
    ],
    closing:
      'Zrób mapę dziś i spróbuj odtworzyć ją z pamięci za tydzień. To połączenie mapy z aktywnym przypominaniem.',
    explanation: [
      '## Mapy myśli',
      [
        '- **Temat w centrum** kartki.',
        '- **Gałęzie główne** – najważniejsze zagadnienia działu.',
        '- **Słowa-klucze** zamiast zdań; drobniejsze szczegóły na cieńszych gałęziach.',
        '- **Kolory i rysunki** ułatwiają zapamiętanie.',
      ].join('\n'),
      'Mapa działa najlepiej, gdy potem odtwarzasz ją z pamięci.',
    ],
  },
  {
    key: 'procrastination',
    words: /prokrastyn|odklada|odkladan|nie chce mi sie|regul\w* dwoch minut|motywacj/,
    opener: [
      'Odkładanie nauki to zwykle sposób na uniknięcie nieprzyjemnych emocji, a nie lenistwo.',
      'Co dokładnie odkładasz? I co czujesz, kiedy masz się do tego zabrać?',
    ],
    hints: [
      [
        'Jaki jest najmniejszy możliwy pierwszy krok, który zajmie ci najwyżej dwie minuty?',
        'np. otworzyć zeszyt na właściwej stronie albo przeczytać pierwsze polecenie – to reguła dwóch minut.',
      ],
      [
        'Kiedy dokładnie zrobisz ten krok – o której godzinie i gdzie?',
        'konkretny plan „jutro o 16:00 przy biurku” działa lepiej niż „kiedyś w tygodniu”.',
      ],
    ],
    closing:
      'Zacznij od tych dwóch minut. Zwykle po rozpoczęciu łatwiej jest kontynuować – a jeśli nie, to i tak masz zrobiony pierwszy krok.',
    explanation: [
      '## Jak przestać odkładać naukę',
      [
        '1. **Reguła dwóch minut:** zacznij od czynności, która zajmie najwyżej dwie minuty.',
        '2. **Najmniejszy pierwszy krok:** zamiast „nauczę się chemii” – „rozwiążę pierwsze zadanie”.',
        '3. **Konkretna pora i miejsce:** zaplanuj start w kalendarzu.',
        '4. **Mniej rozpraszaczy:** telefon w innym pokoju na czas nauki.',
      ].join('\n'),
      'Nie czekaj na motywację – zwykle przychodzi dopiero wtedy, gdy już zaczniesz.',
    ],
  },
]

const GENERAL: Method = {
  key: 'general',
  words: /metod/,
  opener: [
    'Chętnie pomogę dobrać sposób nauki, który naprawdę działa.',
    'Opowiedz mi, jak teraz się uczysz: czytasz notatki, robisz zadania, uczysz się z fiszek? Co sprawia ci największą trudność?',
  ],
  hints: [
    [
      'Zamiast czytać notatki kolejny raz, spróbuj dziś aktywnego przypominania: zamknij zeszyt i zapisz z pamięci wszystko, co wiesz z ostatniej lekcji. Ile udało ci się odtworzyć?',
      'to, czego nie pamiętasz, zapisz na fiszkach.',
    ],
    [
      'Kiedy powtórzysz ten materiał następny raz?',
      'powtórki rozłożone w czasie: dzień po lekcji, po 3 dniach, po tygodniu i po dwóch tygodniach.',
    ],
  ],
  closing:
    'Aktywne przypominanie, powtórki rozłożone w czasie i bloki skupienia (technika Pomodoro) to trzy filary, które warto połączyć. O której z nich chcesz porozmawiać dokładniej?',
  explanation: [
    '## Metody nauki, które mają najlepsze poparcie w badaniach',
    [
      '- **Aktywne przypominanie:** sprawdzasz się z pamięci (fiszki, pusta kartka) zamiast czytać notatki.',
      '- **Powtórki rozłożone w czasie:** wracasz do materiału po 1, 3, 7 i 14 dniach.',
      '- **Przeplatanie:** mieszasz różne typy zadań zamiast robić dziesięć takich samych.',
      '- **Technika Pomodoro:** pracujesz w blokach pełnego skupienia z krótkimi przerwami.',
      '- **Zeszyt błędów:** zapisujesz zadania, w których się pomyliłeś lub pomyliłaś, i wracasz do nich.',
    ].join('\n'),
    'Zacznij od jednej metody na tydzień – zmiana wszystkiego naraz rzadko się udaje.',
  ],
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)

function methodProblem(method: Method): Problem {
  const [first, ...rest] = method.hints
  return {
    key: `methods:${method.key}`,
    opener: [
      ...method.opener,
      ...(first ? [`**Pierwszy krok:** ${lowerFirst(first[0])}`, hint(first[1])] : []),
    ].join('\n\n'),
    hints: rest.map(([question, tip]) => `${question}\n\n${hint(tip)}`),
    expected: [],
    confirm: '',
    closing: method.closing,
    explanation: method.explanation.join('\n\n'),
    practice: { text: '' },
  }
}

export const methodsTopic: Topic = {
  id: 'methods',
  patterns: [GENERAL.words, ...METHODS.map((m) => m.words)],
  read(_text, folded) {
    const method = METHODS.find((m) => m.words.test(folded))
    return method ? methodProblem(method) : null
  },
  seeded: () => methodProblem(GENERAL),
}
