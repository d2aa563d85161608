import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { holdCalls } from '../traffic'
import { emailsTo, expectSignedIn, latestEmailTo, requestPasswordReset } from './helpers'

const DEMO_PASSWORD = 'Demo123!'
const NEW_PASSWORD = 'NoweHaslo1'
/** Said when the change itself refuses the link (it died while the form was open). */
const LINK_INVALID = 'Link jest nieprawidłowy lub wygasł'
/** Said as soon as the page has checked the link (GET /api/change-password/{token}). */
const LINK_UNKNOWN = 'Ten link do zmiany hasła jest nieprawidłowy.'
const LINK_GONE = 'Ten link do zmiany hasła wygasł lub został już użyty.'
const LINK_CHECK = '/api/change-password/*'

async function requestResetLink(page: Page, email: string) {
  await page.goto('/reset-hasla')
  await page.getByLabel('Adres email').fill(email)
  await page.getByRole('button', { name: 'Wyślij link' }).click()
  await expect(page.getByRole('heading', { name: 'Sprawdź skrzynkę pocztową' })).toBeFocused()
}

/** The emailed reset link of `email`, asked for through the API (the form is tested above). */
async function emailedResetLink(request: APIRequestContext, email: string) {
  await requestPasswordReset(request, email)
  const { link } = await latestEmailTo(request, email)
  expect(link).toMatch(/^\/zmien-haslo\/[\da-f-]{36}$/)
  return link ?? ''
}

const passwordField = (page: Page) => page.getByLabel('Nowe hasło', { exact: true })

/** The page offers a new link, and no password form. */
async function expectNewLinkOffered(page: Page) {
  await expect(page.getByRole('link', { name: 'Wyślij nowy link' })).toHaveAttribute(
    'href',
    '/reset-hasla',
  )
  await expect(passwordField(page)).toHaveCount(0)
}

async function setNewPassword(page: Page, password: string, repeat = password) {
  await page.getByLabel('Nowe hasło', { exact: true }).fill(password)
  await page.getByLabel('Powtórz nowe hasło').fill(repeat)
  await page.getByRole('button', { name: 'Zmień hasło' }).click()
}

