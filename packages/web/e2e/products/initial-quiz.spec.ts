import { QUIZ_FIELD_MESSAGES } from '@app/contract/user'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'

const PROGRESS_API = '/api/saas/user/quiz-progress'

async function signUpOnThePlatform(page: Page, email = 'ola.quiz@example.com') {
  await page.goto('/rejestracja-saas')
  await page.getByLabel('Imię').fill('Ola Quiz')
  await page.getByLabel('Adres email').fill(email)
  await page.getByLabel('Hasło').fill('Haslo1234')
  await page.getByRole('button', { name: 'Załóż konto' }).click()
  await expect(page).toHaveURL('/rejestracja-udana')
  await page.getByRole('link', { name: 'Przejdź do moich produktów' }).click()
}

const legend = (page: Page) => page.locator('legend')
const next = (page: Page) => page.getByRole('button', { name: 'Dalej' })

test('a new student answers the quiz one question at a time, resumes after a reload and finishes', async ({
  page,
  checkA11y,
}) => {
  await signUpOnThePlatform(page)
  await expect(page).toHaveURL('/produkt')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quiz startowy')
  await expect(page.getByText('Pytanie 1 z 7')).toBeVisible()
  await expect(legend(page)).toHaveText('Do jakiej szkoły chodzisz?')
  await checkA11y(page)

  // By keyboard: choose with Space, send with Enter.
  await page.getByLabel('Liceum').focus()
  await page.keyboard.press('Space')
  await page.keyboard.press('Enter')
  await expect(page.getByText('Pytanie 2 z 7')).toBeVisible()
  await expect(page).toHaveURL('/produkt?pytanie=grade')
  // A liceum has classes 1 to 4.
  await expect(page.getByRole('radio')).toHaveCount(4)
  await page.getByLabel('2. klasa').check()
  await next(page).click()

  await expect(legend(page)).toHaveText('Których przedmiotów chcesz się uczyć?')
  await page.getByLabel('Matematyka').check()
  await page.getByLabel('Fizyka').check()
  await next(page).click()
  await expect(page.getByText('Pytanie 4 z 7')).toBeVisible()

  // A reload resumes at the first unanswered question, even from a link to a later one.
  await page.goto('/produkt?pytanie=biggestChallenge')
  await expect(page.getByText('Pytanie 4 z 7')).toBeVisible()
  await expect(legend(page)).toHaveText('Co chcesz osiągnąć?')

  // Nothing chosen: said at once, nothing sent.
  await next(page).click()
  await expect(page.getByRole('alert')).toHaveText(QUIZ_FIELD_MESSAGES.goals)
  await page.getByLabel('Lepsze oceny').check()
  await next(page).click()

  // 'Wstecz' shows the saved answer.
  await page.getByRole('button', { name: 'Wstecz' }).click()
  await expect(page.getByLabel('Lepsze oceny')).toBeChecked()
  await next(page).click()

  await page.getByLabel('Nie wiem').check()
  // A save that fails says why and keeps the answer; the next try goes through.
  await page.route(`**${PROGRESS_API}`, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Nie udało się zapisać odpowiedzi.', httpsStatus: 400 }),
        })
      : route.fallback(),
  )
  await next(page).click()
  await expect(page.getByRole('alert')).toHaveText('Nie udało się zapisać odpowiedzi.')
  await expect(page.getByLabel('Nie wiem')).toBeChecked()
  await page.unroute(`**${PROGRESS_API}`)
  await next(page).click()

  await expect(page.getByText('Pytanie 6 z 7')).toBeVisible()
  await page.getByLabel('Godziny w tygodniu').fill('21')
  await next(page).click()
  await expect(page.getByRole('alert')).toHaveText(QUIZ_FIELD_MESSAGES.weeklyStudyHours)
  await page.getByLabel('Godziny w tygodniu').fill('6')
  await next(page).click()

  // The last question may be left empty.
  await expect(page.getByText('Pytanie 7 z 7')).toBeVisible()
  await page.getByRole('button', { name: 'Zakończ' }).click()
  await page.getByRole('dialog', { name: 'Twoje konto jest gotowe' }).press('Escape')
  // A platform sign-up's /produkt is 'Dziś' (issue 30).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Dziś, /)
  await page.reload()
  await page.getByRole('dialog', { name: 'Zacznij tutaj' }).press('Escape')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Dziś, /)
})

test('a course account never gets the quiz', async ({ page, login }) => {
  await login(page, 'uczen@example.com', { at: '/produkt?pytanie=schoolType' })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Dziś, /)
})

test('a parent answers the four questions about the child', async ({ page }) => {
  await page.goto('/rejestracja-saas')
  await page.getByLabel('Imię').fill('Anna Quiz')
  await page.getByLabel('Adres email').fill('anna.quiz@example.com')
  await page.getByLabel('Hasło').fill('Haslo1234')
  await page.getByLabel('Jestem rodzicem').check()
  await page.getByRole('button', { name: 'Załóż konto' }).click()
  await page.getByRole('link', { name: 'Przejdź do moich produktów' }).click()

  await expect(page.getByText('Pytanie 1 z 4')).toBeVisible()
  await expect(legend(page)).toHaveText('Do jakiej szkoły chodzi Twoje dziecko?')
  await page.getByLabel('Technikum').check()
  await next(page).click()
  await expect(legend(page)).toHaveText('W której klasie jest Twoje dziecko?')
  await expect(page.getByRole('radio')).toHaveCount(5)
  await page.getByLabel('3. klasa').check()
  await next(page).click()
  await page.getByLabel('Chemia').check()
  await next(page).click()
  await expect(page.getByText('Pytanie 4 z 4')).toBeVisible()
  await page.getByLabel('Dobrze zdany egzamin').check()
  await page.getByRole('button', { name: 'Zakończ' }).click()

  const configured = page.getByRole('dialog', { name: 'Twoje konto jest gotowe' })
  await expect(configured).toContainText('Szkoła dziecka')
  await expect(configured).toContainText('Technikum, 3. klasa')
  await expect(configured).not.toContainText('Chronotyp')
})
