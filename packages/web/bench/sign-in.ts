/**
 * Signs a persona in, in the Chrome that Lighthouse then measures in, the way a user does (and
 * e2e/fixtures.ts `login()`): the login form at /logowanie. Amplify keeps the tokens in the
 * origin's localStorage, which later tabs of the same browser profile share. Drives the browser
 * over the DevTools protocol with Playwright, already a dependency of the e2e tests.
 */
import { chromium } from '@playwright/test'

const SIGN_IN_TIMEOUT_MS = 30_000

/**
 * Signs in and resolves once the app has left the login page and Amplify's id token is in
 * localStorage. Throws when the sign-in does not complete.
 */
export async function signIn(
  chromePort: number,
  webUrl: string,
  email: string,
  password: string,
): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`)
  try {
    // The browser's default context: its storage is the one Lighthouse's tab gets.
    const context = browser.contexts()[0]
    if (!context) throw new Error('The Chrome to sign in has no default browser context')
    const page = await context.newPage()
    try {
      page.setDefaultTimeout(SIGN_IN_TIMEOUT_MS)
      await page.goto(`${webUrl}/logowanie`)
      await page.getByLabel('Adres email').fill(email)
      await page.getByLabel('Hasło').fill(password)
      await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click()
      // The form leaves the page once the session is loaded; a refused sign-in stays, with an alert.
      await page
        .waitForURL((url) => url.pathname !== '/logowanie')
        .catch(async () => {
          const alerts = (await page.getByRole('alert').allInnerTexts()).join(' ').trim()
          throw new Error(
            `Sign-in as ${email} did not complete: ${alerts || 'no alert, timed out'}`,
          )
        })
      const idTokens = await page.evaluate(
        () =>
          Object.keys(localStorage).filter(
            (key) => key.startsWith('CognitoIdentityServiceProvider.') && key.endsWith('.idToken'),
          ).length,
      )
      if (idTokens !== 1) throw new Error(`Signed in, but ${idTokens} id tokens in localStorage`)
    } finally {
      await page.close()
    }
  } finally {
    // Disconnects; a browser Playwright did not launch stays open.
    await browser.close()
  }
}
