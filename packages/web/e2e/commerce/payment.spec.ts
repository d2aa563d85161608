import type { Page } from '@playwright/test'
import { expect, forwardBothClocks, setBothClocks, test } from '../fixtures'

const KED_CHECKOUT = '/produkt/zakup/kurs-efektywnego-dzialania'
const ORDER_PAGE = /\/zakup\/kurs-efektywnego-dzialania\/([0-9A-Za-z]{27})(\/(sukces|blad))?$/

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookieConsent', value: 'false', url: baseURL ?? '' }])
})

/** On the KED checkout (signed in there): both consents, sent to the provider's page. */
async function checkout(page: Page) {
  await page.getByRole('checkbox', { name: /^Akceptuję regulamin/ }).check()
  await page.getByRole('checkbox', { name: /^Chcę dostać dostęp/ }).check()
  await page.getByRole('button', { name: 'Przechodzę do płatności' }).click()
  await expect(page.getByRole('heading', { name: 'Wybierz sposób płatności' })).toBeVisible()
}

const payByCard = async (page: Page, number: string) => {
  await page.getByLabel('Numer karty').fill(number)
  await page.getByLabel('Data ważności (MM/RR)').fill('12/39')
  await page.getByLabel('Kod CVC').fill('123')
  await page.getByRole('button', { name: 'Zapłać kartą' }).click()
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 })

test('brak pays the course by BLIK and opens its first week', async ({
  page,
  mock,
  login,
  checkA11y,
}) => {
  // Both clocks stand still, so that the bank app's 3 s pass at once.
  await setBothClocks(page, mock, new Date().toISOString())
  await login(page, 'brak@example.com', { at: KED_CHECKOUT })
  await checkout(page)
  await checkA11y(page)
  await page.getByLabel('Kod BLIK').fill('777777')
  await page.getByRole('button', { name: 'Zapłać BLIKIEM' }).click()
  await expect(heading(page)).toHaveText('Potwierdź płatność w aplikacji banku')
  // The bank app approves after 3 s; the provider sends the buyer back, the page reads the order.
  await forwardBothClocks(page, mock, 3_000)
  await expect(page).toHaveURL(ORDER_PAGE, { timeout: 15_000 })
  await expect(heading(page)).toHaveText('Płatność przyjęta')
  await expect(page).toHaveURL(/\/sukces$/)
  await checkA11y(page)
  await page.getByRole('link', { name: 'Przejdź do kursu' }).click()
  await expect(page).toHaveURL('/produkt/kurs-efektywnego-dzialania')
  await expect(page.getByRole('main')).toContainText('Tydzień 0')
})

test('a success address opened without paying shows what really happened and grants nothing', async ({
  page,
  login,
}) => {
  await login(page, 'mini@example.com', { at: KED_CHECKOUT })
  await checkout(page)
  await page.getByRole('button', { name: 'Anuluj płatność i wróć do sklepu' }).click()
  await expect(heading(page)).toHaveText('Płatność nie powiodła się')
  const orderId = ORDER_PAGE.exec(new URL(page.url()).pathname)?.[1]
  await page.goto(`/zakup/kurs-efektywnego-dzialania/${orderId}/sukces`)
  await expect(heading(page)).toHaveText('Płatność nie powiodła się')
  await expect(page).toHaveURL(/\/blad$/)
  await page.goto('/produkt/kurs-efektywnego-dzialania')
  await expect(page).toHaveURL('/oferta/kurs-efektywnego-dzialania')
  // An order id that does not exist is a friendly not-found.
  await page.goto('/zakup/kurs-efektywnego-dzialania/2Kx8Qq1YV3nMZf0uS9rT5aBcDeF')
  await expect(heading(page)).toHaveText('Strona nie została znaleziona.')
})

test('a declined BLIK code leads to the error page, and trying again with a 3-D Secure card pays the same order', async ({
  page,
  login,
  checkA11y,
}) => {
  await login(page, 'mini@example.com', { at: KED_CHECKOUT })
  await checkout(page)
  await page.getByLabel('Kod BLIK').fill('000000')
  await page.getByRole('button', { name: 'Zapłać BLIKIEM' }).click()
  await expect(heading(page)).toHaveText('Płatność nie powiodła się')
  await expect(page).toHaveURL(/\/blad$/)
  const orderId = ORDER_PAGE.exec(new URL(page.url()).pathname)?.[1]
  await checkA11y(page)
  await page.getByRole('button', { name: 'Spróbuj ponownie' }).click()
  await expect(page.getByRole('heading', { name: 'Wybierz sposób płatności' })).toBeVisible()
  await payByCard(page, '4000 0000 0000 3220')
  await expect(heading(page)).toHaveText('Weryfikacja 3-D Secure')
  await page.getByRole('button', { name: 'Zatwierdź płatność' }).click()
  await expect(heading(page)).toHaveText('Płatność przyjęta')
  expect(ORDER_PAGE.exec(new URL(page.url()).pathname)?.[1]).toBe(orderId)
})

test('a transfer waits until the bank books it, then the payment is confirmed', async ({
  page,
  login,
  mock,
  checkA11y,
}) => {
  await login(page, 'brak@example.com', { at: KED_CHECKOUT })
  await checkout(page)
  const token = new URL(page.url()).pathname.split('/').pop()!
  await page.getByRole('button', { name: 'Zapłać przelewem' }).click()
  await expect(heading(page)).toHaveText('Przelew zlecony')
  await page.getByRole('link', { name: 'Wróć do sklepu' }).click()
  await expect(heading(page)).toHaveText('Czekamy na potwierdzenie płatności')
  await checkA11y(page)
  await mock.bookTransfer(token)
  await expect(heading(page)).toHaveText('Płatność przyjęta', { timeout: 10_000 })
  await expect(page).toHaveURL(/\/sukces$/)
})

test("a child asks a parent to pay: the parent's link names the child, the payment gives the child the course", async ({
  page,
  browser,
  baseURL,
  login,
  checkA11y,
}) => {
  await login(page, 'brak@example.com', { at: KED_CHECKOUT })
  await page.getByRole('checkbox', { name: /^Akceptuję regulamin/ }).check()
  await page.getByRole('checkbox', { name: /^Chcę dostać dostęp/ }).check()
  await page.getByRole('button', { name: 'Poproś rodzica o płatność' }).click()
  const link = await page.getByLabel('Link do płatności dla rodzica').inputValue()
  expect(link).toMatch(/\/r\/[0-9A-Za-z]{27}$/)

  // The parent opens it in their own browser, signed in as rodzic.
  const parentContext = await browser.newContext({ baseURL })
  const parent = await parentContext.newPage()
  await login(parent, 'rodzic@example.com', { at: new URL(link).pathname })
  await expect(heading(parent)).toHaveText('Płatność za zamówienie dla: Piotr')
  await expect(parent.getByRole('main')).not.toContainText('brak@example.com')
  await checkA11y(parent)
  await parent.getByRole('button', { name: /^Zapłać/ }).click()
  await payByCard(parent, '4242 4242 4242 4242')
  await expect(heading(parent)).toHaveText('Płatność przyjęta')
  await expect(parent.getByRole('main')).toContainText('Piotr ma już dostęp')
  await parentContext.close()

  await page.goto('/produkt/kurs-efektywnego-dzialania')
  await expect(page).toHaveURL('/produkt/kurs-efektywnego-dzialania')
})
