import type { FastifyInstance, InjectOptions } from 'fastify'
import type { AppRoute } from '@ts-rest/core'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { buildApp, type BuildAppOptions } from '../src/app'
import { accessOf } from '../src/plugins/access'
import { seedPersonas } from '../src/store/seed/personas'

/** A fresh mock with the control API on and quiet logs. Close it in afterAll. */
export function buildTestApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  return buildApp({ controls: true, logger: false, siteOrigin: 'http://web.test', ...options })
}

/** An id token for a persona (or any account), from the dev/test-only token endpoint. */
export async function tokenFor(app: FastifyInstance, email: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: `/__mock/personas/${encodeURIComponent(email)}/token`,
  })
  if (res.statusCode !== 200) throw new Error(`No token for ${email}: ${res.body}`)
  return (res.json() as { idToken: string }).idToken
}

/** The Authorization header for a token, or `Bearer PUBLIC` without one. */
export function authHeader(token?: string | null): { authorization: string } {
  return { authorization: `Bearer ${token ?? 'PUBLIC'}` }
}

/** Back to the seed, real time, no scenarios. */
export async function resetApp(app: FastifyInstance): Promise<void> {
  await app.inject({ method: 'POST', url: '/__mock/reset' })
}

/** Fix the mock clock at an instant. */
export async function setClock(app: FastifyInstance, now: string | null): Promise<void> {
  const res = await app.inject({ method: 'POST', url: '/__mock/clock', payload: { now } })
  if (res.statusCode !== 200) throw new Error(res.body)
}

/** Move the mock clock on by some milliseconds. */
export function advanceClock(app: FastifyInstance, advanceMs: number) {
  return app.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceMs } })
}

/**
 * The usual hooks of a test file on one app: build it before the file's tests, close it after
 * them, and before each test reset it (and fix the clock at `clock`, when given). `keep` gets the
 * built app. Call it at the top level of a test file: the unit tests run with `isolate: false`
 * (vitest.config.ts), so this module is loaded once for all files and the app must live in the
 * calling file, never here.
 */
export function useTestApp(keep: (app: FastifyInstance) => void, clock?: string): void {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await buildTestApp()
    keep(app)
  })
  afterAll(() => app.close())
  beforeEach(async () => {
    await resetApp(app)
    if (clock !== undefined) await setClock(app, clock)
  })
}

/** Inject as a persona ('PUBLIC' for nobody), with a JSON body when given. */
export async function call(
  app: FastifyInstance,
  as: string | null,
  options: Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> },
) {
  const token = as ? await tokenFor(app, as) : null
  return app.inject({
    ...options,
    headers: { ...authHeader(token), ...options.headers },
  } as InjectOptions)
}

/** The store snapshot a failed write must leave untouched. */
export function snapshot(app: FastifyInstance): string {
  const { store } = app
  return JSON.stringify({
    blog: store.blog.list(),
    users: store.users.all(),
    outbox: store.outbox.list(),
    diagnostics: store.diagnostics.list(),
    newsletter: store.newsletter.list(),
    feedback: store.feedback.list(),
    community: store.community.list(),
  })
}

/** A call of the Cognito user-pool JSON API (POST /cognito), as Amplify sends it. */
export function cognito(app: FastifyInstance, action: string, body: object) {
  return app.inject({
    method: 'POST',
    url: '/cognito',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
    },
    payload: JSON.stringify(body),
  })
}

/**
 * The email of a persona whom the route's access (src/routers/access.ts) lets in, or of one it
 * refuses: the admin first when allowed, the student (uczen) first when refused. Undefined when
 * there is none (a route open to anyone has no refused persona).
 */
export function personaFor(route: AppRoute, allowed: boolean): string | undefined {
  const access = accessOf(route)
  const lets = (user: ReturnType<typeof seedPersonas>[number]) =>
    access === 'anyone' ||
    access === 'signedIn' ||
    access === 'paymentProvider' ||
    access.allows(user)
  const first = allowed ? 'admin@example.com' : 'uczen@example.com'
  const personas = seedPersonas().sort(
    (a, b) => Number(b.email === first) - Number(a.email === first),
  )
  return personas.find((user) => lets(user) === allowed)?.email
}
