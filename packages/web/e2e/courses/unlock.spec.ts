import { expect, forwardBothClocks, setBothClocks, test } from '../fixtures'
import { KED_PAGE, fakeVimeo, player, watchReports, week } from './helpers'

const DAY_MS = 86_400_000
const MINUTE_MS = 60_000

test('weeks open 7 days after the first video of the previous week starts, not a minute before (across the change to summer time)', async ({
  page,
  mock,
  login,
  checkA11y,
}) => {
  // pro has the course and no progress. Sunday 15.03.2026 10:00 Warsaw (winter time).
  await setBothClocks(page, mock, '2026-03-15T09:00:00.000Z')
  await fakeVimeo(page)
  const reports = watchReports(page)
  await login(page, 'pro@example.com', { at: KED_PAGE })

  await expect(week(page, 'Tydzień 1')).toContainText(
    'Otworzy się 7 dni po tym, jak zaczniesz oglądać tydzień „Wprowadzenie”.',
  )
  await expect(week(page, 'Tydzień 1').getByRole('link')).toHaveCount(0)
  await checkA11y(page)

  // Week 0: the first play records the week's start.
  await page.getByRole('link', { name: 'Witaj w Kursie Efektywnego Działania' }).click()
  await player(page).getByRole('button', { name: 'Odtwórz' }).click()
  await expect.poll(() => reports.map((r) => r.event)).toContain('START')
  await page.getByRole('link', { name: /program kursu/ }).click()
  await expect(week(page, 'Tydzień 1')).toContainText('Otworzy się 22.03.2026 10:00')
  await expect(page.getByText('Kolejny tydzień otworzy się 22.03.2026 10:00.')).toBeVisible()

  await forwardBothClocks(page, mock, 7 * DAY_MS - MINUTE_MS)
  await page.reload()
  await expect(week(page, 'Tydzień 1')).toContainText('Otworzy się 22.03.2026 10:00')
  await expect(week(page, 'Tydzień 1').getByRole('link')).toHaveCount(0)

  await forwardBothClocks(page, mock, MINUTE_MS)
  await page.reload()
  await expect(week(page, 'Tydzień 1').getByRole('link').first()).toBeVisible()
  await expect(week(page, 'Tydzień 1')).not.toContainText('Otworzy się')

  // Week 1 started on 22.03 at 10:00 CET; week 2 opens 7 × 24 h later: 29.03 at 11:00 CEST.
  await week(page, 'Tydzień 1').getByRole('link', { name: 'Dlaczego robimy to, co robimy' }).click()
  await player(page).getByRole('button', { name: 'Odtwórz' }).click()
  await expect.poll(() => reports.filter((r) => r.event === 'START').length).toBe(2)
  await page.getByRole('link', { name: /program kursu/ }).click()
  await expect(week(page, 'Tydzień 2')).toContainText('Otworzy się 29.03.2026 11:00')

  await forwardBothClocks(page, mock, 7 * DAY_MS - MINUTE_MS)
  await page.reload()
  await expect(week(page, 'Tydzień 2').getByRole('link')).toHaveCount(0)
  await forwardBothClocks(page, mock, MINUTE_MS)
  await page.reload()
  await expect(
    week(page, 'Tydzień 2').getByRole('link', { name: 'Cel, który ciągnie, a nie pcha' }),
  ).toBeVisible()
  await expect(week(page, 'Tydzień 3')).toContainText(
    'Otworzy się 7 dni po tym, jak zaczniesz oglądać tydzień „Podstawy efektywnego działania”.',
  )
})
