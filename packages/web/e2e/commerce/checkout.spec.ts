import { COMMERCE_TEXT } from '@app/contract/commerce/text'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'

const KED_CHECKOUT = '/produkt/zakup/kurs-efektywnego-dzialania'
const PAY = 'Przechodzę do płatności'
const PROVIDER_HEADING = 'Wybierz sposób płatności'

/** The requests that made an order (POST /api/orders), counted as the page sends them. */
function countOrders(page: Page) {
  const seen = { orders: 0, payments: 0 }
  page.on('request', (request) => {
    if (request.method() !== 'POST') return
    const { pathname } = new URL(request.url())
    if (pathname === '/api/orders') seen.orders += 1
    if (/^\/api\/orders\/[^/]+\/payment$/.test(pathname)) seen.payments += 1
  })
  return seen
}

const field = (page: Page, label: string) =>
  page.getByRole('main').getByLabel(label, { exact: true })
const termsBox = (page: Page) => page.getByRole('checkbox', { name: /^Akceptuję regulamin/ })
const accessBox = (page: Page) => page.getByRole('checkbox', { name: /^Chcę dostać dostęp/ })

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookieConsent', value: 'false', url: baseURL ?? '' }])
})

test('an account without products buys the course: price with VAT, promo codes, NIP and consents, then the provider', async ({
  page,
  mock,
  checkA11y,
}) => {
  // /produkt/zakup needs a login: the offer's 'Kup kurs' signs in first and comes back.
  await page.goto('/oferta/kurs-efektywnego-dzialania')
  await page.getByRole('main').getByRole('link', { name: 'Kup kurs' }).first().click()
  await expect(page).toHaveURL(/^[^?]*\/logowanie\?redirect=/)
  const { password } = await mock.persona('brak@example.com')
  await page.getByLabel('Adres email').fill('brak@example.com')
  await page.getByLabel('Hasło').fill(password)
  await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click()
  await expect(page).toHaveURL(KED_CHECKOUT)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Kup Kurs Efektywnego Działania' }),
  ).toBeVisible()

  const main = page.getByRole('main')
  await expect(main).toContainText('697,00 zł')
  await expect(main).toContainText('w tym 23% VAT: 130,33 zł')
  const requests = countOrders(page)

  // A code the API does not know is refused at the field, in its words.
  const code = field(page, 'Kod promocyjny (nieobowiązkowy)')
  await code.fill('NIEMAKODU')
  await main.getByRole('button', { name: 'Zastosuj' }).click()
  await expect(code).toHaveAccessibleDescription(COMMERCE_TEXT.promoUnknown)
  await expect(code).toHaveValue('NIEMAKODU')

  // NAUKA10 lowers the price by 10%, with the VAT of what is paid.
  await code.fill('nauka10')
  await main.getByRole('button', { name: 'Zastosuj' }).click()
  await expect(
    main.getByRole('status').filter({ hasText: 'Zastosowano kod NAUKA10' }),
  ).toBeVisible()
  await expect(main).toContainText('627,30 zł')
  await expect(main).toContainText('w tym 23% VAT: 117,30 zł')
  await expect(main).toContainText('Kod NAUKA10: −10%')

  // Invoice details with a NIP whose check digit is wrong, and no consents: refused in the browser.
  await main.getByRole('checkbox', { name: 'Chcę fakturę' }).check()
  await field(page, 'Nazwa firmy albo imię i nazwisko').fill('Firma Testowa Sp. z o.o.')
  const nip = field(page, 'NIP (nieobowiązkowy)')
  await nip.fill('123-456-32-19')
  await field(page, 'Ulica i numer').fill('ul. Polna 1/2')
  await field(page, 'Kod pocztowy (00-000)').fill('00-950')
  await field(page, 'Miejscowość').fill('Warszawa')
  await main.getByRole('button', { name: PAY }).click()
  await expect(nip).toHaveAccessibleDescription(new RegExp(escape(COMMERCE_TEXT.nip)))
  await expect(nip).toBeFocused()
  await expect(termsBox(page)).toHaveAccessibleDescription(COMMERCE_TEXT.termsConsent)
  await expect(accessBox(page)).toHaveAccessibleDescription(
    new RegExp(escape(COMMERCE_TEXT.immediateAccessConsent)),
  )
  // Every field as typed.
  await expect(nip).toHaveValue('123-456-32-19')
  await expect(code).toHaveValue('nauka10')
  await expect(field(page, 'Miejscowość')).toHaveValue('Warszawa')
  expect(requests.orders).toBe(0)
  await checkA11y(page)

  // Corrected: one order (a double click too), then the provider's payment page.
  await nip.fill('123-456-32-18')
  await termsBox(page).check()
  await accessBox(page).check()
  await main.getByRole('button', { name: PAY }).dblclick()
  await expect(page.getByRole('heading', { level: 1, name: PROVIDER_HEADING })).toBeVisible()
  expect(new URL(page.url()).pathname).toMatch(/^\/provider\/pay\//)
  expect(requests.orders).toBe(1)
})

