import { PUBLIC_TOKEN } from '@app/contract'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { mockUrl } from '../fixtures'

/** Shared by the account specs: the mock's outbox and personas, and who is signed in. */

interface SentEmail {
  to: string
  subject: string
  link: string | null
  code: string | null
}

/** The newest email the mock "sent" to `to` (GET /__mock/outbox lists them newest first). */
export async function latestEmailTo(request: APIRequestContext, to: string): Promise<SentEmail> {
  const response = await request.get(`${mockUrl()}/__mock/outbox`)
  expect(response.ok()).toBe(true)
  const { emails } = (await response.json()) as { emails: SentEmail[] }
  const email = emails.find((sent) => sent.to === to)
  if (!email) throw new Error(`The mock sent no email to ${to}`)
  // The mock's links are absolute, on its configured site: opened here by their path.
  return { ...email, link: email.link && pathOf(email.link) }
}

const pathOf = (link: string) => {
  const url = new URL(link)
  return `${url.pathname}${url.search}`
}

export async function emailsTo(request: APIRequestContext, to: string): Promise<number> {
  const response = await request.get(`${mockUrl()}/__mock/outbox`)
  const { emails } = (await response.json()) as { emails: SentEmail[] }
  return emails.filter((sent) => sent.to === to).length
}

/** A persona's user id (GET /__mock/personas). */
export async function personaId(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.get(`${mockUrl()}/__mock/personas`)
  const { personas } = (await response.json()) as { personas: { id: string; email: string }[] }
  const persona = personas.find((p) => p.email === email)
  if (!persona) throw new Error(`No persona ${email}`)
  return persona.id
}

/**
 * Has the mock email `email` a verification code, as the banner's button does (the persona's id
 * token from the control API): for tests of the emailed link, not of the banner.
 */
export async function sendVerificationCode(request: APIRequestContext, email: string) {
  const token = await request.post(`${mockUrl()}/__mock/personas/${email}/token`)
  expect(token.ok()).toBe(true)
  const { idToken } = (await token.json()) as { idToken: string }
  const response = await request.post(`${mockUrl()}/api/saas/user/send-verification-code`, {
    headers: { authorization: `Bearer ${idToken}` },
    data: { userId: await personaId(request, email) },
  })
  expect(response.ok(), `send-verification-code: ${response.status()}`).toBe(true)
}

/**
 * Asks the mock for a password reset link for `email`, as the /reset-hasla form does (as a guest):
 * for tests of the link, not of the form.
 */
export async function requestPasswordReset(request: APIRequestContext, email: string) {
  const response = await request.post(`${mockUrl()}/api/reset-password`, {
    headers: { authorization: `Bearer ${PUBLIC_TOKEN}` },
    data: { email },
  })
  expect(response.ok(), `reset-password: ${response.status()}`).toBe(true)
}

/** The session bar names whoever is signed in. */
export async function expectSignedIn(page: Page, name?: string) {
  await expect(page.getByText(name ? `Zalogowano jako ${name}` : 'Zalogowano jako')).toBeVisible()
}
