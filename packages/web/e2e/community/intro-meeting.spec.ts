import { expect, setBothClocks, test } from '../fixtures'
import { PAGES } from './helpers'

/** Monday 19.10.2026 12:00 in Warsaw: the next intro meetings are Wednesdays 21.10, 28.10 … */
const MONDAY = '2026-10-19T12:00:00+02:00'

test('a course participant books an intro meeting: a failure keeps the choice, then the thank-you page', async ({
  page,
  mock,
  login,
  checkA11y,
}) => {
  await setBothClocks(page, mock, MONDAY)
  await login(page, 'uczen@example.com', { at: PAGES.intro })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spotkanie wprowadzające')
  await expect(page).toHaveTitle(/^Spotkanie wprowadzające \|/)
  await expect(page.getByRole('listitem').filter({ hasText: 'Jak długo:' })).toHaveText(
    'Jak długo: 45 minut.',
  )

  const slots = page.getByRole('group', { name: 'Wybierz termin spotkania' }).getByRole('radio')
  await expect(slots).toHaveCount(4)
  await expect(page.locator('.community-slot').first()).toContainText('środa, 21.10.2026 19:00')
  await expect(page.locator('.community-slot').first()).toContainText('12 wolnych miejsc')
  await checkA11y(page)

  // Nothing chosen: said at the group, nothing sent.
  await page.getByRole('button', { name: 'Zapisz się' }).click()
  await expect(page.locator('.field-error')).toHaveText('Wybierz termin spotkania')
  await expect(slots.first()).toBeFocused()

  // The server fails: the message is shown and the choice stays.
  const choice = page.getByRole('radio', { name: /środa, 28\.10\.2026 19:00/ })
  await choice.check()
  await mock.addScenario({
    pattern: '/api/community/intro-meeting',
    method: 'POST',
    status: 500,
    message: 'Wystąpił nieoczekiwany błąd serwera. Spróbuj ponownie za chwilę.',
  })
  await page.getByRole('button', { name: 'Zapisz się' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'Wystąpił nieoczekiwany błąd serwera. Spróbuj ponownie za chwilę.',
  )
  await expect(choice).toBeChecked()
  await checkA11y(page)

  // Again, with the server back: the course's thank-you page confirms what the server booked.
  await mock.clearScenarios()
  await page.getByRole('button', { name: 'Zapisz się' }).click()
  await expect(page).toHaveURL(PAGES.thanks)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dziękujemy za zapis!')
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  await expect(page.getByText('Spotkanie wprowadzające:')).toContainText(
    'środa, 28.10.2026 19:00 (45 minut)',
  )
  await expect(page.getByRole('link', { name: 'Wróć do kursu' })).toHaveAttribute(
    'href',
    '/produkt/kurs-efektywnego-dzialania',
  )
  await expect(page).toHaveTitle(/^Dziękujemy za zapis na spotkanie \|/)
  await checkA11y(page)

  // The thank-you page reads the server: a reload shows the same booking.
  await page.reload()
  await expect(page.getByText('Spotkanie wprowadzające:')).toContainText('środa, 28.10.2026 19:00')

  // The community hub and the intro page know the booking; it can be moved.
  await page.getByRole('link', { name: 'Przejdź do społeczności' }).click()
  await expect(page.getByText('Twój termin:')).toContainText('środa, 28.10.2026 19:00')
  await page.getByRole('link', { name: 'Szczegóły spotkania i zmiana terminu' }).click()
  await expect(
    page.getByRole('radio', { name: /28\.10\.2026 19:00 Twój obecny termin/ }),
  ).toBeChecked()
  await page.getByRole('radio', { name: /środa, 04\.11\.2026 19:00/ }).check()
  await page.getByRole('button', { name: 'Zmień termin' }).click()
  await expect(page).toHaveURL(PAGES.thanks)
  await expect(page.getByText('Spotkanie wprowadzające:')).toContainText('środa, 04.11.2026 19:00')
})

test('without the course the confirmation is shown in place; the course thank-you page is not theirs', async ({
  page,
  mock,
  login,
  checkA11y,
}) => {
  await setBothClocks(page, mock, MONDAY)
  await login(page, 'mini@example.com', { at: PAGES.intro })
  await page.getByRole('radio', { name: /środa, 21\.10\.2026 19:00/ }).check()
  await page.getByRole('button', { name: 'Zapisz się' }).click()
  const outcome = page.getByRole('heading', { name: 'Zapisano Cię na spotkanie wprowadzające' })
  await expect(outcome).toBeFocused()
  await expect(page).toHaveURL(PAGES.intro)
  await expect(page.getByText(/^Termin:/)).toContainText('środa, 21.10.2026 19:00 (45 minut)')
  await checkA11y(page)

  await page.goto(PAGES.thanks)
  await expect(page).toHaveURL('/oferta/kurs-efektywnego-dzialania')
})

test('a thank-you page without a booking offers to book', async ({ page, login }) => {
  await login(page, 'pro@example.com', { at: PAGES.thanks })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Nie masz jeszcze zapisu na spotkanie',
  )
  await expect(page).toHaveTitle(/^Nie masz jeszcze zapisu na spotkanie \|/)
  await page.getByRole('link', { name: 'Wybierz termin' }).click()
  await expect(page).toHaveURL(PAGES.intro)
})

test('a booking can be cancelled after confirmation; a failure keeps it and says why', async ({
  page,
  mock,
  login,
  checkA11y,
}) => {
  await setBothClocks(page, mock, MONDAY)
  await login(page, 'mini@example.com', { at: PAGES.intro })
  await page.getByRole('radio', { name: /środa, 28\.10\.2026 19:00/ }).check()
  await page.getByRole('button', { name: 'Zapisz się' }).click()
  await expect(page.getByText('Zapisano Cię na spotkanie wprowadzające')).toBeVisible()
  await page.reload()
  await expect(page.getByText('Twój termin:')).toContainText('środa, 28.10.2026 19:00')

  await mock.addScenario({ pattern: '/api/community/intro-meeting', method: 'DELETE', status: 503 })
  await page.getByRole('button', { name: 'Zrezygnuj ze spotkania' }).click()
  const dialog = page.getByRole('dialog', { name: 'Zrezygnować ze spotkania?' })
  await expect(dialog).toContainText('środa, 28.10.2026 19:00')
  await checkA11y(page)
  await dialog.getByRole('button', { name: 'Zrezygnuj' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Nie udało się zrezygnować.')
  await dialog.getByRole('button', { name: 'Anuluj' }).click()
  await expect(page.getByText('Twój termin:')).toContainText('środa, 28.10.2026 19:00')

  await mock.clearScenarios()
  await page.getByRole('button', { name: 'Zrezygnuj ze spotkania' }).click()
  await dialog.getByRole('button', { name: 'Zrezygnuj' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Zrezygnowano ze spotkania wprowadzającego.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Zapisz się' })).toBeVisible()
  await expect(page.getByText('Twój termin:')).toHaveCount(0)
  await page.reload()
  await expect(page.locator('.community-slot').nth(1)).toContainText('12 wolnych miejsc')
})
