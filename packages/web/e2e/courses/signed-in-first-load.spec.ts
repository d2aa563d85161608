import { expect, test } from '../fixtures'
import { KED_PAGE } from './helpers'

const WHOAMI_DELAY_MS = 1000

test('a signed-in visit asks whoami and the page data together, without waiting for the identity library', async ({
  page,
  login,
}) => {
  await login(page, 'uczen@example.com')
  const started: { url: string; at: number }[] = []
  let whoamiAnsweredAt = Number.POSITIVE_INFINITY
  page.on('request', (request) => started.push({ url: request.url(), at: Date.now() }))
  // A slow whoami: the course data must already be on its way while it is answered.
  await page.route('**/api/saas/user/whoami', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, WHOAMI_DELAY_MS))
    whoamiAnsweredAt = Date.now()
    await route.continue()
  })

  await page.goto(KED_PAGE)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kurs Efektywnego Działania')

  const startOf = (pattern: RegExp) => started.find((request) => pattern.test(request.url))?.at
  const whoami = startOf(/\/api\/saas\/user\/whoami/)
  const courseData = startOf(/\/api\/get_week_and_episodes\?course=KED/)
  const identityLibrary = startOf(/\/assets\/amplify-adapter-[\w-]+\.js$/)
  expect(whoami).toBeDefined()
  expect(courseData).toBeDefined()
  expect(courseData).toBeLessThan(whoamiAnsweredAt)
  // The stored token is read without Amplify: whoami never waits for its code.
  expect(identityLibrary === undefined || (whoami ?? 0) <= identityLibrary).toBe(true)
})

test('a guest on a signed-in page is sent to sign in, and no page data is asked for', async ({
  page,
}) => {
  const asked: string[] = []
  page.on('request', (request) => asked.push(request.url()))
  await page.goto(KED_PAGE)
  await expect(page).toHaveURL(/\/logowanie\?redirect=/)
  expect(asked.filter((url) => url.includes('/api/get_week_and_episodes'))).toEqual([])
})
