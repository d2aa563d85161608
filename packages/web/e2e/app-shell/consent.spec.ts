import { COOKIE_CONSENT_MAX_AGE_MS } from '@app/domain/shared/constants'
import { COOKIE_CONSENT_NAME, consentSignals } from '@app/domain/site/cookie-consent'
import { expect, expectAppReady, test } from '../fixtures'
import {
  browserSession,
  consentBanner,
  dataLayer,
  recordThirdPartyRequests,
  waitForTrace,
} from './helpers'

const MINUTE_MS = 60_000

const choices = [
  { button: 'Akceptuję', accepted: true, value: 'true', traceType: 'COOKIES_ACCEPTED' },
  { button: 'Odrzucam', accepted: false, value: 'false', traceType: 'COOKIES_REJECTED' },
] as const

for (const { button, accepted, value, traceType } of choices) {
  test(`'${button}' keeps the choice for a year, traces it and updates consent mode`, async ({
    page,
    context,
    baseURL,
  }) => {
    const thirdParty = recordThirdPartyRequests(page, new URL(baseURL ?? '').origin)
    await page.goto('/?source=yt')
    const banner = consentBanner(page)
    await expect(banner).toBeVisible()
    // The banner is in the page's HTML; its buttons work once the app runs.
    await expectAppReady(page)
    await expect(banner.getByRole('link', { name: 'polityce prywatności' })).toHaveAttribute(
      'href',
      '/polityka-prywatnosci',
    )
    expect(await dataLayer(page)).toEqual([['consent', 'default', consentSignals(false)]])

    const trace = waitForTrace(page, (t) => t.traceType === traceType)
    const choseAt = Date.now()
    await banner.getByRole('button', { name: button }).click()

    expect(await trace).toMatchObject({
      traceType,
      pathname: '/',
      searchParams: 'source=yt',
      sessionId: (await browserSession(page)).sessionId,
      ...(accepted ? { additionalInfo: 'firstJoinedFrom=yt' } : {}),
    })
    await expect(banner).toHaveCount(0)
    const cookie = (await context.cookies()).find((c) => c.name === COOKIE_CONSENT_NAME)
    expect(cookie?.value).toBe(value)
    expect(cookie?.path).toBe('/')
    const expiresMs = (cookie?.expires ?? 0) * 1000
    expect(Math.abs(expiresMs - (choseAt + COOKIE_CONSENT_MAX_AGE_MS))).toBeLessThan(MINUTE_MS)
    expect(await dataLayer(page)).toEqual([
      ['consent', 'default', consentSignals(false)],
      ['consent', 'update', consentSignals(accepted)],
    ])
    const session = await browserSession(page)
    expect(session.firstJoinedFrom).toBe(accepted ? 'yt' : undefined)

    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(consentBanner(page)).toHaveCount(0)
    // A choice made earlier applies again on every page load.
    await expect
      .poll(() => dataLayer(page))
      .toContainEqual(['consent', 'update', consentSignals(accepted)])
    // No analytics id is configured: nothing from elsewhere is loaded, before or after the choice.
    expect(thirdParty).toEqual([])
  })
}

test('without a source query parameter the first-joined source is direct', async ({ page }) => {
  await page.goto('/logowanie')
  const trace = waitForTrace(page, (t) => t.traceType === 'COOKIES_ACCEPTED')
  await consentBanner(page).getByRole('button', { name: 'Akceptuję' }).click()
  expect((await trace).additionalInfo).toBe('firstJoinedFrom=direct')
  expect((await browserSession(page)).firstJoinedFrom).toBe('direct')
})

test('the banner is keyboard operable with a visible focus', async ({ page }) => {
  await page.goto('/logowanie')
  const banner = consentBanner(page)
  await banner.getByRole('link', { name: 'polityce prywatności' }).focus()
  await page.keyboard.press('Tab')
  const accept = banner.getByRole('button', { name: 'Akceptuję' })
  await expect(accept).toBeFocused()
  const outline = await accept.evaluate((element) => getComputedStyle(element).outlineStyle)
  expect(outline).not.toBe('none')
  await page.keyboard.press('Tab')
  await expect(banner.getByRole('button', { name: 'Odrzucam' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(banner).toHaveCount(0)
  expect((await page.context().cookies()).find((c) => c.name === COOKIE_CONSENT_NAME)?.value).toBe(
    'false',
  )
})

for (const path of ['/', '/logowanie']) {
  test(`no accessibility violations on ${path} with the banner`, async ({ page, checkA11y }) => {
    await page.goto(path)
    await expect(consentBanner(page)).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await checkA11y(page)
  })
}

test('on a small screen the banner leaves the end of the page uncovered', async ({
  page,
  checkA11y,
}) => {
  await page.setViewportSize({ width: 375, height: 667 })
  await page.goto('/')
  const banner = consentBanner(page)
  await expect(banner).toBeVisible()
  const footer = page.getByRole('contentinfo')
  await expect(footer).toBeVisible()
  // Scrolled to the very end, again while the page still grows (its blog cards load after it).
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      const footerBox = await footer.boundingBox()
      const bannerBox = await banner.boundingBox()
      return !!footerBox && !!bannerBox && footerBox.y + footerBox.height <= bannerBox.y + 1
    })
    .toBe(true)
  await checkA11y(page)
})

test('the footer reopens the banner so that a choice can be changed', async ({ page, context }) => {
  await page.goto('/')
  await expectAppReady(page)
  await consentBanner(page).getByRole('button', { name: 'Akceptuję' }).click()
  await expect(consentBanner(page)).toBeHidden()

  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: 'Ustawienia plików cookie' })
    .click()
  await consentBanner(page).getByRole('button', { name: 'Odrzucam' }).click()
  await expect(consentBanner(page)).toBeHidden()
  const cookie = (await context.cookies()).find((c) => c.name === COOKIE_CONSENT_NAME)
  expect(cookie?.value).toBe('false')
  expect(await dataLayer(page)).toContainEqual(['consent', 'update', consentSignals(false)])
})

test('the banner is in the HTML of a prerendered page, and hidden there once a choice is stored', async ({
  page,
  context,
  baseURL,
}) => {
  // Only the HTML and its inline script: what a phone paints before the app's JavaScript arrives.
  await page.route('**/assets/*.js', (route) => route.abort())
  await page.goto('/oferta/kurs-efektywnego-dzialania')
  await expect(consentBanner(page).getByRole('button', { name: 'Akceptuję' })).toBeVisible()

  await context.addCookies([{ name: COOKIE_CONSENT_NAME, value: 'false', url: baseURL ?? '' }])
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(consentBanner(page)).toBeHidden()
})

test('on a phone the banner is a compact bar: at most a third of a 375×812 screen', async ({
  page,
  checkA11y,
}) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/')
  const banner = consentBanner(page)
  await expect(banner).toBeVisible()
  for (const name of ['Akceptuję', 'Odrzucam'])
    await expect(banner.getByRole('button', { name })).toBeInViewport()
  await expect(banner.getByRole('link', { name: 'polityce prywatności' })).toBeInViewport()
  const box = await banner.boundingBox()
  expect(box?.height).toBeLessThanOrEqual(812 / 3)
  await checkA11y(page)
})
