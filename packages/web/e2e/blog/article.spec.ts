import { REPEATED_VIEW_THRESHOLD_MS } from '@app/domain/shared/constants'
import { BLOG_IMAGE_ALT, NOT_FOUND_MESSAGE } from '@app/domain/shared/messages'
import type { Page, Request } from '@playwright/test'
import { expect, expectAppReady, test } from '../fixtures'
import { allArticles, apiAs } from './helpers'

/** A seeded article with KaTeX (inline and display math). */
const MATH_ARTICLE_ID = '9b2e4d71-0c3a-4f58-8a6d-5e1f2b3c4d90'
const MINUTE = 60_000

/** The GETs of one article the page sent, with their view flags. */
function articleGets(page: Page, id: string) {
  const gets: { uniqueView: string | null; repeatedView: string | null }[] = []
  page.on('request', (request: Request) => {
    const url = new URL(request.url())
    if (request.method() !== 'GET' || url.pathname !== `/api/blog/${id}`) return
    gets.push({
      uniqueView: url.searchParams.get('uniqueView'),
      repeatedView: url.searchParams.get('repeatedView'),
    })
  })
  return gets
}

test('an article: sanitised content, math, author, date, tags, prioritised image, read next', async ({
  page,
  request,
  checkA11y,
}) => {
  const article = (await allArticles(await apiAs(request))).find((a) => a.id === MATH_ARTICLE_ID)!
  await page.goto(`/blog/${MATH_ARTICLE_ID}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title)
  await expect(page).toHaveTitle(`${article.title} | Efektywna Nauka`)
  const main = page.getByRole('main')
  await expect(main.locator('.blog-article-header')).toContainText(article.author)
  await expect(main.locator('.blog-article-header time')).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/)

  const image = main.locator('.blog-article-image')
  await expect(image).toHaveAttribute('alt', BLOG_IMAGE_ALT)
  await expect(image).toHaveAttribute('fetchpriority', 'high')
  await expect(image).not.toHaveAttribute('loading', 'lazy')
  await expect(image).toHaveAttribute('width', '1200')
  await expect(image).toHaveAttribute('height', '675')
  // Shared, it shows its own image (the app's head tags, once the page runs), named by its title.
  const ownHead = (property: string) =>
    page.locator(`head meta[property="${property}"]:not([data-prerendered])`)
  await expect(ownHead('og:image')).toHaveAttribute(
    'content',
    new URL(article.imageUrl, page.url()).href,
  )
  await expect(ownHead('og:image:alt')).toHaveAttribute('content', article.title)

  // KaTeX typesets both the display and the inline formulas; no TeX delimiters are left.
  const content = main.locator('.article-content')
  await expect(content.locator('.katex-display')).toHaveCount(1)
  await expect.poll(() => content.locator('.katex').count()).toBeGreaterThan(3)
  await expect(content).not.toContainText('$')
  await expect(content.getByRole('heading', { level: 2 }).first()).toBeVisible()

  await expect(page.getByRole('heading', { name: 'Przeczytaj również' })).toBeVisible()
  const readNext = page.locator('.blog-read-next .article-card')
  await expect(readNext).toHaveCount(3)
  await expect(readNext.filter({ hasText: article.title })).toHaveCount(0)
  await checkA11y(page)

  // A tag leads to the list filtered by it.
  const tag = article.tags[0]!
  await page.getByRole('list', { name: 'Tagi' }).getByRole('link', { name: tag }).click()
  await expect(page).toHaveURL(new RegExp(`/blog\\?kategoria=${tag}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Blog: ${tag}`)
})

test('an article without math does not load KaTeX', async ({ page, request }) => {
  const plain = (await allArticles(await apiAs(request))).find((a) => a.id !== MATH_ARTICLE_ID)!
  const katex: string[] = []
  page.on('request', (r) => {
    if (/katex|auto-render/i.test(r.url())) katex.push(r.url())
  })
  await page.goto(`/blog/${plain.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(plain.title)
  await page.waitForLoadState('networkidle')
  expect(katex).toEqual([])
})

test('unknown and malformed ids show the not-found page', async ({ page, checkA11y }) => {
  const calls: string[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/blog/')) calls.push(new URL(r.url()).pathname)
  })
  await page.goto('/blog/00000000-0000-4000-8000-00000000dead')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_MESSAGE)
  expect(calls).toContain('/api/blog/00000000-0000-4000-8000-00000000dead')
  await checkA11y(page)

  await page.goto('/blog/nie-uuid')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_MESSAGE)
  // A malformed id never reaches the API.
  expect(calls).not.toContain('/api/blog/nie-uuid')
})

