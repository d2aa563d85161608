import { expect, test } from '../fixtures'
import {
  DISTANCE,
  MOLAR_MASS,
  STUDENT,
  check,
  exercisePath,
  publishedExercise,
  setExerciseSettings,
  source,
  verdict,
} from './helpers'

test('a numeric exercise: a unit, hints one by one, a wrong and a right answer, the solution', async ({
  page,
  request,
  login,
  checkA11y,
}) => {
  // Hints only when asked for (the automatic ones have their own test).
  await setExerciseSettings(request, { showHintsAutomatically: false })
  const id = await publishedExercise(request, DISTANCE)
  await login(page, STUDENT, { at: exercisePath(id) })
  await expect(
    page.getByRole('heading', { level: 1, name: 'Samochód na autostradzie' }),
  ).toBeVisible()
  await expect(page.locator('.exercise-statement .katex').first()).toBeVisible()
  // Nothing of the answer before it is solved.
  await expect(page.getByText('Odpowiedź:')).toHaveCount(0)
  await checkA11y(page)

  await page.getByLabel('Wynik').fill('1080')
  await page.getByLabel('Jednostka').fill('km')
  await check(page).click()
  await expect(verdict(page)).toContainText('Źle')

  await page.getByRole('button', { name: 'Podpowiedź 1 z 2' }).click()
  await expect(page.getByText('Zamień 15 minut na godziny.')).toBeVisible()
  await expect(page.getByText('Droga to prędkość razy czas.')).toHaveCount(0)
  await page.getByRole('button', { name: 'Podpowiedź 2 z 2' }).click()
  await expect(page.getByText('Droga to prędkość razy czas.')).toBeVisible()
  await expect(page.getByText('To wszystkie podpowiedzi do tego zadania.')).toBeVisible()

  // The same distance in metres, with a thousands space.
  await page.getByLabel('Wynik').fill('18 000')
  await page.getByLabel('Jednostka').fill('m')
  await check(page).click()
  await expect(verdict(page)).toContainText('Dobrze')
  const solution = page.getByRole('region', { name: 'Rozwiązanie' })
  await expect(solution).toContainText('Odpowiedź: 18 km')
  await expect(solution.locator('.katex').first()).toBeVisible()
  const attempts = page.getByRole('region', { name: 'Twoje próby' }).getByRole('listitem')
  await expect(attempts).toHaveCount(2)
  await expect(attempts.first()).toContainText('Próba 2')
  await checkA11y(page)

  // The hints and the attempts are the server's: a reload keeps them.
  await page.reload()
  await expect(page.getByText('Droga to prędkość razy czas.')).toBeVisible()
  await expect(attempts).toHaveCount(2)
})

