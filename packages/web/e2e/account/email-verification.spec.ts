import {
  RESEND_CODE_LABEL,
  SEND_CODE_LABEL,
  verificationCodeSentMessage,
} from '@app/domain/shared/messages'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { latestEmailTo, personaId, sendVerificationCode } from './helpers'

const EMAIL = 'nowy@example.com'
const BANNER = 'Potwierdź swój adres email'
const SPAM_NOTE = 'Nie widzisz wiadomości? Sprawdź folder spam lub oferty.'

const banner = (page: Page) => page.getByRole('region', { name: BANNER })

/** A 6-digit code that is not `code`. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

async function sendCodeFromBanner(page: Page) {
  await banner(page).getByRole('button', { name: SEND_CODE_LABEL }).click()
  await expect(banner(page).getByRole('status')).toHaveText(verificationCodeSentMessage(EMAIL))
}

test('the banner sends a code, makes a resend wait 60 s and confirms the email', async ({
  page,
  request,
  checkA11y,
  login,
  mock,
}) => {
  await page.clock.install()
  await login(page, EMAIL)
  const region = banner(page)
  await expect(region).toBeVisible()
  await expect(region.getByLabel('Kod weryfikacyjny')).toBeHidden()
  await checkA11y(page)

  // The countdown follows the browser's clock only: stopped, it moves exactly as far as the test
  // moves it, however long each step takes on a busy machine (axe needs it running again).
  await page.clock.pauseAt(new Date(Date.now() + 1_000))
  await sendCodeFromBanner(page)
  // The details panel opened, the label changed, a resend waits with a visible countdown.
  await expect(region.getByLabel('Kod weryfikacyjny')).toBeVisible()
  await expect(region.getByText(SPAM_NOTE)).toBeVisible()
  const resend = region.getByRole('button', { name: RESEND_CODE_LABEL })
  await expect(resend).toBeDisabled()
  await expect(region.getByText(/^Kolejny kod możesz wysłać za (60|59) sekund\.$/)).toBeVisible()

  await page.clock.fastForward(30_000)
  await expect(region.getByText(/^Kolejny kod możesz wysłać za (30|29) sekund\.$/)).toBeVisible()
  await expect(resend).toBeDisabled()
  await page.clock.fastForward(30_000)
  await expect(resend).toBeEnabled()
  await expect(region.getByText(/^Kolejny kod możesz wysłać/)).toHaveCount(0)
  await page.clock.resume()
  await checkA11y(page)

  // The server has its own clock and still refuses: its message is shown.
  await resend.click()
  await expect(region.getByRole('alert')).toContainText('Kod został już wysłany.')
  await expect(resend).toBeEnabled()
  await mock.advanceClock(60_000)
  await resend.click()
  await expect(region.getByRole('status')).toHaveText(verificationCodeSentMessage(EMAIL))
  await expect(region.getByRole('alert')).toHaveCount(0)
  await expect(resend).toBeDisabled()

  const { code } = await latestEmailTo(request, EMAIL)
  await region.getByLabel('Kod weryfikacyjny').fill(otherCode(code ?? ''))
  await region.getByRole('button', { name: 'Potwierdź adres email' }).click()
  await expect(region.getByRole('alert')).toHaveText('Nieprawidłowy kod weryfikacyjny.')
  await region.getByLabel('Kod weryfikacyjny').fill(code ?? '')
  await region.getByRole('button', { name: 'Potwierdź adres email' }).click()
  const confirmed = page.getByRole('status').filter({ hasText: 'Adres email został potwierdzony.' })
  await expect(confirmed).toBeVisible()
  // Success looks like success: the banner turns from the warning's yellow to green.
  await expect(page.locator('.verification-banner')).toHaveCSS(
    'background-color',
    'rgb(230, 244, 234)',
  )
  await checkA11y(page)

  await page.reload()
  await expect(page.getByText('Zalogowano jako')).toBeVisible()
  await expect(banner(page)).toHaveCount(0)
})

test('a send failure shows the default message when the server gives none', async ({
  page,
  mock,
  login,
}) => {
  await login(page, EMAIL)
  await mock.addScenario({
    pattern: '/api/saas/user/send-verification-code',
    status: 500,
    message: ' ',
    delayMs: 300,
  })
  const send = banner(page).getByRole('button', { name: SEND_CODE_LABEL })
  await send.click()
  await expect(banner(page).getByRole('button', { name: 'Wysyłanie…' })).toBeDisabled()
  await expect(banner(page).getByRole('alert')).toHaveText(
    'Wystąpił błąd podczas wysyłania kodu. Spróbuj ponownie.',
  )
  // Nothing was sent: no wait, the label stays.
  await expect(send).toBeEnabled()
})

test('the link from the email confirms it once; the banner is gone', async ({
  page,
  request,
  checkA11y,
  login,
}) => {
  await login(page, EMAIL)
  await sendCodeFromBanner(page)
  const { link } = await latestEmailTo(request, EMAIL)
  expect(link).toMatch(/^\/weryfikuj-email\/\d{6}\/[\w-]+$/)

  let verifications = 0
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/saas/user/verify-email') verifications += 1
  })
  await page.goto(link ?? '')
  await expect(page.getByRole('heading', { name: 'Adres email został potwierdzony' })).toBeVisible()
  await expect(banner(page)).toHaveCount(0)
  await checkA11y(page)
  expect(verifications).toBe(1)

  await page.getByRole('link', { name: 'Przejdź dalej' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByText('Zalogowano jako')).toBeVisible()
  await expect(banner(page)).toHaveCount(0)
})

test('a wrong code on the verify page offers a new code there; the banner stays hidden', async ({
  page,
  request,
  checkA11y,
  login,
}) => {
  // The banner's code arrives late (a slow network): the page waits for it rather than being
  // pushed down by it, so the main heading never moves.
  const bannerCode = /\/email-verification-banner-[\w-]+\.js$/
  await page.route(bannerCode, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    await route.continue()
  })
  await login(page, EMAIL)
  const heading = page.getByRole('main').getByRole('heading', { level: 1 })
  await expect(heading).toBeVisible()
  const headingTop = (await heading.boundingBox())?.y
  await expect(banner(page)).toBeVisible()
  expect((await heading.boundingBox())?.y).toBe(headingTop)
  await page.unroute(bannerCode)

  await page.goto(`/weryfikuj-email/000000/${await personaId(request, EMAIL)}`)
  await expect(page.getByRole('heading', { name: 'Nieprawidłowy kod weryfikacyjny' })).toBeVisible()
  await expect(banner(page)).toHaveCount(0)
  await checkA11y(page)

  await page.getByRole('button', { name: SEND_CODE_LABEL }).click()
  await expect(page.getByText(verificationCodeSentMessage(EMAIL))).toBeVisible()
  const { code } = await latestEmailTo(request, EMAIL)
  await page.getByLabel('Kod weryfikacyjny').fill(code ?? '')
  await page.getByRole('button', { name: 'Potwierdź adres email' }).click()
  await expect(page.getByRole('heading', { name: 'Adres email został potwierdzony' })).toBeVisible()
})

test('a guest: a wrong code, an unknown user and a malformed link', async ({
  page,
  request,
  checkA11y,
}) => {
  await page.goto(`/weryfikuj-email/123456/${await personaId(request, EMAIL)}`)
  await expect(page.getByRole('heading', { name: 'Nieprawidłowy kod weryfikacyjny' })).toBeVisible()
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Przejdź do logowania' }),
  ).toHaveAttribute('href', '/logowanie')
  await checkA11y(page)

  await page.goto('/weryfikuj-email/123456/nie-ma-takiego')
  await expect(page.getByRole('heading', { name: 'Nie znaleziono konta' })).toBeVisible()

  await page.goto('/weryfikuj-email/12ab/nie-ma-takiego')
  await expect(page.getByRole('heading', { name: 'Strona nie została znaleziona.' })).toBeVisible()
})

/** The link of a code sent to the persona (through the API: the banner is tested above). */
async function emailedLink(request: APIRequestContext) {
  await sendVerificationCode(request, EMAIL)
  const { link } = await latestEmailTo(request, EMAIL)
  expect(link).toMatch(/^\/weryfikuj-email\/\d{6}\/[\w-]+$/)
  return link ?? ''
}

test('a guest opening the link is confirmed and sent to log in', async ({
  page,
  request,
  checkA11y,
}) => {
  await page.goto(await emailedLink(request))
  await expect(page.getByRole('heading', { name: 'Adres email został potwierdzony' })).toBeVisible()
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Przejdź do logowania' }),
  ).toBeVisible()
  await checkA11y(page)
})

test('a link older than 15 minutes is expired', async ({ page, request, checkA11y, mock }) => {
  const link = await emailedLink(request)
  await mock.advanceClock(16 * 60 * 1000)
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Kod weryfikacyjny wygasł' })).toBeVisible()
  await expect(page.getByText('Kod weryfikacyjny wygasł. Wyślij nowy kod.')).toBeVisible()
  await checkA11y(page)
})
