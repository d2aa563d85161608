import { describe, expect, it } from 'vitest'
import { readExpression } from './expression-reading'

describe("'Rozumiem to jako: …'", () => {
  it('reads implicit products and the Polish names', () => {
    const reading = readExpression('2(x+1)', ['x'])
    expect(reading.ok).toBe(true)
    if (reading.ok) expect(reading.text).toMatch(/2\s*·\s*\(x \+ 1\)/)
  })

  it('says why it cannot read an unbalanced bracket, in Polish', () => {
    expect(readExpression('2(x+1', ['x'])).toEqual({
      ok: false,
      reason: 'Nie rozumiem tego wyrażenia: brakuje nawiasu zamykającego.',
    })
  })
})
