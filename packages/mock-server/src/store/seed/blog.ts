import type { BlogArticleDetail } from '@app/contract/blog'

/** The shared tag set: each article carries 1-3 of these, so filtering by category is meaningful. */
export const seedBlogTags = [
  'nauka',
  'motywacja',
  'sen',
  'rodzice',
  'organizacja',
  'egzaminy',
  'zdrowie',
] as const
type Tag = (typeof seedBlogTags)[number]

type ArticleSeed = Omit<BlogArticleDetail, 'imageUrl' | 'tags'> & { slug: string; tags: Tag[] }

/** Each article's illustration is media/blog/<slug>.svg, served by the mock under this path. */
const article = ({ slug, ...rest }: ArticleSeed): BlogArticleDetail => ({
  ...rest,
  imageUrl: `/api/media/blog/${slug}.svg`,
})

/** Newest last; addedAt carries Warsaw's offset of that date (+02:00 in summer time). */
export const seedArticles: BlogArticleDetail[] = [
  article({
    id: '3f6c2a8e-51d4-4b7a-9e1c-0d8b7a6f4e21',
    slug: 'ile-snu-potrzebuje-nastolatek',
    title: 'Ile snu naprawdę potrzebuje nastolatek?',
    subtitle: 'Dlaczego sześć godzin to za mało i jak odzyskać wieczory bez walki z telefonem',
    author: 'Marta Kowalczyk',
    addedAt: '2025-03-06T07:30:00+01:00',
    tags: ['sen', 'zdrowie'],
    uniqueViews: 8412,
    repeatedViews: 2390,
    content: `<p>Zalecenia ekspertów od snu są jednoznaczne: osoby w wieku 13-18 lat potrzebują <strong>od 8 do 10 godzin snu</strong> na dobę. Tymczasem większość uczniów szkół średnich śpi w tygodniu sześć, siedem godzin, a zaległości próbuje odrabiać w weekend.</p>
<h2>Dlaczego nastolatki zasypiają tak późno</h2>
<p>To nie tylko kwestia telefonu. W okresie dojrzewania zegar biologiczny przesuwa się o godzinę lub dwie później, więc senność pojawia się dopiero koło północy. Szkoła zaczyna się jednak o ósmej – i stąd chroniczny niedobór snu.</p>
<blockquote>Sen to nie przerwa w nauce. To właśnie w nocy mózg porządkuje i utrwala to, czego uczyłeś się w dzień.</blockquote>
<h2>Co możesz zrobić już dziś</h2>
<ul>
<li>Wstawaj o tej samej porze, także w weekend – różnica nie powinna przekraczać godziny.</li>
<li>Odłóż telefon na godzinę przed snem i nie trzymaj go przy łóżku.</li>
<li>Rano wyjdź na dzienne światło, choćby na dziesięć minut.</li>
<li>Nie ucz się w łóżku: niech kojarzy się tylko ze snem.</li>
</ul>
<p>Więcej o zaleceniach dla dzieci i młodzieży przeczytasz w <a href="https://jcsm.aasm.org/doi/10.5664/jcsm.5866">stanowisku American Academy of Sleep Medicine</a>.</p>`,
  }),
  article({
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
  }),
  article({
    id: 'c4a1e7f2-8d3b-4c6e-b5a9-7f0e1d2c3b48',
    slug: 'jak-rozmawiac-z-nastolatkiem',
    title: 'Jak rozmawiać z nastolatkiem, żeby chciał odpowiadać',
    subtitle:
      '„Jak było w szkole?” – „Normalnie”. Co zrobić, żeby rozmowa nie kończyła się na jednym słowie',
    author: 'Anna Wiśniewska',
    addedAt: '2025-04-03T19:15:00+02:00',
    tags: ['rodzice'],
    uniqueViews: 9630,
    repeatedViews: 1815,
    content: `<p>Wielu rodziców zna ten scenariusz: pytanie zadane w drzwiach, krótka odpowiedź i zamknięte drzwi pokoju. To nie musi oznaczać, że dziecko nie chce rozmawiać. Często po prostu pytamy w złym momencie i w zły sposób.</p>
<h2>Pytaj konkretnie</h2>
<p>Ogólne pytania dostają ogólne odpowiedzi. Zamiast „Jak było w szkole?” spróbuj:</p>
<ul>
<li>„Co dziś najbardziej cię rozbawiło?”</li>
<li>„Z kim siedziałeś na biologii?”</li>
<li>„Co było dziś najnudniejsze?”</li>
</ul>
<h2>Słuchaj dłużej, niż masz ochotę</h2>
<p>Gdy nastolatek zaczyna mówić, pokusa udzielenia rady jest ogromna. Spróbuj najpierw powtórzyć własnymi słowami to, co usłyszałeś, i zapytać, czy dobrze rozumiesz. To prosta technika <a href="https://en.wikipedia.org/wiki/Active_listening">aktywnego słuchania</a>, która sprawia, że rozmówca czuje się wysłuchany.</p>
<blockquote>Najlepsze rozmowy z nastolatkami odbywają się przy okazji: w samochodzie, przy gotowaniu, na spacerze z psem. Ramię w ramię, a nie twarzą w twarz.</blockquote>
<p>Jeśli chcesz przećwiczyć te techniki krok po kroku, zajrzyj do modułu „Komunikacja z nastolatkiem” w kursie Zrozumieć Nastolatka.</p>`,
  }),
  article({
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
  }),
  article({
    id: 'e7b3c9d1-2a4f-4e8b-9c6d-1a2b3c4d5e76',
    slug: 'stres-przed-sprawdzianem',
    title: 'Stres przed sprawdzianem: 5 sposobów na ostatnie 10 minut',
    subtitle: 'Co zrobić, gdy ręce się pocą, a w głowie nagle robi się pusto',
    author: 'Karolina Mazur',
    addedAt: '2025-05-15T15:30:00+02:00',
    tags: ['egzaminy', 'zdrowie'],
    uniqueViews: 6985,
    repeatedViews: 1402,
    content: `<p>Trochę stresu pomaga: wyostrza uwagę i dodaje energii. Problem zaczyna się wtedy, gdy napięcie rośnie tak bardzo, że blokuje myślenie. Psychologowie opisują tę zależność jako <a href="https://en.wikipedia.org/wiki/Yerkes%E2%80%93Dodson_law">prawo Yerkesa-Dodsona</a>: wyniki rosną wraz z pobudzeniem tylko do pewnego momentu.</p>
<h2>Pięć szybkich technik</h2>
<ol>
<li><strong>Oddech 4-6.</strong> Wdech przez cztery sekundy, wydech przez sześć. Dłuższy wydech uspokaja tętno.</li>
<li><strong>Nazwij emocję.</strong> Powiedz w myślach: „czuję stres”. Samo nazwanie obniża napięcie.</li>
<li><strong>Zmień interpretację.</strong> Szybsze bicie serca to znak, że organizm przygotowuje się do wysiłku.</li>
<li><strong>Zapisz obawy.</strong> Dwie minuty pisania o tym, czego się boisz, zwalnia miejsce w pamięci roboczej.</li>
<li><strong>Zacznij od pewniaka.</strong> Pierwsze zadanie wybierz takie, które na pewno umiesz.</li>
</ol>
<blockquote>Nie musisz pozbyć się stresu. Wystarczy, że przestaniesz z nim walczyć.</blockquote>
<p>Ściągę z tymi technikami do wydrukowania znajdziesz w szóstym tygodniu Kursu Efektywnego Działania.</p>`,
  }),
  article({
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
  }),
  article({
    id: '8e2d4f6a-1b3c-4d5e-a6f7-0b1c2d3e4f58',
    slug: 'oceny-bez-presji',
    title: 'Oceny to nie wszystko: jak wspierać dziecko w nauce bez presji',
    subtitle: 'Co buduje motywację, która zostaje na lata, a co ją gasi',
    author: 'Anna Wiśniewska',
    addedAt: '2025-06-12T20:00:00+02:00',
    tags: ['rodzice', 'nauka'],
    uniqueViews: 5742,
    repeatedViews: 1036,
    content: `<p>Koniec roku szkolnego to w wielu domach czas podsumowań, porównań ze starszym rodzeństwem i obietnic nagród za świadectwo z paskiem. Tymczasem badania nad motywacją pokazują, że nagrody i kary działają krótko, a na dłuższą metę potrafią zniechęcić do nauki.</p>
<h2>Trzy potrzeby, które napędzają motywację</h2>
<p>Według <a href="https://en.wikipedia.org/wiki/Self-determination_theory">teorii autodeterminacji</a> chętnie robimy to, co zaspokaja trzy potrzeby:</p>
<ul>
<li><strong>autonomię</strong> – poczucie, że mam wybór,</li>
<li><strong>kompetencję</strong> – poczucie, że mi wychodzi,</li>
<li><strong>więź</strong> – poczucie, że ktoś jest obok.</li>
</ul>
<h2>Co możesz zrobić jako rodzic</h2>
<p>Pytaj o to, czego dziecko się nauczyło, a nie tylko o oceny. Doceniaj wysiłek i strategię („widzę, że rozplanowałeś naukę na trzy dni”), a nie „zdolności”. Pozwól dziecku samodzielnie decydować, kiedy i jak się uczy – i ponosić naturalne konsekwencje tych decyzji.</p>
<blockquote>Dziecko, które uczy się dla rodzica, przestaje się uczyć, gdy rodzic przestaje patrzeć.</blockquote>`,
  }),
  article({
    id: '2c4e6a8b-0d1f-4a3b-9c5d-7e8f9a0b1c36',
    slug: 'ruch-a-nauka',
    title: 'Ruch a wyniki w nauce: ile sportu wystarczy',
    subtitle: 'Nie musisz trenować jak zawodowiec, żeby lepiej się koncentrować',
    author: 'Tomasz Lewandowski',
    addedAt: '2025-07-03T10:00:00+02:00',
    tags: ['zdrowie', 'motywacja'],
    uniqueViews: 4318,
    repeatedViews: 702,
    content: `<p>Światowa Organizacja Zdrowia zaleca, by młodzież ruszała się średnio <strong>co najmniej 60 minut dziennie</strong>. Brzmi jak dużo? Liczy się każdy ruch: droga do szkoły pieszo, rower, taniec w pokoju i mecz z kolegami.</p>
<h2>Dlaczego ruch pomaga w nauce</h2>
<p>Podczas wysiłku do mózgu dociera więcej krwi i tlenu, a organizm wytwarza substancje wspierające tworzenie nowych połączeń między neuronami. Już kilkunastominutowy spacer przed nauką poprawia koncentrację na kolejną godzinę.</p>
<h2>Jak zmieścić ruch w napiętym tygodniu</h2>
<ul>
<li>Przerwy w nauce spędzaj na nogach: pięć minut pajacyków zamiast przewijania telefonu.</li>
<li>Umów się z kimś na stałą porę – trudniej odwołać trening, gdy ktoś na ciebie czeka.</li>
<li>Wybierz aktywność, która sprawia ci przyjemność, a nie tę, która „powinna” być najlepsza.</li>
</ul>
<blockquote>Najlepszy sport to ten, który uprawiasz regularnie.</blockquote>
<p>Pełne zalecenia znajdziesz na stronie <a href="https://www.who.int/news-room/fact-sheets/detail/physical-activity">WHO o aktywności fizycznej</a>.</p>`,
  }),
  article({
    id: '6f1b3d5e-7a9c-4b2d-8e4f-a1b2c3d4e5f7',
    slug: 'motywacja-czy-nawyk',
    title: 'Nie czekaj na motywację. Zbuduj nawyk',
    subtitle: 'Dlaczego najskuteczniejsi uczniowie wcale nie są najbardziej zmotywowani',
    author: 'Jakub Zieliński',
    addedAt: '2025-07-24T09:30:00+02:00',
    tags: ['motywacja'],
    uniqueViews: 6127,
    repeatedViews: 1188,
    content: `<p>Motywacja jest jak pogoda: raz jest, raz jej nie ma. Jeśli nauka zależy od tego, czy akurat ci się chce, to w gorsze dni nie zrobisz nic. Dlatego osoby, które osiągają dużo, opierają się na nawykach, a nie na nastroju.</p>
<h2>Jak działa nawyk</h2>
<p>Każdy <a href="https://en.wikipedia.org/wiki/Habit">nawyk</a> ma trzy elementy: wyzwalacz, zachowanie i nagrodę. Powtarzane w tej samej kolejności sprawiają, że z czasem działanie staje się automatyczne.</p>
<h2>Zacznij absurdalnie małe</h2>
<ol>
<li>Wybierz stały wyzwalacz, na przykład „po obiedzie”.</li>
<li>Ustal minimalną wersję nawyku: dwie fiszki, jedno zadanie, pięć minut.</li>
<li>Odhaczaj każdy dzień w kalendarzu i nie przerywaj serii dwa razy z rzędu.</li>
</ol>
<blockquote>Motywacja pojawia się zwykle po rozpoczęciu działania, a nie przed nim.</blockquote>
<p>Wakacje to dobry moment na start: masz mniej obowiązków, więc łatwiej wypracować rytm, który we wrześniu będzie już działał sam.</p>`,
  }),
  article({
    id: 'a3c5e7f9-1b2d-4f6a-8b0c-2d4e6f8a0b13',
    slug: 'chronotyp-sowa-czy-skowronek',
    title: 'Sowa czy skowronek? Jak chronotyp wpływa na naukę',
    subtitle: 'Ucz się wtedy, gdy twój mózg pracuje najlepiej',
    author: 'Marta Kowalczyk',
    addedAt: '2025-08-14T11:00:00+02:00',
    tags: ['sen', 'nauka'],
    uniqueViews: 7590,
    repeatedViews: 1947,
    content: `<p>Niektórzy budzą się pełni energii o szóstej rano, inni rozkręcają się dopiero wieczorem. Ta naturalna skłonność to <a href="https://en.wikipedia.org/wiki/Chronotype">chronotyp</a> i w dużej mierze zależy od genów – nie od silnej woli.</p>
<h2>Nastolatki to często sowy</h2>
<p>W okresie dojrzewania chronotyp przesuwa się na później. Dlatego wielu uczniów najlepiej myśli po południu i wieczorem, a pierwsza lekcja to dla nich walka z sennością.</p>
<h2>Jak to wykorzystać</h2>
<ul>
<li>Najtrudniejszy materiał planuj na porę, w której masz najwięcej energii.</li>
<li>Proste zadania – przepisywanie, porządkowanie notatek – zostaw na gorsze godziny.</li>
<li>Sowom pomaga poranne światło dzienne: ułatwia wcześniejsze zasypianie.</li>
</ul>
<blockquote>Nie ma lepszego i gorszego chronotypu. Jest tylko plan dopasowany albo niedopasowany do ciebie.</blockquote>
<p>Nie wiesz, jakim typem jesteś? Zrób nasz bezpłatny <a href="/test-na-chronotyp">test na chronotyp</a> – zajmie ci pięć minut.</p>`,
  }),
  article({
    id: 'd5e7f9a1-3b4c-4d8e-9f0a-4b6c8d0e2f35',
    slug: 'telefon-a-koncentracja',
    title: 'Telefon na biurku kosztuje cię więcej, niż myślisz',
    subtitle: 'Nawet wyciszony smartfon odbiera część uwagi. Co z tym zrobić?',
    author: 'Karolina Mazur',
    addedAt: '2025-08-28T17:45:00+02:00',
    tags: ['nauka', 'zdrowie'],
    uniqueViews: 8903,
    repeatedViews: 1654,
    content: `<p>W jednym z głośnych badań uczestnicy rozwiązywali zadania sprawdzające pamięć roboczą. Ci, których telefony leżały w innym pokoju, radzili sobie wyraźnie lepiej niż ci, którzy mieli wyciszony telefon na biurku. Autorzy nazwali to zjawisko <a href="https://doi.org/10.1086/691462">„drenażem mózgu”</a>.</p>
<h2>Dlaczego tak się dzieje</h2>
<p>Mózg cały czas pilnuje, żeby nie sięgnąć po telefon – a to kosztuje uwagę, której brakuje potem na naukę. Do tego każde powiadomienie wybija z rytmu i powrót do pełnego skupienia zajmuje kilka minut.</p>
<h2>Proste zasady na czas nauki</h2>
<ol>
<li>Telefon w innym pokoju albo w plecaku, nie na biurku.</li>
<li>Tryb skupienia włączony automatycznie o stałej porze.</li>
<li>Wyłączone powiadomienia ze wszystkich mediów społecznościowych.</li>
<li>Sprawdzanie wiadomości tylko w zaplanowanych przerwach.</li>
</ol>
<blockquote>Nie musisz rezygnować z telefonu. Wystarczy, że przestanie decydować za ciebie, kiedy robisz przerwę.</blockquote>`,
  }),
  article({
    id: '4b6d8f0a-2c3e-4a5b-8c7d-6e8f0a2b4c57',
    slug: 'planowanie-tygodnia',
    title: 'Niedzielne 20 minut, które ustawia cały tydzień',
    subtitle: 'Prosty sposób na plan, który przetrwa dłużej niż do wtorku',
    author: 'Jakub Zieliński',
    addedAt: '2025-09-04T18:00:00+02:00',
    tags: ['organizacja', 'motywacja'],
    uniqueViews: 10347,
    repeatedViews: 2876,
    content: `<p>Początek roku szkolnego to dobry moment, żeby wprowadzić jeden nawyk, który porządkuje wszystkie pozostałe: cotygodniowe planowanie. Wystarczy dwadzieścia minut w niedzielny wieczór.</p>
<h2>Plan w czterech krokach</h2>
<ol>
<li><strong>Przejrzyj miniony tydzień.</strong> Co się udało? Co przesunęło się na później i dlaczego?</li>
<li><strong>Wpisz stałe punkty.</strong> Lekcje, zajęcia dodatkowe, trening, obowiązki domowe.</li>
<li><strong>Zaplanuj bloki nauki.</strong> Konkretne godziny i konkretne tematy, nie „uczyć się do matmy”.</li>
<li><strong>Zostaw zapas.</strong> Co najmniej jeden wolny wieczór na sprawy, które wypadną nagle.</li>
</ol>
<h2>Dlaczego plany się sypią</h2>
<p>Najczęściej dlatego, że są zbyt ambitne. Zaplanuj 70 procent tego, co wydaje ci się możliwe. Lepiej skończyć tydzień z poczuciem, że zrobiłeś więcej, niż planowałeś, niż z listą niezałatwionych spraw.</p>
<blockquote>Plan nie jest po to, żeby go wykonać co do minuty. Jest po to, żeby każdego dnia wiedzieć, od czego zacząć.</blockquote>
<p>Gotowy szablon planu tygodnia znajdziesz w naszym <a href="/planer">planerze</a>. Ogólne zasady zarządzania czasem opisuje też hasło <a href="https://en.wikipedia.org/wiki/Time_management">Time management</a>.</p>`,
  }),
  article({
    id: 'f8a0b2c4-6d7e-4f1a-a3b5-c7d9e1f3a5b9',
    slug: 'telefon-w-rodzinie',
    title: 'Telefon w rodzinie: zasady, które przetrwają dłużej niż tydzień',
    subtitle: 'Zamiast zakazów – umowa, którą współtworzy cała rodzina',
    author: 'Anna Wiśniewska',
    addedAt: '2025-09-18T20:30:00+02:00',
    tags: ['rodzice', 'zdrowie'],
    uniqueViews: 5268,
    repeatedViews: 873,
    content: `<p>Spory o telefon to jeden z najczęstszych powodów konfliktów w domach z nastolatkami. Odbieranie telefonu za karę zwykle kończy się obrażeniem i szukaniem sposobów na obejście zakazu. Lepiej działa wspólnie ustalona umowa.</p>
<h2>Jak przygotować rodzinną umowę</h2>
<ul>
<li>Usiądźcie razem i zacznijcie od tego, co dla każdego jest ważne – także dla dorosłych.</li>
<li>Ustalcie strefy bez telefonów, na przykład stół podczas posiłków i sypialnie w nocy.</li>
<li>Określcie godzinę, o której wszystkie telefony trafiają do ładowarki poza pokojami.</li>
<li>Zapiszcie umowę i umówcie się na jej przegląd za miesiąc.</li>
</ul>
<h2>Przykład działa mocniej niż zakaz</h2>
<p>Nastolatek, którego rodzic przegląda wiadomości przy każdym posiłku, nie uwierzy w zasadę „przy stole bez telefonów”. Zasady muszą obowiązywać wszystkich.</p>
<blockquote>Celem nie jest jak najmniej czasu przed ekranem, tylko czas przed ekranem, który nie zabiera snu, nauki i rozmów.</blockquote>
<p>Przegląd badań o wpływie ekranów na dzieci i młodzież znajdziesz w haśle <a href="https://en.wikipedia.org/wiki/Screen_time">Screen time</a>.</p>`,
  }),
  article({
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
  }),
  article({
    id: '7d9f1b3c-5e6a-4c8d-b0e2-4a6c8e0f2a41',
    slug: 'prokrastynacja-to-nie-lenistwo',
    title: 'Prokrastynacja to nie lenistwo',
    subtitle: 'Odkładamy nie dlatego, że nam się nie chce, tylko dlatego, że coś nas uwiera',
    author: 'Karolina Mazur',
    addedAt: '2025-10-16T17:30:00+02:00',
    tags: ['motywacja', 'organizacja'],
    uniqueViews: 7832,
    repeatedViews: 1590,
    content: `<p>Wypracowanie na jutro, a ty porządkujesz biurko, odpisujesz na wiadomości i oglądasz „jeszcze jeden” filmik. Brzmi znajomo? <a href="https://en.wikipedia.org/wiki/Procrastination">Prokrastynacja</a> to najczęściej sposób na ucieczkę od nieprzyjemnych emocji: nudy, niepewności, strachu przed oceną.</p>
<h2>Rozpoznaj, co cię blokuje</h2>
<ul>
<li><strong>Zadanie jest za duże</strong> – nie wiadomo, od czego zacząć.</li>
<li><strong>Zadanie jest nudne</strong> – nagroda jest odległa, a przyjemność z telefonu natychmiastowa.</li>
<li><strong>Boisz się efektu</strong> – łatwiej nie zacząć niż zrobić coś nie dość dobrze.</li>
</ul>
<h2>Trzy sposoby na start</h2>
<ol>
<li>Reguła dwóch minut: zobowiąż się tylko do otwarcia zeszytu i napisania pierwszego zdania.</li>
<li>Podziel zadanie na kroki tak małe, że aż śmieszne.</li>
<li>Bądź dla siebie życzliwy – krytykowanie się za odkładanie tylko pogłębia problem.</li>
</ol>
<blockquote>Nie musisz mieć ochoty, żeby zacząć. Wystarczy, że zaczniesz, a ochota często przyjdzie sama.</blockquote>`,
  }),
  article({
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
  }),
  article({
    id: '5e7a9c1d-3f4b-4d6e-a8f0-2b4d6f8a0c19',
    slug: 'matura-plan-na-pol-roku',
    title: 'Matura 2026: jak zaplanować ostatnie pół roku',
    subtitle: 'Od listopada do maja: plan, który nie kończy się wypaleniem w marcu',
    author: 'Paweł Nowicki',
    addedAt: '2025-11-06T18:00:00+01:00',
    tags: ['egzaminy', 'organizacja', 'motywacja'],
    uniqueViews: 3184,
    repeatedViews: 982,
    content: `<p>Do matury zostało około pół roku. To wystarczająco dużo, żeby spokojnie się przygotować, i wystarczająco mało, żeby nie odkładać startu na po świętach. Kluczem jest plan, który rozkłada wysiłek równomiernie.</p>
<h2>Trzy etapy przygotowań</h2>
<ol>
<li><strong>Listopad-styczeń: diagnoza i uzupełnianie luk.</strong> Rozwiąż arkusz z zeszłego roku, zaznacz działy, w których tracisz najwięcej punktów, i zacznij od nich.</li>
<li><strong>Luty-marzec: systematyczne powtórki.</strong> Stały plan tygodnia, powtórki rozłożone w czasie i jeden arkusz tygodniowo z każdego przedmiotu.</li>
<li><strong>Kwiecień: próby generalne.</strong> Arkusze w warunkach egzaminacyjnych, z zegarkiem i bez telefonu.</li>
</ol>
<h2>O czym łatwo zapomnieć</h2>
<ul>
<li>Sen jest częścią przygotowań, a nie czasem straconym na naukę.</li>
<li>Zaplanuj dni wolne – bez nich w marcu zabraknie ci sił.</li>
<li>Sprawdź aktualne informatory i harmonogram na stronie <a href="https://cke.gov.pl/">Centralnej Komisji Egzaminacyjnej</a>.</li>
</ul>
<blockquote>Matury nie zdaje się w maju. Zdaje się ją każdego dnia od listopada, po trochu.</blockquote>`,
  }),
]
