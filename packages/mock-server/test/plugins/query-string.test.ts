import { describe, expect, it } from 'vitest'
import { parseQueryString } from '../../src/query-string'

describe('parseQueryString', () => {
  it.each([
    ['a=1&b=2', { a: '1', b: '2' }],
    ['subjects=fizyka&subjects=chemia', { subjects: ['fizyka', 'chemia'] }],
    ['subjects%5B1%5D=chemia&subjects%5B0%5D=fizyka', { subjects: ['fizyka', 'chemia'] }],
    ['subjects[0]=fizyka&status=TODO', { subjects: ['fizyka'], status: 'TODO' }],
    ['subjects=biologia&subjects[0]=fizyka', { subjects: ['biologia', 'fizyka'] }],
    ['a[x]=1', { 'a[x]': '1' }],
    ['__proto__[0]=x', { ['__proto__']: ['x'] }],
  ])('%s', (text, expected) => {
    expect({ ...parseQueryString(text) }).toEqual(expected)
  })

  it('never touches the prototype of plain objects', () => {
    parseQueryString('__proto__[0]=polluted&constructor[0]=x')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})
