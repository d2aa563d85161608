import type { Page } from '@playwright/test'
import { apiAs } from '../blog/helpers'
import { expect, test } from '../fixtures'
import {
  NEW_EXERCISE,
  STUDENT,
  createExercise,
  editPath,
  exercisePath,
  publishedExercise,
  source,
} from './helpers'

const TITLE = 'Równanie z ułamkiem'

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

/** The new exercise's fields, as a student fills them in. */
async function fillNewExercise(page: Page) {
  await page.getByLabel('Przedmiot').selectOption('matematyka')
  await page.getByLabel('Temat').selectOption('rownania-i-nierownosci')
  await page.getByLabel('Poziom').selectOption('MATURA_BASIC')
  await page.getByLabel('Trudność').selectOption('EASY')
  await page.getByLabel('Tytuł').fill(TITLE)
  await page
    .getByRole('textbox', { name: 'Treść zadania' })
    .fill('Rozwiąż równanie $\\frac{x}{2} + 3 = 7$.')
  await page.getByLabel('Rozwiązanie', { exact: true }).fill('$\\frac{x}{2} = 4$, więc $x = 8$.')
  await page.getByLabel('Poprawny wynik').fill('8')
  await page.getByRole('button', { name: 'Dodaj podpowiedź' }).click()
  await page.getByLabel('Podpowiedź 1 z 1').fill('Odejmij 3 od obu stron.')
}

async function expectFilled(page: Page) {
  await expect(page.getByLabel('Tytuł')).toHaveValue(TITLE)
  await expect(page.getByLabel('Temat')).toHaveValue('rownania-i-nierownosci')
  await expect(page.getByRole('textbox', { name: 'Treść zadania' })).toHaveValue(
    'Rozwiąż równanie $\\frac{x}{2} + 3 = 7$.',
  )
  await expect(page.getByLabel('Poprawny wynik')).toHaveValue('8')
  await expect(page.getByLabel('Podpowiedź 1 z 1')).toHaveValue('Odejmij 3 od obu stron.')
}

/** The student's own exercises with `title`, through the API. */
async function mineTitled(request: Parameters<typeof apiAs>[0], title: string) {
  const api = await apiAs(request, STUDENT)
  const mine = await api.exercises.listExercises({ query: { scope: 'MINE' } })
  if (mine.status !== 200) throw new Error(`GET exercises answered ${mine.status}`)
  return mine.body.items.filter((item) => item.title === title)
}

test('a new exercise with TeX survives a failing server, a lost answer and reloads, and is made once', async ({
  page,
  mock,
  request,
  login,
  checkA11y,
}) => {
  await login(page, STUDENT, { at: null })
  await mock.addScenario({ pattern: '/api/saas/exercises', method: 'POST', status: 503 })
  await page.goto(NEW_EXERCISE)
  await fillNewExercise(page)
  const preview = page.getByRole('region', { name: 'Podgląd' })
  await expect(preview.locator('.katex').first()).toBeVisible()
  await checkA11y(page)

  await page.getByRole('button', { name: 'Wyślij do recenzji' }).click()
  const alert = page.getByRole('alert').filter({ hasText: 'Nie udało się zapisać zadania.' })
  await expect(alert).toContainText('Wszystko, co wpisano, jest zachowane w tej przeglądarce.')
  await expect(page).toHaveURL(NEW_EXERCISE)
  await expectFilled(page)

  await page.reload()
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /^Przywrócono wersję roboczą z \d\d\.\d\d\.\d{4} \d\d:\d\d/ }),
  ).toBeVisible()
  await expectFilled(page)

  // The server is back, but its answer is lost on the way: the exercise is made, the page
  // does not know. After a reload the same save sends the same key.
  await mock.clearScenarios()
  let lost = 0
  await page.route('**/api/saas/exercises', async (route) => {
    if (route.request().method() !== 'POST' || lost > 0) return route.fallback()
    lost += 1
    await route.fetch()
    await route.abort('connectionreset')
  })
  await page.getByRole('button', { name: 'Wyślij do recenzji' }).click()
  await expect(alert).toBeVisible()
  expect(lost).toBe(1)
  await page.unroute('**/api/saas/exercises')
  await page.reload()
  await expectFilled(page)
  await page.getByRole('button', { name: 'Wyślij do recenzji' }).click()
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible()
  await expect(page.getByText('Oczekuje na recenzję').first()).toBeVisible()
  expect(await mineTitled(request, TITLE)).toHaveLength(1)

  // Saved: the draft is gone.
  await page.goto(NEW_EXERCISE)
  await expect(page.getByLabel('Tytuł')).toHaveValue('')
  await expect(page.getByText('Przywrócono wersję roboczą')).toHaveCount(0)
})

