/** The contract suite's shared state: the target server and the check of each answer. */
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core'
import type { ZodTypeAny } from 'zod'
import { afterAll, beforeAll, expect } from 'vitest'
import { startTarget, type ContractTarget } from './target'

export let target: ContractTarget
beforeAll(async () => {
  target = await startTarget()
  await target.reset()
})
afterAll(() => target.close())

export const allRoutes = (router: AppRouter): AppRoute[] =>
  Object.values(router).flatMap((r) => (isAppRoute(r) ? [r] : allRoutes(r)))
export const covered = new Set<AppRoute>()

/** Asserts the answer is one the contract declares for the route, and returns its body. */
export function expectAnswer<R extends { status: number; body: unknown }, S extends R['status']>(
  route: AppRoute,
  res: R,
  status: S,
): Extract<R, { status: S }>['body'] {
  covered.add(route)
  expect(res.status, `${route.method} ${route.path}`).toBe(status)
  const schema = (route.responses as Record<number, ZodTypeAny>)[res.status]
  expect(schema, `status ${res.status} declared for ${route.path}`).toBeDefined()
  const parsed = schema!.safeParse(res.body)
  expect(parsed.success, JSON.stringify(parsed.error?.issues ?? [])).toBe(true)
  return res.body as Extract<R, { status: S }>['body']
}

export const student = () => target.student!
export const admin = () => target.admin!
/**
 * Whether a case is skipped: a real server (CONTRACT_BASE_URL) without a token for the persona.
 * Read from the environment, because `it.skipIf` decides when the file is collected, before
 * `target` exists; a skipped case then shows as skipped, never as passed.
 */
export const onRealApi = () => !!process.env.CONTRACT_BASE_URL
export const withStudent = () => onRealApi() && !process.env.CONTRACT_STUDENT_TOKEN
export const withAdmin = () => onRealApi() && !process.env.CONTRACT_ADMIN_TOKEN
export const newEmail = (tag: string) => `kontrakt-${tag}-${Date.now()}@example.com`
