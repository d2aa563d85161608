import { expect, expectAppReady, test } from '../fixtures'
import { holdCalls } from '../traffic'
import { countCalls, expectOwnHead } from './newsletter-helpers'

const MESSAGE = 'Dzień dobry, czy kurs sprawdzi się u córki w 8 klasie?'

test('the contact form validates, keeps what was typed on failure, sends once, then thanks', async ({
  page,
  mock,
  checkA11y,
}) => {
  await page.goto('/kontakt')
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible()
  // The form in the page's HTML works once the app runs.
  await expectAppReady(page)
  await expectOwnHead(page, 'Kontakt')
  await checkA11y(page)

  const send = page.getByRole('button', { name: 'Wyślij wiadomość' })
  await send.click()
  await expect(page.getByText('Imię musi mieć co najmniej 2 znaki')).toBeVisible()
  await expect(page.getByText('Podaj adres email', { exact: true })).toBeVisible()
  await expect(page.getByText('Wiadomość musi mieć co najmniej 10 znaków')).toBeVisible()
  await checkA11y(page)

  await page.getByLabel('Imię').fill('Ola')
  await page.getByLabel('Adres email').fill('ola@')
  await page.getByLabel('Wiadomość').fill('Krótko')
  await send.click()
  await expect(page.getByText('Podaj poprawny adres email', { exact: true })).toBeVisible()
  await expect(page.getByLabel('Wiadomość')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Imię')).toHaveValue('Ola')

  const message = 'Nie udało się wysłać wiadomości. Spróbuj za chwilę.'
  await mock.addScenario({ pattern: '/api/feedback', status: 500, message })
  const calls = countCalls(page, '/api/feedback')
  const sending = await holdCalls(page, '/api/feedback')
  await page.getByLabel('Adres email').fill('Ola@Example.com')
  await page.getByLabel('Wiadomość').fill(MESSAGE)
  await send.click()
  await expect(page.getByRole('button', { name: 'Wysyłanie…' })).toBeDisabled()
  await page.getByLabel('Imię').press('Enter')
  await expect(page.getByRole('button', { name: 'Wysyłanie…' })).toBeDisabled()
  sending.release()
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(message)
  expect(calls()).toBe(1)
  await expect(page.getByLabel('Imię')).toHaveValue('Ola')
  await expect(page.getByLabel('Adres email')).toHaveValue('Ola@Example.com')
  await expect(page.getByLabel('Wiadomość')).toHaveValue(MESSAGE)
  await checkA11y(page)

  await mock.clearScenarios()
  const sent = page.waitForRequest('**/api/feedback')
  await send.click()
  expect((await sent).postDataJSON()).toEqual({
    name: 'Ola',
    email: 'ola@example.com',
    message: MESSAGE,
  })
  await expect(page.getByRole('heading', { name: 'Dziękujemy za wiadomość!' })).toBeFocused()
  await expect(page.getByText('Odpowiemy na adres ola@example.com')).toBeVisible()
  await checkA11y(page)

  await page.getByRole('button', { name: 'Napisz kolejną wiadomość' }).click()
  await expect(page.getByLabel('Wiadomość')).toHaveValue('')
})

test('a signed-in user finds their name and email filled in', async ({ page, login }) => {
  await login(page, 'uczen@example.com', { at: '/kontakt' })
  await expect(page.getByLabel('Imię')).toHaveValue('Kuba Nowak')
  await expect(page.getByLabel('Adres email')).toHaveValue('uczen@example.com')
})
