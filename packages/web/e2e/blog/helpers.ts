import { createApiClient, type ApiClient } from '@app/contract/http'
import type { ArticlePage, BlogArticle } from '@app/contract/blog'
import type { APIRequestContext, Page } from '@playwright/test'
import { mockUrl, expect, waitForAppSettled } from '../fixtures'

/** An id token for a persona, straight from the mock (no sign-in). */
export async function tokenFor(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post(`${mockUrl()}/__mock/personas/${email}/token`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { idToken: string }).idToken
}

/** The typed API client, as a persona or (without an email) as a guest. */
export async function apiAs(request: APIRequestContext, email?: string): Promise<ApiClient> {
  const token = email ? await tokenFor(request, email) : null
  return createApiClient({ baseUrl: mockUrl(), getIdToken: () => token })
}

/** Every article of the listing (optionally of one category), newest first, through the API. */
export async function allArticles(api: ApiClient, category?: string): Promise<BlogArticle[]> {
  const articles: BlogArticle[] = []
  let nextPageKey: string | undefined
  do {
    const page = await api.blog.listArticles({
      query: { ...(category ? { category } : {}), ...(nextPageKey ? { nextPageKey } : {}) },
    })
    if (page.status !== 200) throw new Error(`GET /api/blog answered ${page.status}`)
    const body: ArticlePage = page.body
    articles.push(...body.items)
    nextPageKey = body.nextPageKey ?? undefined
  } while (nextPageKey)
  return articles
}

/** The titles of the cards on the page, in order. */
export function cardTitles(page: Page) {
  return page.locator('main .article-list .article-card-title')
}

/**
 * Asks for the next page with "Pokaż więcej" until the list has no more; returns how many times.
 * Each press waits for its page (the cards grow, the button is back) before the next. The button
 * is pressed with Enter: a run once hung with the button focused, idle and no page asked for (the
 * mouse's press reached it, its click did not), and a key goes to the focused button itself.
 */
export async function loadAllPages(page: Page): Promise<number> {
  const more = page.getByRole('button', { name: 'Pokaż więcej' })
  const end = page.getByText('To już wszystkie artykuły.')
  const cards = cardTitles(page)
  // The list must be on screen before the button's absence means anything.
  await expect(cards.first()).toBeVisible()
  await waitForAppSettled(page)
  let clicks = 0
  while (await more.isVisible()) {
    const before = await cards.count()
    await more.press('Enter')
    await expect
      .poll(() => cards.count(), { message: `a page after the ${before} cards`, timeout: 15_000 })
      .toBeGreaterThan(before)
    // The page is in: the button is back (not busy) or the list says it has ended.
    await expect(more.or(end)).toBeVisible()
    clicks += 1
  }
  await expect(end).toBeVisible()
  return clicks
}
