import { describe, expect, it } from 'vitest'
import { textParam } from '../../lib/route-params'
import { newsletterActionSearch, tokenSearch } from './search'

describe('newsletter query values', () => {
  it.each([
    ['abc', 'abc'],
    ['  abc ', 'abc'],
    [123, '123'],
    ['', undefined],
    ['   ', undefined],
    [undefined, undefined],
    [{ a: 1 }, undefined],
  ])('reads %o as %o', (value, expected) => {
    expect(textParam(value)).toBe(expected)
  })

  it('keeps a token and drops an empty one', () => {
    expect(tokenSearch({ token: 'b0000000-0000' })).toEqual({ token: 'b0000000-0000' })
    expect(tokenSearch({ token: '' })).toEqual({})
    expect(tokenSearch({})).toEqual({})
  })

  it('keeps the email as typed and only a well-formed source', () => {
    expect(newsletterActionSearch({ email: 'nie-email', source: 'stopka' })).toEqual({
      email: 'nie-email',
      source: 'stopka',
    })
    expect(newsletterActionSearch({ email: 'a@b.pl', source: 'zła wartość!' })).toEqual({
      email: 'a@b.pl',
    })
    expect(newsletterActionSearch({})).toEqual({})
  })
})
