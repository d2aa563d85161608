import { apiAs } from '../blog/helpers'
import { expect, test } from '../fixtures'
import {
  PRO,
  REVIEWER,
  STUDENT,
  createExercise,
  exercisePath,
  personaPage,
  source,
} from './helpers'

test('review round trip: changes requested, fixed and sent again, approved, in the bank for others', async ({
  page,
  browser,
  baseURL,
  request,
  login,
  checkA11y,
}) => {
  // Three personas, each in a browser of its own.
  test.setTimeout(90_000)
  const student = await apiAs(request, STUDENT)
  const exercise = await createExercise(
    student,
    source({
      title: 'Pole kwadratu',
      topic: 'planimetria',
      statement: 'Bok kwadratu ma długość 5. Oblicz pole.',
      solution: 'Pole to bok do kwadratu: $5^2 = 25$.',
      answer: { type: 'NUMERIC', value: 25, tolerance: 0, unit: null, form: 'DECIMAL' },
    }),
    true,
  )
  // A context keeps the session it was given first.
  const [reviewer, pro] = await Promise.all([
    personaPage(browser, baseURL),
    personaPage(browser, baseURL),
  ])

  await login(reviewer, REVIEWER, { at: exercisePath(exercise.id) })
  const review = reviewer.getByRole('region', { name: 'Recenzja' })
  await expect(review).toBeVisible()
  await checkA11y(reviewer)
  await review.getByRole('button', { name: 'Poproś o poprawki' }).click()
  await expect(review.getByText('Komentarz musi mieć od 10 do 2000 znaków.')).toBeVisible()
  await review.getByLabel('Komentarz dla autora').fill('Dopisz jednostkę długości boku, np. cm.')
  await review.getByRole('button', { name: 'Poproś o poprawki' }).click()
  await expect(reviewer.getByText('Odesłano zadanie do poprawy.')).toBeVisible()
  await expect(review).toHaveCount(0)

  await login(page, STUDENT, { at: exercisePath(exercise.id) })
  await expect(page.getByText('Recenzent poprosił o poprawki.')).toBeVisible()
  await expect(page.getByText('Dopisz jednostkę długości boku, np. cm.')).toBeVisible()
  await page.getByRole('link', { name: 'Edytuj' }).click()
  const statement = page.getByRole('textbox', { name: 'Treść zadania' })
  await expect(statement).toHaveValue('Bok kwadratu ma długość 5. Oblicz pole.')
  await statement.fill('Bok kwadratu ma długość 5 cm. Oblicz pole.')
  await page.getByLabel('Jednostka').fill('cm^2')
  await page.getByRole('button', { name: 'Wyślij do recenzji' }).click()
  await expect(page).toHaveURL(exercisePath(exercise.id))
  await expect(page.getByText('Oczekuje na recenzję').first()).toBeVisible()

  await reviewer.reload()
  await expect(reviewer.getByText('Bok kwadratu ma długość 5 cm.')).toBeVisible()
  await review.getByRole('button', { name: 'Zatwierdź' }).click()
  await expect(reviewer.getByText('Zatwierdzono zadanie: jest teraz w bazie zadań.')).toBeVisible()

  // Another student finds it in the shared bank and solves it without seeing its key first.
  await login(pro, PRO, { at: '/produkt/zadania?przedmiot=matematyka&temat=planimetria' })
  await pro.getByRole('link', { name: 'Pole kwadratu' }).click()
  await expect(pro.getByRole('heading', { level: 1, name: 'Pole kwadratu' })).toBeVisible()
  await expect(pro.getByText('Odpowiedź:')).toHaveCount(0)
  await expect(pro.getByRole('link', { name: 'Edytuj' })).toHaveCount(0)
  await pro.getByLabel('Wynik').fill('25')
  await pro.getByLabel('Jednostka').fill('cm^2')
  await pro.getByRole('button', { name: 'Sprawdź', exact: true }).click()
  await expect(pro.locator('.exercise-verdict')).toContainText('Dobrze')
  await Promise.all([reviewer.context().close(), pro.context().close()])
})
