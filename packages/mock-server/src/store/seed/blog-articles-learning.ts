import { article } from './blog-article'

/** Articles on learning methods: memory, repetition, notes and focused work. */

export const forgettingCurve = article({
  id: '9b2e4d71-0c3a-4f58-8a6d-5e1f2b3c4d90',
  slug: 'krzywa-zapominania',
  title: 'Krzywa zapominania: dlaczego po tygodniu pamiętasz tylko ułamek lekcji',
  subtitle: 'Co odkrył Hermann Ebbinghaus i jak wykorzystać to przed sprawdzianem',
  author: 'Paweł Nowicki',
  addedAt: '2025-03-20T18:00:00+01:00',
  tags: ['nauka', 'egzaminy'],
  uniqueViews: 11250,
  repeatedViews: 3874,
  content: String.raw`<p>Pod koniec XIX wieku niemiecki psycholog Hermann Ebbinghaus uczył się na pamięć tysięcy bezsensownych sylab i sprawdzał, ile z nich pamięta po godzinie, dniu i tygodniu. Wynik do dziś zaskakuje uczniów: najwięcej zapominamy <strong>tuż po nauce</strong>, a potem tempo zapominania maleje.</p>
<h2>Wzór na zapominanie</h2>
<p>Krzywą zapominania często przybliża się prostym wzorem:</p>
<p>$$R = e^{-t/S}$$</p>
<p>gdzie $R$ to część materiału, którą wciąż pamiętasz, $t$ to czas od nauki, a $S$ to siła śladu pamięciowego. Im większe $S$, tym wolniej spada krzywa. Przy $t = S$ pamiętasz już tylko $e^{-1} \approx 37\%$ materiału.</p>
<h2>Jak zwiększyć siłę pamięci</h2>
<p>Każda udana powtórka zwiększa $S$, więc kolejne zapominanie przebiega wolniej. Dlatego lepiej powtórzyć materiał cztery razy po dziesięć minut niż raz przez czterdzieści.</p>
<ol>
<li>Pierwsza powtórka jeszcze tego samego dnia.</li>
<li>Druga po jednym-dwóch dniach.</li>
<li>Trzecia po tygodniu, czwarta po dwóch tygodniach.</li>
</ol>
<blockquote>Nie chodzi o to, żeby uczyć się dłużej. Chodzi o to, żeby powtarzać we właściwym momencie.</blockquote>
<p>Historię badań Ebbinghausa opisuje hasło <a href="https://en.wikipedia.org/wiki/Forgetting_curve">Forgetting curve</a> w Wikipedii.</p>`,
})

export const mindMapsStepByStep = article({
  id: '5d8f1a2b-3c4e-4d6f-8a7b-9c0d1e2f3a64',
  slug: 'mapy-mysli-krok-po-kroku',
  title: 'Mapy myśli krok po kroku',
  subtitle: 'Jak zmieścić cały dział na jednej kartce i zapamiętać go na dłużej',
  author: 'Jakub Zieliński',
  addedAt: '2025-04-17T16:45:00+02:00',
  tags: ['nauka'],
  uniqueViews: 7214,
  repeatedViews: 2561,
  content: `<p>Mapa myśli to notatka, która wygląda jak drzewo widziane z góry: w środku temat, od niego rozchodzą się gałęzie, a od gałęzi – coraz drobniejsze szczegóły. Działa, bo zmusza do wybrania tego, co najważniejsze, i pokazuje związki między informacjami.</p>
<h2>Pięć kroków do pierwszej mapy</h2>
<ol>
<li>Połóż kartkę poziomo i zapisz temat w samym środku.</li>
<li>Narysuj 4-6 głównych gałęzi: to będą najważniejsze zagadnienia działu.</li>
<li>Na każdej gałęzi pisz tylko słowa-klucze, nie całe zdania.</li>
<li>Używaj kolorów i prostych rysunków – pamięć lubi obrazy.</li>
<li>Zamknij podręcznik i spróbuj narysować mapę jeszcze raz z pamięci.</li>
</ol>
<h2>Najczęstsze błędy</h2>
<p>Przepisywanie całych akapitów, zbyt wiele gałęzi i rysowanie mapy tylko po to, żeby ładnie wyglądała. Mapa ma ci służyć do powtórek, a nie do pokazania na Instagramie.</p>
<blockquote>Pierwsza mapa zwykle wychodzi brzydko. Trzecia jest już czytelna, a dziesiąta – szybsza niż tradycyjne notatki.</blockquote>
<p>Krótką historię tej metody znajdziesz w haśle <a href="https://en.wikipedia.org/wiki/Mind_map">Mind map</a>.</p>`,
})

