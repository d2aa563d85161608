import { PLANNER_TEXT } from '@app/contract/planner/text'
import { PRO_TOOL_TITLE } from '@app/domain/access/tools'
import { apiAs } from '../blog/helpers'
import { expect, test } from '../fixtures'

const STUDENT = 'uczen@example.com'
const PLANS = '/produkt/planer-nauki'

test("the plan list: the seeded plan's next exam, week and next block; the tutorial once, again on request", async ({
  page,
  login,
  checkA11y,
}) => {
  await login(page, STUDENT, { at: PLANS })
  const tutorial = page.getByRole('dialog', { name: 'Jak działa planer nauki' })
  await expect(tutorial).toBeVisible()
  await checkA11y(page)
  await tutorial.getByRole('button', { name: 'Zamknij' }).click()
  await expect(tutorial).toBeHidden()

  await expect(page.getByRole('heading', { level: 1, name: 'Planer nauki' })).toBeVisible()
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Semestr zimowy' }) })
  await expect(card).toContainText(/Egzamin za 9 dni/)
  await expect(card).toContainText(/Najbliższy termin: Matematyka .+, \d{2}\.\d{2}\.\d{4}/)
  await expect(card).toContainText(/Ten tydzień: zrobione \d+ z \d+/)
  await expect(
    card.getByRole('progressbar', { name: 'Postęp tygodnia: Semestr zimowy' }),
  ).toBeVisible()
  await expect(card).toContainText('Następny blok:')
  await checkA11y(page)

  // Seen once: a reload shows no tutorial; 'Jak to działa?' opens it again.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Planer nauki' })).toBeVisible()
  await expect(tutorial).toHaveCount(0)
  await page.getByRole('button', { name: 'Jak to działa?' }).click()
  await expect(tutorial).toBeVisible()
})

test('a plan is archived (Cofnij brings it back), restored from the archive and deleted after a confirmation', async ({
  page,
  request,
  login,
  checkA11y,
}) => {
  const api = await apiAs(request, STUDENT)
  await api.user.sendNotification({ body: { type: 'LEARNING_PLANNER_TUTORIAL' } })
  await login(page, STUDENT, { at: PLANS })
  const active = page.getByRole('region', { name: 'Aktywne plany' })
  await active.getByRole('button', { name: 'Archiwizuj: Semestr zimowy' }).click()
  await page.getByRole('button', { name: 'Cofnij' }).click()
  await expect(active.getByRole('heading', { name: 'Semestr zimowy' })).toBeVisible()

  await active.getByRole('button', { name: 'Archiwizuj: Semestr zimowy' }).click()
  const archived = page.getByRole('region', { name: 'Zarchiwizowane' })
  await expect(archived.getByRole('heading', { name: 'Semestr zimowy' })).toBeVisible()
  await expect(active).toContainText('Wszystkie plany są w archiwum.')
  await checkA11y(page)
  await archived.getByRole('button', { name: 'Przywróć: Semestr zimowy' }).click()
  await expect(active.getByRole('heading', { name: 'Semestr zimowy' })).toBeVisible()
  await expect(archived).toHaveCount(0)

  // Deleting asks first; 'Anuluj' keeps it.
  await active.getByRole('button', { name: 'Usuń: Semestr zimowy' }).click()
  const confirm = page.getByRole('dialog', { name: 'Usunąć plan „Semestr zimowy”?' })
  await checkA11y(page)
  await confirm.getByRole('button', { name: 'Anuluj' }).click()
  await expect(active.getByRole('heading', { name: 'Semestr zimowy' })).toBeVisible()
  await active.getByRole('button', { name: 'Usuń: Semestr zimowy' }).click()
  await confirm.getByRole('button', { name: 'Usuń plan' }).click()
  await expect(page.getByRole('heading', { name: 'Nie masz jeszcze planu nauki' })).toBeVisible()
  const plans = await api.planner.listPlans()
  expect(plans.status === 200 && plans.body.items).toEqual([])
})

test("an empty list offers 'Nowy plan'; a list that cannot be loaded says why and loads again", async ({
  page,
  request,
  login,
  mock,
  checkA11y,
}) => {
  const api = await apiAs(request, 'pro@example.com')
  await api.user.sendNotification({ body: { type: 'LEARNING_PLANNER_TUTORIAL' } })
  await login(page, 'pro@example.com', { at: PLANS })
  const empty = page.getByRole('region', { name: 'Nie masz jeszcze planu nauki' })
  await expect(empty.getByRole('link', { name: 'Nowy plan' })).toBeVisible()
  await checkA11y(page)

  await mock.addScenario({
    pattern: '/api/saas/planner/plans',
    method: 'GET',
    status: 503,
    message: 'Serwer jest aktualnie wyłączony. Spróbuj ponownie za chwilę.',
  })
  await page.reload()
  await expect(
    page.getByText('Serwer jest aktualnie wyłączony. Spróbuj ponownie za chwilę.'),
  ).toBeVisible({ timeout: 15_000 })
  await mock.clearScenarios()
  await page.getByRole('button', { name: 'Spróbuj ponownie' }).click()
  await expect(empty).toBeVisible()
})

test('without the planner the page offers pro, and the API refuses', async ({
  page,
  request,
  login,
}) => {
  await login(page, 'mini@example.com', { at: PLANS })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRO_TOOL_TITLE)
  await expect(page.getByRole('main').getByRole('link', { name: 'Przejdź na pro' })).toBeVisible()
  const api = await apiAs(request, 'mini@example.com')
  const answer = await api.planner.listPlans()
  expect(answer.status).toBe(403)
  expect(answer.body).toEqual({ message: PLANNER_TEXT.noAccess, httpsStatus: 403 })
})
