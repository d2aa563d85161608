import type { Week } from '@app/contract/courses'
import { pdf, task, video, week } from './courses-builders'

/** Kurs Efektywnego Działania, weeks 0-4: the introduction and the groundwork before the start. */
export const kedWeeks0to4: Week[] = [
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
]
