import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from '../fixtures'

/** The document head a page set: its title, description and Open Graph title. */
async function head(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
  }))
}

async function dismissConsent(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: 'cookieConsent', value: 'false', url: baseURL ?? '' }])
}

interface InfoPage {
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

const PAGES: InfoPage[] = [
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

test.beforeEach(async ({ context, baseURL }) => {
  await dismissConsent(context, baseURL)
})

for (const info of PAGES) {
  test(`${info.path} shows its content with its own title, description and og:title`, async ({
    page,
    checkA11y,
  }) => {
    await page.goto(info.path)
    await expect(
      page.getByRole('heading', { level: 1, name: info.heading, exact: true }),
    ).toBeVisible()
    for (const section of info.sections) {
      await expect(
        page.getByRole('heading', { level: 2, name: section, exact: true }),
      ).toBeVisible()
    }
    const main = page.getByRole('main')
    for (const fact of info.facts) await expect(main).toContainText(fact)

    await expect.poll(async () => (await head(page)).title).toBe(`${info.title} | Efektywna Nauka`)
    const { title, description, ogTitle } = await head(page)
    expect(ogTitle).toBe(title)
    expect(description?.startsWith(info.description), `description: ${description}`).toBe(true)
    await checkA11y(page)
  })
}

test('every info page has a title and a description no other page has', () => {
  expect(new Set(PAGES.map((p) => p.title)).size).toBe(PAGES.length)
  expect(new Set(PAGES.map((p) => p.description)).size).toBe(PAGES.length)
})

for (const [path, section, heading] of [
  ['/regulamin-ked', 'ked', 'Kurs Efektywnego Działania (KED)'],
  ['/regulamin-ped', 'ped', 'Podstawy Efektywnego Działania (PED)'],
  ['/regulamin-zn', 'zn', 'Zrozumieć Nastolatka (ZN)'],
] as const) {
  test(`${path} redirects to its section of the detailed course terms`, async ({
    page,
    checkA11y,
  }) => {
    await page.goto(path)
    await expect(page).toHaveURL(`/regulaminy-szczegolowe-kursow#${section}`)
    const target = page.getByRole('heading', { level: 2, name: heading, exact: true })
    await expect(target).toBeInViewport()
    await expect(page.locator(`section#${section}`)).toContainText(heading)
    await expect
      .poll(async () => (await head(page)).title)
      .toBe('Regulaminy szczegółowe kursów | Efektywna Nauka')
    await checkA11y(page)
  })
}

test('the free materials link to the ebook, the chronotype pages and the blog', async ({
  page,
}) => {
  await page.goto('/materialy')
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'Pobierz ebook' })).toHaveAttribute('href', '/ebook')
  await expect(main.getByRole('link', { name: 'Przeczytaj o chronotypach' })).toHaveAttribute(
    'href',
    '/chronotypy',
  )
  await expect(main.getByRole('link', { name: 'Czytaj blog' })).toHaveAttribute('href', '/blog')
  await main.getByRole('link', { name: 'Zrób test' }).click()
  await expect(page).toHaveURL('/test-na-chronotyp')
  await expect(page.getByRole('heading', { level: 1, name: 'Test na chronotyp' })).toBeVisible()
})

test('the jobs page applies by email with the role in the subject', async ({ page }) => {
  await page.goto('/oferty-pracy')
  await expect(
    page.getByRole('link', {
      name: 'Aplikuj na stanowisko: Frontend developer (React, TypeScript)',
    }),
  ).toHaveAttribute(
    'href',
    `mailto:praca@efektywnanauka.pl?subject=${encodeURIComponent('Frontend developer (React, TypeScript)')}`,
  )
})

test('the privacy policy reopens the cookie banner so a choice can be changed', async ({
  page,
  context,
}) => {
  await context.clearCookies()
  await page.goto('/polityka-prywatnosci')
  const banner = page.getByRole('region', { name: 'Pliki cookie', exact: true })
  await banner.getByRole('button', { name: 'Odrzucam' }).click()
  await expect(banner).toBeHidden()
  await page.getByRole('button', { name: 'Zmień ustawienia plików cookie' }).click()
  await expect(banner).toBeVisible()
  await banner.getByRole('button', { name: 'Akceptuję' }).click()
  await expect(banner).toBeHidden()
  const cookie = (await context.cookies()).find((c) => c.name === 'cookieConsent')
  expect(cookie?.value).toBe('true')
})

// Both plans with their prices (decision 0121); a guest signs in and comes back to the checkout.
test('/pro shows both plans and asks a guest to log in to buy', async ({ page }) => {
  await page.goto('/pro')
  const main = page.getByRole('main')
  await expect(main).toContainText('Oszczędzasz 189,00 zł (32%)')
  await expect(main.getByRole('link', { name: /^Zaloguj się, aby kupić/ })).toHaveCount(2)
  await expect(
    main.getByRole('link', { name: 'Zaloguj się, aby kupić (plan roczny)' }),
  ).toHaveAttribute('href', `/logowanie?redirect=${encodeURIComponent('/produkt/pro?plan=roczny')}`)
  await expect(main.getByRole('link', { name: 'Załóż konto' })).toHaveAttribute(
    'href',
    '/rejestracja-saas',
  )
})

test('/pro tells a signed-in user where to switch and leads a subscriber to the products', async ({
  page,
  browser,
  login,
  checkA11y,
}) => {
  await login(page, 'uczen@example.com')
  await page.goto('/pro')
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'Wybieram plan roczny' })).toHaveAttribute(
    'href',
    '/produkt/pro?plan=roczny',
  )
  await expect(main.getByRole('link', { name: 'Przejdź na pro' })).toHaveCount(0)
  await expect(main.getByRole('link', { name: 'Załóż konto' })).toHaveCount(0)
  await checkA11y(page)

  const subscriberContext = await browser.newContext()
  const subscriber = await subscriberContext.newPage()
  await login(subscriber, 'pro@example.com')
  await subscriber.goto('/pro')
  await expect(subscriber.getByRole('main')).toContainText('Masz już aktywną subskrypcję pro.')
  await expect(
    subscriber.getByRole('main').getByRole('link', { name: 'Przejdź do moich produktów' }),
  ).toHaveAttribute('href', '/produkt')
  await subscriberContext.close()
})

test('/dziekuje asks a guest to log in and takes a signed-in user to the products', async ({
  page,
  login,
}) => {
  await page.goto('/dziekuje')
  await expect(page.getByRole('main').getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute(
    'href',
    '/logowanie',
  )
  await login(page, 'uczen@example.com')
  await page.goto('/dziekuje')
  await page.getByRole('main').getByRole('link', { name: 'Przejdź do moich produktów' }).click()
  await expect(page).toHaveURL('/produkt')
})

test('the footer reaches the opinions, jobs, privacy and terms pages', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  for (const [link, path, heading] of [
    ['Opinie', '/opinie', 'Opinie uczniów i rodziców'],
    ['Oferty pracy', '/oferty-pracy', 'Oferty pracy'],
    ['Polityka prywatności', '/polityka-prywatnosci', 'Polityka prywatności'],
    ['Regulamin', '/regulamin', 'Regulamin'],
  ] as const) {
    await footer.getByRole('link', { name: link, exact: true }).click()
    await expect(page).toHaveURL(path)
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible()
  }
})
