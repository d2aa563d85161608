import { describe, expect, it } from 'vitest'
import { foldLetters } from './fold-letters'

describe('foldLetters', () => {
  it.each([
    ['Łódź Żółć', 'lodz zolc'],
    ['ĄĆĘŁŃÓŚŹŻ ąćęłńóśźż', 'acelnoszz acelnoszz'],
    ['Crème brûlée', 'creme brulee'],
    ['Kuba_N 2025', 'kuba_n 2025'],
  ])('%j → %j', (text, folded) => {
    expect(foldLetters(text)).toBe(folded)
  })
})
