import { LOGOUT_SUCCESS_MESSAGE, USER_ALREADY_EXISTS_MESSAGE } from '@app/domain/shared/messages'
import type { Page } from '@playwright/test'
import { expect, test, signOutThroughMenu } from '../fixtures'

const HOSTED_UI = 'https://localhost:4443'
// The bundle is built for the hosted UI on localhost:4443: this file's worker runs its mock there.
test.use({ hostedUiPort: 4443 })

/** From the login page to the hosted UI's (simulated) Google sign-in. */
async function openGoogleSignIn(page: Page, loginPath = '/logowanie') {
  await page.goto(loginPath)
  await page.getByRole('button', { name: 'Zaloguj się przez Google' }).click()
  await expect(page).toHaveURL(new RegExp(`^${HOSTED_UI}/oauth2/authorize\\?`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zaloguj się przez Google')
}

test('a persona signs in through the hosted UI and returns to where they started', async ({
  page,
  mock,
}) => {
  const persona = await mock.persona('rodzic@example.com')
  const tokenExchanges: string[] = []
  page.on('request', (request) => {
    if (request.url() === `${HOSTED_UI}/oauth2/token`) tokenExchanges.push(request.postData() ?? '')
  })

  await openGoogleSignIn(page, '/logowanie?redirect=%2Freset-hasla')
  const authorize = new URL(page.url())
  expect(authorize.searchParams.get('identity_provider')).toBe('Google')
  expect(authorize.searchParams.get('scope')?.split(' ').sort()).toEqual([
    'email',
    'openid',
    'profile',
  ])
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
  await page.getByRole('button', { name: new RegExp(persona.email) }).click()

  await expect(page).toHaveURL('/reset-hasla')
  await expect(page.getByRole('banner')).toContainText(`Zalogowano jako ${persona.name}`)
  // The code was exchanged once, with the PKCE verifier.
  expect(tokenExchanges).toHaveLength(1)
  expect(tokenExchanges[0]).toContain('grant_type=authorization_code')
  expect(tokenExchanges[0]).toContain('code_verifier=')
})

test('a new email signs up through the hosted UI', async ({ page }) => {
  await openGoogleSignIn(page)
  await page.getByLabel('Adres email').fill('ktos.nowy@example.com')
  await page.getByLabel('Imię').fill('Ktoś Nowy')
  await page.getByRole('button', { name: 'Dalej' }).click()

  // A new platform account (newFlow, no groups yet) has My products, where its quiz will be
  // (issue 'Platform frame' amends "no groups goes to /").
  await expect(page.getByRole('banner')).toContainText('Zalogowano jako Ktoś Nowy')
  await expect(page).toHaveURL('/produkt')
})

test('the existing-email refusal ends on /login-error with the exact message', async ({
  page,
  checkA11y,
}) => {
  await openGoogleSignIn(page)
  await page.getByRole('button', { name: 'Zasymuluj błąd: konto już istnieje' }).click()

  await expect(page).toHaveURL(/\/login-error\?error_description=/)
  await expect(page.getByRole('alert')).toHaveText(USER_ALREADY_EXISTS_MESSAGE)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Zaloguj się' })).toBeVisible()
  await checkA11y(page)
})

test('typing the email of a password account gets the same refusal', async ({ page }) => {
  await openGoogleSignIn(page)
  await page.getByLabel('Adres email').fill('uczen@example.com')
  await page.getByRole('button', { name: 'Dalej' }).click()

  await expect(page).toHaveURL(/\/login-error/)
  await expect(page.getByRole('alert')).toHaveText(USER_ALREADY_EXISTS_MESSAGE)
})

test('signing out after a hosted-UI sign-in goes through its logout and back home', async ({
  page,
  mock,
}) => {
  const persona = await mock.persona('admin@example.com')
  await openGoogleSignIn(page)
  await page.getByRole('button', { name: new RegExp(persona.email) }).click()
  await expect(page.getByRole('banner')).toContainText(persona.name)

  const hostedLogout = page.waitForRequest((request) =>
    request.url().startsWith(`${HOSTED_UI}/logout?`),
  )
  await signOutThroughMenu(page)

  const logoutUrl = new URL((await hostedLogout).url())
  expect(logoutUrl.searchParams.get('logout_uri')).toMatch(/\/logout$/)
  await expect(page).toHaveURL('/')
  await expect(page.getByText(LOGOUT_SUCCESS_MESSAGE)).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Zaloguj się' })).toBeVisible()
})
