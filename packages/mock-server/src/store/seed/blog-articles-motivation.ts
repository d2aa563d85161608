import { article } from './blog-article'

/** Articles on motivation, habits and planning. */

export const habitOverMotivation = article({
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
})

export const weeklyPlanning = article({
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
})

export const procrastinationIsNotLaziness = article({
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
})

export const maturaHalfYearPlan = article({
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
})
