import { USER_ALREADY_EXISTS_MESSAGE } from '@app/domain/shared/messages'
import { IDENTITY_MESSAGES } from '../../src/features/identity/messages'
import { expect, test } from '../fixtures'

/** What Cognito says when a PreSignUp trigger refuses a social sign-in for a known email. */
const EXISTING_USER = 'PreSignUp failed with error A user with the same email already exists.'

test('an error_description in the query of any URL leads to /login-error', async ({
  page,
  checkA11y,
}) => {
  await page.goto(`/?error=invalid_request&error_description=${encodeURIComponent(EXISTING_USER)}`)

  await expect(page).toHaveURL(/\/login-error\?error_description=/)
  await expect(page.getByRole('alert')).toHaveText(USER_ALREADY_EXISTS_MESSAGE)
  await expect(page.getByRole('link', { name: 'Przejdź do logowania' })).toHaveAttribute(
    'href',
    '/logowanie',
  )
  await checkA11y(page)
})

test('an error_description in the hash leads there too', async ({ page }) => {
  await page.goto(`/rejestracja#error_description=${encodeURIComponent(EXISTING_USER)}`)

  await expect(page).toHaveURL(/\/login-error\?error_description=/)
  await expect(page.getByRole('alert')).toHaveText(USER_ALREADY_EXISTS_MESSAGE)
})

test('another description gets the general message with the details', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/login-error?error_description=Access+denied+by+the+provider')

  await expect(page.getByRole('alert')).toHaveText(IDENTITY_MESSAGES.socialLoginFailed)
  await expect(page.getByText('Szczegóły: Access denied by the provider')).toBeVisible()
  await checkA11y(page)
})
