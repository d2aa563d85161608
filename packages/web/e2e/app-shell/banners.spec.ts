import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'

const salesBanner = (page: Page) =>
  page.getByRole('region', { name: /^Zapisy do programu trwają do/ })

test('the sales countdown runs in Warsaw time and disappears at the deadline', async ({
  page,
  checkA11y,
}) => {
  await page.clock.install({ time: new Date('2025-09-30T21:57:00Z') })
  await page.goto('/')
  const banner = salesBanner(page)
  await expect(banner).toBeVisible()
  // axe needs running timers: check before the clock is stopped.
  await checkA11y(page)
  // Two minutes before 30.09.2025 21:59:59 UTC, with the clock stopped there.
  await page.clock.pauseAt(new Date('2025-09-30T21:57:59Z'))
  await expect(banner.getByRole('heading')).toHaveText(
    'Zapisy do programu trwają do 30.09.2025 23:59',
  )
  await expect(banner).toContainText('0 dni, 0 godzin, 2 minuty i 0 sekund')
  await expect(banner.getByRole('link', { name: 'Zobacz szczegóły' })).toHaveAttribute(
    'href',
    '/prezentacja',
  )

  await page.clock.runFor(61_000)
  await expect(banner).toContainText('0 dni, 0 godzin, 0 minut i 59 sekund')
  await page.clock.runFor(58_000)
  await expect(banner).toContainText('1 sekunda')
  await page.clock.runFor(1_000)
  await expect(banner).toBeHidden()
})

test('a parent is sent to the course page for parents', async ({ page, login }) => {
  await login(page, 'rodzic@example.com', { at: null })
  await page.clock.setFixedTime(new Date('2025-09-20T12:00:00+02:00'))
  await page.goto('/')
  await expect(salesBanner(page)).toContainText('10 dni, 11 godzin, 59 minut i 59 sekund')
  await expect(salesBanner(page).getByRole('link', { name: 'Zobacz szczegóły' })).toHaveAttribute(
    'href',
    '/kurs-efektywnego-dzialania/rodzice',
  )
})

test('the launch wording and button switch at 26.09.2025 18:00', async ({ page, checkA11y }) => {
  await page.clock.install({ time: new Date('2025-09-26T17:59:00+02:00') })
  await page.goto('/')
  const launch = page.getByRole('region', { name: 'Platforma już wkrótce' })
  await expect(launch).toBeVisible()
  await checkA11y(page)
  await page.clock.pauseAt(new Date('2025-09-26T17:59:58+02:00'))
  await expect(launch).toBeVisible()
  // No waiting-list button until its page exists (decision 0108).
  await expect(launch.getByRole('link')).toHaveCount(0)

  await page.clock.runFor(2_000)
  const launched = page.getByRole('region', { name: 'Platforma jest już dostępna' })
  await expect(launched).toBeVisible()
  await expect(launched.getByRole('link', { name: 'Poznaj platformę' })).toHaveAttribute(
    'href',
    '/prezentacja',
  )
})

test('after the deadline there is no banner at all', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2025-09-30T22:00:00Z'))
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(salesBanner(page)).toHaveCount(0)
})
