import { SERVER_UNREACHABLE_MESSAGE } from '@app/domain/shared/messages'
import { IDENTITY_MESSAGES } from '../../src/features/identity/messages'
import {
  ApiTraffic,
  CognitoTraffic,
  expect,
  jwtClaims,
  mockUrl,
  navigateInApp,
  signOutThroughMenu,
  test,
} from '../fixtures'

/** The nine demo personas of the README. */
const PERSONA_EMAILS = [
  'uczen@example.com',
  'mini@example.com',
  'rodzic@example.com',
  'pro@example.com',
  'nowy@example.com',
  'brak@example.com',
  'admin@example.com',
  'asystent@example.com',
  'recenzent@example.com',
]

const WHOAMI = '/api/saas/user/whoami'

// One tab for all nine: each signs in through the form, then out through the menu for the next.
test('each of the nine personas signs in with email and password (SRP)', async ({ page, mock }) => {
  // Nine sign-ins, each given the time one test of its own had.
  test.setTimeout(PERSONA_EMAILS.length * 30_000)
  for (const [index, email] of PERSONA_EMAILS.entries()) {
    await test.step(`${email} signs in with email and password (SRP)`, async () => {
      const persona = await mock.persona(email)
      const api = new ApiTraffic(page)
      const cognito = new CognitoTraffic(page)

      await (index === 0 ? page.goto('/logowanie') : navigateInApp(page, '/logowanie'))
      await page.getByLabel('Adres email').fill(email)
      await page.getByLabel('Hasło').fill(persona.password)
      await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click()

      // My products, except for an account with nothing to use (no group and not a platform
      // sign-up), which /produkt sends home (SPEC §6, amended by issue 'Platform frame').
      const hasProducts = persona.groups.length > 0 || email === 'nowy@example.com'
      await expect(page).toHaveURL(hasProducts ? '/produkt' : '/')
      await expect(page.getByRole('banner')).toContainText(`Zalogowano jako ${persona.name}`)
      // Amplify's default flow: SRP, the password itself is never sent.
      expect(cognito.count('InitiateAuth', 'USER_SRP_AUTH')).toBe(1)
      expect(cognito.count('RespondToAuthChallenge')).toBe(1)
      expect(JSON.stringify(cognito.calls)).not.toContain(persona.password)
      // whoami carries the id token of this user.
      const whoami = api.to(WHOAMI).at(-1)
      expect(whoami).toBeDefined()
      expect(await whoami?.status).toBe(200)
      expect(jwtClaims(whoami?.token ?? '')).toMatchObject({ email, token_use: 'id' })

      await signOutThroughMenu(page)
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'Zaloguj się' }),
      ).toBeVisible()
    })
  }
})

test('the login page is accessible and names its alternatives', async ({ page, checkA11y }) => {
  await page.goto('/logowanie')

  await expect(page.getByRole('heading', { level: 1, name: 'Zaloguj się' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Zaloguj się przez Google' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Nie pamiętasz hasła?' })).toHaveAttribute(
    'href',
    '/reset-hasla',
  )
  await expect(page.getByRole('link', { name: 'Zarejestruj się' }).last()).toHaveAttribute(
    'href',
    '/rejestracja',
  )
  await checkA11y(page)
})

test('empty and malformed fields get Polish messages tied to the inputs', async ({
  page,
  checkA11y,
}) => {
  const cognito = new CognitoTraffic(page)
  await page.goto('/logowanie')

  await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click()
  const email = page.getByLabel('Adres email')
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveAccessibleDescription('Podaj adres email')
  await expect(page.getByLabel('Hasło')).toHaveAccessibleDescription('Podaj hasło')
  await expect(email).toBeFocused()

  await email.fill('nie-email')
  await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click()
  await expect(email).toHaveAccessibleDescription('Podaj poprawny adres email')
  expect(cognito.calls).toHaveLength(0)
  await checkA11y(page)
})

test('a wrong password is refused with a message and the typed values stay', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/logowanie')
  await page.getByLabel('Adres email').fill('uczen@example.com')
  await page.getByLabel('Hasło').fill('Zle-haslo-1')
  await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click()

  await expect(page.getByRole('alert')).toHaveText(IDENTITY_MESSAGES.wrongCredentials)
  await expect(page).toHaveURL('/logowanie')
  await expect(page.getByLabel('Adres email')).toHaveValue('uczen@example.com')
  await expect(page.getByLabel('Hasło')).toHaveValue('Zle-haslo-1')
  await expect(page.getByRole('button', { name: 'Zaloguj się', exact: true })).toBeEnabled()
  await checkA11y(page)
})

test('the email is lower-cased before signing in', async ({ page, mock }) => {
  const persona = await mock.persona('uczen@example.com')
  const cognito = new CognitoTraffic(page)
  await page.goto('/logowanie')
  await page.getByLabel('Adres email').fill('  UCZEN@Example.COM ')
  await page.getByLabel('Hasło').fill(persona.password)
  await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click()

  await expect(page.getByRole('banner')).toContainText(persona.name)
  const initiate = cognito.calls.find((call) => call.action === 'InitiateAuth')
  expect(initiate?.body.AuthParameters).toMatchObject({ USERNAME: 'uczen@example.com' })
})

