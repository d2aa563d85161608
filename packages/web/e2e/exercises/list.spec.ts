import { EXERCISE_STATUS_LABELS } from '@app/contract/exercises/text'
import { EXERCISE_LEVELS, EXERCISE_TOPIC_IDS } from '@app/contract/exercises/constants'
import { PRO_TOOL_TITLE } from '@app/domain/access/tools'
import { toWarsawDateKey } from '@app/domain/shared/format'
import { apiAs } from '../blog/helpers'
import { expect, test } from '../fixtures'
import { NO_FILTERS } from '../../src/features/exercises/list/exercise-list-search'
import { restoredSearch } from '../../src/features/exercises/list/restore-filters'
import { foundText } from '../../src/features/exercises/list/exercise-text'
import {
  LIST,
  REVIEWER,
  STUDENT,
  listAll,
  listPage,
  searchOf,
  settingsOf,
  solvedOn,
} from './list-helpers'

const FILTERS_SAVE = '/api/user/exercise-filters'

test('uczen filters the bank: the address and the saved filters keep them, a visit without any restores them, a link with filters wins', async ({
  page,
  request,
  login,
  checkA11y,
}) => {
  const api = await apiAs(request, STUDENT)
  const settings = await settingsOf(api)
  const solvedToday = await solvedOn(api, toWarsawDateKey(new Date()))

  // Entering without filters puts the saved ones (the seed's) into the address.
  await login(page, STUDENT, { at: LIST })
  await expect(page.getByRole('heading', { level: 1, name: 'Zadania' })).toBeVisible()
  const expected = restoredSearch({}, settings) ?? {}
  await expect.poll(() => searchOf(page)).toEqual(expected)
  await expect(
    page.getByText(`Dziś rozwiązane: ${solvedToday} z ${settings.exerciseSettings.dailyGoal}`, {
      exact: true,
    }),
  ).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Baza zadań' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(page.getByRole('tab', { name: 'Do recenzji' })).toHaveCount(0)
  await checkA11y(page)

  // Mathematics already solved: the address follows each change, the save waits for the last one.
  const filters = page.getByRole('search', { name: 'Filtry zadań' })
  const target = { ...NO_FILTERS, subjects: ['matematyka' as const], status: 'DONE' as const }
  const saved = page.waitForRequest(
    (r) =>
      r.url().endsWith(FILTERS_SAVE) &&
      r.method() === 'POST' &&
      r.postData() === JSON.stringify(target),
  )
  const clear = filters.getByRole('button', { name: 'Wyczyść filtry' })
  if (await clear.isEnabled()) {
    await clear.click()
    await expect.poll(() => searchOf(page)).toEqual({})
  }
  await filters.getByRole('checkbox', { name: 'Matematyka' }).check()
  await filters.getByRole('radio', { name: 'Rozwiązane', exact: true }).check()
  await saved
  await expect.poll(() => searchOf(page)).toEqual({ przedmiot: 'matematyka', status: 'DONE' })
  const math = await listPage(api, 'BANK', target)
  expect(math.total).toBeGreaterThan(0)
  await expect(page.getByText(foundText(math.total), { exact: true })).toBeVisible()
  const cards = page.getByRole('tabpanel').getByRole('listitem')
  await expect(cards).toHaveCount(math.items.length)
  await expect(cards.first()).toContainText('Matematyka')

  // Across a reload, and on a visit without filters.
  await page.reload()
  await expect(filters.getByRole('checkbox', { name: 'Matematyka' })).toBeChecked()
  await expect(filters.getByRole('radio', { name: 'Rozwiązane', exact: true })).toBeChecked()
  await page.goto(LIST)
  await expect.poll(() => searchOf(page)).toEqual({ przedmiot: 'matematyka', status: 'DONE' })
  await expect(filters.getByRole('checkbox', { name: 'Fizyka' })).not.toBeChecked()

  // A link with filters wins, and does not replace the saved ones.
  await page.goto(`${LIST}?przedmiot=biologia`)
  await expect(filters.getByRole('checkbox', { name: 'Biologia' })).toBeChecked()
  await expect(filters.getByRole('checkbox', { name: 'Matematyka' })).not.toBeChecked()
  await expect(filters.getByRole('radio', { name: 'Wszystkie' })).toBeChecked()
  expect(searchOf(page)).toEqual({ przedmiot: 'biologia' })
  expect((await settingsOf(api)).exerciseFilters).toEqual(target)
})

