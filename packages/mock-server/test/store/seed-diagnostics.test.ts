import { describe, expect, it } from 'vitest'
import { DIAGNOSTIC_CATEGORIES, DiagnosticSchema } from '@app/contract/diagnostic'
import { toWarsawDateKey } from '@app/domain/shared/format'
import { seedDiagnostics } from '../../src/store/seed/diagnostics'

describe('diagnostics seed', () => {
  it('parses, has stable ids and covers every category, some reviewed', () => {
    expect(seedDiagnostics.length).toBeGreaterThanOrEqual(20)
    seedDiagnostics.forEach((d, i) => {
      expect(DiagnosticSchema.strict().parse(d)).toEqual(d)
      expect(d.id).toBe(`diag-${String(i + 1).padStart(3, '0')}`)
    })
    for (const category of DIAGNOSTIC_CATEGORIES) {
      expect(
        seedDiagnostics.some((d) => d.category === category),
        category,
      ).toBe(true)
    }
    const reviewed = seedDiagnostics.filter((d) => d.reviewed).length
    expect(reviewed).toBeGreaterThan(0)
    expect(reviewed).toBeLessThan(seedDiagnostics.length)
  })

  it('spreads records over 2025-10-01..2025-11-20, oldest first', () => {
    const times = seedDiagnostics.map((d) => d.createdAt)
    expect([...times].sort()).toEqual(times)
    expect(toWarsawDateKey(new Date(times[0] ?? ''))).toBe('2025-10-01')
    expect(toWarsawDateKey(new Date(times.at(-1) ?? ''))).toBe('2025-11-20')
  })
})
