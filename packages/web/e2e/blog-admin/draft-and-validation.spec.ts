import { expect, test } from '../fixtures'
import { contentBox, field, fillFields, getArticle, listArticles, tool } from './helpers'

// Each test opens its first page itself, with the admin's session already in the browser.
test.beforeEach(async ({ page, login }) => {
  await login(page, 'admin@example.com', { at: null })
})

test('the draft survives a failed save and a reload, and goes after a successful save', async ({
  page,
  mock,
  request,
}) => {
  await mock.addScenario({ pattern: '/api/blog', method: 'POST', status: 500 })
  await page.goto('/admin/blog/dodaj')
  const fields = {
    Tytuł: 'Szkic, który nie może zginąć',
    Podtytuł: 'Zapis się nie udał',
    Autor: 'Redakcja',
    Tagi: 'szkic, próba',
    'Adres zdjęcia': '/api/media/blog/krzywa-zapominania.svg',
  } as const
  await fillFields(page, fields)
  await contentBox(page).click()
  await page.keyboard.type('Akapit, który ')
  await tool(page, 'Pogrubienie').click()
  await page.keyboard.type('przetrwa')

  await page.getByRole('button', { name: 'Opublikuj artykuł' }).click()
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('Nie udało się zapisać artykułu.')
  await expect(alert).toContainText('Wszystko, co wpisano, jest zachowane w tej przeglądarce.')
  await expect(page).toHaveURL('/admin/blog/dodaj')
  for (const [label, value] of Object.entries(fields)) {
    await expect(field(page, label)).toHaveValue(value)
  }
  await expect(contentBox(page).locator('strong')).toHaveText('przetrwa')

  await page.reload()
  await expect(
    page.getByRole('status').filter({ hasText: 'Przywrócono niezapisany szkic' }),
  ).toBeVisible()
  for (const [label, value] of Object.entries(fields)) {
    await expect(field(page, label)).toHaveValue(value)
  }
  await expect(contentBox(page)).toContainText('Akapit, który przetrwa')
  await expect(contentBox(page).locator('strong')).toHaveText('przetrwa')

  // The server is back: saving publishes the draft and forgets it.
  await mock.clearScenarios()
  await page.getByRole('button', { name: 'Opublikuj artykuł' }).click()
  await expect(page).toHaveURL('/admin/blog')
  const created = (await listArticles(request)).find((a) => a.title === fields.Tytuł)
  expect(created).toBeDefined()
  expect((await getArticle(request, created?.id ?? '')).article?.content).toContain(
    '<strong>przetrwa</strong>',
  )
  await page.goto('/admin/blog/dodaj')
  await expect(field(page, 'Tytuł')).toHaveValue('')
  await expect(page.getByText('Przywrócono niezapisany szkic')).toHaveCount(0)
})

test('an edit draft is kept per article and can be discarded', async ({ page, request }) => {
  const [first, second] = await listArticles(request)
  if (!first || !second) throw new Error('The seed has articles')
  await page.goto(`/admin/blog/edytuj/${first.id}`)
  await fillFields(page, { Tytuł: 'Zmieniony tytuł w szkicu' })
  await page.goto(`/admin/blog/edytuj/${second.id}`)
  await expect(field(page, 'Tytuł')).toHaveValue(second.title)
  await page.goto(`/admin/blog/edytuj/${first.id}`)
  await expect(field(page, 'Tytuł')).toHaveValue('Zmieniony tytuł w szkicu')
  await page.getByRole('button', { name: 'Odrzuć szkic' }).click()
  await expect(field(page, 'Tytuł')).toHaveValue(first.title)
  await page.reload()
  await expect(field(page, 'Tytuł')).toHaveValue(first.title)
  expect((await getArticle(request, first.id)).article?.title).toBe(first.title)
})

