import { describe, expect, it } from 'vitest'
import { formatNip, isValidNip, normalizeNip } from './invoice'

describe('NIP', () => {
  it.each([
    // input, valid, digits, printed
    ['1234563218', true, '1234563218', '123-456-32-18'],
    ['123-456-32-18', true, '1234563218', '123-456-32-18'],
    ['123-45-63-218', true, '1234563218', '123-456-32-18'],
    [' 526 025 02 74 ', true, '5260250274', '526-025-02-74'],
    ['PL7251801126', true, '7251801126', '725-180-11-26'],
    ['1234563219', false, '1234563219', '123-456-32-19'],
    // The weighted sum leaves 10, which no check digit can be.
    ['1234567890', false, '1234567890', '123-456-78-90'],
    ['0000000000', false, '0000000000', '000-000-00-00'],
    ['5555555555', false, '5555555555', '555-555-55-55'],
    ['123456321', false, null, '123456321'],
    ['12345632180', false, null, '12345632180'],
    ['123.456.32.18', false, null, '123.456.32.18'],
    ['DE1234563218', false, null, 'DE1234563218'],
    ['', false, null, ''],
  ])('%j: valid %s, digits %s, printed %s', (input, valid, digits, printed) => {
    expect(isValidNip(input)).toBe(valid)
    expect(normalizeNip(input)).toBe(digits)
    expect(formatNip(input)).toBe(printed)
  })
})
