import { article } from './blog-article'

/** Articles for parents of teenagers. */

export const talkingWithTeenagers = article({
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
})

export const gradesWithoutPressure = article({
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
})

export const phoneRulesAtHome = article({
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
})
