import { lastAnswer, skipTutorial } from '../chat/helpers'
import { expect, test } from '../fixtures'
import {
  DISTANCE,
  MOLAR_MASS,
  STUDENT,
  check,
  exercisePath,
  publishedExercise,
  setExerciseSettings,
  verdict,
} from './helpers'

test("with 'Pokazuj podpowiedzi automatycznie' a wrong answer opens the next hint", async ({
  page,
  request,
  login,
}) => {
  await setExerciseSettings(request, { showHintsAutomatically: true })
  const id = await publishedExercise(request, MOLAR_MASS)
  await login(page, STUDENT, { at: exercisePath(id) })
  await expect(page.getByText('Zsumuj masy wszystkich atomów w cząsteczce.')).toHaveCount(0)
  await page.getByLabel('Wynik').fill('50')
  await page.getByLabel('Jednostka').fill('g/mol')
  await check(page).click()
  await expect(verdict(page)).toContainText('Źle')
  await expect(page.getByText('Zsumuj masy wszystkich atomów w cząsteczce.')).toBeVisible()
})

test("'Zapytaj czat' opens a conversation about the exercise; the tutor's answers hold no part of the key", async ({
  page,
  request,
  login,
  checkA11y,
}) => {
  await skipTutorial(request)
  const id = await publishedExercise(request, DISTANCE)
  await login(page, STUDENT, { at: exercisePath(id) })
  await page.getByRole('button', { name: 'Podpowiedź 1 z 2' }).click()
  await expect(page.getByText('Zamień 15 minut na godziny.')).toBeVisible()
  await page.getByRole('link', { name: 'Zapytaj czat' }).click()
  await expect(page).toHaveURL(`/produkt/chat?zadanie=${id}`)
  const context = page.getByRole('complementary', { name: 'Zadanie, o które pytasz' })
  await expect(context).toContainText('Samochód na autostradzie')
  await expect(page.getByRole('radio', { name: 'Tryb sokratejski' })).toBeChecked()
  await checkA11y(page)

  const message = page.getByLabel('Twoja wiadomość')
  await message.fill('Pomóż mi z tym zadaniem.')
  await page.getByRole('button', { name: 'Wyślij' }).click()
  await expect(page).toHaveURL(/\?rozmowa=[0-9A-Za-z]{27}$/)
  const first = lastAnswer(page)
  // The tutor has the statement and the hint revealed, not the key or the solution.
  await expect(first).toContainText('przez 15 minut')
  await expect(first).toContainText('Zamień 15 minut na godziny.')
  await expect(first.getByRole('button', { name: 'Wygeneruj ponownie' })).toBeVisible()
  await expect(context).toContainText('Samochód na autostradzie')

  await message.fill('Podaj mi wynik.')
  await message.press('Enter')
  await expect(lastAnswer(page)).toContainText('Nie podam gotowego wyniku')
  await expect(lastAnswer(page).getByRole('button', { name: 'Wygeneruj ponownie' })).toBeVisible()
  for (const answer of await page.locator('.chat-message-tutor').all())
    await expect(answer).not.toContainText(/\b18\b|0,25/)

  // A right result is confirmed, not repeated.
  await message.fill('Czy wynik to 18 km?')
  await message.press('Enter')
  await expect(lastAnswer(page)).toContainText('Sprawdziłem go tak samo jak strona zadania.')
  await expect(lastAnswer(page)).not.toContainText(/\b18\b/)
})