test('a reset link from the email sets a new password that then logs in', async ({
  page,
  request,
  checkA11y,
  login,
}) => {
  await page.goto('/reset-hasla')
  await checkA11y(page)
  // Typed with capitals and spaces: the request carries the normalised email.
  await page.getByLabel('Adres email').fill('  Uczen@Example.com ')
  const sent = page.waitForRequest('**/api/reset-password')
  await page.getByRole('button', { name: 'Wyślij link' }).click()
  expect((await sent).postDataJSON()).toEqual({ email: 'uczen@example.com' })
  await expect(page.getByRole('heading', { name: 'Sprawdź skrzynkę pocztową' })).toBeFocused()
  await expect(
    page.getByText('Jeśli konto z adresem uczen@example.com istnieje, wysłaliśmy na nie link'),
  ).toBeVisible()
  await checkA11y(page)

  const { link } = await latestEmailTo(request, 'uczen@example.com')
  expect(link).toMatch(/^\/zmien-haslo\/[\da-f-]{36}$/)
  const token = link?.split('/').pop() ?? ''
  const checked = page.waitForResponse(
    (r) => r.request().method() === 'GET' && r.url().endsWith(`/api/change-password/${token}`),
  )
  await page.goto(link ?? '')
  await expect(page.getByRole('heading', { level: 1, name: 'Ustaw nowe hasło' })).toBeVisible()
  // The link was checked first (without using it up) and is valid: the form.
  expect((await checked).status()).toBe(200)
  await expect(passwordField(page)).toBeVisible()
  await checkA11y(page)

  // Mismatch and a weak password: Polish errors, nothing sent, what was typed stays.
  await setNewPassword(page, 'krotkie', 'inne')
  await expect(page.getByText('Hasło musi mieć co najmniej 8 znaków')).toBeVisible()
  await expect(page.getByText('Hasła nie są takie same')).toBeVisible()
  await expect(page.getByLabel('Nowe hasło', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  )
  await expect(page.getByLabel('Powtórz nowe hasło')).toHaveValue('inne')
  await checkA11y(page)

  await setNewPassword(page, NEW_PASSWORD)
  await expect(page.getByRole('heading', { name: 'Hasło zostało zmienione' })).toBeFocused()
  await checkA11y(page)
  await page.getByRole('link', { name: 'Przejdź do logowania' }).click()
  await expect(page).toHaveURL(/\/logowanie$/)

  await login(page, 'uczen@example.com', { password: NEW_PASSWORD })
  await expectSignedIn(page, 'Kuba Nowak')
})

test('the old password stops working and a used link, opened again, says so', async ({
  page,
  request,
}) => {
  const link = await emailedResetLink(request, 'mini@example.com')
  await page.goto(link)
  await setNewPassword(page, NEW_PASSWORD)
  await expect(page.getByRole('heading', { name: 'Hasło zostało zmienione' })).toBeVisible()

  await page.goto(link)
  await expect(page.getByRole('heading', { name: LINK_GONE })).toBeFocused()
  await expectNewLinkOffered(page)

  await page.goto('/logowanie')
  await page.getByLabel('Adres email').fill('mini@example.com')
  await page.getByLabel('Hasło', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click()
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Nieprawidłowy email lub hasło.',
  )
})

test('a link older than an hour says so when opened and offers a new one', async ({
  page,
  request,
  checkA11y,
  mock,
}) => {
  const link = await emailedResetLink(request, 'uczen@example.com')
  await mock.advanceClock(61 * 60 * 1000)

  await page.goto(link)
  await expect(page.getByRole('heading', { name: LINK_GONE })).toBeFocused()
  await expectNewLinkOffered(page)
  await checkA11y(page)
  await page.getByRole('link', { name: 'Wyślij nowy link' }).click()
  await expect(page).toHaveURL(/\/reset-hasla$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Nie pamiętasz hasła?' })).toBeVisible()
})

test('a link that expires while the form is open is refused when sent', async ({
  page,
  request,
  checkA11y,
  mock,
}) => {
  const link = await emailedResetLink(request, 'uczen@example.com')
  await page.goto(link)
  await expect(passwordField(page)).toBeVisible()

  await mock.advanceClock(61 * 60 * 1000)
  await setNewPassword(page, NEW_PASSWORD)
  await expect(page.getByRole('heading', { name: LINK_INVALID })).toBeFocused()
  await expectNewLinkOffered(page)
  await checkA11y(page)
})

test('an unknown link says so at once; a malformed one is not a page', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/zmien-haslo/0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9')
  await expect(page.getByRole('heading', { name: LINK_UNKNOWN })).toBeFocused()
  await expectNewLinkOffered(page)
  await checkA11y(page)

  await page.goto('/zmien-haslo/nie-uuid')
  await expect(page.getByRole('heading', { name: 'Strona nie została znaleziona.' })).toBeVisible()
})

test('the page says while it checks the link, and why a check failed, with a new try', async ({
  page,
  request,
  mock,
  checkA11y,
}) => {
  const link = await emailedResetLink(request, 'uczen@example.com')
  const checking = page.getByRole('main').getByRole('status').filter({ hasText: 'Ładowanie…' })

  await mock.addScenario({ pattern: LINK_CHECK, method: 'GET', delayMs: 2000 })
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1, name: 'Ustaw nowe hasło' })).toBeVisible()
  await expect(checking).toBeVisible()
  await expect(passwordField(page)).toHaveCount(0)
  await expect(passwordField(page)).toBeVisible()

  // Server down: its message at the first failed attempt (the retries go on meanwhile).
  const message = 'Serwer jest aktualnie wyłączony. Spróbuj ponownie za chwilę.'
  await mock.clearScenarios()
  await mock.addScenario({ pattern: LINK_CHECK, method: 'GET', status: 503, message })
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Nie udało się sprawdzić linku' })).toBeFocused()
  await expect(page.getByRole('main').getByText(message)).toBeVisible()
  await expect(passwordField(page)).toHaveCount(0)
  await checkA11y(page)

  // Back, but slow: the background retries cannot answer before the click's own check. The newest
  // scenario wins, so the 503 gives way in one step (clearing first let a retry succeed at once).
  await mock.addScenario({ pattern: LINK_CHECK, method: 'GET', delayMs: 3000 })
  await page.getByRole('button', { name: 'Spróbuj ponownie' }).click()
  await expect(checking).toBeVisible()
  await expect(passwordField(page)).toBeVisible({ timeout: 10_000 })
})

test('an unknown email gets the same answer and no email', async ({ page, request }) => {
  await requestResetLink(page, 'nikt@example.com')
  expect(await emailsTo(request, 'nikt@example.com')).toBe(0)
})

test('the reset form validates, reports API errors, keeps the email and sends once', async ({
  page,
  mock,
  checkA11y,
}) => {
  await page.goto('/reset-hasla')
  await page.getByRole('button', { name: 'Wyślij link' }).click()
  await expect(page.getByText('Podaj adres email', { exact: true })).toBeVisible()
  await page.getByLabel('Adres email').fill('to-nie-email')
  await page.getByRole('button', { name: 'Wyślij link' }).click()
  await expect(page.getByText('Podaj poprawny adres email', { exact: true })).toBeVisible()
  await checkA11y(page)

  const message = 'Usługa wysyłki jest chwilowo niedostępna.'
  await mock.addScenario({ pattern: '/api/reset-password', status: 500, message })
  const sending = await holdCalls(page, '/api/reset-password')
  let requests = 0
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/reset-password') requests += 1
  })
  await page.getByLabel('Adres email').fill('uczen@example.com')
  const button = page.getByRole('button', { name: 'Wyślij link' })
  await button.click()
  // Busy while sending: disabled, announced, and Enter does not send again.
  await expect(page.getByRole('button', { name: 'Wysyłanie…' })).toBeDisabled()
  await page.getByLabel('Adres email').press('Enter')
  await expect(page.getByRole('button', { name: 'Wysyłanie…' })).toBeDisabled()
  sending.release()
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(message)
  expect(requests).toBe(1)
  await expect(page.getByLabel('Adres email')).toHaveValue('uczen@example.com')
  await checkA11y(page)
})
