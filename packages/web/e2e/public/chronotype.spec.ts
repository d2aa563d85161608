import {
  CHRONOTYPE_LABELS,
  CHRONOTYPE_QUESTIONS,
  type Chronotype,
} from '@app/domain/chronotype/chronotype'
import type { BrowserContext, Page } from '@playwright/test'
import { expect, expectAppReady, test } from '../fixtures'

const TEST_PATH = '/test-na-chronotyp'
const INVALID_LINK = 'Link z wynikiem jest niepełny albo nieprawidłowy'

/** The document head a page set: its title, description and Open Graph title. */
async function head(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
  }))
}

/** A choice made in the consent banner, so that the sticky banner covers none of the radios. */
async function dismissConsent(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: 'cookieConsent', value: 'false', url: baseURL ?? '' }])
}

const question = (page: Page, index: number) =>
  page.getByRole('group', { name: new RegExp(`^Pytanie ${index + 1}\\.`) })

/** Picks option `option` (0-based) of question `index` (0-based). */
async function answer(page: Page, index: number, option: number) {
  const label = CHRONOTYPE_QUESTIONS[index]?.options[option]?.label ?? ''
  await question(page, index).getByRole('radio', { name: label, exact: true }).check()
}

const resultHeading = (page: Page) =>
  page.getByRole('heading', { level: 2, name: /^Twój chronotyp:/ })

test.beforeEach(async ({ context, baseURL }) => {
  await dismissConsent(context, baseURL)
})

test('/chronotypy explains chronotypes to teenagers and parents and leads to the test', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/chronotypy')
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Chronotypy: skowronki, sowy i nastoletni zegar biologiczny',
    }),
  ).toBeVisible()
  for (const heading of [
    'Czym jest chronotyp?',
    'Dlaczego nastolatki chodzą spać coraz później?',
    'Higiena snu: co naprawdę pomaga',
    'Jak planować naukę według chronotypu',
    'Wskazówki dla rodziców',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
  }
  const main = page.getByRole('main')
  await expect(main).toContainText('melatonin')
  await expect(main).toContainText('8–10 godzin snu')
  await expect(main).toContainText('społeczny jet lag')
  await expect(main).toContainText('Kofeina najpóźniej do 14:00')

  // The head read below is the app's, once it runs.
  await expectAppReady(page)
  await expect
    .poll(async () => (await head(page)).title)
    .toBe('Chronotypy: skowronki, sowy i sen nastolatka | Efektywna Nauka')
  const { title, description, ogTitle } = await head(page)
  expect(ogTitle).toBe(title)
  expect(description).toMatch(/^Czym jest chronotyp/)
  await checkA11y(page)

  await page.getByRole('link', { name: 'Zrób test na chronotyp' }).click()
  await expect(page).toHaveURL(TEST_PATH)
  await expect(page.getByRole('heading', { level: 1, name: 'Test na chronotyp' })).toBeVisible()
})

