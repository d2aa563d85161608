import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { generatePlan } from './schedule'
import { reflow } from './reflow'
import { planAtArbitrary } from './planner.arbitraries'

// The domain is built without Node's types; the tests run in Node, where TZ may change at run time.
declare const process: { env: Record<string, string | undefined> }

const HOST_ZONE = process.env.TZ
const ZONES = ['UTC', 'America/New_York', 'Asia/Kolkata'] as const

/** Runs `work` with the host's time zone set to `zone`. */
function inZone<T>(zone: string, work: () => T): T {
  process.env.TZ = zone
  return work()
}

afterEach(() => {
  if (HOST_ZONE === undefined) delete process.env.TZ
  else process.env.TZ = HOST_ZONE
})

describe('the planner on any host time zone', () => {
  it('really switches the host zone here', () => {
    const noon = Date.UTC(2026, 0, 15, 12)
    expect(inZone('UTC', () => new Date(noon).getHours())).toBe(12)
    expect(inZone('America/New_York', () => new Date(noon).getHours())).toBe(7)
  })

  it('makes the same plan under TZ=UTC, America/New_York and Asia/Kolkata', () => {
    fc.assert(
      fc.property(planAtArbitrary, ({ now, input }) => {
        const [first, ...others] = ZONES.map((zone) => inZone(zone, () => generatePlan(input, now)))
        for (const other of others) expect(other).toEqual(first)
      }),
      { numRuns: 40, seed: 20_261_128 },
    )
  })

  it('re-flows the same way under each zone', () => {
    fc.assert(
      fc.property(planAtArbitrary, ({ now, input }) => {
        const { blocks } = generatePlan(input, now)
        // The first third missed; re-flowed from a day later.
        const missed = blocks.map((block, i) => ({
          ...block,
          id: `b${i}`,
          status: i % 3 === 0 ? ('MISSED' as const) : ('PLANNED' as const),
        }))
        const later = now + 86_400_000
        const [first, ...others] = ZONES.map((zone) =>
          inZone(zone, () => reflow({ input, blocks: missed }, later)),
        )
        for (const other of others) expect(other).toEqual(first)
      }),
      { numRuns: 25, seed: 20_261_129 },
    )
  })
})
