import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { mockUrl } from '../fixtures'

/** Shared by the newsletter, ebook and contact specs. */

export interface SentEmail {
  to: string
  subject: string
  text: string
  link: string | null
}

/** The emails the mock "sent" to `to`, newest first. */
export async function emailsTo(request: APIRequestContext, to: string): Promise<SentEmail[]> {
  const response = await request.get(`${mockUrl()}/__mock/outbox`)
  expect(response.ok()).toBe(true)
  const { emails } = (await response.json()) as { emails: SentEmail[] }
  // The mock's links are absolute, on its configured site: opened here by their path.
  return emails
    .filter((email) => email.to === to)
    .map((email) => ({ ...email, link: email.link && pathOf(email.link) }))
}

const pathOf = (link: string) => {
  const url = new URL(link)
  return `${url.pathname}${url.search}`
}

/** The confirm and cancel links of the newest confirmation email to `to`. */
export async function subscriptionLinks(request: APIRequestContext, to: string) {
  const email = (await emailsTo(request, to)).find((e) =>
    e.link?.startsWith('/potwierdz-newsletter'),
  )
  if (!email) throw new Error(`The mock sent no confirmation email to ${to}`)
  const cancel = /\/anuluj-newsletter\?token=[\w-]+/.exec(email.text)?.[0]
  if (!email.link || !cancel) throw new Error(`No links in: ${email.text}`)
  return { confirm: email.link, cancel }
}

/**
 * The page's own document head: its title (with the site's name), a meta description and the
 * Open Graph title. Returns the title, so a spec can check that every page has another one.
 */
export async function expectOwnHead(page: Page, title: string): Promise<string> {
  const full = `${title} | Efektywna Nauka`
  await expect(page).toHaveTitle(full)
  const head = await page.evaluate(() => ({
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
  }))
  expect(head.ogTitle).toBe(full)
  expect(head.description?.length ?? 0).toBeGreaterThan(30)
  expect(head.description).not.toContain('Kurs efektywnego działania i skutecznej nauki dla')
  return full
}

/** Counts the calls the page makes to one API path. */
export function countCalls(page: Page, path: string): () => number {
  let calls = 0
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) calls += 1
  })
  return () => calls
}
