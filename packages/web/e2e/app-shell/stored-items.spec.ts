import { CLEANUP_INTERVAL_MS } from '@app/domain/shared/constants'
import { EXPIRING_PREFIX } from '../../src/lib/storage'
import { expect, test } from '../fixtures'

const T = new Date('2025-10-01T10:00:00+02:00').getTime()

test('expired stored items are removed at start and then every 60 s', async ({ page }) => {
  await page.clock.install({ time: T })
  const items = {
    [`${EXPIRING_PREFIX}expired`]: { value: 'a', expiresAt: T - 1 },
    [`${EXPIRING_PREFIX}soon`]: { value: 'b', expiresAt: T + 30_000 },
    [`${EXPIRING_PREFIX}later`]: { value: 'c', expiresAt: T + 5 * CLEANUP_INTERVAL_MS },
    'not-expiring': { expiresAt: T - 1 },
  }
  await page.goto('/logowanie')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Seed, then load the app again: the start-up cleanup sees them.
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries))
      localStorage.setItem(key, JSON.stringify(value))
  }, items)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  const keys = () =>
    page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => !key.startsWith('Cognito'))
        .sort(),
    )
  await expect
    .poll(keys)
    .toEqual([`${EXPIRING_PREFIX}later`, `${EXPIRING_PREFIX}soon`, 'not-expiring'])

  await page.clock.runFor(CLEANUP_INTERVAL_MS)
  await expect.poll(keys).toEqual([`${EXPIRING_PREFIX}later`, 'not-expiring'])

  await page.clock.runFor(4 * CLEANUP_INTERVAL_MS)
  await expect.poll(keys).toEqual(['not-expiring'])
})
