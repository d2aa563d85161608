import { readFile } from 'node:fs/promises'
import { expect, mockUrl, test, waitThroughRetries } from '../fixtures'

const GENERAL = '/ustawienia/ogolne'
const SETTINGS_API = '/api/saas/user/settings'

test('/ustawienia opens the general tab: name, email and notifications saved, the header follows', async ({
  page,
  login,
  checkA11y,
}) => {
  await login(page, 'uczen@example.com', { at: '/ustawienia' })
  await expect(page).toHaveURL(GENERAL)
  await expect(page.getByRole('heading', { level: 1, name: 'Ustawienia' })).toBeVisible()
  const tabs = page.getByRole('navigation', { name: 'Ustawienia' })
  await expect(tabs.getByRole('link', { name: 'Ogólne' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByText('uczen@example.com (zweryfikowany)')).toBeVisible()
  await checkA11y(page)

  const name = page.getByLabel('Nazwa wyświetlana')
  await expect(name).toHaveValue('Kuba Nowak')
  const notifications = page.getByLabel('Powiadomienia email')
  await expect(notifications).toBeChecked()

  // Too short: said at the field, nothing sent.
  let puts = 0
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith(SETTINGS_API)) puts += 1
  })
  await name.fill(' K ')
  await page.getByRole('button', { name: 'Zapisz', exact: true }).click()
  await expect(page.getByText('Nazwa wyświetlana musi mieć co najmniej 2 znaki')).toBeVisible()
  expect(puts).toBe(0)

  await name.fill('Kuba N.')
  await notifications.uncheck()
  await page.getByRole('button', { name: 'Zapisz', exact: true }).click()
  await expect(page.getByRole('status')).toHaveText('Zapisano zmiany.')
  expect(puts).toBe(1)
  // The header follows without a reload (the session is refreshed about 1 s later).
  await expect(page.getByRole('banner')).toContainText('Zalogowano jako Kuba N.')

  await page.reload()
  await expect(page.getByLabel('Nazwa wyświetlana')).toHaveValue('Kuba N.')
  await expect(page.getByLabel('Powiadomienia email')).not.toBeChecked()
})

test('a failed save says why and keeps every field as typed', async ({ page, login }) => {
  await login(page, 'uczen@example.com', { at: GENERAL })
  await page.route(`**${SETTINGS_API}`, (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Nieprawidłowe dane.', httpsStatus: 400 }),
        })
      : route.fallback(),
  )
  await page.getByLabel('Nazwa wyświetlana').fill('Nowa nazwa')
  await page.getByLabel('Powiadomienia email').uncheck()
  await page.getByRole('button', { name: 'Zapisz', exact: true }).click()
  await expect(page.getByRole('alert')).toHaveText('Nieprawidłowe dane.')
  await expect(page.getByLabel('Nazwa wyświetlana')).toHaveValue('Nowa nazwa')
  await expect(page.getByLabel('Powiadomienia email')).not.toBeChecked()
  await expect(page.getByRole('banner')).toContainText('Zalogowano jako Kuba Nowak')
})

test("'Pobierz moje dane' downloads the caller's own data as JSON", async ({ page, login }) => {
  await login(page, 'uczen@example.com', { at: GENERAL })
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Pobierz moje dane' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^efektywna-nauka-dane-\d{4}-\d{2}-\d{2}\.json$/)
  const data = JSON.parse(await readFile((await file.path())!, 'utf8')) as {
    account: { email: string }
    activity: { type: string }[]
  }
  expect(data.account.email).toBe('uczen@example.com')
  expect(JSON.stringify(data)).not.toContain('Demo123!')
  expect(data.activity.length).toBeGreaterThan(0)
})

