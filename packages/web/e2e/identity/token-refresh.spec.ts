import { USER_REFRESH_INTERVAL_MS } from '@app/domain/shared/constants'
import { AUTH_FAILED_MESSAGE } from '@app/domain/shared/messages'
import type { Page } from '@playwright/test'
import { ApiTraffic, CognitoTraffic, expect, jwtClaims, test } from '../fixtures'

const WHOAMI = '/api/saas/user/whoami'

/**
 * A fresh sign-in on Playwright's clock (so that Amplify sees the token expire), so that its
 * token's whole lifetime lies ahead (a stored session's may not); with the traffic watched.
 */
async function signInWatched(page: Page, signIn: (page: Page, email: string) => Promise<void>) {
  await page.clock.install()
  const api = new ApiTraffic(page)
  const cognito = new CognitoTraffic(page)
  await signIn(page, 'uczen@example.com')
  // Every call of the first page answered before a clock moves: one refused after the move
  // would start a refresh of its own.
  await api.settled()
  const first = api.to(WHOAMI).at(-1)?.token ?? ''
  const claims = jwtClaims(first)
  const lifetimeMs = (Number(claims.exp) - Number(claims.iat)) * 1000
  expect(lifetimeMs).toBeGreaterThan(0)
  return { api, cognito, first, claims, lifetimeMs }
}

test('an expired id token is refreshed and the next API call succeeds with the new one', async ({
  page,
  mock,
  loginThroughForm,
}) => {
  const { api, cognito, first, claims, lifetimeMs } = await signInWatched(page, loginThroughForm)

  // Past the token's lifetime (and past the session's refresh interval) on both clocks.
  const jumpMs = Math.max(lifetimeMs, USER_REFRESH_INTERVAL_MS) + 60_000
  await mock.advanceClock(jumpMs)
  await page.clock.fastForward(jumpMs)

  // The periodic session refresh asks Amplify for the token: it refreshes it first
  // (Amplify 6 calls GetTokensFromRefreshToken), then whoami goes out with the new one.
  await expect.poll(() => cognito.count('GetTokensFromRefreshToken')).toBe(1)
  await expect.poll(() => api.to(WHOAMI).length).toBeGreaterThan(1)
  const refreshed = api.to(WHOAMI).at(-1)
  expect(await refreshed?.status).toBe(200)
  expect(refreshed?.token).not.toBe(first)
  const newClaims = jwtClaims(refreshed?.token ?? '')
  expect(newClaims.email).toBe('uczen@example.com')
  expect(Number(newClaims.iat) * 1000).toBeGreaterThanOrEqual(Number(claims.iat) * 1000 + jumpMs)
  await expect(page.getByRole('banner')).toContainText('Zalogowano jako')
})

test('a token the API holds expired while this device does not is refreshed and the call sent again', async ({
  page,
  mock,
  loginThroughForm,
}) => {
  const { api, cognito, first, lifetimeMs } = await signInWatched(page, loginThroughForm)

  // Only the server's clock moves past the token's lifetime (a device clock running late).
  await mock.advanceClock(lifetimeMs + 60_000)
  const before = api.to(WHOAMI).length
  await page.reload()

  await expect.poll(() => api.to(WHOAMI).length).toBe(before + 2)
  const [refused, resent] = api.to(WHOAMI).slice(before)
  expect(await refused?.status).toBe(401)
  expect(refused?.token).toBe(first)
  expect(await resent?.status).toBe(200)
  expect(resent?.token).not.toBe(first)
  expect(cognito.count('GetTokensFromRefreshToken')).toBe(1)
  await expect(page.getByRole('banner')).toContainText('Zalogowano jako')
  await expect(page.getByText(AUTH_FAILED_MESSAGE)).toHaveCount(0)
})
