import { expect, test, waitThroughRetries } from '../fixtures'
import { KED_PAGE } from './helpers'

/** "Twój punkt startowy" (week 0) has a notes area. */
const EPISODE = `${KED_PAGE}?odcinek=ked-w0-e4`
const SAVED = 'Wszystkie zmiany zapisane.'

test('notes autosave: a failing server loses nothing, and the save goes through once it recovers', async ({
  page,
  mock,
  login,
  checkA11y,
}) => {
  // The retries' growing delays pass on the browser's clock instead of being sat out.
  await page.clock.install()
  await login(page, 'uczen@example.com', { at: EPISODE })
  const notes = page.getByLabel('Notatki do tego odcinka')
  const state = page.getByRole('status').filter({ hasText: /zapis/i })
  await expect(state).toHaveText(SAVED)
  await checkA11y(page)

  await mock.addScenario({ pattern: '/api/update_episode_notes', method: 'POST', status: 503 })
  await notes.fill('Śpię za krótko')
  await expect(state).toContainText('Nie udało się zapisać notatek')
  await expect(state).toContainText('Twój tekst jest bezpieczny w tej przeglądarce')
  await expect(state).toContainText('spróbujemy ponownie za')
  await notes.pressSequentially(', a w weekendy odsypiam.')
  await expect(state).toContainText('Nie udało się zapisać notatek')
  await checkA11y(page)

  // The server comes back: the next automatic retry saves the whole text.
  await mock.clearScenarios()
  await waitThroughRetries(page, state.filter({ hasText: SAVED }))
  await expect(state).toHaveText(SAVED)
  await expect(notes).toHaveValue('Śpię za krótko, a w weekendy odsypiam.')

  // The server has it: without this browser's draft, the page shows the saved notes.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('course-notes:')) localStorage.removeItem(key)
  })
  await page.reload()
  await expect(notes).toHaveValue('Śpię za krótko, a w weekendy odsypiam.')
  await expect(state).toHaveText(SAVED)
})

test('notes typed while saving fails survive a reload and are saved from the draft', async ({
  page,
  mock,
  login,
}) => {
  await mock.addScenario({ pattern: '/api/update_episode_notes', method: 'POST', status: 500 })
  await login(page, 'uczen@example.com', { at: EPISODE })
  const notes = page.getByLabel('Notatki do tego odcinka')
  const state = page.getByRole('status').filter({ hasText: /zapis/i })
  await notes.fill('Cel: 8 godzin snu')
  await expect(state).toContainText('Nie udało się zapisać notatek')

  await page.reload()
  await expect(notes).toHaveValue('Cel: 8 godzin snu')
  await expect(state).toContainText('Nie udało się zapisać notatek')

  await mock.clearScenarios()
  await page.getByRole('button', { name: 'Zapisz teraz' }).click()
  await expect(state).toHaveText(SAVED)

  // Another browser (no draft) sees the saved notes.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('course-notes:')) localStorage.removeItem(key)
  })
  await page.reload()
  await expect(notes).toHaveValue('Cel: 8 godzin snu')
})

test('notes leave the page with an unsaved edit: the save still goes out', async ({
  page,
  login,
}) => {
  await login(page, 'uczen@example.com', { at: EPISODE })
  const notes = page.getByLabel('Notatki do tego odcinka')
  const saved = page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/update_episode_notes') &&
      (request.postDataJSON() as { notes: string }).notes === 'Szybka notatka',
  )
  await notes.fill('Szybka notatka')
  // Before the 1 s pause is over, to the next episode.
  await page.getByRole('link', { name: /^Następny:/ }).click()
  await saved
  await page.getByRole('link', { name: /^← Poprzedni:/ }).click()
  await expect(notes).toHaveValue('Szybka notatka')
})
