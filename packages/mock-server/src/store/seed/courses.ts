import type { Course, Episode, Week } from '@app/contract/courses'
import { BRAIN_DUMP_HOURS, MEDITATION_MINUTES, MIND_MAPS_MIN } from '@app/domain/constants'

/** The three courses of SPEC §1. Episode ids are `<course>-w<week index>-e<position from 1>`. */

type Resource = Episode['resources'][number]
type EpisodeSeed = Omit<Episode, 'id'>
type Extra = { resources?: Resource[]; showNotes?: boolean; tracker?: Episode['tracker'] }

/** Downloadable sheets live in media/resources and are served by the mock under this path. */
const pdf = (title: string, file: string): Resource => ({
  title,
  link: `/api/media/resources/${file}.pdf`,
})

const video = (
  title: string,
  durationMinutes: number,
  vimeoId: number,
  description: string,
  extra: Extra = {},
): EpisodeSeed => ({
  title,
  durationMinutes,
  vimeoUrl: `https://vimeo.com/${vimeoId}`,
  description,
  resources: extra.resources ?? [],
  showNotes: extra.showNotes ?? false,
  tracker: extra.tracker ?? null,
})

/** An exercise or a sheet to download: no video, so no minutes of video either. */
const task = (title: string, description: string, extra: Extra = {}): EpisodeSeed => ({
  title,
  durationMinutes: 0,
  vimeoUrl: null,
  description,
  resources: extra.resources ?? [],
  showNotes: extra.showNotes ?? true,
  tracker: extra.tracker ?? null,
})

const week = (
  prefix: string,
  index: number,
  title: string,
  description: string,
  episodes: EpisodeSeed[],
): Week => ({
  index,
  title,
  description,
  episodes: episodes.map((episode, i) => ({ id: `${prefix}-w${index}-e${i + 1}`, ...episode })),
})

