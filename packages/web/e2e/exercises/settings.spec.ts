import { toWarsawDateKey } from '@app/domain/shared/format'
import { apiAs } from '../blog/helpers'
import { expect, test } from '../fixtures'
import { LIST, SETTINGS, STUDENT, settingsOf, solvedOn } from './list-helpers'

test("'Ustawienia zadań' are saved and shown again; a failed save keeps what was typed", async ({
  page,
  request,
  login,
  mock,
  checkA11y,
}) => {
  const api = await apiAs(request, STUDENT)
  await login(page, STUDENT, { at: SETTINGS })
  await expect(page.getByRole('heading', { level: 1, name: 'Ustawienia zadań' })).toBeVisible()
  await checkA11y(page)

  const goal = page.getByLabel('Dzienny cel')
  await goal.fill('0')
  await page.getByRole('button', { name: 'Zapisz' }).click()
  await expect(page.getByText('Dzienny cel to liczba zadań od 1 do 50.')).toBeVisible()

  await goal.fill('7')
  for (const subject of ['Matematyka', 'Fizyka', 'Chemia', 'Biologia'])
    await page.getByRole('checkbox', { name: subject }).setChecked(subject === 'Chemia')
  await page.getByLabel('Poziom').selectOption({ label: 'Liceum' })
  await page.getByRole('radio', { name: 'Trudne' }).check()
  await page.getByRole('checkbox', { name: 'Pokazuj podpowiedzi automatycznie' }).uncheck()

  await mock.addScenario({ pattern: '/api/saas/user/settings', method: 'PUT', status: 503 })
  await page.getByRole('button', { name: 'Zapisz' }).click()
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible()
  await expect(goal).toHaveValue('7')
  await expect(page.getByRole('checkbox', { name: 'Chemia' })).toBeChecked()
  await mock.clearScenarios()

  await page.getByRole('button', { name: 'Zapisz' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Zapisano zmiany.' })).toBeVisible()
  const saved = (await settingsOf(api)).exerciseSettings
  expect(saved).toMatchObject({
    dailyGoal: 7,
    level: 'HIGH_SCHOOL',
    difficulty: 'HARD',
    showHintsAutomatically: false,
  })
  expect(saved.subjects).toContain('chemia')
  expect(saved.subjects).not.toContain('fizyka')

  await page.reload()
  await expect(goal).toHaveValue('7')
  await expect(page.getByRole('checkbox', { name: 'Chemia' })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Matematyka' })).not.toBeChecked()
  await expect(page.getByLabel('Poziom')).toHaveValue('HIGH_SCHOOL')
  await expect(page.getByRole('radio', { name: 'Trudne' })).toBeChecked()
  await expect(
    page.getByRole('checkbox', { name: 'Pokazuj podpowiedzi automatycznie' }),
  ).not.toBeChecked()

  // The list's header counts against the new goal.
  const solved = await solvedOn(api, toWarsawDateKey(new Date()))
  await page.getByRole('link', { name: 'Wróć do zadań' }).click()
  await expect(page.getByText(`Dziś rozwiązane: ${solved} z 7`, { exact: true })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`${LIST}`))
})
