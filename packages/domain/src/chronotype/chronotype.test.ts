import { describe, expect, it } from 'vitest'
import {
  CHRONOTYPE_MAX_TOTAL,
  CHRONOTYPE_MIN_TOTAL,
  CHRONOTYPE_QUESTIONS,
  chronotypeForTotal,
  decodeChronotypeAnswers,
  encodeChronotypeAnswers,
  scoreChronotype,
  type Chronotype,
} from './chronotype'

/** Every complete set of answers (5 × 4 × 5 × 5 × 4 = 2000). */
function allAnswerSets(): number[][] {
  return CHRONOTYPE_QUESTIONS.reduce<number[][]>(
    (sets, question) => sets.flatMap((set) => question.options.map((_, i) => [...set, i])),
    [[]],
  )
}

describe('the questionnaire', () => {
  it('has the five rMEQ items with their published points', () => {
    expect(CHRONOTYPE_QUESTIONS.map((q) => q.options.map((o) => o.points))).toEqual([
      [5, 4, 3, 2, 1],
      [1, 2, 3, 4],
      [5, 4, 3, 2, 1],
      [5, 4, 3, 2, 1],
      [6, 4, 2, 0],
    ])
  })

  it('has unique question ids', () => {
    expect(new Set(CHRONOTYPE_QUESTIONS.map((q) => q.id)).size).toBe(CHRONOTYPE_QUESTIONS.length)
  })
})

describe('chronotypeForTotal', () => {
  it.each<[number, Chronotype]>([
    [4, 'definitely-evening'],
    [7, 'definitely-evening'],
    [8, 'moderately-evening'],
    [11, 'moderately-evening'],
    [12, 'intermediate'],
    [17, 'intermediate'],
    [18, 'moderately-morning'],
    [21, 'moderately-morning'],
    [22, 'definitely-morning'],
    [25, 'definitely-morning'],
  ])('%i points → %s', (total, chronotype) => {
    expect(chronotypeForTotal(total)).toBe(chronotype)
  })

  it.each([3, 26, 0, -1, 12.5, Number.NaN])('rejects %s', (total) => {
    expect(() => chronotypeForTotal(total)).toThrow(RangeError)
  })
})

describe('scoreChronotype', () => {
  it.each<[string, number[], number, Chronotype]>([
    ['the most morning answers', [0, 3, 0, 0, 0], 25, 'definitely-morning'],
    ['the first option everywhere', [0, 0, 0, 0, 0], 22, 'definitely-morning'],
    ['early riser, rather a lark', [1, 2, 1, 1, 1], 19, 'moderately-morning'],
    ['in the middle', [2, 1, 2, 2, 2], 13, 'intermediate'],
    ['late, rather an owl', [3, 1, 3, 3, 2], 10, 'moderately-evening'],
    ['the most evening answers', [4, 0, 4, 4, 3], 4, 'definitely-evening'],
  ])('%s: %j → %i points', (_, answers, total, chronotype) => {
    expect(scoreChronotype(answers)).toEqual({ ok: true, total, chronotype })
  })

  it.each<[string, (number | null | undefined)[], number[]]>([
    ['nothing answered', [], [0, 1, 2, 3, 4]],
    ['gaps', [0, null, 0, undefined], [1, 3, 4]],
    ['the last one missing', [0, 0, 0, 0, null], [4]],
  ])('%s is incomplete', (_, answers, unanswered) => {
    expect(scoreChronotype(answers)).toEqual({ ok: false, reason: 'incomplete', unanswered })
  })

  it.each<[string, (number | null)[]]>([
    ['too many answers', [0, 0, 0, 0, 0, 0]],
    ['an option past the end', [5, 0, 0, 0, 0]],
    ['the 5th option of a 4-option question', [0, 4, 0, 0, 0]],
    ['a negative index', [0, 0, -1, 0, 0]],
    ['a fraction', [0, 0, 0, 1.5, 0]],
    ['an invalid answer next to a missing one', [null, 9, 0, 0, 0]],
  ])('%s is invalid', (_, answers) => {
    expect(scoreChronotype(answers)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('reaches every total from 4 to 25 and nothing else', () => {
    const totals = new Set(
      allAnswerSets().map((answers) => {
        const score = scoreChronotype(answers)
        if (!score.ok) throw new Error('complete answers must score')
        return score.total
      }),
    )
    const expected = Array.from(
      { length: CHRONOTYPE_MAX_TOTAL - CHRONOTYPE_MIN_TOTAL + 1 },
      (_, i) => CHRONOTYPE_MIN_TOTAL + i,
    )
    expect([...totals].sort((a, b) => a - b)).toEqual(expected)
  })
})

describe('shareable answers code', () => {
  it.each<[number[], string]>([
    [[0, 0, 0, 0, 0], 'aaaaa'],
    [[4, 3, 4, 4, 3], 'edeed'],
    [[2, 1, 2, 2, 2], 'cbccc'],
  ])('%j ↔ %s', (answers, code) => {
    expect(encodeChronotypeAnswers(answers)).toBe(code)
    expect(decodeChronotypeAnswers(code)).toEqual(answers)
  })

  it('round-trips every complete set of answers', () => {
    for (const answers of allAnswerSets()) {
      expect(decodeChronotypeAnswers(encodeChronotypeAnswers(answers))).toEqual(answers)
    }
  })

  it.each([
    ['', 'empty'],
    ['aaaa', 'too short'],
    ['aaaaaa', 'too long'],
    ['aaAaa', 'a capital letter'],
    ['12345', 'digits'],
    ['aeaaa', 'option 5 of a 4-option question'],
    ['aaaaf', 'option 6 of a 4-option question'],
    ['aaaaj', 'a letter past every question'],
    [' aaaa', 'a space'],
    ['aaaa\n', 'a trailing newline'],
    ['ａａａａａ', 'full-width letters'],
  ])('decodes %j (%s) as null', (code) => {
    expect(decodeChronotypeAnswers(code)).toBeNull()
  })

  it.each<[string, (number | null)[]]>([
    ['incomplete', [0, 0, null, 0, 0]],
    ['invalid', [0, 0, 7, 0, 0]],
  ])('refuses to encode %s answers', (_, answers) => {
    expect(() => encodeChronotypeAnswers(answers)).toThrow(RangeError)
  })
})
