import { PUBLIC_TOKEN } from '@app/contract'
import { LOGOUT_SUCCESS_MESSAGE } from '@app/domain/shared/messages'
import { ApiTraffic, CognitoTraffic, expect, test, signOutThroughMenu } from '../fixtures'

test('signing out says so, goes home and later calls are made as a guest', async ({
  page,
  login,
  checkA11y,
}) => {
  await login(page, 'uczen@example.com')
  const api = new ApiTraffic(page)
  const cognito = new CognitoTraffic(page)

  await signOutThroughMenu(page)

  await expect(page.getByText(LOGOUT_SUCCESS_MESSAGE)).toBeVisible()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Zaloguj się' })).toBeVisible()
  // The refresh token was revoked at the identity service.
  expect(cognito.count('RevokeToken')).toBe(1)
  // The home page's API call goes out with `Bearer PUBLIC`, and whoami is not asked.
  await expect.poll(() => api.to('/api/blog/random').length).toBeGreaterThan(0)
  expect(api.to('/api/blog/random').every((call) => call.token === PUBLIC_TOKEN)).toBe(true)
  expect(api.to('/api/saas/user/whoami')).toHaveLength(0)
  await checkA11y(page)

  // The tokens are gone from the browser too.
  await page.reload()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Zaloguj się' })).toBeVisible()
  expect(api.to('/api/saas/user/whoami')).toHaveLength(0)
})

test('the toast hides after 4 s', async ({ page, login }) => {
  // The browser's clock jumps the 4 s instead of sitting them out.
  await page.clock.install()
  await login(page, 'mini@example.com')
  await signOutThroughMenu(page)
  const toast = page.getByText(LOGOUT_SUCCESS_MESSAGE)
  await expect(toast).toBeVisible()
  await page.clock.fastForward(4_000)
  await expect(toast).toBeHidden()
})

test('opening /logout as a guest just goes home', async ({ page }) => {
  await page.goto('/logout')
  await expect(page).toHaveURL('/')
  await expect(page.getByText(LOGOUT_SUCCESS_MESSAGE)).toBeVisible()
})
