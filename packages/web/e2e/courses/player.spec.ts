import { expect, test } from '../fixtures'
import { KED_PAGE, PED_PAGE, failingVimeo, fakeVimeo, player, watchReports } from './helpers'

const EPISODE = `${KED_PAGE}?odcinek=ked-w1-e2`

test('the player reports the start, the watched time and leaving, and resumes where the user stopped', async ({
  page,
  login,
  checkA11y,
}) => {
  await fakeVimeo(page)
  const reports = watchReports(page)
  await login(page, 'uczen@example.com', { at: EPISODE })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Audyt czasu: dokąd ucieka twój dzień',
  )
  await checkA11y(page)

  await player(page).getByRole('button', { name: 'Odtwórz' }).click()
  await expect.poll(() => reports.map((r) => r.event)).toEqual(['START'])
  await expect(player(page).locator('#position')).not.toHaveText(/^[0-5]$/)
  await player(page).getByRole('button', { name: 'Pauza' }).click()
  await expect.poll(() => reports.map((r) => r.event)).toEqual(['START', 'PROGRESS'])
  const progress = reports[1]
  expect(progress?.episodeId).toBe('ked-w1-e2')
  expect(progress?.watchedSecondsDelta).toBeGreaterThanOrEqual(5)
  expect(progress?.positionSeconds).toBeGreaterThanOrEqual(6)

  // Leaving the episode reports it; coming back resumes at the saved position.
  await page.getByRole('link', { name: /program kursu/ }).click()
  await expect.poll(() => reports.map((r) => r.event)).toContain('LEAVE')
  await page.goto(EPISODE)
  const position = progress?.positionSeconds ?? 0
  await expect(page.getByText(/^Odtwarzanie wznowi się od 0:\d\d/)).toBeVisible()
  await expect(player(page).locator('#position')).toHaveText(String(position))
})

test('the video player loads only on episode views, not with the course programme', async ({
  page,
  login,
}) => {
  await fakeVimeo(page)
  const playerChunks: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/video-player-[^/]+\.js$/.test(request.url())) playerChunks.push(request.url())
  })
  await login(page, 'uczen@example.com', { at: KED_PAGE })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kurs Efektywnego Działania')
  await page.getByRole('link', { name: 'Jak naprawdę zmieniają się nawyki' }).hover()
  await page.waitForLoadState('networkidle')
  expect(playerChunks).toEqual([])

  await page.getByRole('link', { name: 'Jak naprawdę zmieniają się nawyki' }).click()
  await expect(player(page).getByRole('button', { name: 'Odtwórz' })).toBeVisible()
  expect(playerChunks).toHaveLength(1)
})

test('an exercise without video has no player; an unknown or locked episode says why', async ({
  page,
  login,
}) => {
  await login(page, 'uczen@example.com', { at: `${KED_PAGE}?odcinek=ked-w0-e5` })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Ćwiczenie: list do siebie za dziesięć tygodni',
  )
  await expect(page.locator('iframe')).toHaveCount(0)
  await expect(page.getByLabel('Notatki do tego odcinka')).toBeVisible()

  for (const id of ['ked-w5-e1', 'nie-ma-takiego']) {
    await page.goto(`${KED_PAGE}?odcinek=${id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Nie możesz jeszcze obejrzeć tego odcinka',
    )
    await page.getByRole('link', { name: 'Wróć do programu kursu' }).click()
    await expect(page).toHaveURL(KED_PAGE)
  }
})

test('hiding the tab while a video plays reports what was watched', async ({ page, login }) => {
  await fakeVimeo(page)
  const reports = watchReports(page)
  await login(page, 'uczen@example.com', { at: EPISODE })
  await player(page).getByRole('button', { name: 'Odtwórz' }).click()
  await expect.poll(() => reports.map((r) => r.event)).toEqual(['START'])
  await expect(player(page).locator('#position')).not.toHaveText(/^[0-3]$/)
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
  })
  await expect.poll(() => reports.map((r) => r.event)).toEqual(['START', 'PROGRESS'])
  expect(reports[1]?.watchedSecondsDelta).toBeGreaterThanOrEqual(3)
})

test('a video that cannot load says so and offers a retry; the description and materials still work', async ({
  page,
  login,
  checkA11y,
}) => {
  await failingVimeo(page)
  await login(page, 'mini@example.com', { at: `${PED_PAGE}?odcinek=ped-w0-e3` })
  const failure = page.getByRole('alert').filter({ hasText: 'Nie udało się wczytać nagrania.' })
  await expect(failure).toBeVisible()
  await expect(page.locator('iframe[title^="Nagranie:"]')).toBeHidden()
  await expect(page.getByRole('link', { name: /Planer tygodniowy/ })).toHaveAttribute(
    'href',
    /\/api\/media\/resources\/planer-tygodniowy\.pdf$/,
  )
  await checkA11y(page)

  await page.unroute('https://player.vimeo.com/video/**')
  await fakeVimeo(page)
  await failure.getByRole('button', { name: 'Spróbuj ponownie' }).click()
  await expect(player(page).getByRole('button', { name: 'Odtwórz' })).toBeVisible()
  await expect(failure).toHaveCount(0)
})