const ked: Course = {
  key: 'KED',
  title: 'Kurs Efektywnego Działania',
  fullName: 'Kurs Efektywnego Działania – skuteczna nauka i działanie bez wypalenia',
  welcomeMessage:
    'Cześć! Cieszymy się, że jesteś z nami. Przez najbliższe tygodnie krok po kroku zbudujesz nawyki, dzięki którym nauka zajmie mniej czasu, a da więcej efektów. Zacznij od tygodnia wprowadzającego – każdy kolejny tydzień otworzy się 7 dni po tym, jak zaczniesz oglądać poprzedni.',
  length: '9 tygodni + tydzień wprowadzający',
  description:
    'Kurs wideo dla uczniów, którzy chcą uczyć się skuteczniej, lepiej organizować czas i mieć więcej energii. Ponad 12 godzin nagrań w dziesięciu tygodniach, ćwiczenia z notatkami i materiały do pobrania. Wystarczą 2-3 godziny tygodniowo.',
  route: '/produkt/kurs-efektywnego-dzialania',
  weeks: [
    week(
      'ked',
      0,
      'Wprowadzenie',
      'Poznaj kurs, ustaw platformę i sprawdź, skąd startujesz. Ten tydzień jest otwarty od pierwszego dnia.',
      [
        video(
          'Witaj w Kursie Efektywnego Działania',
          9,
          871402315,
          '<p>Poznaj autorów kursu i dowiedz się, czego nauczysz się przez najbliższe dziesięć tygodni.</p><ul><li>jak zbudowany jest kurs,</li><li>ile czasu warto mu poświęcać w tygodniu,</li><li>dlaczego kolejne tygodnie otwierają się co 7 dni.</li></ul>',
        ),
        video(
          'Jak korzystać z kursu i notatek',
          7,
          871402388,
          '<p>Krótki przewodnik po platformie: odtwarzacz, notatki pod odcinkami, materiały do pobrania i społeczność. Pokazujemy też, jak zaplanować <strong>2-3 godziny tygodniowo</strong> na kurs, żeby nie kolidował ze szkołą.</p>',
          { resources: [pdf('Przewodnik po kursie', 'przewodnik-po-kursie')] },
        ),
        video(
          'Jak naprawdę zmieniają się nawyki',
          14,
          871402461,
          '<p>Dlaczego jednorazowy zryw rzadko coś zmienia, a małe kroki powtarzane codziennie – tak. Omawiamy pętlę nawyku: <strong>wyzwalacz, zachowanie, nagroda</strong>.</p>',
        ),
        video(
          'Twój punkt startowy',
          11,
          871402537,
          '<p>Zanim zaczniesz cokolwiek zmieniać, sprawdź, gdzie jesteś dziś. Odpowiesz na kilka pytań o sen, naukę, oceny i samopoczucie – wrócisz do nich w ostatnim tygodniu kursu.</p>',
          { showNotes: true },
        ),
        task(
          'Ćwiczenie: list do siebie za dziesięć tygodni',
          '<p>Napisz w notatkach krótki list do siebie, który przeczytasz po zakończeniu kursu. Co chcesz zmienić? Z czego chcesz być dumny lub dumna?</p><p>Wystarczy <strong>15 minut</strong> i szczerość.</p>',
        ),
      ],
    ),
    week(
      'ked',
      1,
      'Budowanie świadomości',
      'Zanim cokolwiek zmienisz, zobacz, jak naprawdę wygląda twój dzień. W tym tygodniu obserwujesz siebie bez oceniania.',
      [
        video(
          'Dlaczego robimy to, co robimy',
          18,
          872115042,
          '<p>Większość codziennych decyzji zapada automatycznie. Pokazujemy, skąd biorą się nasze wybory i dlaczego sama silna wola nie wystarcza.</p>',
        ),
        video(
          'Audyt czasu: dokąd ucieka twój dzień',
          22,
          872115119,
          '<p>Przez trzy dni zapisujesz, na co naprawdę idzie twój czas. Uczymy, jak robić to bez wysiłku i jak czytać wyniki:</p><ul><li>bloki po 30 minut,</li><li>trzy kolory: nauka, obowiązki, odpoczynek,</li><li>osobno czas spędzony z telefonem.</li></ul>',
          { resources: [pdf('Arkusz audytu czasu', 'arkusz-audytu-czasu')] },
        ),
        video(
          'Autopilot: nawyki, które działają za ciebie',
          20,
          872115203,
          '<p>Nawyki mogą pracować na twoją korzyść albo przeciwko tobie. Nauczysz się rozpoznawać wyzwalacze i nagrody, które podtrzymują twoje obecne zachowania.</p>',
        ),
        video(
          'Co jest dla ciebie ważne',
          19,
          872115277,
          '<p>Wartości i priorytety to kompas, bez którego każdy plan szybko się rozsypie. Wybierzesz <strong>trzy obszary</strong>, na których skupisz się podczas kursu.</p>',
        ),
        task(
          'Ćwiczenie: tydzień obserwacji',
          '<p>Codziennie wieczorem zapisz w notatkach trzy rzeczy:</p><ol><li>co zajęło ci dziś najwięcej czasu,</li><li>kiedy uczyło ci się najlepiej,</li><li>co najbardziej cię rozpraszało.</li></ol><p>Na koniec tygodnia przeczytaj wszystkie wpisy i zaznacz powtarzające się wzorce.</p>',
        ),
      ],
    ),
    week(
      'ked',
      2,
      'Podstawy efektywnego działania',
      'Cele, plan tygodnia i jeden priorytet dziennie – fundament, na którym zbudujesz resztę kursu.',
      [
        video(
          'Cel, który ciągnie, a nie pcha',
          21,
          872890034,
          '<p>Jak wyznaczyć cel, który ma dla ciebie znaczenie, i rozpisać go na konkretne kroki. Poznasz różnicę między <strong>celem wyniku</strong> a <strong>celem działania</strong>.</p>',
        ),
        video(
          'Plan tygodnia w 20 minut',
          24,
          872890112,
          '<p>Krok po kroku układamy tydzień: stałe zajęcia, nauka, odpoczynek i zapas na nieprzewidziane sprawy.</p><ol><li>Wpisz to, czego nie przesuniesz.</li><li>Zaplanuj bloki nauki.</li><li>Zostaw wolne miejsce.</li></ol>',
          { resources: [pdf('Planer tygodniowy', 'planer-tygodniowy')] },
        ),
        video(
          'Jedna najważniejsza rzecz',
          17,
          872890190,
          '<p>Codziennie rano wybierasz jedno zadanie, które posunie cię najdalej. Pokazujemy, jak je rozpoznać i dlaczego warto zrobić je jako pierwsze.</p>',
        ),
        video(
          'Prokrastynacja: skąd się bierze i jak ją rozbroić',
          23,
          872890265,
          '<p>Odkładanie to zwykle sposób na uniknięcie nieprzyjemnych emocji, a nie lenistwo. Poznasz techniki, które pomagają zacząć: <strong>regułę dwóch minut</strong> i najmniejszy pierwszy krok.</p>',
        ),
        video(
          'Ćwiczenie: twój pierwszy plan tygodnia',
          5,
          872890341,
          '<p>Zaplanuj najbliższy tydzień według schematu z odcinka i zapisz w notatkach priorytet na każdy dzień. W niedzielę sprawdź, ile z nich udało się zrealizować.</p>',
          { showNotes: true },
        ),
      ],
    ),
    week(
      'ked',
      3,
      'Wprowadzenie do efektywnej nauki',
      'Jak pracuje pamięć i które metody nauki mają najlepsze poparcie w badaniach. Koniec z czytaniem tych samych notatek po raz piąty.',
      [
        video(
          'Jak uczy się mózg',
          22,
          873561027,
          '<p>Kodowanie, utrwalanie i przypominanie: trzy etapy, od których zależy, czy materiał zostanie w głowie do sprawdzianu – i na dłużej.</p>',
        ),
        video(
          'Aktywne przypominanie',
          19,
          873561104,
          '<p>Zamiast czytać notatki po raz trzeci, zamknij zeszyt i spróbuj odtworzyć materiał z pamięci. Pokazujemy, jak robić to z fiszkami, pytaniami i pustą kartką.</p>',
        ),
        video(
          'Powtórki rozłożone w czasie',
          21,
          873561180,
          '<p>Krzywa zapominania w praktyce: kiedy powtarzać, żeby powtórek było jak najmniej, a wiedza zostawała na dłużej.</p>',
          {
            resources: [
              {
                title: 'Krzywa zapominania – Wikipedia (po angielsku)',
                link: 'https://en.wikipedia.org/wiki/Forgetting_curve',
              },
            ],
          },
        ),
        video(
          'Notatki, do których chce się wracać',
          18,
          873561259,
          '<p>Metoda Cornella, notatki w formie pytań i własne przykłady. Notatka ma pomagać w powtórkach, a nie tylko ładnie wyglądać.</p>',
        ),
        task(
          'Ćwiczenie: twój system powtórek',
          '<p>Wybierz jeden przedmiot i zaplanuj powtórki na najbliższe dwa tygodnie: dzień po lekcji, po 3 dniach, po tygodniu i po dwóch tygodniach. Zapisz plan w notatkach i odhaczaj kolejne powtórki.</p>',
        ),
      ],
    ),
    week(
      'ked',
      4,
      'Środowisko',
      'Otoczenie wpływa na koncentrację bardziej niż silna wola. Urządzisz miejsce do nauki, oswoisz telefon i zadbasz o ludzi wokół siebie.',
      [
        video(
          'Miejsce do nauki, które pomaga',
          16,
          874203318,
          '<p>Światło, porządek na biurku, stałe miejsce i stała pora. Małe zmiany w otoczeniu, które oszczędzają energię na start.</p>',
        ),
        video(
          'Telefon i rozpraszacze',
          22,
          874203396,
          '<p>Każde powiadomienie wybija z rytmu na dłużej, niż się wydaje. Ustawisz telefon tak, żeby pracował dla ciebie:</p><ul><li>tryb skupienia na czas nauki,</li><li>telefon w innym pokoju,</li><li>wyłączone powiadomienia z mediów społecznościowych.</li></ul>',
        ),
        video(
          'Ludzie wokół ciebie',
          17,
          874203471,
          '<p>Znajomi, rodzina i klasa mogą cię wspierać albo ściągać w dół. Jak rozmawiać z bliskimi o swoich celach i jak znaleźć partnera do nauki.</p>',
        ),
        video(
          'Cyfrowy porządek',
          15,
          874203549,
          '<p>Pliki, zakładki, aplikacje i kalendarz. Jeden system zamiast pięciu, dzięki któremu wszystko znajdziesz w kilka sekund.</p>',
        ),
        task(
          'Ćwiczenie: przemeblowanie biurka',
          '<p>Przygotuj swoje miejsce do nauki według listy z tego tygodnia. Zrób zdjęcie „przed” i „po”, a w notatkach zapisz, co zmieniłeś lub zmieniłaś i jak pracuje ci się po kilku dniach.</p>',
        ),
      ],
    ),
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
  ],
}

