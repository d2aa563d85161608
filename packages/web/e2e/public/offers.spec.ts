import type { Page } from '@playwright/test'
import { expect, openInWalk, test } from '../fixtures'

/** The document head a page set: its title, description and Open Graph title. */
async function head(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
  }))
}

const PAGES = [
  {
    path: '/oferta',
    heading: 'Oferta',
    content: ['Kurs Efektywnego Działania', 'Zrozumieć Nastolatka', 'Platforma do nauki z AI'],
  },
  {
    path: '/oferta/chat',
    heading: 'Czat edukacyjny z AI',
    content: ['wyjaśnia krok po kroku'],
  },
  {
    path: '/oferta/kurs-efektywnego-dzialania',
    heading: 'Kurs Efektywnego Działania',
    content: [
      '9 tygodni',
      'i tydzień wprowadzający',
      'ponad 12 godzin',
      '2-3 godziny',
      'nowy tydzień co 7 dni',
      'Tydzień 0: Wprowadzenie',
      'Tydzień 6: Optymalizacja',
      'Medytacja z przewodnikiem (10 minut)',
      'Arkusz pomiaru wydajności',
      'co najmniej 3 własne mapy',
      'Brain dump z miejscem na notatki (zarezerwuj 1-2 godziny)',
      'Tydzień 9: Next level',
      'Podsumowanie kursu',
    ],
  },
  {
    path: '/oferta/zrozumiec-nastolatka',
    heading: 'Zrozumieć Nastolatka – kurs dla rodziców',
    content: [
      'ok. 1,5 godziny',
      '3 moduły',
      'Moduł 1: Zrozumieć nastolatka',
      'Moduł 2: Komunikacja z nastolatkiem',
      'Moduł 3: Wspieranie edukacji nastolatka',
    ],
  },
  {
    path: '/kurs-efektywnego-dzialania/rodzice',
    heading: 'Kurs Efektywnego Działania – informacje dla rodziców',
    content: ['Jak możesz pomóc'],
  },
  {
    path: '/kurs-efektywnego-dzialania/prezentacja',
    heading: 'Kurs Efektywnego Działania w pigułce',
    content: ['Wprowadzenie → Budowanie świadomości', 'w soboty o 17:00'],
  },
]

// One tab for all of them: the first page is loaded afresh, the rest opened inside the app, where
// each sets its own head again.
test('each offer page shows its offer with its own title and description, unlike the others', async ({
  page,
  checkA11y,
}) => {
  // Each page given the time a test of its own had.
  test.setTimeout(PAGES.length * 30_000)
  const seen = new Set<string>()
  for (const [index, { path, heading, content }] of PAGES.entries()) {
    await test.step(`${path} shows its offer with its own title and description`, async () => {
      await openInWalk(page, path, { first: index === 0 })
      await expect(page).toHaveURL(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      const main = page.getByRole('main')
      for (const text of content) await expect(main).toContainText(text)
      // The app takes over the prerendered head tags while it hydrates: read them once it has.
      await expect.poll(async () => (await head(page)).title).toContain(heading.split(' – ')[0])
      const { title, description, ogTitle } = await head(page)
      expect(title).toMatch(/\| Efektywna Nauka$/)
      expect(description?.length ?? 0).toBeGreaterThan(50)
      expect(ogTitle).toBe(title)
      seen.add(`${title}`)
      seen.add(`${description}`)
      await checkA11y(page)
    })
  }
  await test.step('the offer pages have different titles and descriptions', () => {
    expect(seen.size).toBe(PAGES.length * 2)
  })
})

test('the home page shows the hero, about, offer, values, pillars and the blog', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/')
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Naucz się działać skutecznie i uczyć się z głową',
    }),
  ).toBeVisible()
  for (const name of ['O nas', 'Co oferujemy', 'W co wierzymy', 'Cztery filary kursu', 'Z bloga']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: 'Zobacz wszystkie artykuły' })).toHaveAttribute(
    'href',
    '/blog',
  )
  await expect(page.getByRole('region', { name: 'Z bloga' }).getByRole('listitem')).toHaveCount(2)
  // The launch happened on 26.09.2025: the platform is available.
  await expect(page.getByRole('heading', { name: 'Platforma jest już dostępna' })).toBeVisible()
  expect((await head(page)).title).toBe(
    'Kurs Efektywnego Działania – skuteczna nauka dla nastolatków i rodziców | Efektywna Nauka',
  )
  await checkA11y(page)
})

// Until the webinar has its page, the short links lead to the presentation (decision 0108).
const SHORT_LINKS = [
  ['/yt', '/prezentacja?source=yt'],
  ['/tiktok', '/prezentacja?source=tiktok'],
  ['/ig', '/prezentacja?source=ig'],
  ['/start', '/prezentacja?source=start'],
  ['/slajdy', '/prezentacja?source=slajdy'],
  ['/qr', '/prezentacja'],
  ['/rads', '/prezentacja'],
  ['/mistrzowskie-wsparcie', '/prezentacja'],
] as const

// Each short link is opened as a link from outside is: a page load of its own, in one tab.
test("each short link leads to the webinar's stand-in page", async ({ page }) => {
  for (const [from, to] of SHORT_LINKS) {
    await test.step(`${from} leads to the webinar's stand-in page`, async () => {
      await page.goto(from)
      await expect(page).toHaveURL(to)
    })
  }
})
