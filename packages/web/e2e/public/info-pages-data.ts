/** What each public information page must show (SPEC §2), for info-pages.spec.ts. */
export interface InfoPage {
  path: string
  heading: string
  /** The <title> without the site name. */
  title: string
  /** How the meta description starts. */
  description: string
  /** Level-2 headings a visitor scans for. */
  sections: string[]
  /** Facts the page must state. */
  facts: string[]
}

export const INFO_PAGES: InfoPage[] = [
  {
    path: '/o-nas',
    heading: 'O nas',
    title: 'O nas',
    description: 'Kim jesteśmy, jaka jest nasza misja',
    sections: ['Kim jesteśmy', 'Nasza misja', 'Co robimy', 'Zespół'],
    facts: [
      'Prowadzący kurs',
      'Mentorzy i recenzenci zadań',
      'Zespół platformy',
      'Zrozumieć Nastolatka',
    ],
  },
  {
    path: '/oferty-pracy',
    heading: 'Oferty pracy',
    title: 'Oferty pracy',
    description: 'Dołącz do zespołu Efektywnej Nauki',
    sections: [
      'Otwarte rekrutacje',
      'Jak aplikować',
      'Nie widzisz roli dla siebie?',
      'Twoje dane w rekrutacji',
    ],
    facts: [
      'Mentor lub mentorka społeczności',
      'Frontend developer (React, TypeScript)',
      'Czego oczekujemy',
      'praca@efektywnanauka.pl',
      'w ciągu 14 dni',
    ],
  },
  {
    path: '/opinie',
    heading: 'Opinie uczniów i rodziców',
    title: 'Opinie uczniów i rodziców',
    description: 'Co mówią uczniowie i rodzice',
    sections: ['Uczniowie', 'Rodzice', 'Skąd pochodzą te opinie'],
    facts: ['Ola, 16 lat', 'Kuba, 15 lat', 'mama Kuby (15 lat)', 'Nie płacimy za opinie'],
  },
  {
    path: '/polityka-prywatnosci',
    heading: 'Polityka prywatności',
    title: 'Polityka prywatności',
    description: 'Jakie dane przetwarzamy',
    sections: [
      '1. Kto odpowiada za Twoje dane',
      '2. Jakie dane przetwarzamy',
      '3. Po co i na jakiej podstawie',
      '7. Pliki cookie i pamięć przeglądarki',
      '8. Twoje prawa',
    ],
    facts: [
      'Administratorem danych osobowych jest Efektywna Nauka sp. z o.o.',
      'art. 6 ust. 1 lit. b RODO',
      '„Akceptuję” i „Odrzucam”',
      'cookieConsent',
      'na rok',
      'Prezesa Urzędu Ochrony Danych Osobowych',
      'kontakt@efektywnanauka.pl',
    ],
  },
  {
    path: '/regulamin',
    heading: 'Regulamin',
    title: 'Regulamin',
    description: 'Regulamin serwisu Efektywna Nauka',
    sections: [
      '§ 1. Postanowienia ogólne',
      '§ 3. Konto',
      '§ 7. Odstąpienie od umowy',
      '§ 8. Reklamacje',
    ],
    facts: ['14 dni', 'Subskrypcję możesz anulować w każdej chwili', 'rzecznika konsumentów'],
  },
  {
    path: '/regulamin-mw',
    heading: 'Regulamin programu Mistrzowskie Wsparcie',
    title: 'Regulamin programu Mistrzowskie Wsparcie',
    description: 'Zasady udziału w programie Mistrzowskie Wsparcie',
    sections: [
      '§ 2. Na czym polega program',
      '§ 3. Zapisy i płatność',
      '§ 5. Odstąpienie i reklamacje',
    ],
    facts: ['w każdą sobotę o 17:00', 'grupy czatowej z mentorami'],
  },
  {
    path: '/regulaminy-szczegolowe-kursow',
    heading: 'Regulaminy szczegółowe kursów',
    title: 'Regulaminy szczegółowe kursów',
    description: 'Zasady dostępu do kursów',
    sections: [
      'Kurs Efektywnego Działania (KED)',
      'Podstawy Efektywnego Działania (PED)',
      'Zrozumieć Nastolatka (ZN)',
    ],
    facts: [
      'tygodnia wprowadzającego (tydzień 0) i 9 tygodni',
      '7 dni po tym',
      '1 tydzień',
      'około półtorej godziny',
    ],
  },
  {
    path: '/planer',
    heading: 'Planer nauki',
    title: 'Planer nauki',
    description: 'Jak działa planer nauki',
    sections: ['Jak działa planer', 'Dlaczego to działa', 'Jak zacząć'],
    facts: ['kalendarzu', 'na pełnym ekranie', 'subskrypcji pro'],
  },
  {
    path: '/materialy',
    heading: 'Darmowe materiały',
    title: 'Darmowe materiały',
    description: 'Bezpłatne materiały dla uczniów i rodziców',
    sections: [
      'Ebook o skutecznej nauce',
      'Chronotypy i sen nastolatka',
      'Test na chronotyp',
      'Blog',
    ],
    facts: [],
  },
  {
    path: '/prezentacja',
    heading: 'Prezentacja: kurs i platforma Efektywna Nauka',
    title: 'Prezentacja kursu i platformy',
    description: 'Poznaj Kurs Efektywnego Działania i platformę',
    sections: [
      'Dla kogo',
      'Kurs Efektywnego Działania',
      'Platforma do nauki',
      'Najczęstsze pytania',
    ],
    facts: ['Dla ucznia', 'Dla rodzica', 'Tydzień 0: Wprowadzenie', '2–3 godzin', 'panel rodzica'],
  },
  {
    path: '/pro',
    heading: 'Efektywna Nauka Pro',
    title: 'Subskrypcja pro',
    description: 'Co daje subskrypcja pro',
    sections: ['Co dodaje pro', 'Cena i warunki', 'Jak przejść na pro'],
    facts: ['Planer nauki', 'Plan dominacji', 'Fiszki', 'Zadania', '49,00 zł', '399,00 zł'],
  },
  {
    path: '/dziekuje',
    heading: 'Dziękujemy!',
    title: 'Dziękujemy!',
    description: 'Dziękujemy za zapis lub zakup',
    sections: ['Co dalej', 'Potrzebujesz pomocy?'],
    facts: ['Sprawdź skrzynkę email', 'Aktywuj dostęp', 'W każdą sobotę o 17:00'],
  },
]
