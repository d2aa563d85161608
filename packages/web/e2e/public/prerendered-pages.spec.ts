import type { Browser, Page } from '@playwright/test'
import { expect, test } from '../fixtures'

/** One page of each prerendered type, with its heading and a sentence of its main text. */
const PAGES = [
  {
    type: 'home',
    path: '/',
    heading: 'Naucz się działać skutecznie i uczyć się z głową',
    text: 'Kurs efektywnego działania to program wideo dla nastolatków i ich rodziców.',
    ogImage: '/og/home.png',
  },
  {
    type: 'info page',
    path: '/o-nas',
    heading: 'O nas',
    text: 'Jesteśmy zespołem trenerów, dydaktyków i programistów.',
    ogImage: '/og/about.png',
  },
  {
    type: 'offer',
    path: '/oferta/kurs-efektywnego-dzialania',
    heading: 'Kurs Efektywnego Działania',
    text: 'Kurs wideo dla uczniów, którzy chcą uczyć się krócej',
    ogImage: '/og/ked-offer.png',
  },
  {
    type: 'chronotype test',
    path: '/test-na-chronotyp',
    heading: 'Test na chronotyp',
    text: 'Pięć pytań, około dwóch minut.',
    ogImage: '/og/chronotype-test.png',
  },
  {
    type: 'blog list',
    path: '/blog',
    heading: 'Blog',
    text: 'Technika Pomodoro dla uczniów: jak dopasować ją do siebie',
    ogImage: '/og/blog.png',
  },
  {
    type: 'article',
    path: '/blog/0c2e4a6b-8d9f-4b1c-9d3e-5f7a9b1c3d60',
    heading: 'Technika Pomodoro dla uczniów: jak dopasować ją do siebie',
    text: '25 minut pracy i 5 minut przerwy to dopiero punkt wyjścia',
    // The article's own image, named by its title.
    ogImage: '/api/media/blog/technika-pomodoro.svg',
    ogImageAlt: 'Technika Pomodoro dla uczniów: jak dopasować ją do siebie',
  },
]

/** Amplify warns whenever its user-pool endpoint is not AWS's own, as the mock's is. */
const MOCK_ENDPOINT_WARNING = /custom Amazon Amazon Cognito User Pool endpoint/

/** Console errors and warnings, and uncaught errors (React reports hydration mismatches so). */
function problemsOf(page: Page) {
  const problems: string[] = []
  page.on('console', (message) => {
    const text = message.text()
    if (MOCK_ENDPOINT_WARNING.test(text)) return
    if (message.type() === 'error' || message.type() === 'warning') problems.push(text)
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return problems
}

async function withoutJavaScript<T>(browser: Browser, baseURL: string, use: (page: Page) => T) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  try {
    return await use(await context.newPage())
  } finally {
    await context.close()
  }
}

// One context without JavaScript for every page, each loaded afresh.
test('each type of prerendered page shows its content and head tags without JavaScript', async ({
  browser,
  baseURL,
}) => {
  // Each page given the time a test of its own had.
  test.setTimeout(PAGES.length * 30_000)
  await withoutJavaScript(browser, baseURL ?? '', async (page) => {
    for (const { type, path, heading, text, ogImage, ogImageAlt } of PAGES) {
      await test.step(`${type}: ${path} shows its content and head tags without JavaScript`, async () => {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
        await expect(page.getByRole('main')).toContainText(text)
        await expect(page).toHaveTitle(/Efektywna Nauka$/)
        const head = page.locator('head')
        await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/)
        await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/)
        await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          new RegExp(`${path === '/' ? '/' : path}$`),
        )
        await expect(head.locator('meta[property="og:url"]')).toHaveAttribute(
          'content',
          new RegExp(`${path === '/' ? '/' : path}$`),
        )
        // An absolute URL on the site's origin (SITE_URL), the file served at that path.
        const imageUrl = new URL(
          (await head.locator('meta[property="og:image"]').getAttribute('content')) ?? '',
        )
        expect(imageUrl.pathname).toBe(ogImage)
        await expect(head.locator('meta[property="og:image:alt"]')).toHaveAttribute(
          'content',
          ogImageAlt ?? /^Efektywna Nauka: .{10,}/,
        )
        // The site's images are drawn at 1200×630; an article's image has its own size.
        const sized = ogImageAlt ? 0 : 1
        await expect(head.locator('meta[property="og:image:width"]')).toHaveCount(sized)
        await expect(head.locator('meta[property="og:image:width"][content="1200"]')).toHaveCount(
          sized,
        )
        await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute(
          'content',
          'summary_large_image',
        )
        expect((await page.request.get(ogImage)).ok()).toBe(true)
      })
    }
  })
})

// One tab for every page, each loaded afresh (a hydration is a page load's).
test('each type of prerendered page hydrates without a console error or warning', async ({
  page,
}) => {
  // Each page given the time a test of its own had.
  test.setTimeout(PAGES.length * 30_000)
  for (const { type, path, heading } of PAGES) {
    await test.step(`${type}: ${path} hydrates without a console error or warning`, async () => {
      const problems = problemsOf(page)
      await page.goto(path)
      // The guest's header appears once the page has hydrated.
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'Zaloguj się' }),
      ).toBeVisible()
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await page.waitForLoadState('networkidle')
      expect(problems).toEqual([])
    })
  }
})

test('a signed-in visitor gets the prerendered home page hydrated with their header', async ({
  page,
  login,
}) => {
  await login(page, 'uczen@example.com', { at: null })
  const problems = problemsOf(page)
  await page.goto('/')
  await expect(page.getByRole('banner')).toContainText('Zalogowano jako')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES[0]?.heading ?? '')
  await page.waitForLoadState('networkidle')
  expect(problems).toEqual([])
})

test('a query string on a prerendered page renders that variant, and other routes get the shell', async ({
  page,
}) => {
  await page.goto('/blog?kategoria=nauka')
  const categories = page.getByRole('navigation', { name: 'Kategorie' })
  await expect(categories.getByRole('link', { name: /^nauka/ })).toHaveAttribute(
    'aria-current',
    'page',
  )
  const shell = await page.request.get('/rejestracja', { headers: { accept: 'text/html' } })
  expect(await shell.text()).toMatch(/<div id="root"><header class="site-header">.*Ładowanie…/)
})

test('a signed-in page paints the header and a loading line from the HTML, then the page', async ({
  page,
  login,
}) => {
  await login(page, 'uczen@example.com', { at: null })
  // Held back: what shows before the app's JavaScript runs.
  let release = () => {}
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld
    await route.continue()
  })
  await page.goto('/produkt/kurs-efektywnego-dzialania', { waitUntil: 'commit' })
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Efektywna Nauka' }),
  ).toBeVisible()
  await expect(page.getByRole('status')).toHaveText('Ładowanie…')
  release()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kurs Efektywnego Działania')
  await expect(page.getByRole('status').filter({ hasText: 'Ładowanie…' })).toHaveCount(0)
})
