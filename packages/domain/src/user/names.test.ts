import { describe, expect, it } from 'vitest'
import { firstNameOf } from './names'

describe('firstNameOf', () => {
  it.each([
    ['Ola Nowak', 'Ola'],
    ['  Jan   Maria Rokita ', 'Jan'],
    ['Zuzia', 'Zuzia'],
    ['', ''],
  ])('%j → %j', (name, first) => {
    expect(firstNameOf(name)).toBe(first)
  })
})
