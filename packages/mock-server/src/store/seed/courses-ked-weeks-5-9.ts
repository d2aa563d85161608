import type { Week } from '@app/contract/courses'
import { BRAIN_DUMP_HOURS, MEDITATION_MINUTES, MIND_MAPS_MIN } from '@app/domain/shared/constants'
import { pdf, task, video, week } from './courses-builders'

/** Kurs Efektywnego Działania, weeks 5-9: the start of the new system and the advanced weeks. */
export const kedWeeks5to9: Week[] = [
  week(
    'ked',
    5,
    'Start',
    'Czas połączyć wszystko w całość. Przez ten tydzień działasz według nowego systemu i uczysz się wracać na właściwe tory, gdy coś pójdzie nie tak.',
    [
      video(
        'Start: pierwszy tydzień z nowym systemem',
        18,
        874977012,
        '<p>Zbieramy w całość cele, plan tygodnia, metody nauki i środowisko. Od dziś testujesz system w prawdziwym życiu.</p>',
      ),
      video(
        'Poranek i wieczór, które ustawiają dzień',
        20,
        874977089,
        '<p>Proste rutyny na początek i koniec dnia: bez zimnych pryszniców o piątej rano, za to z realnym wpływem na energię i sen.</p>',
      ),
      video(
        'Jak nie odpuścić po trzech dniach',
        19,
        874977163,
        '<p>Spadek motywacji jest normalny i przewidywalny. Pokazujemy, jak planować na gorsze dni i jak wrócić po przerwie bez poczucia winy.</p>',
      ),
      video(
        'Przegląd tygodnia',
        15,
        874977240,
        '<p>Piętnaście minut w niedzielę, dzięki którym wyciągasz wnioski i poprawiasz plan na kolejny tydzień.</p>',
        { resources: [pdf('Karta przeglądu tygodnia', 'karta-przegladu-tygodnia')] },
      ),
      task(
        'Ćwiczenie: mój pierwszy przegląd tygodnia',
        '<p>Na koniec tygodnia wypełnij kartę przeglądu i zapisz w notatkach:</p><ul><li>co zadziałało,</li><li>co nie zadziałało,</li><li>jedną rzecz, którą zmienisz w przyszłym tygodniu.</li></ul>',
      ),
    ],
  ),
  week(
    'ked',
    6,
    'Optymalizacja',
    'Sen, jedzenie, ruch i odpoczynek to paliwo dla nauki. W tym tygodniu dbasz o ciało i głowę, a efekty mierzysz arkuszem pomiaru efektywności.',
    [
      video(
        'Sen',
        22,
        875640118,
        '<p>Nastolatek potrzebuje <strong>8-10 godzin snu</strong>. Dowiesz się, dlaczego to podczas snu utrwala się materiał z całego dnia i jak przesunąć zasypianie na wcześniejszą porę.</p><ul><li>stała pora wstawania, także w weekend,</li><li>godzina bez ekranu przed snem,</li><li>chłodna i ciemna sypialnia.</li></ul>',
      ),
      video(
        'Jedzenie',
        18,
        875640195,
        '<p>Co jeść przed nauką i sprawdzianem, żeby mieć energię na dłużej. Bez diet, za to z prostymi zasadami: regularne posiłki, woda i mniej słodyczy „na szybki zastrzyk energii”.</p>',
      ),
      video(
        'Sport',
        17,
        875640271,
        '<p>Ruch poprawia koncentrację i pamięć. Zobaczysz, jak zmieścić aktywność w tygodniu pełnym lekcji – nawet jeśli nie przepadasz za WF-em.</p>',
      ),
      video(
        'Odpoczynek',
        16,
        875640346,
        '<p>Odpoczynek to nie nagroda za naukę, tylko jej część. Czym regeneracja różni się od przewijania telefonu i jak planować przerwy.</p>',
      ),
      task(
        'Ściąga antystresowa',
        '<p>Jedna strona do wydrukowania i powieszenia nad biurkiem: ćwiczenia oddechowe, szybkie sposoby na uspokojenie przed sprawdzianem i lista rzeczy, które możesz zrobić, gdy stres zaczyna cię przytłaczać.</p>',
        {
          resources: [pdf('Ściąga antystresowa', 'sciaga-antystresowa')],
          showNotes: false,
        },
      ),
      video(
        `Medytacja prowadzona (${MEDITATION_MINUTES} minut)`,
        MEDITATION_MINUTES,
        875640422,
        '<p>Dziesięciominutowa medytacja prowadzona. Usiądź wygodnie, załóż słuchawki i podążaj za głosem. Najlepiej działa codziennie o tej samej porze, na przykład przed nauką albo przed snem.</p>',
      ),
      task(
        'Arkusz pomiaru efektywności',
        '<p>Przez siedem dni zapisujesz w arkuszu sen, czas nauki, poziom energii i skupienia. Po tygodniu zobaczysz, co naprawdę wpływa na twoje wyniki. Wnioski zapisz w notatkach.</p>',
        { resources: [pdf('Arkusz pomiaru efektywności', 'arkusz-pomiaru-efektywnosci')] },
      ),
    ],
  ),
  week(
    'ked',
    7,
    'Top 1% uczniów',
    'Techniki, z których korzystają najlepsi uczniowie: świadome zapamiętywanie, nauka przez dociekanie, mapy myśli, nauka przedmiotów ścisłych i mądre korzystanie z AI.',
    [
      video(
        'Pamięć: zapamiętuj więcej w krótszym czasie',
        24,
        876318054,
        '<p>Skojarzenia, obrazy i pałac pamięci. Techniki pamięciowe, które sprawdzają się przy słówkach, datach i definicjach.</p>',
      ),
      video(
        'Nauka przez dociekanie',
        19,
        876318131,
        '<p>Zamiast przyjmować gotowe odpowiedzi, zadajesz pytania: dlaczego? skąd to wiadomo? co by było, gdyby? Tak uczą się ci, którzy rozumieją, a nie tylko pamiętają.</p>',
      ),
      video(
        'Mapy myśli',
        18,
        876318207,
        '<p>Jak w jednej mapie zmieścić cały dział: temat w centrum, gałęzie główne, słowa-klucze i kolory. Pokazujemy mapę z biologii i z historii.</p>',
      ),
      task(
        'Ćwiczenie: mapy myśli',
        `<p>Przygotuj <strong>co najmniej ${MIND_MAPS_MIN} własne mapy myśli</strong> z różnych przedmiotów lub działów. Każdą zacznij od tematu w centrum i ogranicz się do słów-kluczy.</p><p>Każdą gotową mapę dopisz do listy poniżej. W notatkach zapisz, która mapa przyszła ci najłatwiej i którą odtworzysz z pamięci za tydzień.</p>`,
        {
          resources: [pdf('Szablon mapy myśli', 'szablon-mapy-mysli')],
          tracker: {
            minimum: MIND_MAPS_MIN,
            itemForms: { one: 'mapa myśli', few: 'mapy myśli', many: 'map myśli' },
            itemLabel: 'Temat mapy myśli',
          },
        },
      ),
      video(
        'Nauka przedmiotów ścisłych',
        23,
        876318284,
        '<p>Matematyka, fizyka i chemia wymagają innego podejścia niż przedmioty humanistyczne:</p><ul><li>przeplatanie różnych typów zadań,</li><li>rozwiązywanie bez podglądania odpowiedzi,</li><li>zeszyt błędów.</li></ul>',
      ),
      video(
        'AI w nauce',
        21,
        876318360,
        '<p>Jak korzystać z czatu AI, żeby uczył, a nie odrabiał lekcje za ciebie: prośba o wyjaśnienie krok po kroku, pytania sprawdzające i weryfikacja odpowiedzi.</p>',
      ),
    ],
  ),
  week(
    'ked',
    8,
    'Boost',
    'Narzędzia na czas, gdy chcesz zrobić dużo w krótkim czasie: stan flow, intensywny dzień pracy, dziennik, protokół celu i porządek w głowie.',
    [
      video(
        'Stan flow',
        20,
        876994117,
        '<p>Stan pełnego zaangażowania, w którym czas płynie szybciej, a praca idzie sama. Poznasz warunki, które pomagają wejść w stan flow, i błędy, które go przerywają.</p>',
      ),
      video(
        'Miesiąc w jeden dzień',
        22,
        876994192,
        '<p>Jeden dzień intensywnej, dobrze zaplanowanej pracy potrafi nadrobić tygodnie zaległości. Pokazujemy, jak go przygotować, przeprowadzić i nie przepalić się.</p>',
      ),
      video(
        'Dziennik dzienny',
        14,
        876994268,
        '<p>Pięć minut wieczorem: co się udało, czego się nauczyłeś lub nauczyłaś i jaki jest plan na jutro. Wpisy możesz prowadzić w notatkach pod odcinkiem.</p>',
        { resources: [pdf('Szablon dziennika', 'szablon-dziennika')], showNotes: true },
      ),
      video(
        'Protokół celu',
        18,
        876994345,
        '<p>Procedura na każdy większy cel: definicja, termin, pierwszy krok, przeszkody i sposób mierzenia postępów.</p>',
        { resources: [pdf('Protokół celu', 'protokol-celu')] },
      ),
      task(
        'Brain dump',
        `<p>Przenieś z głowy na papier wszystko, co cię zajmuje: zadania, pomysły, obawy, sprawy do załatwienia. Potem pogrupuj zapiski i zdecyduj, co robisz, co planujesz, a co odpuszczasz.</p><p>Sugerowany czas: <strong>${BRAIN_DUMP_HOURS} godziny</strong>. Pisz w notatkach pod tym odcinkiem – wrócisz do nich w ostatnim tygodniu.</p>`,
      ),
    ],
  ),
  week(
    'ked',
    9,
    'Next level',
    'Ostatni tydzień: jak utrzymać efekty na lata, przestać się przestarać i zbudować obraz siebie jako osoby, która działa skutecznie.',
    [
      video(
        'Konsekwencja',
        19,
        877652031,
        '<p>Konsekwencja wygrywa z intensywnością. Jak utrzymać system, gdy skończy się efekt nowości, i co robić w tygodniach, w których nic nie idzie zgodnie z planem.</p>',
      ),
      video(
        'Przestań się przestarać',
        17,
        877652108,
        '<p>Perfekcjonizm i robienie wszystkiego na sto procent prowadzą do zmęczenia i odkładania. Nauczysz się rozpoznawać, kiedy „wystarczająco dobrze” jest najlepszym wyborem.</p>',
      ),
      video(
        'Obraz siebie',
        21,
        877652184,
        '<p>To, jak o sobie myślisz, wpływa na to, co robisz. Zobaczysz, jak małe codzienne dowody zmieniają obraz siebie: z „nie nadaję się do matmy” na „uczę się matmy”.</p>',
      ),
      video(
        'Przekonania',
        20,
        877652259,
        '<p>Przekonania o nauce, inteligencji i talencie. Jak rozpoznać te, które cię ograniczają, i zastąpić je takimi, które pomagają działać.</p>',
      ),
      task(
        'Ćwiczenie dodatkowe: list z przyszłości',
        '<p><strong>Ćwiczenie nieobowiązkowe.</strong> Napisz list od siebie z przyszłości – za rok – w którym opisujesz, co udało ci się osiągnąć dzięki nawykom z kursu.</p>',
      ),
      video(
        'Podsumowanie kursu',
        16,
        877652336,
        '<p>Wracamy do punktu startowego z tygodnia wprowadzającego i sprawdzamy, co się zmieniło. Na koniec plan na kolejne miesiące i zaproszenie do społeczności.</p>',
      ),
    ],
  ),
]
