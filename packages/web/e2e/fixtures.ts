import { test as base, expect, type Locator, type Page } from '@playwright/test'
import { startServers, type LocalServers } from '../scripts/servers'
import { axeViolations } from './axe'
import { MockControl } from './mock-control'
import { createSessionCache, type SessionCache } from './sessions'

export { MockControl, mockUrl, type MockScenario, type Persona } from './mock-control'
export { ApiTraffic, CognitoTraffic, jwtClaims } from './traffic'

/** Short-lived tokens, so that the token refresh is exercised (e2e/identity/token-refresh.spec.ts). */
const TOKEN_LIFETIME_SECONDS = 120

/**
 * Waits until the app runs the page: a prerendered page shows its content before that. Its header
 * shows the guest's links or the user once the shell has hydrated, and React hydrates the page's
 * own content (inside its route's Suspense boundary) in a pass of its own: its first element
 * then carries React's fiber (an internal property, looked at only here).
 */
export async function expectAppReady(page: Page) {
  const banner = page.getByRole('banner')
  await expect(
    banner
      .getByRole('link', { name: 'Zaloguj się' })
      .or(banner.getByRole('button', { name: /^Zalogowano jako/ })),
  ).toBeVisible()
  await waitForReactContent(page)
}

/** The page's content (the first element in <main>) carries React's fiber. */
async function waitForReactContent(page: Page) {
  await page.waitForFunction(() => {
    const content = document.querySelector('#main > :not(script)')
    return content !== null && Object.keys(content).some((key) => key.startsWith('__reactFiber'))
  })
}

/** Signs out as a user does: the avatar dropdown's last item. */
export async function signOutThroughMenu(page: Page) {
  await page.getByRole('button', { name: /^Zalogowano jako/ }).click()
  await page.getByRole('menuitem', { name: 'Wyloguj się' }).click()
}

/**
 * Waits until the app has settled on the page in the address bar: the router follows the history
 * (the app has mounted: main.tsx loads the first route before rendering it, and a pushState made
 * meanwhile would be lost), no navigation is under way (after a redirect the URL changes before
 * its target has loaded) and what it rendered is the page at that URL. TanStack Router puts
 * itself on the window for its devtools (`__TSR_ROUTER__`); only this helper looks at it.
 */
export async function waitForAppSettled(page: Page) {
  await page.waitForFunction(() => {
    const router = (window as unknown as { __TSR_ROUTER__?: SettlingRouter }).__TSR_ROUTER__
    if (!router || router.history.subscribers.size === 0) return false
    const { status, resolvedLocation } = router.state
    const content = document.querySelector('#main > :not(script)')
    return (
      status === 'idle' &&
      resolvedLocation?.href === router.parseLocation(router.history.location).href &&
      // The page's content carries React's fiber (see waitForReactContent).
      content !== null &&
      Object.keys(content).some((key) => key.startsWith('__reactFiber'))
    )
  })
}

/** What waitForAppSettled reads of the router. */
interface SettlingRouter {
  history: { subscribers: Set<unknown>; location: unknown }
  state: { status: string; resolvedLocation?: { href: string } }
  parseLocation: (location: unknown) => { href: string }
}

/**
 * Opens `path` inside the running app, as its own links do, instead of loading the page afresh:
 * the router (TanStack history patches pushState) runs the route's guards and loaders. For walks
 * over many pages where a full load each time would only repeat the app's start. It waits for the
 * app to settle (waitForAppSettled) before, so that the app sees the new address and the last
 * navigation (or its redirect) cannot overtake it, and after, so that what the caller checks next
 * is the new page (or the one it was sent to), not the one it left.
 */
export async function navigateInApp(page: Page, path: string) {
  await waitForAppSettled(page)
  await page.evaluate((to) => window.history.pushState(window.history.state, '', to), path)
  await waitForAppSettled(page)
}

/**
 * One step of a walk over many pages: the first is loaded afresh and waited for until the app has
 * taken it over (a prerendered page's head is the app's only then), the others are opened inside
 * the running app (navigateInApp).
 */
export async function openInWalk(page: Page, path: string, { first }: { first: boolean }) {
  if (!first) return navigateInApp(page, path)
  await page.goto(path)
  await expectAppReady(page)
}

/** Both clocks (the browser's and the mock's) at one instant, before signing in. */
export async function setBothClocks(page: Page, mock: MockControl, iso: string) {
  await mock.setClock(new Date(iso).toISOString())
  await page.clock.install({ time: new Date(iso) })
}

/**
 * Moves both clocks on: the mock's first, so that a token refreshed on the way is fresh in the
 * browser's time too (tokens live 120 s in e2e).
 */
export async function forwardBothClocks(page: Page, mock: MockControl, ms: number) {
  // A request made between the two moves carries a token that has expired by the mock's clock:
  // the app refreshes it and sends the request again (the HTTP layer's retry after a 401).
  await mock.advanceClock(ms)
  await page.clock.fastForward(ms)
}

/**
 * Waits for `target` while moving the browser's clock on a second at a time, so that the
 * retries' backoff (1 s, 2 s, 4 s) passes without being sat out. Needs `page.clock.install()`
 * before the page loads.
 */
export async function waitThroughRetries(page: Page, target: Locator) {
  await expect(async () => {
    await page.clock.fastForward(1000)
    await expect(target).toBeVisible({ timeout: 250 })
  }).toPass({ timeout: 20_000, intervals: [0] })
}

