import type { Page } from '@playwright/test'

/**
 * What the page sent to the product API: the bearer token of each call, by path. Calls are the
 * app's fetches; an image the page shows from /api/media is not one (it carries no token).
 */
export class ApiTraffic {
  readonly calls: { path: string; token: string; status: Promise<number | null> }[] = []

  constructor(page: Page) {
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (!url.pathname.startsWith('/api/')) return
      if (!['fetch', 'xhr'].includes(request.resourceType())) return
      const token = (request.headers().authorization ?? '').replace(/^Bearer /, '')
      // A call still open when the test ends (e.g. a trace) has no status.
      const status = request.response().then(
        (response) => response?.status() ?? null,
        () => null,
      )
      this.calls.push({ path: url.pathname, token, status })
    })
  }

  /** Waits until every call has its answer and none has started for `quietMs` since. */
  async settled(quietMs = 1000) {
    for (;;) {
      const count = this.calls.length
      await Promise.all(this.calls.map((call) => call.status))
      await new Promise((resolve) => setTimeout(resolve, quietMs))
      if (this.calls.length === count) return
    }
  }

  /** The calls to one path, oldest first. */
  to(path: string) {
    return this.calls.filter((call) => call.path === path)
  }
}

/** The claims of a JWT (no signature check: the mock signed it). */
export function jwtClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1]
  if (!payload) throw new Error(`Not a JWT: ${token}`)
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>
}

/** The user-pool API calls (Cognito's JSON protocol) the page made, by action. */
export class CognitoTraffic {
  readonly calls: { action: string; body: Record<string, unknown> }[] = []

  constructor(page: Page) {
    page.on('request', (request) => {
      const target = request.headers()['x-amz-target']
      if (!target?.startsWith('AWSCognitoIdentityProviderService.')) return
      const action = target.split('.')[1] ?? ''
      this.calls.push({ action, body: (request.postDataJSON() ?? {}) as Record<string, unknown> })
    })
  }

  count(action: string, authFlow?: string) {
    return this.calls.filter(
      (call) => call.action === action && (!authFlow || call.body.AuthFlow === authFlow),
    ).length
  }
}

/**
 * Holds the page's calls to `path` until `release()`, so a test acts while a call is surely still
 * running (a second submit while sending), however slow the machine; released calls go on to the
 * mock.
 */
export async function holdCalls(page: Page, path: string) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      await released
      await route.fallback()
    },
  )
  return { release }
}