test('the editor checks in Polish at the fields, tries a sample answer, and a draft can be dropped', async ({
  page,
  login,
  checkA11y,
}) => {
  await login(page, STUDENT, { at: NEW_EXERCISE })
  await page.getByRole('button', { name: 'Zapisz jako prywatne' }).click()
  await expect(
    page.getByText('Wybierz przedmiot: matematyka, fizyka, chemia lub biologia.'),
  ).toBeVisible()
  await expect(page.getByText('Tytuł musi mieć od 3 do 120 znaków.')).toBeVisible()
  await expect(page.getByText('Podaj poprawny wynik jako liczbę.')).toBeVisible()
  await checkA11y(page)

  await page.getByLabel('Poprawny wynik').fill('18')
  await page.getByLabel('Jednostka').fill('km')
  await page.getByLabel('Przykładowa odpowiedź ucznia').fill('18000 m')
  await page.getByRole('button', { name: 'Sprawdź odpowiedź' }).click()
  await expect(page.locator('.exercise-editor-check-result')).toContainText('Dobrze.')
  await page.getByLabel('Przykładowa odpowiedź ucznia').fill('18')
  await page.getByRole('button', { name: 'Sprawdź odpowiedź' }).click()
  await expect(page.locator('.exercise-editor-check-result')).toContainText(
    'Wynik poprawny, ale brakuje jednostki.',
  )

  await page.reload()
  await expect(page.getByLabel('Poprawny wynik')).toHaveValue('18')
  await page.getByRole('button', { name: 'Odrzuć szkic' }).click()
  await expect(page.getByLabel('Poprawny wynik')).toHaveValue('')
  await page.reload()
  await expect(page.getByText('Przywrócono wersję roboczą')).toHaveCount(0)
})

test('a picture goes up with its description, required, and the exercise shows both', async ({
  page,
  login,
}) => {
  await login(page, STUDENT, { at: NEW_EXERCISE })
  await fillNewExercise(page)
  await page.getByLabel('Tytuł').fill('Wykres funkcji')
  const picture = page.getByLabel('Dodaj obraz')
  await picture.setInputFiles({
    name: 'wykres.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a'),
  })
  await expect(page.getByText('Obrazek musi być w formacie PNG, JPEG lub WebP.')).toBeVisible()
  await picture.setInputFiles({ name: 'wykres.png', mimeType: 'image/png', buffer: PNG })
  await expect(page.getByLabel('Opis obrazu 1')).toBeVisible()
  await page.getByRole('button', { name: 'Zapisz jako prywatne' }).click()
  await expect(page.getByText(/Opisz obrazek słowami/)).toBeVisible()
  await page.getByLabel('Opis obrazu 1').fill('Wykres prostej y = x/2 + 3')
  await expect(
    page
      .getByRole('region', { name: 'Podgląd' })
      .getByRole('img', { name: 'Wykres prostej y = x/2 + 3' }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Zapisz jako prywatne' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Wykres funkcji' })).toBeVisible()
  await expect(page.getByText('Prywatne', { exact: true })).toBeVisible()
  const figure = page.locator('.exercise-statement + .exercise-images figure')
  await expect(figure.getByRole('img', { name: 'Wykres prostej y = x/2 + 3' })).toBeVisible()
  await expect(figure.locator('figcaption')).toHaveText('Wykres prostej y = x/2 + 3')
  // The picture itself came back from the server.
  await expect
    .poll(() => figure.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(1)
})

test('a save over a version changed meanwhile keeps both texts and saves mine on the new one', async ({
  page,
  request,
  login,
  checkA11y,
}) => {
  const student = await apiAs(request, STUDENT)
  const original = source({
    title: 'Prędkość średnia',
    statement: 'Pierwotna treść.',
    answer: { type: 'NUMERIC', value: 3, tolerance: 0, unit: null, form: 'DECIMAL' },
  })
  const exercise = await createExercise(student, original)
  await login(page, STUDENT, { at: editPath(exercise.id) })
  await expect(page.getByRole('textbox', { name: 'Treść zadania' })).toHaveValue('Pierwotna treść.')

  // Meanwhile the same exercise is saved from elsewhere.
  const elsewhere = await student.exercises.updateExercise({
    params: { id: exercise.id },
    body: {
      version: exercise.version,
      source: { ...original, statement: 'Treść z drugiej karty.' },
    },
  })
  expect(elsewhere.status).toBe(200)

  await page.getByRole('textbox', { name: 'Treść zadania' }).fill('Moja nowa treść.')
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click()
  const conflict = page
    .getByRole('alert')
    .filter({ hasText: 'To zadanie zmieniono w międzyczasie.' })
  await expect(conflict).toBeVisible()
  await expect(conflict).toContainText('Treść z drugiej karty.')
  await expect(page.getByRole('textbox', { name: 'Treść zadania' })).toHaveValue('Moja nowa treść.')
  await checkA11y(page)

  await conflict.getByRole('button', { name: 'Zapisz moją wersję' }).click()
  await expect(page).toHaveURL(exercisePath(exercise.id))
  await expect(page.getByText('Moja nowa treść.')).toBeVisible()
})

test("someone else's exercise cannot be edited: back to it with a toast", async ({
  page,
  request,
  login,
}) => {
  const id = await publishedExercise(
    request,
    source({ title: 'Cudze zadanie', answer: { type: 'OPEN' } }),
  )
  await login(page, STUDENT, { at: editPath(id) })
  await expect(page).toHaveURL(exercisePath(id))
  await expect(page.getByText('Nie możesz edytować tego zadania.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Cudze zadanie' })).toBeVisible()
})
