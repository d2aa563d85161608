import { describe, expect, it } from 'vitest'
import { flagParam, textParam, uuidOrNotFound } from './route-params'

describe('route params', () => {
  it('keeps trimmed text within its length and drops anything else', () => {
    expect(textParam(' nauka ', 40)).toBe('nauka')
    expect(textParam('x'.repeat(41), 40)).toBeUndefined()
    expect(textParam('   ', 40)).toBeUndefined()
    expect(textParam(['a'], 40)).toBeUndefined()
    expect(textParam(undefined)).toBeUndefined()
  })

  it('keeps a number-like value as its text', () => {
    expect(textParam(12345, 32)).toBe('12345')
    expect(textParam(true, 32)).toBeUndefined()
  })

  it('reads a flag only from a boolean', () => {
    expect(flagParam(true)).toBe(true)
    expect(flagParam(false)).toBe(false)
    expect(flagParam('true')).toBeUndefined()
  })

  it('treats a malformed uuid as not found', () => {
    expect(uuidOrNotFound('5e7a9c1d-3f4b-4d6e-a8f0-2b4d6f8a0c19')).toBe(
      '5e7a9c1d-3f4b-4d6e-a8f0-2b4d6f8a0c19',
    )
    expect(() => uuidOrNotFound('nie-ma-takiego')).toThrow()
  })
})