export const spacedRepetition = article({
  id: '1a9c8e7d-6b5f-4a3e-8d2c-4b5a6c7d8e02',
  slug: 'powtorki-rozlozone-w-czasie',
  title: 'Powtórki rozłożone w czasie: plan, który naprawdę działa',
  subtitle: 'Jak rozplanować powtórki, żeby uczyć się krócej, a pamiętać dłużej',
  author: 'Paweł Nowicki',
  addedAt: '2025-05-29T18:30:00+02:00',
  tags: ['nauka', 'organizacja'],
  uniqueViews: 9876,
  repeatedViews: 3512,
  content: String.raw`<p>Jeśli czytałeś nasz tekst o krzywej zapominania, wiesz już, że pamięć słabnie najszybciej tuż po nauce. Powtórki rozłożone w czasie (ang. <em>spaced repetition</em>) to sposób, by wykorzystać tę wiedzę w praktyce.</p>
<h2>Odstępy, które rosną</h2>
<p>Najprostszy plan zakłada, że każdy kolejny odstęp między powtórkami jest mniej więcej dwa razy dłuższy od poprzedniego:</p>
<p>$$t_n = t_1 \cdot 2^{\,n-1}$$</p>
<p>Dla $t_1 = 1$ dnia powtarzasz więc po 1, 2, 4, 8 i 16 dniach. Pięć krótkich powtórek rozłożonych na miesiąc daje lepszy efekt niż całonocne kucie dzień przed sprawdzianem.</p>
<h2>Jak to zorganizować</h2>
<ul>
<li>Zapisuj w kalendarzu datę pierwszej nauki każdego tematu.</li>
<li>Korzystaj z fiszek: aplikacja sama podsunie te, które czas powtórzyć.</li>
<li>Gdy odpowiedź przychodzi bez wysiłku, wydłuż odstęp; gdy się mylisz, skróć go.</li>
</ul>
<blockquote>Powtórka ma być lekko trudna. Jeśli jest za łatwa, zrobiłeś ją za wcześnie.</blockquote>
<p>Więcej o badaniach nad tą metodą przeczytasz w haśle <a href="https://en.wikipedia.org/wiki/Spaced_repetition">Spaced repetition</a>.</p>`,
})

export const pomodoroTechnique = article({
  id: '0c2e4a6b-8d9f-4b1c-9d3e-5f7a9b1c3d60',
  slug: 'technika-pomodoro',
  title: 'Technika Pomodoro dla uczniów: jak dopasować ją do siebie',
  subtitle: '25 minut pracy i 5 minut przerwy to dopiero punkt wyjścia',
  author: 'Tomasz Lewandowski',
  addedAt: '2025-10-02T16:00:00+02:00',
  tags: ['nauka', 'organizacja'],
  uniqueViews: 6654,
  repeatedViews: 2043,
  content: String.raw`<p><a href="https://en.wikipedia.org/wiki/Pomodoro_Technique">Technikę Pomodoro</a> wymyślił pod koniec lat 80. Francesco Cirillo, student, który nie potrafił skupić się na nauce. Pracował z minutnikiem w kształcie pomidora: 25 minut pełnego skupienia, potem 5 minut przerwy.</p>
<h2>Ile to daje w praktyce</h2>
<p>Cztery pomodoro z trzema krótkimi przerwami i jedną dłuższą na końcu to:</p>
<p>$$4 \cdot 25 + 3 \cdot 5 + 20 = 135 \text{ minut}$$</p>
<p>z czego aż $100$ minut to czysta, nieprzerywana praca. Dla porównania: godzina nauki z telefonem obok to często mniej niż $30$ minut realnego skupienia.</p>
<h2>Dopasuj rytm do siebie</h2>
<ul>
<li>Jeśli po 25 minutach dopiero się rozkręcasz, spróbuj bloków po 40-50 minut.</li>
<li>Jeśli trudno ci wytrzymać nawet 25 minut, zacznij od 15 i wydłużaj co tydzień.</li>
<li>Przerwę spędzaj z dala od ekranu: woda, rozciąganie, spojrzenie przez okno.</li>
</ul>
<blockquote>Minutnik nie jest po to, żeby cię poganiać. Jest po to, żebyś nie musiał pilnować czasu sam.</blockquote>`,
})

export const activeRecall = article({
  id: 'b1d3f5a7-9c0e-4e2a-8b4c-6d8e0a2c4e83',
  slug: 'aktywne-przypominanie',
  title: 'Aktywne przypominanie zamiast czytania notatek',
  subtitle: 'Najskuteczniejsza metoda nauki jest też najmniej przyjemna. Dlaczego warto?',
  author: 'Paweł Nowicki',
  addedAt: '2025-10-30T16:30:00+01:00',
  tags: ['nauka', 'egzaminy'],
  uniqueViews: 4976,
  repeatedViews: 1467,
  content: `<p>Wielokrotne czytanie notatek daje przyjemne poczucie, że „już to umiem”. Niestety to złudzenie: rozpoznawanie tekstu to nie to samo co przypomnienie go sobie na sprawdzianie. Badania nad <a href="https://en.wikipedia.org/wiki/Testing_effect">efektem testowania</a> pokazują, że samodzielne wydobywanie informacji z pamięci utrwala ją znacznie lepiej.</p>
<h2>Jak ćwiczyć przypominanie</h2>
<ul>
<li><strong>Pusta kartka:</strong> po przeczytaniu tematu zamknij podręcznik i zapisz wszystko, co pamiętasz.</li>
<li><strong>Fiszki:</strong> pytanie z jednej strony, odpowiedź z drugiej – najpierw odpowiadasz, potem sprawdzasz.</li>
<li><strong>Pytania na marginesie:</strong> zamieniaj nagłówki notatek na pytania.</li>
<li><strong>Tłumaczenie komuś:</strong> wyjaśnij temat koledze, rodzicowi albo pluszowemu misiowi.</li>
</ul>
<h2>Dlaczego to jest trudne</h2>
<p>Przypominanie wymaga wysiłku i często kończy się błędami. To dobrze: właśnie ten wysiłek sprawia, że ślad w pamięci staje się trwalszy. Błąd popełniony przy fiszkach to błąd, którego nie popełnisz na sprawdzianie.</p>
<blockquote>Jeśli nauka przychodzi ci bez wysiłku, prawdopodobnie uczysz się mniej, niż myślisz.</blockquote>`,
})
