import { expect, test } from '../fixtures'
import { TRACE_PATH, browserSession, recordTraces, waitForTrace } from './helpers'

const pageView = (pathname: string) => (trace: { traceType: string; pathname: string }) =>
  trace.traceType === 'PAGE_VIEW' && trace.pathname === pathname

test('every navigation is traced with the session and the location', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin
  const first = waitForTrace(page, pageView('/logowanie'))
  await page.goto('/logowanie?source=yt')
  const firstTrace = await first
  const { sessionId } = await browserSession(page)
  expect(sessionId).toEqual(expect.any(String))
  expect(firstTrace).toEqual({
    sessionId,
    origin,
    pathname: '/logowanie',
    searchParams: 'source=yt',
    href: `${origin}/logowanie?source=yt`,
    traceType: 'PAGE_VIEW',
  })

  // Client-side navigations, through the router.
  const second = waitForTrace(page, pageView('/reset-hasla'))
  await page.getByRole('link', { name: 'Nie pamiętasz hasła?' }).click()
  expect(await second).toMatchObject({
    sessionId,
    searchParams: '',
    href: `${origin}/reset-hasla`,
  })
  const third = waitForTrace(page, pageView('/logowanie'))
  await page.goBack()
  expect(await third).toMatchObject({ sessionId, href: `${origin}/logowanie?source=yt` })

  // The session id belongs to the tab's session: a reload keeps it.
  const afterReload = waitForTrace(page, pageView('/logowanie'))
  await page.reload()
  expect((await afterReload).sessionId).toBe(sessionId)
})

test('a new tab session gets a new session id', async ({ context }) => {
  const ids: string[] = []
  for (let i = 0; i < 2; i += 1) {
    const page = await context.newPage()
    const trace = waitForTrace(page, pageView('/logowanie'))
    await page.goto('/logowanie')
    ids.push((await trace).sessionId)
    await page.close()
  }
  expect(new Set(ids).size).toBe(2)
})

test('admin pages are not traced', async ({ page, login }) => {
  await login(page, 'admin@example.com', { at: null })
  const traces = recordTraces(page)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const home = waitForTrace(page, pageView('/'))
  await page.goto('/')
  await home
  expect(traces.map((trace) => trace.pathname)).toEqual(['/'])
})

test('a failing trace call changes nothing for the visitor', async ({ page, mock }) => {
  await mock.addScenario({ pattern: TRACE_PATH, method: 'POST', status: 500 })
  const pageErrors: Error[] = []
  page.on('pageerror', (error) => pageErrors.push(error))
  const failed = page.waitForResponse(
    (response) => new URL(response.url()).pathname === TRACE_PATH && response.status() === 500,
  )

  await page.goto('/logowanie')
  await failed
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.getByRole('link', { name: 'Nie pamiętasz hasła?' }).click()
  await expect(page).toHaveURL(/\/reset-hasla$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
  expect(pageErrors).toEqual([])
})

test('navigation never waits for a slow trace call', async ({ page, mock }) => {
  await mock.addScenario({ pattern: TRACE_PATH, method: 'POST', delayMs: 20_000 })
  const answered: string[] = []
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === TRACE_PATH) answered.push(response.url())
  })
  await page.goto('/logowanie')
  await expect(page.getByRole('heading', { level: 1, name: 'Zaloguj się' })).toBeVisible()
  const sent = waitForTrace(page, pageView('/reset-hasla'))
  await page.getByRole('link', { name: 'Nie pamiętasz hasła?' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Nie pamiętasz hasła?' })).toBeVisible({
    timeout: 3_000,
  })
  await sent
  // Both pages are there while their traces are still waiting for the answer (20 s).
  expect(answered).toEqual([])
})
