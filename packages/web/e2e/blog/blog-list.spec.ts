import { LIMITS } from '@app/contract'
import { BLOG_IMAGE_ALT } from '@app/domain/shared/messages'
import { expect, test } from '../fixtures'
import { allArticles, apiAs, cardTitles, loadAllPages } from './helpers'

test('a guest pages through every article to the end, newest first', async ({
  page,
  request,
  checkA11y,
}) => {
  const expected = await allArticles(await apiAs(request))
  await page.goto('/blog')
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
  await expect(cardTitles(page)).toHaveCount(LIMITS.pageSizeBlog)

  const first = page.locator('.article-card').first()
  await expect(first.getByRole('img', { name: BLOG_IMAGE_ALT })).toBeVisible()
  await expect(first).toContainText(expected[0]!.author)
  await expect(first.locator('time')).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/)
  await checkA11y(page)

  const clicks = await loadAllPages(page)
  expect(clicks).toBe(Math.ceil(expected.length / LIMITS.pageSizeBlog) - 1)
  await expect(cardTitles(page)).toHaveText(expected.map((a) => a.title))
  await expect(page.getByRole('status').filter({ hasText: 'Wyświetlono' })).toHaveText(
    `Wyświetlono ${expected.length} artykułów.`,
  )
  // Guests see neither the counters nor the staff controls.
  await expect(page.getByText(/wyświetle/)).toHaveCount(0)
  await expect(page.getByRole('link', { name: /^Edytuj/ })).toHaveCount(0)
  await checkA11y(page)
})

test('the category filter narrows the list through ?kategoria= and back', async ({
  page,
  request,
  checkA11y,
}) => {
  const api = await apiAs(request)
  const sleep = await allArticles(api, 'sen')
  await page.goto('/blog')
  const filter = page.getByRole('navigation', { name: 'Kategorie' })
  await expect(filter.getByRole('link', { name: 'Wszystkie' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await filter.getByRole('link', { name: `sen (${sleep.length})` }).click()
  await expect(page).toHaveURL(/\/blog\?kategoria=sen$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog: sen')
  await loadAllPages(page)
  await expect(cardTitles(page)).toHaveText(sleep.map((a) => a.title))
  await expect(filter.getByRole('link', { name: /^sen/ })).toHaveAttribute('aria-current', 'page')
  await checkA11y(page)

  await filter.getByRole('link', { name: 'Wszystkie' }).click()
  await expect(page).toHaveURL(/\/blog$/)
  await expect(cardTitles(page)).toHaveCount(LIMITS.pageSizeBlog)

  // A tag nobody uses lists nothing; a value that is no valid tag is dropped.
  await page.goto('/blog?kategoria=nieznana')
  await expect(page.getByText('Brak artykułów w tej kategorii.')).toBeVisible()
  await page.goto(`/blog?kategoria=${'x'.repeat(LIMITS.tagMax + 1)}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog')
  await expect(cardTitles(page)).toHaveCount(LIMITS.pageSizeBlog)
})

test('an admin sees the view counts and deletes an article after confirming', async ({
  page,
  request,
  login,
  checkA11y,
}) => {
  const [newest, second] = await allArticles(await apiAs(request))
  await login(page, 'admin@example.com', { at: '/blog' })
  const card = page.locator('.article-card').filter({ hasText: newest!.title })
  await expect(card).toContainText(
    new RegExp(
      `${newest!.uniqueViews} unikaln\\S+ wyświetle\\S+ · ${newest!.repeatedViews} powtórn`,
    ),
  )
  await expect(
    card.getByRole('link', { name: `Edytuj artykuł „${newest!.title}”` }),
  ).toHaveAttribute('href', `/admin/blog/edytuj/${newest!.id}`)
  await checkA11y(page)

  // Cancel keeps the article.
  const deleteButton = card.getByRole('button', { name: `Usuń artykuł „${newest!.title}”` })
  await deleteButton.click()
  const dialog = page.getByRole('dialog', { name: 'Usunąć artykuł?' })
  await expect(dialog).toContainText(newest!.title)
  await checkA11y(page)
  await dialog.getByRole('button', { name: 'Anuluj' }).click()
  await expect(dialog).toBeHidden()
  await expect(deleteButton).toBeFocused()
  await expect(card).toBeVisible()

  // Confirming deletes it through the API and the list updates.
  const deleted = page.waitForResponse(
    (r) => r.request().method() === 'DELETE' && r.url().endsWith(`/api/blog/${newest!.id}`),
  )
  await deleteButton.click()
  await dialog.getByRole('button', { name: 'Usuń artykuł' }).click()
  expect((await deleted).status()).toBe(204)
  await expect(dialog).toBeHidden()
  await expect(page.getByText(`Usunięto artykuł „${newest!.title}”.`)).toBeVisible()
  await expect(card).toHaveCount(0)
  await expect(cardTitles(page).first()).toHaveText(second!.title)
  await expect(cardTitles(page)).toHaveCount(LIMITS.pageSizeBlog)
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  const gone = await (
    await apiAs(request)
  ).blog.getArticle({
    params: { id: newest!.id },
    query: {},
  })
  expect(gone.status).toBe(404)
})

test('an assistant also gets the staff controls', async ({ page, login }) => {
  await login(page, 'asystent@example.com', { at: '/blog' })
  await expect(page.getByRole('button', { name: /^Usuń artykuł/ })).toHaveCount(LIMITS.pageSizeBlog)
  await expect(page.getByText(/unikaln\S+ wyświetle/)).toHaveCount(LIMITS.pageSizeBlog)
})

test('a student sees no counts or controls, and the API refuses their DELETE', async ({
  page,
  request,
  login,
}) => {
  const [newest] = await allArticles(await apiAs(request))
  await login(page, 'uczen@example.com', { at: '/blog' })
  await expect(cardTitles(page)).toHaveCount(LIMITS.pageSizeBlog)
  await expect(page.getByText(/wyświetle/)).toHaveCount(0)
  await expect(page.getByRole('link', { name: /^Edytuj/ })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Usuń/ })).toHaveCount(0)

  const student = await apiAs(request, 'uczen@example.com')
  const refused = await student.blog.deleteArticle({ params: { id: newest!.id } })
  expect(refused.status).toBe(403)
  const still = await student.blog.getArticle({ params: { id: newest!.id }, query: {} })
  expect(still.status).toBe(200)
})
