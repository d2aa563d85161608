import type { TraceInput } from '@app/contract/trace'
import type { Page, Request } from '@playwright/test'
import { BROWSER_SESSION_KEY } from '../../src/lib/storage'

export const TRACE_PATH = '/api/trace'

const isTracePost = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === TRACE_PATH

/** Every trace the page posts from now on, oldest first. */
export function recordTraces(page: Page): TraceInput[] {
  const traces: TraceInput[] = []
  page.on('request', (request) => {
    if (isTracePost(request)) traces.push(request.postDataJSON() as TraceInput)
  })
  return traces
}

/** The next trace the page posts that matches `predicate`. */
export async function waitForTrace(
  page: Page,
  predicate: (trace: TraceInput) => boolean = () => true,
): Promise<TraceInput> {
  const request = await page.waitForRequest(
    (request) => isTracePost(request) && predicate(request.postDataJSON() as TraceInput),
  )
  return request.postDataJSON() as TraceInput
}

/** The consent banner. */
export const consentBanner = (page: Page) => page.getByRole('region', { name: 'Pliki cookie' })

/** The browser session data of the tab (sessionStorage). */
export function browserSession(page: Page) {
  return page.evaluate(
    (key) => JSON.parse(sessionStorage.getItem(key) ?? '{}') as Record<string, unknown>,
    BROWSER_SESSION_KEY,
  )
}

/** The data layer's entries as arrays (gtag pushes Arguments objects). */
export function dataLayer(page: Page) {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) =>
      Array.from(entry),
    ),
  )
}

/** Requests to hosts other than the app's own (third-party scripts, pixels …). */
export function recordThirdPartyRequests(page: Page, appOrigin: string): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol.startsWith('http') && url.origin !== appOrigin) urls.push(request.url())
  })
  return urls
}
