import type { BlogArticle, BlogArticleDetail } from '@app/contract/blog'
import type { APIRequestContext, Page } from '@playwright/test'
import { mockUrl, expect } from '../fixtures'

export const STAFF = [
  { who: 'Admin', email: 'admin@example.com' },
  { who: 'Assistant', email: 'asystent@example.com' },
] as const

/** The newest articles as the API lists them (first page). */
export async function listArticles(request: APIRequestContext): Promise<BlogArticle[]> {
  const response = await request.get(`${mockUrl()}/api/blog`, {
    headers: { authorization: 'Bearer PUBLIC' },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { items: BlogArticle[] }).items
}

/** One article with its content, without counting a view. */
export async function getArticle(
  request: APIRequestContext,
  id: string,
): Promise<{ status: number; article: BlogArticleDetail | null }> {
  const response = await request.get(`${mockUrl()}/api/blog/${id}`, {
    headers: { authorization: 'Bearer PUBLIC' },
  })
  return {
    status: response.status(),
    article: response.ok() ? ((await response.json()) as BlogArticleDetail) : null,
  }
}

/** An id token of a persona, straight from the mock (no sign-in). */
export async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post(`${mockUrl()}/__mock/personas/${email}/token`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { idToken: string }).idToken
}

/** The editor's rich text area. */
export const contentBox = (page: Page) => page.getByRole('textbox', { name: 'Treść' })

/** A toolbar button of the editor. */
export const tool = (page: Page, name: string) =>
  page
    .getByRole('toolbar', { name: 'Formatowanie tekstu' })
    .getByRole('button', { name, exact: true })

/** Fills the plain fields of the article form. */
export async function fillFields(
  page: Page,
  fields: Partial<Record<'Tytuł' | 'Podtytuł' | 'Autor' | 'Tagi' | 'Adres zdjęcia', string>>,
) {
  for (const [label, value] of Object.entries(fields)) {
    await field(page, label).fill(value)
  }
}

/** A one-line field of the article form, by its label. */
export const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: label, exact: true })
