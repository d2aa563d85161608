import { describe, expect, it } from 'vitest'
import { effectiveFeatures, hasAnyFeature, isGrantActive } from './features'

const NOW = new Date('2025-11-10T12:00:00.000Z')
const NONE = { planner: false, dominationPlan: false, flashcards: false, tasks: false }
const ALL = { planner: true, dominationPlan: true, flashcards: true, tasks: true }

describe('effectiveFeatures', () => {
  it.each([
    ['nothing', { subscriptionActive: false, grants: [] }, NONE],
    ['a subscription: all four', { subscriptionActive: true, grants: [] }, ALL],
    [
      'a grant for good',
      { subscriptionActive: false, grants: [{ feature: 'flashcards', expiresAt: null }] },
      { ...NONE, flashcards: true },
    ],
    [
      'a grant until tomorrow',
      {
        subscriptionActive: false,
        grants: [{ feature: 'planner', expiresAt: '2025-11-11T12:00:00.000Z' }],
      },
      { ...NONE, planner: true },
    ],
    [
      'a grant that ends now (exclusive)',
      { subscriptionActive: false, grants: [{ feature: 'tasks', expiresAt: NOW.toISOString() }] },
      NONE,
    ],
    [
      'an expired grant',
      {
        subscriptionActive: false,
        grants: [{ feature: 'tasks', expiresAt: '2025-11-10T11:59:59.999Z' }],
      },
      NONE,
    ],
    [
      'a subscription with an expired grant',
      {
        subscriptionActive: true,
        grants: [{ feature: 'tasks', expiresAt: '2025-01-01T00:00:00.000Z' }],
      },
      ALL,
    ],
    [
      'grants for two tools',
      {
        subscriptionActive: false,
        grants: [
          { feature: 'planner', expiresAt: null },
          { feature: 'dominationPlan', expiresAt: null },
        ],
      },
      { ...NONE, planner: true, dominationPlan: true },
    ],
  ] as const)('%s', (_name, source, expected) => {
    expect(effectiveFeatures(source, NOW)).toEqual(expected)
  })

  it('tells whether a grant counts at an instant and whether any tool is open', () => {
    expect(isGrantActive({ expiresAt: null }, NOW)).toBe(true)
    expect(isGrantActive({ expiresAt: '2025-11-10T12:00:00.001Z' }, NOW)).toBe(true)
    expect(isGrantActive({ expiresAt: '2025-11-10T12:00:00.000Z' }, NOW)).toBe(false)
    expect(hasAnyFeature(NONE)).toBe(false)
    expect(hasAnyFeature({ ...NONE, tasks: true })).toBe(true)
  })
})
