import { PRO_TOOL_TITLE } from '@app/domain/access/tools'
import { apiAs } from '../blog/helpers'
import { expect, test } from '../fixtures'

test("without the tool, its page offers pro; after an admin's grant the tool is in the menu", async ({
  page,
  request,
  login,
  checkA11y,
}) => {
  await login(page, 'nowy@example.com', { at: '/produkt/fiszki' })
  await expect(page).toHaveURL('/produkt/fiszki')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRO_TOOL_TITLE)
  await expect(page.getByText('Powtórki w odstępach')).toBeVisible()
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Przejdź na pro' }),
  ).toHaveAttribute('href', '/produkt/pro')
  // Narzędzia holds only the chat (decision 0160) until a tool is granted.
  const toolsMenu = page
    .getByRole('navigation', { name: 'Menu produktu' })
    .getByRole('button', { name: 'Narzędzia' })
  await toolsMenu.click()
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Czat'])
  await page.keyboard.press('Escape')
  await checkA11y(page)

  // An admin opens the flashcards for this user.
  const whoami = await (await apiAs(request, 'nowy@example.com')).user.whoami()
  expect(whoami.status).toBe(200)
  const userId = whoami.status === 200 ? whoami.body.id : ''
  const admin = await apiAs(request, 'admin@example.com')
  const grant = await admin.user.grantFeature({
    params: { userId },
    body: { feature: 'flashcards', granted: true },
  })
  expect(grant.status).toBe(200)
  // The tool's first-visit tutorial (its own test shows it) would cover the menu.
  await (
    await apiAs(request, 'nowy@example.com')
  ).user.sendNotification({ body: { type: 'FLASHCARDS_TUTORIAL' } })

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Fiszki' })).toBeVisible()
  await toolsMenu.click()
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Czat', 'Fiszki'])
  await page.keyboard.press('Escape')
  await expect(page.getByRole('heading', { name: PRO_TOOL_TITLE })).toHaveCount(0)
})

test('a tool the user has is not offered; an assistant cannot grant tools', async ({
  page,
  request,
  login,
}) => {
  await login(page, 'uczen@example.com', { at: '/produkt/planer-nauki' })
  await expect(page.getByRole('heading', { name: PRO_TOOL_TITLE })).toHaveCount(0)

  const whoami = await (await apiAs(request, 'uczen@example.com')).user.whoami()
  const userId = whoami.status === 200 ? whoami.body.id : ''
  const assistant = await apiAs(request, 'asystent@example.com')
  const refused = await assistant.user.grantFeature({
    params: { userId },
    body: { feature: 'tasks', granted: false },
  })
  expect(refused.status).toBe(403)
})
