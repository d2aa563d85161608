import { expect, setBothClocks, test, waitThroughRetries } from '../fixtures'
import { PAGES } from './helpers'

test('a guest is sent to log in from every community page, remembering it', async ({ page }) => {
  for (const path of Object.values(PAGES)) {
    await page.goto(path)
    await expect(page, path).toHaveURL(`/logowanie?redirect=${encodeURIComponent(path)}`)
  }
})

test('an account without a course is sent home; others reach the community', async ({
  page,
  login,
}) => {
  await login(page, 'brak@example.com', { at: PAGES.hub })
  await expect(page).toHaveURL('/')
})

test('the hub: next consultation, the way to the dates and the intro meeting, the chat in a new tab', async ({
  page,
  mock,
  login,
  checkA11y,
}) => {
  await setBothClocks(page, mock, '2026-10-26T09:00:00+01:00')
  await login(page, 'rodzic@example.com', { at: PAGES.hub })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Społeczność')
  await expect(page).toHaveTitle(/^Społeczność \|/)
  await expect(page.getByText('Najbliższe konsultacje:')).toContainText('sobota, 31.10.2026 17:00')

  const chat = page.getByRole('link', {
    name: 'Dołącz do grupy na czacie (otwiera się w nowej karcie)',
  })
  await expect(chat).toHaveAttribute('href', 'https://discord.gg/efektywna-nauka-spolecznosc')
  await expect(chat).toHaveAttribute('target', '_blank')
  await expect(chat).toHaveAttribute('rel', 'noopener noreferrer')
  await checkA11y(page)

  // It opens in a new tab (the external service is stubbed), the hub stays.
  await page
    .context()
    .route('https://discord.gg/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Czat</title>' }),
    )
  const [popup] = await Promise.all([page.waitForEvent('popup'), chat.click()])
  await expect(popup).toHaveURL('https://discord.gg/efektywna-nauka-spolecznosc')
  await popup.close()
  await expect(page).toHaveURL(PAGES.hub)

  await page.getByRole('link', { name: 'Zobacz terminy i dowiedz się, jak dołączyć' }).click()
  await expect(page).toHaveURL(PAGES.consultations)
  await page.getByRole('link', { name: '← Społeczność' }).click()
  await page.getByRole('link', { name: 'Wybierz termin i zapisz się' }).click()
  await expect(page).toHaveURL(PAGES.intro)
})

test('the chat link failing to load is said where the link would be; the dates still show', async ({
  page,
  mock,
  login,
}) => {
  await login(page, 'uczen@example.com', { at: null })
  await mock.addScenario({
    pattern: '/api/community',
    method: 'GET',
    status: 503,
    message: 'Serwer jest aktualnie wyłączony. Spróbuj ponownie za chwilę.',
  })
  await page.clock.install()
  await page.goto(PAGES.hub)
  // The loader's retries of a 503 come first.
  await waitThroughRetries(
    page,
    page
      .getByRole('alert')
      .filter({ hasText: 'Nie udało się pobrać linku do grupy. Serwer jest aktualnie wyłączony.' }),
  )
  await expect(page.getByText('Najbliższe konsultacje:')).toContainText('sobota, ')
})
