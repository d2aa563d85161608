import type { APIRequestContext, Page } from '@playwright/test'
import { apiAs } from '../blog/helpers'

export const STUDENT = 'uczen@example.com'

/** The chat's tutorial marked as seen (its own test shows it): nothing covers the page. */
export async function skipTutorial(request: APIRequestContext, email = STUDENT) {
  const api = await apiAs(request, email)
  await api.user.sendNotification({ body: { type: 'CHAT_TUTORIAL' } })
}

export const answers = (page: Page) =>
  page.getByRole('listitem').filter({ has: page.getByText('Tutor') })
export const lastAnswer = (page: Page) => answers(page).last()
