import { MAX_RETRIES, USER_REFRESH_INTERVAL_MS } from '@app/domain/shared/constants'
import { AUTH_FAILED_MESSAGE, SERVER_UNREACHABLE_MESSAGE } from '@app/domain/shared/messages'
import { ApiTraffic, expect, test, waitThroughRetries } from '../fixtures'

const WHOAMI = '/api/saas/user/whoami'

test('a guest page load does not ask whoami and calls the API as PUBLIC', async ({ page }) => {
  const api = new ApiTraffic(page)
  await page.goto('/')
  await expect.poll(() => api.to('/api/blog/random').length).toBeGreaterThan(0)
  expect(api.to(WHOAMI)).toHaveLength(0)
  expect(api.calls.every((call) => call.token === 'PUBLIC')).toBe(true)
})

test('whoami refused with 401: the user is signed out and told so', async ({
  page,
  mock,
  login,
}) => {
  await login(page, 'uczen@example.com', { at: null })
  await mock.addScenario({ pattern: WHOAMI, status: 401, message: 'Unauthorized' })

  await page.goto('/produkt')

  await expect(page.getByText(AUTH_FAILED_MESSAGE)).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Zaloguj się' })).toBeVisible()
  // The tokens were dropped: after the scenario ends, nobody is signed in any more.
  await mock.clearScenarios()
  const api = new ApiTraffic(page)
  await page.reload()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Zaloguj się' })).toBeVisible()
  expect(api.to(WHOAMI)).toHaveLength(0)
})

test('a background refresh refused with 403 ends the session too', async ({
  page,
  mock,
  login,
}) => {
  await page.clock.install()
  await login(page, 'mini@example.com')
  await mock.addScenario({ pattern: WHOAMI, status: 403, message: 'Forbidden' })

  await page.clock.fastForward(USER_REFRESH_INTERVAL_MS + 1000)

  await expect(page.getByText(AUTH_FAILED_MESSAGE)).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Zaloguj się' })).toBeVisible()
})

test('a first load that fails is retried, then reported and treated as signed out', async ({
  page,
  mock,
  login,
}) => {
  await login(page, 'uczen@example.com', { at: null })
  await mock.addScenario({ pattern: WHOAMI, drop: true })
  const api = new ApiTraffic(page)

  await page.clock.install()
  await page.goto('/produkt')

  // 1 s + 2 s + 4 s of retry delays come first.
  await waitThroughRetries(
    page,
    page.getByRole('banner').getByRole('link', { name: 'Zaloguj się' }),
  )
  expect(api.to(WHOAMI)).toHaveLength(1 + MAX_RETRIES)
  await expect(page.getByText(SERVER_UNREACHABLE_MESSAGE)).toBeVisible()
})

test('a background refresh that fails is silent: no retries, the user stays', async ({
  page,
  mock,
  login,
}) => {
  await page.clock.install()
  await login(page, 'uczen@example.com')
  await mock.addScenario({ pattern: WHOAMI, drop: true })
  const api = new ApiTraffic(page)

  await page.clock.fastForward(USER_REFRESH_INTERVAL_MS + 1000)
  await expect.poll(() => api.to(WHOAMI).length).toBe(1)
  expect(await api.to(WHOAMI)[0]?.status).toBe(503)
  await page.clock.fastForward(10_000)

  expect(api.to(WHOAMI)).toHaveLength(1)
  await expect(page.getByText(SERVER_UNREACHABLE_MESSAGE)).toHaveCount(0)
  await expect(page.getByRole('banner')).toContainText('Zalogowano jako')
})