test('deleting the account: a wrong password is refused, the right one signs out and frees the email', async ({
  page,
  login,
  request,
  checkA11y,
}) => {
  await login(page, 'brak@example.com', { at: GENERAL })
  await page.getByRole('button', { name: 'Usuń konto' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Usunąć konto?' })
  await expect(dialog).toBeVisible()
  await checkA11y(page)

  await dialog.getByLabel('Hasło').fill('Zle-haslo1')
  await dialog.getByRole('button', { name: 'Usuń konto na zawsze' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Nieprawidłowe hasło.')
  await expect(dialog.getByLabel('Hasło')).toHaveValue('Zle-haslo1')

  await dialog.getByLabel('Hasło').fill('Demo123!')
  await dialog.getByRole('button', { name: 'Usuń konto na zawsze' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByText('Konto zostało usunięte.')).toBeVisible()
  await expect(page.getByRole('banner')).not.toContainText('Zalogowano jako')

  // The email is free again: a new account can be made with it.
  const signUp = await request.post(`${mockUrl()}/api/signup-saas`, {
    headers: { authorization: 'Bearer PUBLIC' },
    data: {
      email: 'brak@example.com',
      password: 'Nowe-haslo1',
      name: 'Nowe konto',
      promoCode: '',
      isParent: false,
    },
  })
  expect(signUp.status()).toBe(201)
})

test('cancelling the dialog deletes nothing and gives the focus back', async ({ page, login }) => {
  await login(page, 'uczen@example.com', { at: GENERAL })
  const open = page.getByRole('button', { name: 'Usuń konto' })
  await open.click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Anuluj' }).click()
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  await expect(open).toBeFocused()
  await page.reload()
  await expect(page.getByRole('banner')).toContainText('Zalogowano jako Kuba Nowak')
})

test("the educational profile shows the quiz's answers and saves changes; a grade the school lacks is refused", async ({
  page,
  login,
  checkA11y,
}) => {
  await login(page, 'uczen@example.com', { at: GENERAL })
  await page
    .getByRole('navigation', { name: 'Ustawienia' })
    .getByRole('link', { name: 'Profil edukacyjny' })
    .click()
  await expect(page).toHaveURL('/ustawienia/profil-edukacyjny')
  await expect(page.getByLabel('Liceum')).toBeChecked()
  await expect(page.getByLabel('2. klasa')).toBeChecked()
  await expect(page.getByLabel('Biologia')).toBeChecked()
  // The saved profile at a glance: the school and class, the subjects as chips.
  const summary = page.getByRole('main').getByRole('region', { name: 'Twój profil' })
  const subjects = summary.getByRole('list', { name: 'Przedmioty' })
  await expect(summary).toContainText('Liceum, 2. klasa')
  await expect(subjects.getByRole('listitem').filter({ hasText: 'Biologia' })).toHaveCount(1)
  await checkA11y(page)

  // Primary school has classes 1 to 8.
  await page.getByLabel('Szkoła podstawowa').check()
  await page.getByLabel('7. klasa').check()
  await page.getByLabel('Biologia').uncheck()
  await page.getByLabel('Chemia').check()
  await page.getByLabel('Godziny w tygodniu').fill('8')
  await page.getByRole('button', { name: 'Zapisz' }).click()
  await expect(page.getByRole('status')).toHaveText('Zapisano zmiany.')
  // The summary follows the save, without a reload.
  await expect(summary).toContainText('Szkoła podstawowa, 7. klasa')
  await expect(subjects.getByRole('listitem').filter({ hasText: 'Chemia' })).toHaveCount(1)
  await expect(subjects.getByRole('listitem').filter({ hasText: 'Biologia' })).toHaveCount(0)

  await page.reload()
  await expect(page.getByLabel('Szkoła podstawowa')).toBeChecked()
  await expect(page.getByLabel('7. klasa')).toBeChecked()
  await expect(page.getByLabel('Chemia')).toBeChecked()
  await expect(page.getByLabel('Biologia')).not.toBeChecked()
  await expect(page.getByLabel('Godziny w tygodniu')).toHaveValue('8')

  // A vocational school has 3 classes: the 7th is asked again, nothing is saved.
  await page.getByLabel('Szkoła branżowa').check()
  await page.getByRole('button', { name: 'Zapisz' }).click()
  await expect(page.getByRole('alert')).toHaveText('W szkole branżowej wybierz klasę od 1 do 3.')
  await page.reload()
  await expect(page.getByLabel('Szkoła podstawowa')).toBeChecked()
})

test('a parent has no educational profile tab; its address opens the general tab', async ({
  page,
  login,
}) => {
  await login(page, 'rodzic@example.com', { at: '/ustawienia/profil-edukacyjny' })
  await expect(page).toHaveURL(GENERAL)
  // Billing is for everyone (anyone may have bought something); the profile is for students.
  await expect(page.getByRole('navigation', { name: 'Ustawienia' }).getByRole('link')).toHaveText([
    'Ogólne',
    'Rozliczenia',
  ])
})

test('settings that cannot be loaded say why, and "Spróbuj ponownie" loads them', async ({
  page,
  mock,
  login,
  checkA11y,
}) => {
  await login(page, 'uczen@example.com', { at: null })
  await mock.addScenario({
    pattern: '/api/saas/user/settings',
    method: 'GET',
    status: 503,
    message: 'Serwer jest aktualnie wyłączony. Spróbuj ponownie za chwilę.',
  })
  // Opened from another page, so that the settings' frame is there (a first load that fails is
  // the app's starting screen, tested with the shell).
  await page.clock.install()
  await page.goto('/produkt')
  await page.getByRole('button', { name: /^Zalogowano jako/ }).click()
  await page.getByRole('menuitem', { name: 'Ustawienia' }).click()
  // The loader's retries of a 503 come first; the frame stays, the tab says why.
  await waitThroughRetries(page, page.getByRole('heading', { level: 2, name: 'O nie! Błąd 503' }))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ustawienia')
  await expect(page.getByText('Serwer jest aktualnie wyłączony.')).toBeVisible()
  await checkA11y(page)
  await mock.clearScenarios()
  await page.getByRole('button', { name: 'Spróbuj ponownie' }).click()
  await expect(page.getByLabel('Nazwa wyświetlana')).toHaveValue('Kuba Nowak')
})

test('on a phone the settings tabs stay in one row', async ({ page, login }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await login(page, 'uczen@example.com', { at: GENERAL })
  // Five tabs with both tools: wider than the phone, so the row scrolls sideways.
  const tabs = page.getByRole('navigation', { name: 'Ustawienia' }).getByRole('link')
  await expect(tabs).toHaveCount(5)
  const tops = await tabs.evaluateAll((links) =>
    links.map((link) => link.getBoundingClientRect().top),
  )
  expect(new Set(tops).size).toBe(1)
})
