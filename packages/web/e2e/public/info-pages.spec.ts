import type { BrowserContext, Page } from '@playwright/test'
import { expect, expectAppReady, openInWalk, test } from '../fixtures'
import { INFO_PAGES } from './info-pages-data'

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

test.beforeEach(async ({ context, baseURL }) => {
  await dismissConsent(context, baseURL)
})

// One tab for all of them: the first page is loaded afresh, the rest opened inside the app, where
// each sets its own head again.
test('each info page shows its content with its own title, description and og:title', async ({
  page,
  checkA11y,
}) => {
  // Each page given the time a test of its own had.
  test.setTimeout(INFO_PAGES.length * 30_000)
  for (const [index, info] of INFO_PAGES.entries()) {
    await test.step(`${info.path} shows its content with its own title, description and og:title`, async () => {
      await openInWalk(page, info.path, { first: index === 0 })
      await expect(page).toHaveURL(info.path)
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

      await expect
        .poll(async () => (await head(page)).title)
        .toBe(`${info.title} | Efektywna Nauka`)
      const { title, description, ogTitle } = await head(page)
      expect(ogTitle).toBe(title)
      expect(description?.startsWith(info.description), `description: ${description}`).toBe(true)
      await checkA11y(page)
    })
  }
})

test('every info page has a title and a description no other page has', () => {
  expect(new Set(INFO_PAGES.map((p) => p.title)).size).toBe(INFO_PAGES.length)
  expect(new Set(INFO_PAGES.map((p) => p.description)).size).toBe(INFO_PAGES.length)
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
  await expectAppReady(page)
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
  await login(page, 'uczen@example.com', { at: '/pro' })
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
  await login(subscriber, 'pro@example.com', { at: '/pro' })
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
  await login(page, 'uczen@example.com', { at: '/dziekuje' })
  await page.getByRole('main').getByRole('link', { name: 'Przejdź do moich produktów' }).click()
  await expect(page).toHaveURL('/produkt')
})

test('the footer reaches the opinions, jobs, privacy and terms pages', async ({ page }) => {
  await page.goto('/')
  // A page loaded afresh may not have drawn its first frame yet: Playwright's scroll to the
  // footer is then not applied and the click lands at the top of the page (seen on a busy CI).
  await expectAppReady(page)
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
