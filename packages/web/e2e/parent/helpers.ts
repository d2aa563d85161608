import { PUBLIC_TOKEN } from '@app/contract'
import type { ApiClient } from '@app/contract/http'
import type { ParentChild } from '@app/contract/parent'
import { expect, type APIRequestContext } from '@playwright/test'
import { apiAs } from '../blog/helpers'
import { mockUrl } from '../fixtures'

export const RODZIC = 'rodzic@example.com'
export const UCZEN = 'uczen@example.com'
export const MINI = 'mini@example.com'

/** Runs `check` at a phone's width (375) and at the desktop's (1280). */
export { atBothWidths } from '../progress/helpers'
export { latestEmailTo } from '../account/helpers'

/** The answer's body, or a thrown error naming the call. */
export async function ok<T>(name: string, call: Promise<{ status: number; body: unknown }>) {
  const response = await call
  if (response.status < 200 || response.status > 299)
    throw new Error(`${name} answered ${response.status}: ${JSON.stringify(response.body)}`)
  return response.body as T
}

/** A new parent account of the platform (POST /api/signup-saas, as the sign-up page does). */
export async function signUpParent(
  request: APIRequestContext,
  account: { email: string; name: string; password: string },
) {
  const response = await request.post(`${mockUrl()}/api/signup-saas`, {
    headers: { authorization: `Bearer ${PUBLIC_TOKEN}` },
    data: { ...account, promoCode: '', isParent: true },
  })
  expect(response.status(), `signup-saas: ${await response.text()}`).toBe(201)
}

/** Every e-mail the mock sent to `to`, newest first, with subjects and links' paths. */
export async function emailsTo(request: APIRequestContext, to: string) {
  const response = await request.get(`${mockUrl()}/__mock/outbox`)
  expect(response.ok()).toBe(true)
  const { emails } = (await response.json()) as {
    emails: { to: string; subject: string; text: string; link: string | null }[]
  }
  return emails.filter((email) => email.to === to)
}

/** The parent's children as the API lists them. */
export const childrenOf = (api: ApiClient) =>
  ok<ParentChild[]>('GET children', api.parent.listChildren({}))

export { apiAs }