test('the bank pages 20 at a time; filters that find nothing say so and clear', async ({
  page,
  request,
  login,
  checkA11y,
}) => {
  const api = await apiAs(request, STUDENT)
  const bank = await listAll(api, 'BANK', NO_FILTERS)
  expect(bank.length).toBeGreaterThan(20)
  // A level and a topic no published exercise has together.
  const taken = new Set(bank.map((e) => `${e.level}/${e.topic}`))
  const [level, topic] = EXERCISE_LEVELS.flatMap((l) => EXERCISE_TOPIC_IDS.map((t) => [l, t])).find(
    ([l, t]) => !taken.has(`${l}/${t}`),
  ) as [string, string]

  await login(page, STUDENT, { at: `${LIST}?poziom=${level}&temat=${topic}` })
  await expect(page.getByText('Nie znaleziono zadań dla tych filtrów.')).toBeVisible()
  await expect(page.getByText(foundText(0), { exact: true })).toBeVisible()
  await checkA11y(page)
  await page.getByRole('tabpanel').getByRole('button', { name: 'Wyczyść filtry' }).last().click()
  await expect.poll(() => searchOf(page)).toEqual({})
  await expect(page.getByText(foundText(bank.length), { exact: true })).toBeVisible()
  const cards = page.getByRole('tabpanel').getByRole('listitem')
  await expect(cards).toHaveCount(20)
  await page.getByRole('button', { name: 'Pokaż więcej' }).click()
  await expect(cards).toHaveCount(Math.min(40, bank.length))
  // The cards mark what uczen solved or tried, with words beside the icon.
  const solved = bank.slice(0, 40).filter((e) => e.progress === 'SOLVED').length
  await expect(cards.filter({ hasText: 'Rozwiązane' })).toHaveCount(solved)
})

test("'Moje zadania' shows where each of uczen's exercises stands; 'Do recenzji' is not uczen's", async ({
  page,
  request,
  login,
  checkA11y,
}) => {
  const api = await apiAs(request, STUDENT)
  const mine = await listAll(api, 'MINE', NO_FILTERS)
  const statuses = mine.map((e) => e.status)
  expect(statuses).toEqual(expect.arrayContaining(['PRIVATE', 'PENDING', 'CHANGES_REQUESTED']))

  await login(page, STUDENT, { at: `${LIST}?zakladka=do-recenzji` })
  // Anybody but a reviewer asking for the queue gets the bank.
  await expect(page.getByRole('tab', { name: 'Baza zadań' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await page.getByRole('tab', { name: 'Moje zadania' }).click()
  await expect.poll(() => searchOf(page).zakladka).toBe('moje')
  const cards = page.getByRole('tabpanel').getByRole('listitem')
  await expect(cards).toHaveCount(mine.length)
  for (const exercise of mine) {
    const card = cards.filter({
      has: page.getByRole('link', { name: exercise.title, exact: true }),
    })
    await expect(card).toContainText(EXERCISE_STATUS_LABELS[exercise.status])
    await expect(card.getByRole('link', { name: exercise.title, exact: true })).toHaveAttribute(
      'href',
      `${LIST}/${exercise.id}`,
    )
    if (exercise.status !== 'PUBLISHED')
      await expect(card.getByRole('link', { name: /^Edytuj/ })).toHaveAttribute(
        'href',
        `${LIST}/edytuj/${exercise.id}`,
      )
    if (exercise.status === 'CHANGES_REQUESTED')
      await expect(card).toContainText(`Komentarz recenzenta: ${exercise.reviewComment ?? ''}`)
  }
  await checkA11y(page)
})

test("recenzent reviews from 'Do recenzji': the queue, oldest first, each opening its exercise", async ({
  page,
  request,
  login,
  checkA11y,
}) => {
  const api = await apiAs(request, REVIEWER)
  const queue = await api.exercises.reviewQueue({ query: {} })
  if (queue.status !== 200) throw new Error(`GET review-queue answered ${queue.status}`)
  expect(queue.body.items.length).toBeGreaterThanOrEqual(5)

  await login(page, REVIEWER, { at: LIST })
  await expect(page.getByRole('heading', { name: PRO_TOOL_TITLE })).toHaveCount(0)
  await page.getByRole('tab', { name: 'Do recenzji' }).click()
  await expect.poll(() => searchOf(page).zakladka).toBe('do-recenzji')
  const titles = page.getByRole('tabpanel').getByRole('listitem').getByRole('heading')
  await expect(titles).toHaveText(queue.body.items.map((e) => e.title))
  const first = queue.body.items[0]
  if (!first) throw new Error('empty queue')
  await expect(
    page.getByRole('tabpanel').getByRole('link', { name: first.title, exact: true }),
  ).toHaveAttribute('href', `${LIST}/${first.id}`)
  await checkA11y(page)
  // The tool is in recenzent's menu too.
  await page
    .getByRole('navigation', { name: 'Menu produktu' })
    .getByRole('button', { name: 'Narzędzia' })
    .click()
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Zadania' })).toBeVisible()
})

test('without the tasks tool the pages offer pro', async ({ page, login, checkA11y }) => {
  await login(page, 'mini@example.com', { at: LIST })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRO_TOOL_TITLE)
  await expect(page.getByRole('main').getByRole('link', { name: 'Przejdź na pro' })).toBeVisible()
  await checkA11y(page)
  await page.goto(`${LIST}/konfiguruj`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRO_TOOL_TITLE)
})
