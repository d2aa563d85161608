import { isAppRoute, type AppRoute } from '@ts-rest/core'
import { describe, expect, it } from 'vitest'
import { plannerContract } from './planner.contract'

const routes = Object.values(plannerContract).filter(isAppRoute) as AppRoute[]
const key = (route: AppRoute) => `${route.method} ${route.path}`

describe('plannerContract', () => {
  it('has every planner call of the issue, all proposed', () => {
    expect(routes.map(key).sort()).toEqual(
      [
        'GET /saas/planner/plans',
        'POST /saas/planner/plans',
        'GET /saas/planner/plans/:id',
        'PUT /saas/planner/plans/:id',
        'DELETE /saas/planner/plans/:id',
        'POST /saas/planner/plans/:id/archive',
        'POST /saas/planner/plans/:id/restore',
        'PATCH /saas/planner/plans/:id/blocks',
        'POST /saas/planner/plans/:id/blocks',
        'DELETE /saas/planner/plans/:id/blocks/:blockId',
        'POST /saas/planner/plans/:id/blocks/:blockId/focus',
        'POST /saas/planner/plans/:id/reflow',
        'GET /saas/planner/plans/:id/ics',
        'POST /saas/planner/plans/:id/feed',
        'DELETE /saas/planner/plans/:id/feed',
        'GET /saas/planner/feeds/:file',
      ].sort(),
    )
    for (const route of routes) expect(route.metadata, key(route)).toEqual({ origin: 'proposed' })
  })

  it('answers 404 for every plan of another user', () => {
    for (const route of routes.filter((r) => r.path.includes(':id') || r.path.includes(':file')))
      expect(Object.keys(route.responses), key(route)).toContain('404')
  })

  it('keys the writes a retry must not repeat', () => {
    const keyed = routes.filter(
      (route) =>
        route.headers && 'safeParse' in route.headers && !route.headers.safeParse({}).success,
    )
    expect(keyed.map(key).sort()).toEqual([
      'PATCH /saas/planner/plans/:id/blocks',
      'POST /saas/planner/plans',
      'POST /saas/planner/plans/:id/blocks',
      'POST /saas/planner/plans/:id/blocks/:blockId/focus',
    ])
  })

  it('takes a feed without Authorization, by a 43-character token', () => {
    const feed = plannerContract.getFeed
    expect(feed.headers.safeParse({}).success).toBe(true)
    const file = `${'A'.repeat(43)}.ics`
    expect(feed.pathParams.safeParse({ file }).success).toBe(true)
    expect(feed.pathParams.safeParse({ file: 'abc.ics' }).success).toBe(false)
  })

  it('refuses a stale version with 409 and a move onto another block with 422', () => {
    expect(Object.keys(plannerContract.changeBlocks.responses).sort()).toEqual([
      '200',
      '400',
      '404',
      '409',
      '422',
    ])
    expect(Object.keys(plannerContract.updatePlan.responses)).toContain('409')
  })
})
