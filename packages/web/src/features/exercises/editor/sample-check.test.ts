import type { AnswerKey } from '@app/contract/exercises'
import { describe, expect, it } from 'vitest'
import { checkSample } from './sample-check'

describe("the editor's 'Sprawdź odpowiedź'", () => {
  const distance = {
    type: 'NUMERIC',
    value: 18,
    tolerance: 0,
    unit: 'km',
    form: 'DECIMAL',
  } as const

  it.each([
    ['18 km', 'CORRECT'],
    ['18000 m', 'CORRECT'],
    ['18', 'PARTIAL'],
    ['1080 km', 'INCORRECT'],
  ] as const)('a numeric key: %s is %s', (sample, verdict) => {
    expect(checkSample(distance, sample)).toMatchObject({ verdict })
  })

  it('an expression key: an equivalent form counts', () => {
    const key: AnswerKey = { type: 'EXPRESSION', expression: '2(x+1)', variables: ['x'] }
    expect(checkSample(key, '2x+2')).toMatchObject({ verdict: 'CORRECT' })
    expect(checkSample(key, 'x^2+1')).toMatchObject({ verdict: 'INCORRECT' })
  })

  it('an answer the checker cannot read is a problem in Polish, not a verdict', () => {
    const key: AnswerKey = { type: 'EXPRESSION', expression: '2(x+1)', variables: ['x'] }
    expect(checkSample(key, '2(x+1')).toEqual({
      problem: expect.stringContaining('Nie rozumiem tego wyrażenia') as unknown,
    })
  })
})
