import { expect, mockUrl, test } from '../fixtures'
import {
  STAFF,
  contentBox,
  field,
  fillFields,
  getArticle,
  listArticles,
  tokenOf,
  tool,
} from './helpers'

const IMAGE = '/api/media/blog/krzywa-zapominania.svg'

for (const { who, email } of STAFF) {
  test.describe(`as ${who}`, () => {
    // Each test starts on the editor's list.
    test.beforeEach(async ({ page, login }) => {
      await login(page, email, { at: '/admin/blog' })
    })

    test(`${who} creates an article with the rich text editor`, async ({ page, request }) => {
      await page.getByRole('link', { name: 'Dodaj artykuł' }).click()
      await expect(page).toHaveURL('/admin/blog/dodaj')
      await expect(page.getByRole('heading', { level: 1, name: 'Nowy artykuł' })).toBeVisible()

      const title = `Plan nauki na tydzień (${who})`
      await fillFields(page, {
        Tytuł: title,
        Podtytuł: 'Jak rozłożyć powtórki',
        Autor: 'Zespół Efektywnej Nauki',
        Tagi: 'nauka, planowanie, nauka',
        'Adres zdjęcia': IMAGE,
      })

      const editor = contentBox(page)
      await editor.click()
      await tool(page, 'Nagłówek 2').click()
      await expect(tool(page, 'Nagłówek 2')).toHaveAttribute('aria-pressed', 'true')
      await page.keyboard.type('Od czego zacząć')
      await page.keyboard.press('Enter')
      await expect(tool(page, 'Nagłówek 2')).toHaveAttribute('aria-pressed', 'false')
      await page.keyboard.type('Zacznij od ')
      await tool(page, 'Pogrubienie').click()
      await expect(tool(page, 'Pogrubienie')).toHaveAttribute('aria-pressed', 'true')
      await page.keyboard.type('planu')
      await tool(page, 'Pogrubienie').click()
      await tool(page, 'Kursywa').click()
      await page.keyboard.type(' tygodnia')
      await tool(page, 'Kursywa').click()
      await page.keyboard.press('Enter')
      await tool(page, 'Lista punktowana').click()
      await page.keyboard.type('Powtórki')
      await page.keyboard.press('Enter')
      await page.keyboard.type('Przerwy')
      await page.keyboard.press('Enter')
      await page.keyboard.press('Enter')
      await tool(page, 'Cytat').click()
      await page.keyboard.type('Ucz się mądrze, nie dłużej.')
      await page.keyboard.press('Enter')
      await page.keyboard.press('Enter')

      // A link by address (Enter applies it without sending the article).
      await tool(page, 'Link').click()
      await page.getByLabel('Adres linku').fill('javascript:alert(1)')
      await page.getByLabel('Adres linku').press('Enter')
      await expect(
        page.getByText('Podaj adres zaczynający się od https://, mailto: lub /'),
      ).toBeVisible()
      await page.getByLabel('Adres linku').fill('https://example.com/plan')
      await page.getByLabel('Adres linku').press('Enter')
      await expect(page.getByLabel('Adres linku')).toBeHidden()

      // An image by address, with its alternative text.
      await tool(page, 'Obraz').click()
      await page.getByLabel('Adres obrazu').fill(IMAGE)
      await page.getByRole('button', { name: 'Wstaw obraz' }).click()
      await expect(page.getByText('Opisz obraz dla osób, które go nie widzą')).toBeVisible()
      await page.getByLabel('Opis obrazu (tekst alternatywny)').fill('Kalendarz powtórek')
      await page.getByRole('button', { name: 'Wstaw obraz' }).click()

      // The preview renders what will be published.
      const preview = page.getByRole('region', { name: 'Podgląd' })
      await expect(preview.getByRole('heading', { name: title })).toBeVisible()
      await expect(preview.getByRole('heading', { name: 'Od czego zacząć' })).toBeVisible()
      await expect(preview.locator('strong')).toHaveText('planu')
      await expect(preview.getByRole('listitem').filter({ hasText: 'Powtórki' })).toBeVisible()
      await expect(preview.getByRole('link', { name: 'https://example.com/plan' })).toBeVisible()
      await expect(preview.getByRole('img', { name: 'Kalendarz powtórek' })).toBeVisible()
      await expect(
        preview.getByRole('list', { name: 'Tagi artykułu' }).getByRole('listitem'),
      ).toHaveText(['nauka', 'planowanie'])

      await page.getByRole('button', { name: 'Opublikuj artykuł' }).click()
      await expect(page).toHaveURL('/admin/blog')
      await expect(page.getByText('Dodano artykuł.')).toBeVisible()
      await expect(page.getByRole('heading', { name: title })).toBeVisible()

      const created = (await listArticles(request)).find((a) => a.title === title)
      expect(created).toBeDefined()
      expect(created?.tags).toEqual(['nauka', 'planowanie'])
      const { article } = await getArticle(request, created?.id ?? '')
      expect(article?.content).toContain('<h2>Od czego zacząć</h2>')
      expect(article?.content).toContain('<strong>planu</strong>')
      expect(article?.content).toContain('<em> tygodnia</em>')
      expect(article?.content).toContain('<ul>')
      expect(article?.content).toContain('<blockquote>')
      expect(article?.content).toContain('href="https://example.com/plan"')
      expect(article?.content).toContain('alt="Kalendarz powtórek"')
      expect(article?.content).not.toContain('javascript:')
    })

    test(`${who} edits an article`, async ({ page, request }) => {
      const [first] = await listArticles(request)
      if (!first) throw new Error('The seed has articles')
      await page.getByRole('link', { name: `Edytuj: ${first.title}` }).click()
      await expect(page).toHaveURL(`/admin/blog/edytuj/${first.id}`)
      await expect(page.getByRole('heading', { level: 1, name: 'Edycja artykułu' })).toBeVisible()
      await expect(field(page, 'Tytuł')).toHaveValue(first.title)
      await expect(field(page, 'Tagi')).toHaveValue(first.tags.join(', '))

      const title = `${first.title} (poprawione)`
      await fillFields(page, { Tytuł: title })
      await contentBox(page).click()
      await page.keyboard.press('Control+End')
      await page.keyboard.press('Enter')
      await page.keyboard.type('Dopisek redakcji.')
      await page.getByRole('button', { name: 'Zapisz zmiany' }).click()

      await expect(page).toHaveURL('/admin/blog')
      await expect(page.getByText('Zapisano zmiany w artykule.')).toBeVisible()
      await expect(page.getByRole('heading', { name: title })).toBeVisible()
      const { article } = await getArticle(request, first.id)
      expect(article?.title).toBe(title)
      expect(article?.content).toContain('Dopisek redakcji.')
      expect(article?.addedAt).toBe(first.addedAt)
    })

    test(`${who} deletes an article after confirming in a dialog`, async ({ page, request }) => {
      const [first] = await listArticles(request)
      if (!first) throw new Error('The seed has articles')
      const deleteButton = page.getByRole('button', { name: `Usuń: ${first.title}` })

      // Cancelling deletes nothing and gives the focus back.
      await deleteButton.click()
      const dialog = page.getByRole('dialog', { name: 'Usunąć artykuł?' })
      await expect(dialog).toContainText(`Artykuł „${first.title}” zniknie z bloga na stałe.`)
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(deleteButton).toBeFocused()
      expect((await getArticle(request, first.id)).status).toBe(200)

      await deleteButton.click()
      await dialog.getByRole('button', { name: 'Usuń artykuł' }).click()
      await expect(dialog).toBeHidden()
      await expect(page.getByText(`Usunięto artykuł „${first.title}”.`)).toBeVisible()
      await expect(page.getByRole('heading', { name: first.title })).toHaveCount(0)
      await expect(page.getByRole('heading', { level: 1, name: 'Artykuły bloga' })).toBeFocused()
      expect((await getArticle(request, first.id)).status).toBe(404)
    })
  })
}

