import { expect, type Page } from '@playwright/test'
import type { LocalServers } from '../scripts/servers'
import { jwtClaims } from './traffic'

/** Amplify keeps a session's tokens in localStorage under this prefix. */
const AMPLIFY_PREFIX = 'CognitoIdentityServiceProvider.'
/** The mock's app client (README: identity service emulation). */
const CLIENT_ID = 'mock-web-client'

type StorageEntries = [key: string, value: string][]

export interface SessionCache {
  /**
   * Signs the persona in on `page`: with the worker's stored session while the mock's clock runs
   * in real time, otherwise (a test on a fixed clock needs tokens of that clock, and Amplify
   * measures the browser's drift from it at sign-in) through the form. Ends on `at` (by default
   * /produkt, where the form ends) with the user shown; with `at` null on a real clock the session
   * only goes into the browser, for the test to open its first page itself.
   */
  restore(page: Page, email: string, at?: string | null): Promise<void>
  /** Forgets the stored sessions the mock no longer accepts (signed out or revoked by a test). */
  dropEnded(emails: string[]): Promise<void>
}

/**
 * Each persona signs in once per worker, straight at the mock's user pool (USER_PASSWORD_AUTH:
 * one request instead of a browser context, the form and SRP's arithmetic), and its tokens are
 * kept as Amplify keeps a session in localStorage; tests then start with them (Amplify refreshes
 * them when they have expired). The form's sign-in has tests of its own (e2e/identity).
 */
type SignIn = (page: Page, email: string, password: string) => Promise<void>

export function createSessionCache(servers: LocalServers, signIn: SignIn): SessionCache {
  const stored = new Map<string, Promise<StorageEntries>>()

  const password = async (email: string) => {
    const response = await fetch(`${servers.mockUrl}/__mock/personas`)
    const { personas } = (await response.json()) as {
      personas: { email: string; password: string }[]
    }
    const persona = personas.find((p) => p.email === email)
    if (!persona) throw new Error(`No persona ${email}`)
    return persona.password
  }

  const signInOnce = async (email: string): Promise<StorageEntries> => {
    const response = await cognito(servers.mockUrl, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: CLIENT_ID,
      AuthParameters: { USERNAME: email, PASSWORD: await password(email) },
    })
    if (!response.ok) throw new Error(`${email} cannot sign in: ${await response.text()}`)
    const { AuthenticationResult: tokens } = (await response.json()) as {
      AuthenticationResult: { IdToken: string; AccessToken: string; RefreshToken: string }
    }
    // Amplify's keys: the pool's username (the access token's `username`, the user's sub).
    const { username } = jwtClaims(tokens.AccessToken) as { username: string }
    const user = `${AMPLIFY_PREFIX}${CLIENT_ID}.${username}`
    return [
      [`${AMPLIFY_PREFIX}${CLIENT_ID}.LastAuthUser`, username],
      [`${user}.idToken`, tokens.IdToken],
      [`${user}.accessToken`, tokens.AccessToken],
      [`${user}.refreshToken`, tokens.RefreshToken],
      [`${user}.clockDrift`, '0'],
      [
        `${user}.signInDetails`,
        JSON.stringify({ loginId: email, authFlowType: 'USER_PASSWORD_AUTH' }),
      ],
    ]
  }

  const clockIsReal = async () => {
    const response = await fetch(`${servers.mockUrl}/__mock/clock`)
    return ((await response.json()) as { mode: string }).mode === 'real'
  }

  return {
    async restore(page, email, at) {
      if (!(await clockIsReal())) {
        await signIn(page, email, await password(email))
        if (at) await page.goto(at)
        return
      }
      let cached = stored.get(email)
      if (!cached) {
        cached = signInOnce(email)
        stored.set(email, cached)
        cached.catch(() => stored.delete(email))
      }
      const entries = await cached
      const marker = `e2e-session-seeded:${email}`
      // Seeded once per browser context: a later sign-out in the test stays signed out.
      await page.context().addInitScript(
        ({ marker, items }) => {
          if (localStorage.getItem(marker)) return
          for (const [key, value] of items) localStorage.setItem(key, value)
          localStorage.setItem(marker, '1')
        },
        { marker, items: entries },
      )
      if (at === null) return
      await page.goto(at ?? '/produkt')
      // A page may open a modal dialog at once (a tool's tutorial), hiding the header from roles.
      await expect(page.getByRole('banner', { includeHidden: true })).toContainText(
        'Zalogowano jako',
      )
    },

    async dropEnded(emails) {
      for (const email of emails) {
        const entries = stored.get(email)
        if (!entries) continue
        const refreshToken = (await entries.catch(() => [] as StorageEntries)).find(([key]) =>
          key.endsWith('.refreshToken'),
        )?.[1]
        if (!refreshToken || !(await refreshes(servers.mockUrl, refreshToken))) stored.delete(email)
      }
    },
  }
}

/** Whether the mock's user pool still refreshes the session (Cognito's REFRESH_TOKEN_AUTH). */
async function refreshes(mockUrl: string, refreshToken: string): Promise<boolean> {
  const response = await cognito(mockUrl, 'InitiateAuth', {
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    ClientId: CLIENT_ID,
    AuthParameters: { REFRESH_TOKEN: refreshToken },
  })
  return response.ok
}

/** A call to the mock's user pool (Cognito's JSON protocol). */
function cognito(mockUrl: string, action: string, body: object) {
  return fetch(`${mockUrl}/cognito`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
    },
    body: JSON.stringify(body),
  })
}
