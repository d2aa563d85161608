import { describe, expect, it } from 'vitest'
import { UuidSchema } from './common.schemas'
import { UUID_PATTERN } from './constants'

describe('UUID_PATTERN', () => {
  it.each([
    '5e7a9c1d-3f4b-4d6e-a8f0-2b4d6f8a0c19',
    '5E7A9C1D-3F4B-4D6E-A8F0-2B4D6F8A0C19',
    '00000000-0000-0000-0000-000000000000',
    '5e7a9c1d3f4b4d6ea8f02b4d6f8a0c19',
    '5e7a9c1d-3f4b-4d6e-a8f0-2b4d6f8a0c1',
    '5e7a9c1d-3f4b-4d6e-a8f0-2b4d6f8a0c19x',
    'g e7a9c1d-3f4b-4d6e-a8f0-2b4d6f8a0c19',
    '',
  ])('agrees with UuidSchema on %j', (value) => {
    expect(UUID_PATTERN.test(value)).toBe(UuidSchema.safeParse(value).success)
  })
})
