import { describe, expect, it } from 'vitest'
import { seededRandom } from './seeded-random'

describe('seededRandom', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    const first = seededRandom(42)
    const again = seededRandom(42)
    const other = seededRandom(43)
    const a = [first(), first(), first()]
    expect([again(), again(), again()]).toEqual(a)
    expect([other(), other(), other()]).not.toEqual(a)
  })

  it('stays in [0, 1) and spreads over it', () => {
    const next = seededRandom(7)
    const values = Array.from({ length: 10_000 }, next)
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0)
    expect(Math.max(...values)).toBeLessThan(1)
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length
    expect(mean).toBeGreaterThan(0.48)
    expect(mean).toBeLessThan(0.52)
  })
})
