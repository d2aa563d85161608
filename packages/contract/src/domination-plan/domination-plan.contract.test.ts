import { initContract } from '@ts-rest/core'
import { describe, expect, it } from 'vitest'
import { IdempotencyKeyHeaderSchema } from '../common.schemas'
import { dominationPlanContract } from './domination-plan.contract'
import { DOMINATION_PLAN_TEXT } from './domination-plan.schemas'

describe('dominationPlanContract', () => {
  const c = initContract()
  const routes = c.router(
    { dominationPlan: dominationPlanContract },
    { pathPrefix: '/api' },
  ).dominationPlan

  it('has the five calls under /api/saas/domination-plan, all proposed with a summary', () => {
    expect(Object.values(routes).map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/saas/domination-plan',
      'PUT /api/saas/domination-plan',
      'GET /api/saas/domination-plan/check-ins',
      'POST /api/saas/domination-plan/check-ins',
      'PUT /api/saas/domination-plan/check-ins/:id',
    ])
    for (const route of Object.values(routes)) {
      expect(route.metadata).toEqual({ origin: 'proposed' })
      expect(route.summary?.length).toBeGreaterThan(20)
    }
  })

  it('needs an Idempotency-Key to post a check-in, answers 409 to a stale version, 404 to a foreign check-in', () => {
    expect(routes.createCheckIn.headers).toBe(IdempotencyKeyHeaderSchema)
    expect(Object.keys(routes.updateDominationPlan.responses)).toEqual(['200', '409'])
    expect(Object.keys(routes.updateCheckIn.responses)).toEqual(['200', '404', '409', '422'])
    expect(routes.updateCheckIn.pathParams.safeParse({ id: 'abc' }).success).toBe(false)
  })

  it('says the 409 in the planner’s words, about the domination plan', () => {
    expect(DOMINATION_PLAN_TEXT.staleVersion).toBe(
      'Plan dominacji zmieniono w innej karcie lub na innym urządzeniu. Twoja zmiana jest zachowana: sprawdź ją i zapisz ponownie.',
    )
    expect(DOMINATION_PLAN_TEXT.checkInNotYet('SUN', '18:00')).toBe(
      'Podsumowanie tego tygodnia zapiszesz w niedzielę od 18:00.',
    )
  })
})
