import { describe, expect, it } from 'vitest'
import { LEVEL_NAMES, levelOf } from './levels'

describe('levelOf: level n from 50·n·(n−1) XP', () => {
  it.each([
    { xp: 0, level: 1, name: 'Początkujący', into: 0, toNext: 100 },
    { xp: 99, level: 1, name: 'Początkujący', into: 99, toNext: 1 },
    { xp: 100, level: 2, name: 'Początkujący', into: 0, toNext: 200 },
    { xp: 101, level: 2, name: 'Początkujący', into: 1, toNext: 199 },
    { xp: 299, level: 2, name: 'Początkujący', into: 199, toNext: 1 },
    { xp: 300, level: 3, name: 'Początkujący', into: 0, toNext: 300 },
    { xp: 999, level: 4, name: 'Początkujący', into: 399, toNext: 1 },
    { xp: 1000, level: 5, name: 'Systematyczny', into: 0, toNext: 500 },
    { xp: 4499, level: 9, name: 'Systematyczny', into: 899, toNext: 1 },
    { xp: 4500, level: 10, name: 'Wytrwały', into: 0, toNext: 1000 },
    { xp: 10_499, level: 14, name: 'Wytrwały', into: 1399, toNext: 1 },
    { xp: 10_500, level: 15, name: 'Mistrz skupienia', into: 0, toNext: 1500 },
    { xp: 18_999, level: 19, name: 'Mistrz skupienia', into: 1899, toNext: 1 },
    { xp: 19_000, level: 20, name: 'Legenda nauki', into: 0, toNext: 2000 },
    { xp: 495_000, level: 100, name: 'Legenda nauki', into: 0, toNext: 10_000 },
  ])('$xp XP: level $level ($name)', ({ xp, level, name, into, toNext }) => {
    expect(levelOf(xp)).toEqual({ level, levelName: name, xpIntoLevel: into, xpToNext: toNext })
  })

  it.each([-5, Number.NaN, Number.POSITIVE_INFINITY])(
    '%s XP is level 1 with nothing in it',
    (xp) => {
      expect(levelOf(xp)).toEqual({
        level: 1,
        levelName: 'Początkujący',
        xpIntoLevel: 0,
        xpToNext: 100,
      })
    },
  )

  it('every level between 1 and 200 starts exactly at its XP', () => {
    for (let n = 1; n <= 200; n++) {
      expect(levelOf(50 * n * (n - 1)).level).toBe(n)
      if (n > 1) expect(levelOf(50 * n * (n - 1) - 1).level).toBe(n - 1)
    }
  })

  it('names start at levels 1, 5, 10, 15 and 20', () => {
    expect(LEVEL_NAMES.map((n) => n.from)).toEqual([1, 5, 10, 15, 20])
  })
})