test('the button is busy while signing in and the form cannot be sent twice', async ({
  page,
  mock,
}) => {
  const persona = await mock.persona('uczen@example.com')
  await mock.addScenario({ pattern: '/cognito', delayMs: 1500 })
  const cognito = new CognitoTraffic(page)
  await page.goto('/logowanie')
  await page.getByLabel('Adres email').fill(persona.email)
  await page.getByLabel('Hasło').fill(persona.password)
  await page.getByLabel('Hasło').press('Enter')
  await page.getByLabel('Hasło').press('Enter')

  const busy = page.getByRole('button', { name: 'Logowanie…' })
  await expect(busy).toBeDisabled()
  await expect(busy).toHaveAttribute('aria-busy', 'true')
  await expect(page.getByRole('banner')).toContainText(persona.name, { timeout: 15_000 })
  expect(cognito.count('InitiateAuth', 'USER_SRP_AUTH')).toBe(1)
})

test('after signing in the user returns to the page they came from', async ({ page, mock }) => {
  const persona = await mock.persona('mini@example.com')
  await page.goto('/logowanie?redirect=%2Freset-hasla')
  await page.getByLabel('Adres email').fill(persona.email)
  await page.getByLabel('Hasło').fill(persona.password)
  await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click()

  await expect(page).toHaveURL('/reset-hasla')
  await expect(page.getByRole('banner')).toContainText(persona.name)
})

test('a redirect to another site is ignored: the user goes to /produkt', async ({ page, mock }) => {
  const persona = await mock.persona('mini@example.com')
  await page.goto('/logowanie?redirect=%2F%2Fevil.example%2F')
  await page.getByLabel('Adres email').fill(persona.email)
  await page.getByLabel('Hasło').fill(persona.password)
  await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click()

  await expect(page).toHaveURL('/produkt')
})

test('a signed-in user opening the login page goes to /produkt', async ({ page, login }) => {
  await login(page, 'uczen@example.com', { at: '/logowanie' })
  await expect(page).toHaveURL('/produkt')
  // The session survives the reload: Amplify kept the tokens.
  await expect(page.getByRole('banner')).toContainText('Zalogowano jako')
})

test('an unreachable identity service gets the 503 message', async ({ page, mock }) => {
  await mock.addScenario({ pattern: '/cognito', drop: true })
  await page.goto('/logowanie')
  await page.getByLabel('Adres email').fill('uczen@example.com')
  await page.getByLabel('Hasło').fill('Demo123!')
  await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click()

  // Amplify retries a 5xx answer a few times first.
  await expect(page.getByRole('alert')).toHaveText(SERVER_UNREACHABLE_MESSAGE, { timeout: 20_000 })
  await expect(page.getByLabel('Adres email')).toHaveValue('uczen@example.com')
})

test('after 5 wrong passwords the form says to wait; the right password works once the lockout is over', async ({
  page,
  mock,
  checkA11y,
}) => {
  const persona = await mock.persona('mini@example.com')
  // The mock clock stands still: the lockout (1 s after the 5th failure) ends only when the test
  // moves it on, however long the attempts take.
  await mock.setClock(new Date().toISOString())
  // The first four failures go straight to the user pool (USER_PASSWORD_AUTH, counted as the
  // form's SRP attempts are): the form's own wrong password is the 5th.
  for (let attempt = 1; attempt <= 4; attempt++) {
    expect(await passwordSignInError(persona.email, `Zle-haslo-${attempt}`)).toBe(
      'NotAuthorizedException',
    )
  }
  await page.goto('/logowanie')
  await page.getByLabel('Adres email').fill(persona.email)

  /** Sends the form and waits for the user pool's answer to the password proof (SRP). */
  const submitPassword = async (password: string) => {
    await page.getByLabel('Hasło').fill(password)
    const answered = page.waitForResponse((response) =>
      (response.request().headers()['x-amz-target'] ?? '').endsWith('.RespondToAuthChallenge'),
    )
    await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click()
    await answered
  }

  await submitPassword('Zle-haslo-5')
  await expect(page.getByRole('alert')).toHaveText(IDENTITY_MESSAGES.wrongCredentials)

  // The 6th attempt, with the right password, is refused while the account is locked out.
  await submitPassword(persona.password)
  await expect(page.getByRole('alert')).toHaveText(IDENTITY_MESSAGES.passwordAttemptsExceeded)
  await expect(page).toHaveURL('/logowanie')
  await expect(page.getByLabel('Adres email')).toHaveValue(persona.email)
  await expect(page.getByRole('button', { name: 'Zaloguj się', exact: true })).toBeEnabled()
  await checkA11y(page)

  // Once the lockout is over, the same password signs in.
  await mock.advanceClock(1_000)
  await submitPassword(persona.password)
  await expect(page).toHaveURL('/produkt')
  await expect(page.getByRole('banner')).toContainText(`Zalogowano jako ${persona.name}`)
})

/** A password sign-in straight at the mock's user pool (Cognito's USER_PASSWORD_AUTH): its error. */
async function passwordSignInError(email: string, password: string): Promise<string | undefined> {
  const response = await fetch(`${mockUrl()}/cognito`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'mock-web-client',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  })
  return ((await response.json()) as { __type?: string }).__type
}
