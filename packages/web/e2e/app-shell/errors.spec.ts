import { SERVER_UNREACHABLE_MESSAGE } from '@app/domain/shared/messages'
import { expect, navigateInApp, test, waitThroughRetries } from '../fixtures'

const ACTIVATION_LINK = '/aktywuj/a0000000-0000-4000-8000-000000000011'

test('an unknown address shows the not-found page inside the layout', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/nie-ma-takiej-strony')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Strona nie została znaleziona.' }),
  ).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await checkA11y(page)
})

test('a server error shows its status and message; retry loads the page again', async ({
  page,
  mock,
  checkA11y,
}) => {
  await mock.addScenario({
    pattern: '/api/activate/*',
    status: 500,
    message: 'Błąd bazy danych.',
  })
  await page.clock.install()
  await page.goto(ACTIVATION_LINK)
  const main = page.getByRole('main')
  // After the three retries of a waited-for load (1 s, 2 s, 4 s).
  await waitThroughRetries(page, main.getByRole('heading', { level: 1, name: 'O nie! Błąd 500' }))
  await expect(main.getByText('Błąd bazy danych.')).toBeVisible()
  await expect(main.getByRole('link', { name: 'Strona główna' })).toHaveAttribute('href', '/')
  // A guest on an activation route is offered to log in, and has no "my products".
  await expect(main.getByRole('link', { name: 'Zaloguj się' })).toBeVisible()
  await expect(main.getByRole('link', { name: 'Moje Produkty' })).toHaveCount(0)
  await checkA11y(page)

  await mock.clearScenarios()
  await main.getByRole('button', { name: 'Spróbuj ponownie' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'O nie! Błąd 500' })).toBeHidden()
  await expect(main.getByLabel('Hasło', { exact: true })).toBeVisible()
})

test('a signed-in user on the error page gets My products and is told they are logged in', async ({
  page,
  mock,
  login,
}) => {
  await login(page, 'uczen@example.com', { at: null })
  await mock.addScenario({ pattern: '/api/activate/*', status: 500, message: 'Awaria.' })
  await page.clock.install()
  await page.goto(ACTIVATION_LINK)
  const main = page.getByRole('main')
  // After the three retries of a waited-for load (1 s, 2 s, 4 s).
  await waitThroughRetries(page, main.getByRole('heading', { level: 1, name: 'O nie! Błąd 500' }))
  await expect(main.getByRole('link', { name: 'Moje Produkty' })).toHaveAttribute(
    'href',
    '/produkt',
  )
  await expect(main).toContainText('Zalogowano już jako uczen@example.com')
})

test('an unreachable server is reported with the 503 text', async ({ page, mock, checkA11y }) => {
  await mock.addScenario({ pattern: '/api/activate/*', drop: true })
  await page.clock.install()
  await page.goto(ACTIVATION_LINK)
  const main = page.getByRole('main')
  await waitThroughRetries(page, main.getByRole('heading', { level: 1, name: 'O nie! Błąd 503' }))
  await expect(main.getByText(SERVER_UNREACHABLE_MESSAGE)).toBeVisible()
  await checkA11y(page)
})

test('a planner exercise page has no header and no footer', async ({ page, login }) => {
  // Signed in with the stored session alone: the exercise page has no header to show the user in.
  await login(page, 'uczen@example.com', { at: null })
  await page.goto('/produkt/planer-nauki/plan7A/2025-10-01/2')
  await expect(page.getByRole('main')).toBeVisible()
  await expect(page.getByRole('banner')).toHaveCount(0)
  await expect(page.getByRole('contentinfo')).toHaveCount(0)

  // Not the exercise pattern (the plan id has a dash, the date does not exist): the layout stays.
  // Opened inside the app, where the layout follows the address.
  for (const path of [
    '/produkt/planer-nauki/plan-7/2025-10-01/2',
    '/produkt/planer-nauki/plan7A/2025-02-30/2',
    '/produkt/planer-nauki/plan7A/2025-10-01',
  ]) {
    await navigateInApp(page, path)
    await expect(page).toHaveURL(path)
    await expect(page.getByRole('banner'), path).toBeVisible()
    await expect(page.getByRole('contentinfo'), path).toBeVisible()
  }
})

test('server down: a signed-in page shows its skeleton at once, then why after the first failure, and recovers', async ({
  page,
  mock,
  login,
  checkA11y,
}) => {
  await login(page, 'uczen@example.com')
  await mock.addScenario({ pattern: '/api/saas/user/whoami', drop: true })
  let attempts = 0
  page.on('request', (request) => {
    if (request.url().includes('/api/saas/user/whoami')) attempts += 1
  })
  await page.goto('/produkt/kurs-efektywnego-dzialania')
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Efektywna Nauka' }),
  ).toBeVisible()
  const alert = page.getByRole('alert').filter({ hasText: SERVER_UNREACHABLE_MESSAGE })
  await expect(alert).toBeVisible()
  // Shown after the first failed attempt, while the retries (1 s, 2 s, 4 s) go on.
  expect(attempts).toBeLessThan(4)
  await expect(page.getByRole('status')).toHaveText('Ładowanie…')
  await checkA11y(page)

  // 'Spróbuj ponownie' starts the page again at once; the background retries go on as well.
  const reloaded = page.waitForEvent('domcontentloaded')
  await alert.getByRole('button', { name: 'Spróbuj ponownie' }).click()
  await reloaded
  await expect(alert).toBeVisible()
  await mock.clearScenarios()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kurs Efektywnego Działania', {
    timeout: 10_000,
  })
  await expect(alert).toHaveCount(0)
})