const ped: Course = {
  key: 'PED',
  title: 'Podstawy Efektywnego Działania',
  fullName: 'Podstawy Efektywnego Działania – tygodniowy minikurs',
  welcomeMessage:
    'Cześć! Przed tobą tydzień, w którym poznasz podstawy skutecznej nauki i planowania. Każdego dnia obejrzyj jeden krótki odcinek i od razu wypróbuj go w praktyce – to wystarczy, żeby poczuć różnicę.',
  length: '1 tydzień',
  description:
    'Tygodniowy minikurs dla uczniów, którzy chcą uczyć się mądrzej, a nie dłużej. Krótkie lekcje o celach, planie tygodnia i metodach nauki, które naprawdę działają, oraz jedno ćwiczenie na cały tydzień.',
  route: '/produkt/podstawy-efektywnego-dzialania',
  weeks: [
    week(
      'ped',
      0,
      'Podstawy efektywnego działania',
      'Cel, plan, nauka i pierwszy tydzień w praktyce – w krótkich odcinkach na siedem dni.',
      [
        video(
          'Witaj w minikursie',
          6,
          869120447,
          '<p>Jak wygląda ten tydzień i jak wycisnąć z niego jak najwięcej. Jeden odcinek dziennie, a resztę czasu poświęcasz na działanie.</p>',
        ),
        video(
          'Cel na najbliższy miesiąc',
          14,
          869120523,
          '<p>Wybierasz jeden cel na najbliższe cztery tygodnie i zamieniasz go na konkretne, małe kroki.</p>',
        ),
        video(
          'Plan tygodnia w 20 minut',
          16,
          869120598,
          '<p>Prosty schemat planowania: najpierw stałe zajęcia, potem bloki nauki, na końcu zapas na nieprzewidziane sprawy.</p>',
          { resources: [pdf('Planer tygodniowy', 'planer-tygodniowy')] },
        ),
        video(
          'Nauka, która zostaje w głowie',
          15,
          869120674,
          '<p>Dwie metody o najlepszym poparciu w badaniach: <strong>aktywne przypominanie</strong> i <strong>powtórki rozłożone w czasie</strong>. Pokazujemy, jak zacząć z nimi już dziś.</p>',
        ),
        task(
          'Ćwiczenie: tydzień z planem',
          '<p>Przez siedem dni działaj według planu z odcinka. Każdego wieczoru zapisz w notatkach, co udało się zrobić, a co przesunąłeś lub przesunęłaś – i dlaczego.</p>',
        ),
        video(
          'Co dalej?',
          7,
          869120751,
          '<p>Podsumowanie tygodnia i propozycja kolejnego kroku: w pełnym Kursie Efektywnego Działania te same podstawy rozwijamy przez dziewięć tygodni.</p>',
        ),
      ],
    ),
  ],
}

