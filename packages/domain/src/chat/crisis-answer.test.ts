import { describe, expect, it } from 'vitest'
import { CRISIS_ANSWER, HELPLINES } from './crisis-answer'

describe('CRISIS_ANSWER', () => {
  it.each(Object.values(HELPLINES))('names $number in bold with its hours', ({ number, when }) => {
    const line = CRISIS_ANSWER.split('\n').find((l) => l.startsWith(`- **${number}**`))
    expect(line).toContain(when)
  })

  it('says the reader is not alone and points to an adult they trust', () => {
    expect(CRISIS_ANSWER).toContain('Nie jesteś z tym sam ani sama.')
    expect(CRISIS_ANSWER).toContain('z kimś, komu ufasz')
  })

  it('is Markdown without HTML', () => {
    expect(CRISIS_ANSWER).not.toMatch(/<[a-z/]/i)
  })
})
