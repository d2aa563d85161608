import { ActivationPayloadSchema } from '@app/contract/auth'
import { describe, expect, it } from 'vitest'
import { activationPayload, normalizeEmail } from './activation'

describe('normalizeEmail', () => {
  it.each([
    ['Ola@Example.COM', 'ola@example.com'],
    ['  uczen@example.com ', 'uczen@example.com'],
    ['ZAŻÓŁĆ@example.com', 'zażółć@example.com'],
    ['already@lower.pl', 'already@lower.pl'],
  ])('%o → %s', (email, expected) => {
    expect(normalizeEmail(email)).toBe(expected)
  })
})

describe('activationPayload', () => {
  const input = {
    email: ' Ola@Example.com ',
    password: 'Demo123!',
    name: ' Ola ',
    confirmationCode: '4b8e1c9a-0000-4000-8000-000000000000',
  }

  it.each([
    ['absent', undefined, ''],
    ['null', null, ''],
    ['empty', '', ''],
    ['given', ' LATO25 ', 'LATO25'],
  ])('promoCode %s → %o', (_, promoCode, expected) => {
    const payload = activationPayload({ ...input, promoCode })
    expect(payload).toEqual({
      email: 'ola@example.com',
      password: 'Demo123!',
      name: 'Ola',
      promoCode: expected,
      confirmationCode: input.confirmationCode,
    })
    expect(ActivationPayloadSchema.safeParse(payload).success).toBe(true)
  })
})