test('answering every question shows the chronotype, the score, advice and a link that shows the same result in a fresh browser', async ({
  page,
  browser,
  baseURL,
  checkA11y,
}) => {
  await page.goto(TEST_PATH)
  await expect(page.getByRole('heading', { level: 1, name: 'Test na chronotyp' })).toBeVisible()
  await expectAppReady(page)
  await expect
    .poll(async () => (await head(page)).title)
    .toBe('Test na chronotyp dla nastolatków | Efektywna Nauka')
  const { title, description, ogTitle } = await head(page)
  expect(ogTitle).toBe(title)
  expect(description).toMatch(/^Pięć pytań/)
  await expect(page.getByRole('group')).toHaveCount(CHRONOTYPE_QUESTIONS.length)
  await checkA11y(page)

  // The middle answers: 3 + 2 + 3 + 3 + 2 = 13 points, an intermediate type.
  for (const [index, option] of [2, 1, 2, 2, 2].entries()) await answer(page, index, option)
  await page.getByRole('button', { name: 'Pokaż wynik' }).click()

  await expect(resultHeading(page)).toHaveText('Twój chronotyp: typ pośredni')
  await expect(resultHeading(page)).toBeFocused()
  await expect(page).toHaveURL(`${TEST_PATH}?odpowiedzi=cbccc`)
  const result = page.getByRole('region', { name: 'Twój chronotyp: typ pośredni' })
  await expect(result).toContainText('Twój wynik to 13 punktów w skali od 4 do 25.')
  for (const heading of [
    'Kiedy uczyć się trudnych przedmiotów',
    'Kiedy odpoczywać',
    'Jak zadbać o sen',
  ]) {
    await expect(result.getByRole('heading', { level: 3, name: heading })).toBeVisible()
  }
  await expect(result).toContainText('późne przedpołudnie i wczesne popołudnie')
  await expect(result).toContainText('12–17 punktów: typ pośredni (Twój wynik)')
  // The form is gone; the result replaced it.
  await expect(page.getByRole('button', { name: 'Pokaż wynik' })).toHaveCount(0)
  await checkA11y(page)

  const shareUrl = await page.getByLabel('Link do Twojego wyniku').inputValue()
  expect(shareUrl).toBe(`${baseURL}${TEST_PATH}?odpowiedzi=cbccc`)

  // Someone else opens the link: same result, nothing to fill in.
  const otherContext = await browser.newContext()
  const other = await otherContext.newPage()
  await other.goto(shareUrl)
  await expect(resultHeading(other)).toHaveText('Twój chronotyp: typ pośredni')
  await expect(other.getByRole('main')).toContainText(
    'Twój wynik to 13 punktów w skali od 4 do 25.',
  )
  await expect(other.getByRole('button', { name: 'Pokaż wynik' })).toHaveCount(0)
  await otherContext.close()

  // Taking the test again: an empty form, the address without answers.
  await page.getByRole('button', { name: 'Wypełnij test jeszcze raz' }).click()
  await expect(page).toHaveURL(TEST_PATH)
  await expect(page.getByRole('heading', { level: 2, name: 'Pytania' })).toBeFocused()
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0)
  await expect(resultHeading(page)).toHaveCount(0)
})

test('unanswered questions are listed and marked, the given answers stay, and the form works from the keyboard', async ({
  page,
  checkA11y,
}) => {
  await page.goto(TEST_PATH)
  // Answers given before the app takes over the prerendered form would be lost.
  await expectAppReady(page)
  await answer(page, 0, 0)
  await answer(page, 2, 4)
  await page.getByRole('button', { name: 'Pokaż wynik' }).click()

  const summary = page.getByRole('alert').filter({ hasText: 'Odpowiedz na wszystkie pytania' })
  await expect(summary).toBeFocused()
  await expect(summary).toContainText(
    'Odpowiedz na wszystkie pytania, żeby zobaczyć wynik. Brakuje odpowiedzi na 3 pytania:',
  )
  await expect(summary.getByRole('link')).toHaveText(['Pytanie 2', 'Pytanie 4', 'Pytanie 5'])
  await expect(page.getByText('Wybierz jedną odpowiedź.', { exact: true })).toHaveCount(3)
  await expect(question(page, 1)).toHaveAccessibleDescription('Wybierz jedną odpowiedź.')
  await expect(question(page, 0)).not.toHaveAccessibleDescription('Wybierz jedną odpowiedź.')
  await expect(page).toHaveURL(TEST_PATH)
  await expect(resultHeading(page)).toHaveCount(0)
  // What was answered is still there.
  const q1 = CHRONOTYPE_QUESTIONS[0]?.options[0]?.label ?? ''
  const q3 = CHRONOTYPE_QUESTIONS[2]?.options[4]?.label ?? ''
  await expect(question(page, 0).getByRole('radio', { name: q1, exact: true })).toBeChecked()
  await expect(question(page, 2).getByRole('radio', { name: q3, exact: true })).toBeChecked()
  await checkA11y(page)

  // The summary's link takes the keyboard to the question; arrows pick an answer.
  await summary.getByRole('link', { name: 'Pytanie 2' }).click()
  await expect(question(page, 1).getByRole('radio').first()).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(question(page, 1).getByRole('radio').nth(1)).toBeChecked()
  await expect(summary).toContainText('Brakuje odpowiedzi na 2 pytania:')
  await expect(page.getByText('Wybierz jedną odpowiedź.', { exact: true })).toHaveCount(2)

  await answer(page, 3, 4)
  await expect(summary).toContainText('Brakuje odpowiedzi na 1 pytanie:')
  await answer(page, 4, 3)
  await expect(summary).toHaveCount(0)
  await page.getByRole('button', { name: 'Pokaż wynik' }).focus()
  await page.keyboard.press('Enter')

  // 5 + 2 + 1 + 1 + 0 = 9 points.
  await expect(resultHeading(page)).toHaveText('Twój chronotyp: typ umiarkowanie wieczorny')
  await expect(page.getByRole('main')).toContainText('Twój wynik to 9 punktów w skali od 4 do 25.')
  await expect(page).toHaveURL(`${TEST_PATH}?odpowiedzi=abeed`)
})

