import { createApiClient } from '@app/contract/http'
import { MAX_RETRIES } from '@app/domain/shared/constants'
import { BLOG_IMAGE_ALT, SERVER_UNREACHABLE_MESSAGE } from '@app/domain/shared/messages'
import type { Page } from '@playwright/test'
import { expect, test, waitThroughRetries } from './fixtures'

const RANDOM_ARTICLES_PATH = '/api/blog/random'

/** Every article title, read page by page through the API the app itself calls. */
async function allArticleTitles(baseUrl: string): Promise<string[]> {
  const api = createApiClient({ baseUrl })
  const titles: string[] = []
  let nextPageKey: string | undefined
  do {
    const page = await api.blog.listArticles({ query: { nextPageKey } })
    if (page.status !== 200) throw new Error(`GET /api/blog answered ${page.status}`)
    titles.push(...page.body.items.map((article) => article.title))
    nextPageKey = page.body.nextPageKey ?? undefined
  } while (nextPageKey)
  return titles
}

/** Counts the page's requests for random articles (retries included). */
function countRandomArticleRequests(page: Page) {
  const counter = { value: 0 }
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === RANDOM_ARTICLES_PATH) counter.value += 1
  })
  return counter
}

test('the home page shows two random articles from the API', async ({
  page,
  baseURL,
  checkA11y,
}) => {
  const titles = await allArticleTitles(baseURL ?? '')

  await page.goto('/')

  await expect(page.locator('html')).toHaveAttribute('lang', 'pl')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const blog = page.getByRole('region', { name: 'Z bloga' })
  const cards = blog.getByRole('article')
  await expect(cards).toHaveCount(2)
  const shown: string[] = []
  for (const card of await cards.all()) {
    const title = await card.getByRole('heading', { level: 3 }).innerText()
    expect(titles).toContain(title)
    shown.push(title)
    await expect(card.getByRole('img')).toHaveAttribute('alt', BLOG_IMAGE_ALT)
    await expect(card.getByRole('link', { name: title })).toHaveAttribute(
      'href',
      /^\/blog\/[\da-f-]{36}$/,
    )
  }
  expect(new Set(shown).size).toBe(2)
  await checkA11y(page)
})

test('an unreachable server is reported in the blog section, after the retries', async ({
  page,
  mock,
  checkA11y,
}) => {
  await mock.addScenario({ pattern: RANDOM_ARTICLES_PATH, drop: true })
  const requests = countRandomArticleRequests(page)

  await page.clock.install()
  await page.goto('/')

  const blog = page.getByRole('region', { name: 'Z bloga' })
  // 1 s + 2 s + 4 s of retry delays come first.
  await waitThroughRetries(page, blog.getByRole('alert'))
  await expect(blog.getByRole('alert')).toHaveText(SERVER_UNREACHABLE_MESSAGE)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(requests.value).toBe(1 + MAX_RETRIES)
  await checkA11y(page)
})

test('a 4xx answer is not retried', async ({ page, mock }) => {
  const message = 'Nie znaleziono artykułów.'
  await mock.addScenario({ pattern: RANDOM_ARTICLES_PATH, status: 404, message })
  const requests = countRandomArticleRequests(page)

  await page.goto('/')

  // The loader settles only after its last attempt, so the alert means no retry is pending.
  const blog = page.getByRole('region', { name: 'Z bloga' })
  await expect(blog.getByRole('alert')).toHaveText(message)
  expect(requests.value).toBe(1)

  // The visitor may ask again: one more request, and the section says why it failed again.
  await blog.getByRole('button', { name: 'Spróbuj ponownie' }).click()
  await expect.poll(() => requests.value).toBe(2)
  await expect(blog.getByRole('alert')).toHaveText(message)
})