test('a provider that is down keeps the form and the order; trying again pays that order', async ({
  page,
  login,
  mock,
}) => {
  await login(page, 'brak@example.com', { at: KED_CHECKOUT })
  const requests = countOrders(page)
  await mock.addScenario({
    pattern: '/api/orders/*/payment',
    method: 'POST',
    status: 503,
    message: 'Operator płatności jest chwilowo niedostępny. Spróbuj ponownie za chwilę.',
  })
  await termsBox(page).check()
  await accessBox(page).check()
  const main = page.getByRole('main')
  await main.getByRole('button', { name: PAY }).click()
  await expect(main.getByRole('alert')).toHaveText(
    'Operator płatności jest chwilowo niedostępny. Spróbuj ponownie za chwilę.',
  )
  await expect(termsBox(page)).toBeChecked()

  await mock.clearScenarios()
  await main.getByRole('button', { name: PAY }).click()
  await expect(page.getByRole('heading', { level: 1, name: PROVIDER_HEADING })).toBeVisible()
  expect(requests).toEqual({ orders: 1, payments: 2 })
})

test('an owner of the course is told so and led to it', async ({ page, login }) => {
  await login(page, 'uczen@example.com', { at: KED_CHECKOUT })
  const main = page.getByRole('main')
  await expect(main).toContainText(COMMERCE_TEXT.alreadyHasCourse)
  await expect(main.getByRole('link', { name: 'Przejdź do kursu' })).toHaveAttribute(
    'href',
    '/produkt/kurs-efektywnego-dzialania',
  )
  await expect(main.getByRole('button', { name: PAY })).toHaveCount(0)
})

test('/pro shows both plans and the saving; a student chooses the yearly plan and gets its checkout', async ({
  page,
  login,
  checkA11y,
}) => {
  await login(page, 'mini@example.com', { at: '/pro' })
  const main = page.getByRole('main')
  const plans = main.getByRole('list', { name: 'Plany Pakietu Pro' })
  await expect(plans.getByRole('listitem')).toHaveCount(2)
  await expect(plans).toContainText('49,00 zł / miesiąc')
  await expect(plans).toContainText('399,00 zł / rok')
  await expect(plans).toContainText('Oszczędzasz 189,00 zł (32%)')
  await checkA11y(page)

  await main.getByRole('link', { name: 'Wybieram plan roczny' }).click()
  await expect(page).toHaveURL('/produkt/pro?plan=roczny')
  await expect(main.getByRole('heading', { level: 2, name: 'Pakiet Pro (roczny)' })).toBeVisible()
  const form = main.locator('form')
  await expect(form).toContainText('399,00 zł rocznie')
  await expect(form).toContainText('w tym 23% VAT: 74,61 zł')
  await expect(main.getByRole('button', { name: PAY })).toBeVisible()
  await checkA11y(page)
})

test('a subscriber sees that pro is active, with the way to manage it instead of the plans', async ({
  page,
  login,
}) => {
  await login(page, 'pro@example.com', { at: '/produkt/pro?plan=roczny' })
  const main = page.getByRole('main')
  await expect(main).toContainText('Pakiet Pro jest aktywny')
  await expect(main.getByRole('link', { name: 'Zarządzaj subskrypcją' })).toHaveAttribute(
    'href',
    '/ustawienia/rozliczenia',
  )
  await expect(main.getByRole('list', { name: 'Plany Pakietu Pro' })).toHaveCount(0)
  await expect(main.getByRole('button', { name: PAY })).toHaveCount(0)
})

test("a tool's pro offer and the product menu lead to /produkt/pro", async ({ page, login }) => {
  await login(page, 'nowy@example.com', { at: '/produkt/fiszki' })
  await expect(
    page.getByRole('navigation', { name: 'Menu produktu' }).getByRole('link', {
      name: 'Przejdź na pro',
    }),
  ).toHaveAttribute('href', '/produkt/pro')
  await page.getByRole('main').getByRole('link', { name: 'Przejdź na pro' }).click()
  await expect(page).toHaveURL('/produkt/pro')
  await expect(page.getByRole('heading', { level: 1, name: 'Pakiet Pro' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Wybieram plan miesięczny' })).toBeVisible()
})

test("'Mistrzowskie wsparcie' asks a guest to log in and comes back to its checkout", async ({
  page,
  mock,
}) => {
  await page.goto('/zakup/mistrzowskie-wsparcie')
  const main = page.getByRole('main')
  await expect(main).toContainText('1497,00 zł')
  await expect(main).toContainText('w tym 23% VAT: 279,93 zł')
  await main.getByRole('link', { name: 'Zaloguj się, aby kupić' }).click()
  const { password } = await mock.persona('brak@example.com')
  await page.getByLabel('Adres email').fill('brak@example.com')
  await page.getByLabel('Hasło').fill(password)
  await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click()
  await expect(page).toHaveURL('/zakup/mistrzowskie-wsparcie')
  await expect(
    main.getByRole('checkbox', { name: /regulamin Mistrzowskiego wsparcia/ }),
  ).toBeVisible()
  await expect(main.getByRole('button', { name: PAY })).toBeVisible()
})

test('the chat pack has its checkout in the product area', async ({ page, login }) => {
  await login(page, 'uczen@example.com', { at: '/produkt/chat/zakup' })
  const main = page.getByRole('main')
  await expect(
    main.getByRole('heading', { level: 2, name: 'Pakiet 500 wiadomości czatu AI' }),
  ).toBeVisible()
  await expect(main).toContainText('29,00 zł')
  await expect(main).toContainText('w tym 23% VAT: 5,42 zł')
})

/** A text as a regular expression that matches it literally. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