test('a decimal comma within the tolerance, a missing unit partly right, and the solution on request', async ({
  page,
  request,
  login,
  checkA11y,
}) => {
  const id = await publishedExercise(request, MOLAR_MASS)
  const other = await publishedExercise(request, DISTANCE)
  await login(page, STUDENT, { at: exercisePath(id) })
  await page.getByLabel('Wynik').fill('98')
  await check(page).click()
  await expect(verdict(page)).toContainText('Częściowo')
  await expect(verdict(page)).toContainText('Wynik poprawny, ale brakuje jednostki.')

  await page.getByLabel('Wynik').fill('98,4')
  await page.getByLabel('Jednostka').fill('g/mol')
  await check(page).click()
  await expect(verdict(page)).toContainText('Dobrze')
  await expect(page.getByRole('region', { name: 'Rozwiązanie' })).toContainText(
    'Odpowiedź: 98 g/mol (±0,5)',
  )

  // 'Pokaż rozwiązanie' asks first.
  await page.goto(exercisePath(other))
  await page.getByRole('button', { name: 'Pokaż rozwiązanie' }).click()
  const dialog = page.getByRole('dialog', { name: 'Pokazać rozwiązanie?' })
  await expect(dialog).toBeVisible()
  await checkA11y(page)
  await dialog.getByRole('button', { name: 'Pokaż rozwiązanie' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('region', { name: 'Rozwiązanie' })).toContainText('Odpowiedź: 18 km')
  await expect(page.getByRole('button', { name: 'Pokaż rozwiązanie' })).toHaveCount(0)
})

test('choice exercises: one option, several options', async ({
  page,
  request,
  login,
  checkA11y,
}) => {
  const options = [
    { id: 'a', text: 'Mitochondrium' },
    { id: 'b', text: 'Rybosom' },
    { id: 'c', text: 'Chloroplast' },
  ]
  const single = await publishedExercise(
    request,
    source({
      subject: 'biologia',
      topic: 'komorka',
      title: 'Energia komórki',
      statement: 'Które organellum wytwarza większość ATP w komórce zwierzęcej?',
      answer: { type: 'SINGLE_CHOICE', options, correct: 'a' },
    }),
  )
  const multiple = await publishedExercise(
    request,
    source({
      subject: 'biologia',
      topic: 'komorka',
      title: 'Organella z własnym DNA',
      statement: 'Które organella mają własne DNA?',
      answer: { type: 'MULTIPLE_CHOICE', options, correct: ['a', 'c'] },
    }),
  )
  await login(page, STUDENT, { at: exercisePath(single) })
  await check(page).click()
  await expect(page.getByText('Wybierz odpowiedź.', { exact: true })).toBeVisible()
  await page.getByRole('radio', { name: 'Rybosom' }).check()
  await check(page).click()
  await expect(verdict(page)).toContainText('Źle')
  await page.getByRole('radio', { name: 'Mitochondrium' }).check()
  await check(page).click()
  await expect(verdict(page)).toContainText('Dobrze')

  await page.goto(exercisePath(multiple))
  await page.getByRole('checkbox', { name: 'Mitochondrium' }).check()
  await page.getByRole('checkbox', { name: 'Chloroplast' }).check()
  await checkA11y(page)
  await check(page).click()
  await expect(verdict(page)).toContainText('Dobrze')
})

test('an expression: the live reading, an unreadable one refused at the field (no attempt), an equivalent form right', async ({
  page,
  request,
  login,
}) => {
  const id = await publishedExercise(
    request,
    source({
      topic: 'wyrazenia-algebraiczne',
      title: 'Uprość wyrażenie',
      statement: 'Zapisz wyrażenie $2(x+1)$ bez nawiasów.',
      answer: { type: 'EXPRESSION', expression: '2(x+1)', variables: ['x'] },
    }),
  )
  await login(page, STUDENT, { at: exercisePath(id) })
  const field = page.getByLabel('Wyrażenie')
  await field.fill('2(x+1')
  const reading = page.locator('.exercise-reading')
  await expect(reading).toContainText('brakuje nawiasu zamykającego')
  await check(page).click()
  await expect(page.locator('.field-error')).toHaveText(
    'Nie rozumiem tego wyrażenia: brakuje nawiasu zamykającego.',
  )
  await expect(verdict(page)).toHaveCount(0)

  await field.fill('2x + 2')
  await expect(reading).toContainText('Rozumiem to jako:')
  await check(page).click()
  await expect(verdict(page)).toContainText('Dobrze')
  // The refused expression was not an attempt.
  await expect(page.getByRole('region', { name: 'Twoje próby' }).getByRole('listitem')).toHaveCount(
    1,
  )
})

test('an open exercise: the text, the model solution, the self-grade', async ({
  page,
  request,
  login,
  checkA11y,
}) => {
  const id = await publishedExercise(
    request,
    source({
      subject: 'biologia',
      topic: 'komorka',
      title: 'Mitoza i mejoza',
      statement: 'Porównaj mitozę i mejozę: ile komórek powstaje i ile mają chromosomów?',
      solution: 'Mitoza: dwie komórki diploidalne. Mejoza: cztery komórki haploidalne.',
      answer: { type: 'OPEN' },
    }),
  )
  await login(page, STUDENT, { at: exercisePath(id) })
  await page.getByRole('button', { name: 'Pokaż wzorcowe rozwiązanie' }).click()
  await expect(page.getByText('Wpisz odpowiedź.')).toBeVisible()
  await page
    .getByRole('textbox', { name: 'Twoja odpowiedź' })
    .fill('Mitoza daje dwie komórki, mejoza cztery.')
  await page.getByRole('button', { name: 'Pokaż wzorcowe rozwiązanie' }).click()
  await expect(page.getByText('Mejoza: cztery komórki haploidalne.')).toBeVisible()
  await checkA11y(page)
  await page.getByRole('button', { name: 'Częściowo' }).click()
  await expect(verdict(page)).toContainText('Częściowo')
  await expect(
    page.getByRole('region', { name: 'Twoje próby' }).getByRole('listitem'),
  ).toContainText('Mitoza daje dwie komórki, mejoza cztery.')
})
