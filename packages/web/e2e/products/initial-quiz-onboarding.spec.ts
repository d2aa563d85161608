import { CHRONOTYPE_QUESTIONS } from '@app/domain/chronotype/chronotype'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'

const PROGRESS_API = '/api/saas/user/quiz-progress'
const EMAIL = 'kuba.quiz@example.com'
const PASSWORD = 'Haslo1234'

const next = (page: Page) => page.getByRole('button', { name: 'Dalej' })
const heading = (page: Page) => page.getByRole('heading', { level: 1 })

/** No dialog after the page has settled (the dialogs load on demand). */
async function expectNoDialog(page: Page) {
  await expect(heading(page)).toHaveText(/^Dziś, /)
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

test('the chronotype test answers its question, a failed save waits on the device, and each onboarding dialog shows once', async ({
  page,
  browser,
  baseURL,
  login,
  checkA11y,
}) => {
  // Three sign-ins and two reloads in one story: on a loaded 2-core runner it nears 30 s.
  test.slow()
  await page.context().addCookies([{ name: 'cookieConsent', value: 'false', url: baseURL ?? '' }])
  await page.goto('/rejestracja-saas')
  await page.getByLabel('Imię').fill('Kuba Quiz')
  await page.getByLabel('Adres email').fill(EMAIL)
  await page.getByLabel('Hasło').fill(PASSWORD)
  await page.getByRole('button', { name: 'Załóż konto' }).click()
  await page.getByRole('link', { name: 'Przejdź do moich produktów' }).click()

  for (const choice of ['Liceum', '2. klasa', 'Matematyka', 'Lepsze oceny']) {
    await page.getByLabel(choice, { exact: true }).check()
    await next(page).click()
  }

  // The chronotype question leads to the test, whose result comes back as the answer.
  await expect(page.getByText('Pytanie 5 z 7')).toBeVisible()
  await page.getByRole('link', { name: 'Zrób test (2 min)' }).click()
  await expect(page).toHaveURL('/test-na-chronotyp?powrot=quiz')
  // 3 + 2 + 3 + 3 + 2 = 13 points: an intermediate type.
  for (const [index, option] of [2, 1, 2, 2, 2].entries()) {
    const label = CHRONOTYPE_QUESTIONS[index]?.options[option]?.label ?? ''
    await page
      .getByRole('group', { name: new RegExp(`^Pytanie ${index + 1}\\.`) })
      .getByRole('radio', { name: label, exact: true })
      .check()
  }
  await page.getByRole('button', { name: 'Pokaż wynik' }).click()
  await expect(page.getByRole('heading', { name: 'Twój chronotyp: typ pośredni' })).toBeVisible()
  await checkA11y(page)
  await page.getByRole('link', { name: 'Zapisz wynik i wróć do quizu' }).click()
  await expect(page.getByText('Pytanie 6 z 7')).toBeVisible()
  await expect(page).toHaveURL('/produkt?pytanie=weeklyStudyHours')
  await page.getByRole('button', { name: 'Wstecz' }).click()
  await expect(page.getByLabel('typ pośredni')).toBeChecked()
  await next(page).click()

  // The server cannot be reached: the answer waits on this device, also across a reload.
  await page.route(`**${PROGRESS_API}`, (route) =>
    route.request().method() === 'POST' ? route.abort('failed') : route.fallback(),
  )
  await page.getByLabel('Godziny w tygodniu').fill('6')
  await next(page).click()
  await expect(page.getByText('Pytanie 7 z 7')).toBeVisible()
  const waiting = page.getByRole('status').filter({ hasText: 'Brak połączenia z serwerem' })
  await expect(waiting).toContainText('1 odpowiedź czeka na zapisanie.')
  await page.reload()
  await expect(page.getByText('Pytanie 7 z 7')).toBeVisible()
  await expect(waiting).toContainText('1 odpowiedź czeka na zapisanie.')
  await checkA11y(page)

  // 'Zakończ' waits until the server has it, then finishes.
  await page.unroute(`**${PROGRESS_API}`)
  await page.getByRole('button', { name: 'Zakończ' }).click()
  const configured = page.getByRole('dialog', { name: 'Twoje konto jest gotowe' })
  await expect(configured).toContainText('Liceum, 2. klasa')
  await expect(configured).toContainText('Typ pośredni')
  await expect(configured).toContainText('6 godzin w tygodniu')
  await checkA11y(page)
  await configured.getByRole('button', { name: 'Zaczynamy' }).click()
  await expect(configured).toBeHidden()
  await expect(page.getByRole('main')).toBeFocused()
  // A platform sign-up's /produkt is 'Dziś' (issue 30).
  await expect(heading(page)).toHaveText(/^Dziś, /)

  // The next view of My products: 'Zacznij tutaj', step by step.
  await page.reload()
  const startHere = page.getByRole('dialog', { name: 'Zacznij tutaj' })
  await expect(startHere.getByRole('heading', { level: 3 })).toHaveText('Program')
  await expect(startHere).toContainText('Krok 1 z 3')
  await checkA11y(page)
  await page.keyboard.press('Enter')
  await expect(startHere.getByRole('heading', { level: 3 })).toHaveText('Narzędzia')
  await startHere.getByRole('button', { name: 'Dalej' }).click()
  await expect(startHere.getByRole('heading', { level: 3 })).toHaveText('Ustawienia')
  await expect(startHere.getByRole('button', { name: 'Zaczynam' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(startHere).toBeHidden()

  // Seen: not after a reload, nor in another browser.
  await page.reload()
  await expectNoDialog(page)
  const otherContext = await browser.newContext({ baseURL })
  const other = await otherContext.newPage()
  await login(other, EMAIL, { password: PASSWORD, at: '/produkt' })
  await expectNoDialog(other)
  await otherContext.close()
})
