import { describe, expect, it } from 'vitest'
import { SubscribeSchema, SubscriptionTokenBodySchema } from './newsletter.schemas'

describe('newsletter schemas', () => {
  it('accepts a sign-up with a trimmed email, a list and an optional source', () => {
    expect(
      SubscribeSchema.parse({ email: ' ola@example.com ', list: 'EBOOK', source: 'ebook-landing' }),
    ).toEqual({ email: 'ola@example.com', list: 'EBOOK', source: 'ebook-landing' })
    expect(
      SubscribeSchema.safeParse({ email: 'ola@example.com', list: 'MINI_COURSE' }).success,
    ).toBe(true)
  })

  it.each([
    [{ email: 'nie-email', list: 'NEWSLETTER' }, 'Podaj poprawny adres email'],
    [{ email: '', list: 'NEWSLETTER' }, 'Podaj adres email'],
    [{ email: 'ola@example.com', list: 'NEWSLETTER', source: 'strona główna' }, 'Źródło zapisu'],
  ])('refuses %o', (input, message) => {
    const result = SubscribeSchema.safeParse(input)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toContain(message)
  })

  it('refuses an unknown list and extra fields', () => {
    expect(SubscribeSchema.safeParse({ email: 'a@b.pl', list: 'SMS' }).success).toBe(false)
    expect(SubscribeSchema.safeParse({ email: 'a@b.pl', list: 'EBOOK', x: 1 }).success).toBe(false)
  })

  it('takes any non-empty token (an unknown one is a 404, not a 400)', () => {
    expect(SubscriptionTokenBodySchema.safeParse({ token: 'cokolwiek' }).success).toBe(true)
    expect(SubscriptionTokenBodySchema.safeParse({ token: '  ' }).success).toBe(false)
    expect(SubscriptionTokenBodySchema.safeParse({}).success).toBe(false)
  })
})
