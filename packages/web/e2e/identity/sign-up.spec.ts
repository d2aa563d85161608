import type { User } from '@app/contract/user'
import { IDENTITY_MESSAGES } from '../../src/features/identity/messages'
import { ApiTraffic, CognitoTraffic, expect, jwtClaims, test } from '../fixtures'
import type { Page } from '@playwright/test'

const WHOAMI = '/api/saas/user/whoami'

async function fillSignUp(
  page: Page,
  values: { name: string; email: string; password: string; promoCode?: string },
) {
  await page.getByLabel('Imię').fill(values.name)
  await page.getByLabel('Adres email').fill(values.email)
  await page.getByLabel('Hasło').fill(values.password)
  if (values.promoCode) await page.getByLabel('Kod promocyjny (opcjonalnie)').fill(values.promoCode)
}

test('signing up with a promo code creates the account and signs it in', async ({
  page,
  checkA11y,
}) => {
  const api = new ApiTraffic(page)
  const cognito = new CognitoTraffic(page)
  await page.goto('/rejestracja')
  await checkA11y(page)

  await fillSignUp(page, {
    name: 'Ola Testowa',
    email: 'Ola.Testowa@Example.com',
    password: 'Haslo1234',
    promoCode: 'JESIEN25',
  })
  await page.getByRole('button', { name: 'Załóż konto' }).click()

  await expect(page).toHaveURL('/rejestracja-udana')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Witaj, Ola Testowa! Twoje konto jest gotowe.',
  )
  await expect(page.getByRole('banner')).toContainText('Zalogowano jako Ola Testowa')
  // The attributes of SPEC §7 went to the identity service, the email lower-cased.
  const signUp = cognito.calls.find((call) => call.action === 'SignUp')
  expect(signUp?.body.Username).toBe('ola.testowa@example.com')
  const attributes = Object.fromEntries(
    (signUp?.body.UserAttributes as { Name: string; Value: string }[]).map((a) => [
      a.Name,
      a.Value,
    ]),
  )
  expect(attributes).toMatchObject({
    email: 'ola.testowa@example.com',
    name: 'Ola Testowa',
    'custom:promoCode': 'JESIEN25',
  })
  expect(attributes['custom:confirmationCode']).toMatch(/^[\da-f-]{36}$/)
  // Auto sign-in: the id token of the new account carries the promo code.
  const whoami = api.to(WHOAMI).at(-1)
  expect(await whoami?.status).toBe(200)
  expect(jwtClaims(whoami?.token ?? '')).toMatchObject({
    email: 'ola.testowa@example.com',
    name: 'Ola Testowa',
    'custom:promoCode': 'JESIEN25',
  })
  await expect(page.getByRole('link', { name: 'Przejdź do moich produktów' })).toBeVisible()
  await checkA11y(page)
})

test('an email that already has an account is refused and the form keeps its values', async ({
  page,
}) => {
  await page.goto('/rejestracja')
  await fillSignUp(page, { name: 'Jan', email: 'uczen@example.com', password: 'Haslo1234' })
  await page.getByRole('button', { name: 'Załóż konto' }).click()

  await expect(page.getByRole('alert')).toHaveText(IDENTITY_MESSAGES.userExists)
  await expect(page).toHaveURL('/rejestracja')
  await expect(page.getByLabel('Imię')).toHaveValue('Jan')
  await expect(page.getByLabel('Adres email')).toHaveValue('uczen@example.com')
  await expect(page.getByLabel('Hasło')).toHaveValue('Haslo1234')
})

test('the fields are checked with the contract rules before anything is sent', async ({
  page,
  checkA11y,
}) => {
  const cognito = new CognitoTraffic(page)
  await page.goto('/rejestracja')
  await fillSignUp(page, { name: 'J', email: 'jan@example.com', password: 'krotkie' })
  await page.getByRole('button', { name: 'Załóż konto' }).click()

  await expect(page.getByLabel('Imię')).toHaveAccessibleDescription(
    'Imię musi mieć co najmniej 2 znaki',
  )
  await expect(page.getByLabel('Hasło')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Hasło')).toHaveAccessibleDescription(
    /Co najmniej 8 znaków.*Hasło musi mieć co najmniej 8 znaków/,
  )
  expect(cognito.calls).toHaveLength(0)
  await checkA11y(page)
})

test('a parent signs up for the platform and is signed in', async ({ page, checkA11y }) => {
  await page.goto('/rejestracja-saas')
  await checkA11y(page)
  await fillSignUp(page, { name: 'Anna Rodzic', email: 'anna@example.com', password: 'Haslo1234' })
  await page.getByLabel('Jestem rodzicem').check()
  const whoami = page.waitForResponse(
    (response) => response.url().endsWith(WHOAMI) && response.status() === 200,
  )
  await page.getByRole('button', { name: 'Załóż konto' }).click()

  await expect(page).toHaveURL('/rejestracja-udana')
  const user = (await (await whoami).json()) as User
  expect(user).toMatchObject({ email: 'anna@example.com', name: 'Anna Rodzic', isParent: true })
  await expect(page.getByRole('banner')).toContainText('Zalogowano jako Anna Rodzic')
})

test('the platform sign-up reports an email that is taken', async ({ page }) => {
  await page.goto('/rejestracja-saas')
  await fillSignUp(page, { name: 'Jan', email: 'rodzic@example.com', password: 'Haslo1234' })
  const refusal = page.waitForResponse((response) => response.url().endsWith('/api/signup-saas'))
  await page.getByRole('button', { name: 'Załóż konto' }).click()

  const answer = await refusal
  expect(answer.status()).toBe(409)
  const { message } = (await answer.json()) as { message: string }
  await expect(page.getByRole('alert')).toHaveText(message)
  await expect(page).toHaveURL('/rejestracja-saas')
  await expect(page.getByLabel('Adres email')).toHaveValue('rodzic@example.com')
})

test('signed-in users are sent from the sign-up pages to /produkt', async ({ page, login }) => {
  await login(page, 'uczen@example.com', { at: '/rejestracja' })
  await expect(page).toHaveURL('/produkt')
  await page.goto('/rejestracja-saas')
  await expect(page).toHaveURL('/produkt')
})