test('a failed delete keeps the dialog open with the reason', async ({
  page,
  login,
  mock,
  request,
}) => {
  await login(page, 'admin@example.com', { at: '/admin/blog' })
  const [first] = await listArticles(request)
  if (!first) throw new Error('The seed has articles')
  await mock.addScenario({ pattern: '/api/blog/*', method: 'DELETE', status: 500 })
  await page.getByRole('button', { name: `Usuń: ${first.title}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Usunąć artykuł?' })
  await dialog.getByRole('button', { name: 'Usuń artykuł' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Nie udało się usunąć artykułu.')
  await expect(dialog).toBeVisible()
  expect((await getArticle(request, first.id)).status).toBe(200)
})

test('a student is sent away from the admin blog and the API refuses their writes', async ({
  page,
  login,
  request,
}) => {
  for (const [index, path] of ['/admin/blog', '/admin/blog/dodaj'].entries()) {
    await (index === 0 ? login(page, 'uczen@example.com', { at: path }) : page.goto(path))
    await expect(page).toHaveURL('/')
  }
  await expect(page.getByRole('link', { name: 'Dodaj artykuł' })).toHaveCount(0)

  const [first] = await listArticles(request)
  if (!first) throw new Error('The seed has articles')
  const headers = { authorization: `Bearer ${await tokenOf(request, 'uczen@example.com')}` }
  const save = await request.post(`${mockUrl()}/api/blog`, {
    headers,
    data: {
      title: 'Nie wolno',
      author: 'Uczeń',
      imageUrl: '/x.svg',
      content: '<p>x</p>',
    },
  })
  expect(save.status()).toBe(403)
  const remove = await request.delete(`${mockUrl()}/api/blog/${first.id}`, { headers })
  expect(remove.status()).toBe(403)
  expect((await getArticle(request, first.id)).status).toBe(200)
})

test('a guest is sent to the login page, which remembers the editor', async ({ page }) => {
  await page.goto('/admin/blog/dodaj')
  await expect(page).toHaveURL(/\/logowanie\?redirect=%2Fadmin%2Fblog%2Fdodaj/)
})

test('unknown and malformed article ids show the not-found page', async ({ page, login }) => {
  await login(page, 'admin@example.com', {
    at: '/admin/blog/edytuj/00000000-0000-4000-8000-000000000000',
  })
  await expect(page.getByText('Strona nie została znaleziona.')).toBeVisible()
  await page.goto('/admin/blog/edytuj/nie-uuid')
  await expect(page.getByText('Strona nie została znaleziona.')).toBeVisible()
})
