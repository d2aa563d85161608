import { PLANNER_SETTINGS_TEXT } from '@app/contract/user'
import { expect, test } from '../fixtures'

const GENERAL = '/ustawienia/ogolne'
const SETTINGS_API = '/api/saas/user/settings'

test("the planner's settings: focus lengths and windows checked in the form, kept when refused, saved", async ({
  page,
  login,
  checkA11y,
}) => {
  await login(page, 'uczen@example.com', { at: '/ustawienia/planer-nauki' })
  const tabs = page.getByRole('navigation', { name: 'Ustawienia' })
  await expect(tabs.getByRole('link')).toHaveText([
    'Ogólne',
    'Profil edukacyjny',
    'Plan dominacji',
    'Planer nauki',
    'Rozliczenia',
  ])
  await expect(tabs.getByRole('link', { name: 'Planer nauki' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  const session = page.getByLabel('Sesja nauki (min)')
  await expect(session).toHaveValue('25')
  await expect(page.getByLabel('Przerwa (min)', { exact: true })).toHaveValue('5')
  await expect(page.getByLabel('Długa przerwa (min)')).toHaveValue('15')
  await expect(page.getByLabel('Długa przerwa co tyle sesji')).toHaveValue('4')
  await checkA11y(page)

  let puts = 0
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith(SETTINGS_API)) puts += 1
  })
  // Out of bounds and overlapping windows: said where they are, nothing sent, nothing lost.
  await session.fill('10')
  const monday = page.getByRole('group', { name: 'Poniedziałek' })
  await monday.getByRole('button', { name: 'Dodaj okno: poniedziałek' }).click()
  await monday.getByLabel('Poniedziałek, okno 2: od').fill('17:00')
  await monday.getByLabel('Poniedziałek, okno 2: do').fill('19:00')
  await page.getByRole('button', { name: 'Zapisz' }).click()
  await expect(page.getByText(PLANNER_SETTINGS_TEXT.sessionMinutes)).toBeVisible()
  await expect(monday.getByText(PLANNER_SETTINGS_TEXT.dayOverfull('MON'))).toBeVisible()
  await expect(session).toHaveValue('10')
  expect(puts).toBe(0)
  await checkA11y(page)

  // Fixed: a 50-minute session, Monday 16:00–18:00 and 18:00–19:00, Sunday free no more.
  await session.fill('50')
  await monday.getByLabel('Poniedziałek, okno 2: od').fill('18:00')
  const sunday = page.getByRole('group', { name: 'Niedziela' })
  await expect(sunday.getByText('Dzień wolny')).toBeVisible()
  await sunday.getByRole('button', { name: 'Dodaj okno: niedziela' }).click()
  await page.getByLabel('Plan dnia na e-mail').check()
  await page.getByLabel('Przypomnienie przed blokiem').selectOption({ label: 'Bez przypomnień' })
  await page.getByRole('button', { name: 'Zapisz' }).click()
  await expect(page.getByRole('status')).toHaveText('Zapisano zmiany.')
  expect(puts).toBe(1)

  await page.reload()
  await expect(session).toHaveValue('50')
  await expect(monday.getByLabel('Poniedziałek, okno 2: do')).toHaveValue('19:00')
  await expect(sunday.getByLabel('Niedziela, okno: od')).toHaveValue('16:00')
  await expect(page.getByLabel('Plan dnia na e-mail')).toBeChecked()
  await expect(page.getByLabel('Przypomnienie przed blokiem')).toHaveValue('brak')

  // A week without any window is refused at once.
  for (const day of ['Poniedziałek', 'Wtorek', 'Środa', 'Czwartek', 'Piątek', 'Niedziela']) {
    const group = page.getByRole('group', { name: day })
    while ((await group.getByRole('button', { name: /^Usuń okno/ }).count()) > 0)
      await group
        .getByRole('button', { name: /^Usuń okno/ })
        .first()
        .click()
  }
  await page.getByRole('button', { name: 'Zapisz' }).click()
  await expect(page.getByText(PLANNER_SETTINGS_TEXT.noStudyDay)).toBeVisible()
  expect(puts).toBe(1)
})

test("the domination plan's settings save the check-in's day and time", async ({
  page,
  login,
  checkA11y,
}) => {
  await login(page, 'uczen@example.com', { at: '/ustawienia/plan-dominacji' })
  const day = page.getByLabel('Dzień podsumowania')
  await expect(day).toHaveValue('SUN')
  await expect(page.getByLabel('Godzina')).toHaveValue('18:00')
  await expect(page.getByLabel('Rok planu zaczyna się w miesiącu')).toHaveValue('9')
  await checkA11y(page)
  await day.selectOption({ label: 'Sobota' })
  await page.getByLabel('Godzina').fill('19:30')
  await page.getByLabel('Przypomnienie e-mailem, gdy podsumowanie się otwiera').uncheck()
  await page.getByRole('button', { name: 'Zapisz' }).click()
  await expect(page.getByRole('status')).toHaveText('Zapisano zmiany.')
  await page.reload()
  await expect(day).toHaveValue('SAT')
  await expect(page.getByLabel('Godzina')).toHaveValue('19:30')
  await expect(
    page.getByLabel('Przypomnienie e-mailem, gdy podsumowanie się otwiera'),
  ).not.toBeChecked()
})

test("without the tools their settings' tabs stay away and their addresses open the general tab", async ({
  page,
  login,
}) => {
  await login(page, 'mini@example.com', { at: '/ustawienia/planer-nauki' })
  await expect(page).toHaveURL(GENERAL)
  const tabs = page.getByRole('navigation', { name: 'Ustawienia' })
  await expect(tabs.getByRole('link', { name: 'Planer nauki' })).toHaveCount(0)
  await expect(tabs.getByRole('link', { name: 'Plan dominacji' })).toHaveCount(0)
  await page.goto('/ustawienia/plan-dominacji')
  await expect(page).toHaveURL(GENERAL)
})
