import { SUPPORT_WIDGET_DELAY_MS } from '@app/domain/shared/constants'
import { expect, test } from '../fixtures'

test('without an app id the support widget is never loaded', async ({ page, login }) => {
  await page.clock.install()
  const widgetRequests: string[] = []
  page.on('request', (request) => {
    if (/intercom/i.test(request.url())) widgetRequests.push(request.url())
  })
  await login(page, 'uczen@example.com')
  await page.keyboard.press('Tab')
  await page.mouse.wheel(0, 200)
  await page.clock.runFor(SUPPORT_WIDGET_DELAY_MS + 1000)

  expect(await page.evaluate(() => 'Intercom' in window)).toBe(false)
  await expect(page.locator('script[src*="intercom"]')).toHaveCount(0)
  expect(widgetRequests).toEqual([])
})
