import { article } from './blog-article'

/** Articles on sleep, stress, exercise and the phone: the body and mind behind learning. */

export const howMuchSleepTeenagersNeed = article({
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
})

export const stressBeforeTests = article({
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
})

export const exerciseAndLearning = article({
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
})

export const chronotype = article({
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
})

export const phoneAndConcentration = article({
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
})