test('validation messages are Polish, point at the fields and keep the input', async ({ page }) => {
  let posts = 0
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/blog') posts += 1
  })
  await page.goto('/admin/blog/dodaj')
  await fillFields(page, {
    Tytuł: 'AB',
    Podtytuł: 'p'.repeat(301),
    Autor: 'X',
    Tagi: Array.from({ length: 11 }, (_, i) => `tag${i}`).join(', '),
    'Adres zdjęcia': 'javascript:alert(1)',
  })
  await page.getByRole('button', { name: 'Opublikuj artykuł' }).click()

  const title = field(page, 'Tytuł')
  await expect(title).toHaveAttribute('aria-invalid', 'true')
  await expect(title).toBeFocused()
  await expect(page.getByText('Tytuł musi mieć co najmniej 3 znaki')).toBeVisible()
  await expect(page.getByText('Podtytuł może mieć najwyżej 300 znaków')).toBeVisible()
  await expect(page.getByText('Podaj autora')).toBeVisible()
  await expect(page.getByText('Możesz dodać najwyżej 10 tagów')).toBeVisible()
  await expect(page.getByText('Podaj adres zaczynający się od https:// lub /')).toBeVisible()
  await expect(page.getByText('Treść artykułu jest pusta')).toBeVisible()
  await expect(contentBox(page)).toHaveAttribute('aria-invalid', 'true')
  // What was typed stays, exactly.
  await expect(title).toHaveValue('AB')
  await expect(field(page, 'Autor')).toHaveValue('X')
  await expect(field(page, 'Adres zdjęcia')).toHaveValue('javascript:alert(1)')

  await fillFields(page, { Tagi: 'nauka, ' + 't'.repeat(41) })
  await page.getByRole('button', { name: 'Opublikuj artykuł' }).click()
  await expect(page.getByText(`Tag „${'t'.repeat(41)}” może mieć najwyżej 40 znaków`)).toBeVisible()
  expect(posts).toBe(0)
})

test('the toolbar works from the keyboard', async ({ page }) => {
  await page.goto('/admin/blog/dodaj')
  await field(page, 'Adres zdjęcia').focus()
  await page.keyboard.press('Tab')
  await expect(tool(page, 'Pogrubienie')).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(tool(page, 'Kursywa')).toBeFocused()
  await page.keyboard.press('End')
  await expect(tool(page, 'Ponów')).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(tool(page, 'Pogrubienie')).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('Home')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(tool(page, 'Nagłówek 2')).toBeFocused()
  // Space presses the button and puts the caret back in the text.
  await page.keyboard.press('Space')
  await expect(tool(page, 'Nagłówek 2')).toHaveAttribute('aria-pressed', 'true')
  await page.keyboard.type('Tytuł sekcji')
  await expect(contentBox(page).locator('h2')).toHaveText('Tytuł sekcji')
  // Tab leaves the text box: one stop for the whole toolbar.
  await page.keyboard.press('Shift+Tab')
  await expect(tool(page, 'Nagłówek 2')).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(field(page, 'Adres zdjęcia')).toBeFocused()
})

test('axe finds nothing on the list, the editor and the delete dialog', async ({
  page,
  checkA11y,
  request,
}) => {
  const [first] = await listArticles(request)
  if (!first) throw new Error('The seed has articles')
  await page.goto('/admin/blog')
  await expect(page.getByRole('heading', { name: first.title })).toBeVisible()
  await checkA11y(page)

  await page.getByRole('button', { name: `Usuń: ${first.title}` }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await checkA11y(page)
  await page.keyboard.press('Escape')

  await page.goto('/admin/blog/dodaj')
  await page.getByRole('button', { name: 'Opublikuj artykuł' }).click()
  await expect(page.getByText('Treść artykułu jest pusta')).toBeVisible()
  await tool(page, 'Link').click()
  await checkA11y(page)

  await page.goto(`/admin/blog/edytuj/${first.id}`)
  await expect(field(page, 'Tytuł')).toHaveValue(first.title)
  await checkA11y(page)
})