test('views: unique first, nothing within 5 minutes, then repeated; admins see the counts', async ({
  page,
  browser,
  baseURL,
  request,
  login,
}) => {
  const [article] = await allArticles(await apiAs(request))
  const gets = articleGets(page, article!.id)
  await page.clock.install({ time: Date.now() })

  // Hovering the link preloads the article without counting; opening it is the unique view, also
  // when the click comes while the preload is still on its way (its answer is held until then).
  let releasePreload = () => {}
  const preloadHeld = new Promise<void>((resolve) => (releasePreload = resolve))
  await page.route(
    (url) => url.pathname === `/api/blog/${article!.id}`,
    async (route) => {
      await preloadHeld
      await route.continue()
    },
    { times: 1 },
  )
  await page.goto('/blog')
  await expectAppReady(page)
  const link = page.getByRole('link', { name: article!.title, exact: true })
  await link.hover()
  await expect.poll(() => gets.length).toBe(1)
  expect(gets[0]).toEqual({ uniqueView: 'false', repeatedView: 'false' })
  await link.click()
  await expect.poll(() => gets.length).toBe(2)
  expect(gets[1]).toEqual({ uniqueView: 'true', repeatedView: 'false' })
  releasePreload()
  // The pointer leaves the links: a hover would preload (and ask again) after each clock jump.
  await page.mouse.move(0, 0)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article!.title)
  // The page shows the preloaded article at once while the counted view is on its way; the view
  // is logged in this browser session once the API has answered it.
  await expect
    .poll(() =>
      page.evaluate((id) => Object.values(sessionStorage).some((v) => v.includes(id)), article!.id),
    )
    .toBe(true)

  // 4 minutes later (a reload: the same browser session): nothing counted.
  await page.clock.fastForward(4 * MINUTE)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article!.title)
  // The heading is in the prerendered HTML: the clock moves on only once the app runs the page.
  await expectAppReady(page)
  await expect.poll(() => gets.length).toBe(3)
  expect(gets[2]).toEqual({ uniqueView: 'false', repeatedView: 'false' })

  // Just past 5 minutes after the counted view: a repeated view.
  await page.clock.fastForward(REPEATED_VIEW_THRESHOLD_MS - 4 * MINUTE + 1_000)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article!.title)
  await expectAppReady(page)
  await expect.poll(() => gets.length).toBe(4)
  expect(gets[3]).toEqual({ uniqueView: 'false', repeatedView: 'true' })

  // The skip flag: no count, however long ago the last view was.
  await page.clock.fastForward(REPEATED_VIEW_THRESHOLD_MS + 1_000)
  await page.goto(`/blog/${article!.id}?podglad=true`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article!.title)
  await expect.poll(() => gets.length).toBe(5)
  expect(gets[4]).toEqual({ uniqueView: 'false', repeatedView: 'false' })

  // An admin (another browser, real time) sees one more of each on the card.
  const adminPage = await browser.newPage({ baseURL, locale: 'pl-PL', timezoneId: 'Europe/Warsaw' })
  await login(adminPage, 'admin@example.com', { at: '/blog' })
  const card = adminPage.locator('.article-card').filter({ hasText: article!.title })
  await expect(card.locator('.article-card-views')).toHaveText(
    new RegExp(
      `^${article!.uniqueViews + 1} unikaln\\S+ wyświetle\\S+ · ${article!.repeatedViews + 1} powtórn\\S+ wyświetle\\S+$`,
    ),
  )
  await adminPage.close()
})

test('view counts use Polish plurals', async ({ page, request, login }) => {
  const admin = await apiAs(request, 'admin@example.com')
  const created = await admin.blog.saveArticle({
    body: {
      title: 'Artykuł do liczenia',
      author: 'Redakcja',
      imageUrl: '/api/media/blog/krzywa-zapominania.svg',
      content: '<p>Treść</p>',
    },
  })
  expect(created.status).toBe(201)
  const id = created.status === 201 ? created.body.id : ''
  const guest = await apiAs(request)
  const view = (query: { uniqueView?: boolean; repeatedView?: boolean }) =>
    guest.blog.getArticle({ params: { id }, query })
  await view({ uniqueView: true })
  for (let i = 0; i < 2; i += 1) await view({ repeatedView: true })

  await login(page, 'admin@example.com', { at: '/blog' })
  const views = page.locator('.article-card').filter({ hasText: 'Artykuł do liczenia' })
  await expect(views.locator('.article-card-views')).toHaveText(
    '1 unikalne wyświetlenie · 2 powtórne wyświetlenia',
  )
  for (let i = 0; i < 3; i += 1) await view({ repeatedView: true })
  await page.reload()
  await expect(views.locator('.article-card-views')).toHaveText(
    '1 unikalne wyświetlenie · 5 powtórnych wyświetleń',
  )
})
