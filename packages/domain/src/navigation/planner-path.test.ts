import { describe, expect, it } from 'vitest'
import { isPlannerExercisePath, parsePlannerExercisePath } from './planner-path'

describe('parsePlannerExercisePath', () => {
  it.each([
    [
      '/produkt/planer-nauki/abc123/2025-10-01/0',
      { planId: 'abc123', dateKey: '2025-10-01', exerciseIndex: 0 },
    ],
    [
      '/produkt/planer-nauki/Plan7/2024-02-29/12/',
      { planId: 'Plan7', dateKey: '2024-02-29', exerciseIndex: 12 },
    ],
    [
      '/produkt/planer-nauki/p/2025-12-31/007',
      { planId: 'p', dateKey: '2025-12-31', exerciseIndex: 7 },
    ],
    ['/produkt/planer-nauki/abc-123/2025-10-01/0', null],
    ['/produkt/planer-nauki/abc_123/2025-10-01/0', null],
    ['/produkt/planer-nauki/żółw/2025-10-01/0', null],
    ['/produkt/planer-nauki/abc/2025-02-29/0', null],
    ['/produkt/planer-nauki/abc/2025-13-01/0', null],
    ['/produkt/planer-nauki/abc/2025-10-32/0', null],
    ['/produkt/planer-nauki/abc/2025-1-01/0', null],
    ['/produkt/planer-nauki/abc/2025-10-01/x', null],
    ['/produkt/planer-nauki/abc/2025-10-01/-1', null],
    ['/produkt/planer-nauki/abc/2025-10-01/1.5', null],
    ['/produkt/planer-nauki/abc/2025-10-01/99999999999999999999', null],
    ['/produkt/planer-nauki/abc/2025-10-01', null],
    ['/produkt/planer-nauki/abc/2025-10-01/1/extra', null],
    ['/x/produkt/planer-nauki/abc/2025-10-01/1', null],
  ])('%s', (pathname, expected) => {
    expect(parsePlannerExercisePath(pathname)).toEqual(expected)
    expect(isPlannerExercisePath(pathname)).toBe(expected !== null)
  })
})
