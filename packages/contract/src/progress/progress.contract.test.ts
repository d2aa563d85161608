import { isAppRoute, type AppRoute } from '@ts-rest/core'
import type { ZodTypeAny } from 'zod'
import { describe, expect, it } from 'vitest'
import { contract } from '../contract'
import { progressContract } from './progress.contract'

/** As the root contract registers them (under /api). */
const routes = Object.values(contract.progress).filter(isAppRoute) as AppRoute[]
const key = (route: AppRoute) => `${route.method} ${route.path}`

describe('progressContract', () => {
  it('has the five progress calls of the issue, all proposed, in the root contract', () => {
    expect(routes.map(key).sort()).toEqual(
      [
        'GET /api/saas/progress',
        'GET /api/saas/today',
        'GET /api/saas/ranking',
        'GET /api/saas/ranking/history',
        'GET /api/saas/statistics',
      ].sort(),
    )
    for (const route of routes) expect(route.metadata, key(route)).toEqual({ origin: 'proposed' })
    expect(Object.keys(contract.progress).sort()).toEqual(Object.keys(progressContract).sort())
  })

  it('takes no user: `userId` in any query is refused', () => {
    const valid: Record<string, object> = {
      getProgress: {},
      getToday: {},
      getRanking: {},
      getRankingHistory: {},
      getStatistics: { from: '2025-10-01', to: '2025-10-31' },
    }
    for (const [name, query] of Object.entries(valid)) {
      const schema = (progressContract[name as keyof typeof progressContract] as AppRoute)
        .query as ZodTypeAny
      expect(schema.safeParse(query).success, name).toBe(true)
      expect(schema.safeParse({ ...query, userId: 'x' }).success, name).toBe(false)
    }
  })

  it('declares 400 and 403 for every call', () => {
    for (const route of routes)
      expect(Object.keys(route.responses), key(route)).toEqual(
        expect.arrayContaining(['200', '400', '403']),
      )
  })

  it('answers a taken nickname with 409 and a blocked one with 422 on settings', () => {
    expect(Object.keys(contract.user.updateSettings.responses)).toEqual(
      expect.arrayContaining(['409', '422']),
    )
  })
})