const RESULTS: [string, number, string, Chronotype, string][] = [
  ['adaaa', 25, '25 punktów', 'definitely-morning', 'od 7:00 do 11:00'],
  ['bcbbb', 19, '19 punktów', 'moderately-morning', 'między 9:00 a 12:00'],
  ['cbccc', 13, '13 punktów', 'intermediate', 'wczesne popołudnie'],
  ['dbddc', 10, '10 punktów', 'moderately-evening', 'od 16:00 do 20:00'],
  ['eaeed', 4, '4 punkty', 'definitely-evening', 'od 17:00 do 21:00'],
]

// Each shared link is opened as a link from outside is, a page load of its own, in one tab.
test('a shared link shows its points and chronotype, for each of the five types', async ({
  page,
}) => {
  // Each link given the time a test of its own had.
  test.setTimeout(RESULTS.length * 30_000)
  for (const [code, total, points, chronotype, studyHint] of RESULTS) {
    await test.step(`a shared link ?odpowiedzi=${code} shows ${total} points: ${CHRONOTYPE_LABELS[chronotype]}`, async () => {
      await page.goto(`${TEST_PATH}?odpowiedzi=${code}`)
      await expect(resultHeading(page)).toHaveText(
        `Twój chronotyp: ${CHRONOTYPE_LABELS[chronotype]}`,
      )
      const main = page.getByRole('main')
      await expect(main).toContainText(`Twój wynik to ${points} w skali od 4 do 25.`)
      await expect(main).toContainText(studyHint)
      await expect(page.getByLabel('Link do Twojego wyniku')).toHaveValue(
        new RegExp(`\\${TEST_PATH}\\?odpowiedzi=${code}$`),
      )
      // Opening a result does not move focus away from the page start.
      await expect(resultHeading(page)).not.toBeFocused()
    })
  }
})

const BROKEN_LINKS = [
  ['odpowiedzi=zzzzz', 'letters that are no answers'],
  ['odpowiedzi=12345', 'digits'],
  ['odpowiedzi=aeaaa', 'an option the question does not have'],
  ['odpowiedzi=abc', 'too few answers'],
  ['odpowiedzi=', 'an empty value'],
] as const

// Each broken link loaded afresh, in one tab; the form is tried out after the first.
test('a broken share link is explained and the empty form offered, whatever is wrong with it', async ({
  page,
  checkA11y,
}) => {
  // Each link given the time a test of its own had.
  test.setTimeout(BROKEN_LINKS.length * 30_000)
  for (const [search, why] of BROKEN_LINKS) {
    await test.step(`a broken share link (${why}) is explained and the empty form offered`, async () => {
      await page.goto(`${TEST_PATH}?${search}`)
      await expect(page.getByRole('heading', { level: 1, name: 'Test na chronotyp' })).toBeVisible()
      await expect(page.getByText(INVALID_LINK)).toBeVisible()
      await expect(resultHeading(page)).toHaveCount(0)
      await expect(page.getByRole('group')).toHaveCount(CHRONOTYPE_QUESTIONS.length)
      await expect(page.getByRole('radio', { checked: true })).toHaveCount(0)
      if (search === 'odpowiedzi=zzzzz') {
        await checkA11y(page)
        // The form still works from here.
        for (const [index, option] of [0, 3, 0, 0, 0].entries()) await answer(page, index, option)
        await page.getByRole('button', { name: 'Pokaż wynik' }).click()
        await expect(resultHeading(page)).toHaveText('Twój chronotyp: typ zdecydowanie poranny')
        await expect(page.getByText(INVALID_LINK)).toHaveCount(0)
        await expect(page).toHaveURL(`${TEST_PATH}?odpowiedzi=adaaa`)
      }
    })
  }
})