interface Fixtures {
  mock: MockControl
  /**
   * Signs a persona in and waits until the app shows the user, on `at` (default /produkt, where
   * the login form ends): opening the page a test wants directly saves a page load. A persona's
   * session is made once per worker at the mock's user pool and stored (./sessions.ts); with a
   * password (an account made by the test), or on a fixed clock, it goes through the form.
   * `at: null` only puts the stored session into the browser: the test opens its first page
   * itself, after the scenarios and clocks that page should meet (one page load fewer).
   */
  login: (
    page: Page,
    email: string,
    options?: { password?: string; at?: string | null },
  ) => Promise<void>
  /** Signs in through the login form, always (for tests of the sign-in itself). */
  loginThroughForm: (page: Page, email: string, password?: string) => Promise<void>
  /** Runs axe on the page as it is now and fails on any violation, listing them. */
  checkA11y: (page: Page) => Promise<void>
}

interface WorkerFixtures {
  /**
   * The hosted UI's TLS port: 4443 for the specs that sign in through it (the bundle is built
   * for localhost:4443); any free port otherwise. Tests asking for it get a worker of their own.
   */
  hostedUiPort: number | null
  /** Also start the Vite dev server (the development build) and make it the base URL. */
  devServer: boolean
  /** This worker's mock server and web servers. */
  servers: LocalServers
  /** Personas' stored sessions in this worker. */
  sessions: SessionCache
}

/**
 * Ports of worker n: 4610 + n (mock), 4710 + n (preview), 4810 + n (hosted UI), 4910 + n (dev);
 * `E2E_PORT_OFFSET` moves them all, so that a second run can go beside the first.
 */
const portsOf = (index: number, hostedUiPort: number | null, devServer: boolean) => {
  const n = index + Number(process.env.E2E_PORT_OFFSET ?? 0)
  return {
    mock: 4610 + n,
    web: 4710 + n,
    https: hostedUiPort ?? 4810 + n,
    ...(devServer && { dev: 4910 + n }),
  }
}

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/logowanie')
  await page.getByLabel('Adres email').fill(email)
  await page.getByLabel('Hasło').fill(password)
  await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click()
  await expect(page.getByRole('banner')).toContainText('Zalogowano jako')
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  hostedUiPort: [null, { scope: 'worker', option: true }],
  devServer: [false, { scope: 'worker', option: true }],
  servers: [
    async ({ hostedUiPort, devServer }, use, workerInfo) => {
      const servers = await startServers({
        ports: portsOf(workerInfo.parallelIndex, hostedUiPort, devServer),
        tokenLifetimeSeconds: TOKEN_LIFETIME_SECONDS,
      })
      process.env.E2E_MOCK_URL = servers.mockUrl
      await use(servers)
      await servers.stop()
    },
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
  sessions: [
    async ({ servers }, use) => {
      await use(createSessionCache(servers, signInThroughForm))
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ servers, devServer }, use) => {
    await use(devServer && servers.devUrl ? servers.devUrl : servers.webUrl)
  },
  mock: [
    async ({ playwright, servers }, use) => {
      const request = await playwright.request.newContext({
        baseURL: `${servers.mockUrl}/__mock/`,
      })
      const mock = new MockControl(request)
      await mock.reset()
      await use(mock)
      // No scenario or frozen clock outlives its test.
      await mock.reset()
      await request.dispose()
    },
    { auto: true },
  ],
  loginThroughForm: async ({ mock }, use) => {
    await use(async (page, email, password) => {
      await signInThroughForm(page, email, password ?? (await mock.persona(email)).password)
    })
  },
  login: async ({ sessions, loginThroughForm }, use) => {
    const used = new Set<string>()
    await use(async (page, email, { password, at } = {}) => {
      if (password === undefined) {
        used.add(email)
        return sessions.restore(page, email, at)
      }
      await loginThroughForm(page, email, password)
      if (at) await page.goto(at)
    })
    // A session the test ended (signed out, revoked) is signed in afresh next time.
    await sessions.dropEnded([...used])
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a destructured object
  checkA11y: async ({}, use) => {
    await use(async (page) => {
      // The page as a user sees it once it has rendered: the empty shell has neither its title nor
      // its h1 yet. A page that never gets them is reported by axe (document-title, page-has-heading-one).
      await page
        .waitForFunction(
          () => document.title !== '' && document.querySelector('h1') !== null,
          null,
          {
            timeout: 5_000,
          },
        )
        .catch(() => {})
      // Colours caught halfway through a transition (a theme switch, a hover, a toast fading in)
      // are not the page's. A toast starts its fade-in a frame after it is added: wait for that too.
      await page
        .waitForFunction(
          () =>
            document.querySelector('[data-sonner-toast][data-mounted="false"]') === null &&
            document
              .getAnimations()
              .every(
                (a) =>
                  a.playState !== 'running' ||
                  a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
              ),
          null,
          { timeout: 2_000 },
        )
        .catch(() => {})
      // axe runs in the page itself (as AxeBuilder's legacy mode, see ./axe.ts); finishing each run
      // in a new blank page, its default, tripled each check's time. Results other than
      // violations are cut to one node each (resultTypes): violations are reported in full.
      const violations = await axeViolations(page)
      const report = violations.map(
        (v) =>
          `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n  ${v.helpUrl}\n` +
          v.nodes.map((node) => `  - ${node.target.join(' ')}`).join('\n'),
      )
      expect(violations.length, `axe violations on ${page.url()}:\n${report.join('\n')}`).toBe(0)
    })
  },
})

export { expect }