const zn: Course = {
  key: 'ZN',
  title: 'Zrozumieć Nastolatka',
  fullName: 'Zrozumieć Nastolatka – kurs dla rodziców',
  welcomeMessage:
    'Witaj! Cieszymy się, że chcesz lepiej zrozumieć swoje dziecko. W trzech modułach dowiesz się, co dzieje się w głowie nastolatka, jak z nim rozmawiać i jak mądrze wspierać go w nauce.',
  length: '1 tydzień',
  description:
    'Kurs dla rodziców nastolatków: około półtorej godziny nagrań w trzech modułach. Dowiesz się, skąd biorą się zachowania, które trudno zrozumieć, jak rozmawiać, żeby nastolatek chciał odpowiadać, i jak wspierać naukę bez presji.',
  route: '/produkt/zrozumiec-nastolatka',
  weeks: [
    week(
      'zn',
      0,
      'Zrozumieć nastolatka',
      'Co dzieje się w mózgu i emocjach nastolatka i jakie potrzeby stoją za jego zachowaniem.',
      [
        video(
          'Witamy w kursie',
          5,
          878301245,
          '<p>Jak korzystać z kursu i czego się spodziewać. Każdy moduł kończy się jednym zadaniem do wypróbowania w domu.</p>',
        ),
        video(
          'Co dzieje się w mózgu nastolatka',
          14,
          878301322,
          '<p>Mózg nastolatka intensywnie się przebudowuje, a część odpowiedzialna za planowanie i hamowanie impulsów dojrzewa najpóźniej. Wyjaśniamy, co z tego wynika na co dzień.</p>',
        ),
        video(
          'Potrzeby, które stoją za zachowaniem',
          12,
          878301398,
          '<p>Autonomia, przynależność i poczucie kompetencji. Gdy zrozumiesz, której potrzeby dotyczy konflikt, łatwiej znaleźć rozwiązanie.</p>',
        ),
      ],
    ),
    week(
      'zn',
      1,
      'Komunikacja z nastolatkiem',
      'Jak słuchać, mówić i rozwiązywać konflikty tak, żeby rozmowa zbliżała zamiast oddalać.',
      [
        video(
          'Słuchanie, które otwiera rozmowę',
          13,
          878962107,
          '<p>Aktywne słuchanie w praktyce: pytania otwarte, parafraza i powstrzymanie się od dobrych rad, o które nikt nie prosił.</p>',
          {
            resources: [pdf('Zdania, które otwierają rozmowę', 'zdania-otwierajace-rozmowe')],
          },
        ),
        video(
          'Jak mówić o trudnych sprawach',
          12,
          878962183,
          '<p>Oceny, znajomi, telefon, pierwsze związki. Jak zacząć trudną rozmowę i jak mówić o swoich obawach bez oskarżeń.</p>',
        ),
        video(
          'Konflikt bez wojny',
          11,
          878962260,
          '<p>Zasady, które dziecko współtworzy, przestrzega chętniej. Pokazujemy, jak negocjować granice i co robić, gdy emocje biorą górę.</p>',
        ),
        task(
          'Zadanie: rozmowa bez pouczania',
          '<p>W tym tygodniu przeprowadź jedną rozmowę, w której tylko słuchasz i zadajesz pytania – bez rad i ocen. W notatkach zapisz, co usłyszałeś lub usłyszałaś i co cię zaskoczyło.</p>',
        ),
      ],
    ),
    week(
      'zn',
      2,
      'Wspieranie edukacji nastolatka',
      'Jak pomagać w nauce, nie wyręczając, i jak stworzyć w domu warunki sprzyjające nauce.',
      [
        video(
          'Motywacja wewnętrzna a nagrody i kary',
          10,
          879610034,
          '<p>Dlaczego nagroda za piątkę działa krótko i co buduje motywację, która zostaje na dłużej.</p>',
        ),
        video(
          'Pomagać, nie wyręczać',
          8,
          879610111,
          '<p>Rola rodzica to wsparcie w organizacji, a nie odrabianie lekcji. Jak rozmawiać o ocenach i planach bez presji.</p>',
        ),
        video(
          'Sen, telefon i dom sprzyjający nauce',
          5,
          879610187,
          '<p>Trzy obszary, na które rodzic ma realny wpływ: pora snu, zasady korzystania z telefonu i spokojne miejsce do nauki.</p>',
        ),
      ],
    ),
  ],
}

export const seedCourses: Course[] = [ked, ped, zn]
