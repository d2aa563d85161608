import { describe, expect, it } from 'vitest'
import {
  IdempotencyStore,
  canonicalJson,
  fingerprintOf,
} from '../../src/idempotency/idempotency-store'

const HOUR = 60 * 60_000
const start = Date.parse('2026-11-26T10:00:00.000Z')

function storeAt() {
  let now = start
  const store = new IdempotencyStore(() => new Date(now))
  return { store, advance: (ms: number) => (now += ms) }
}

const deck = fingerprintOf({ method: 'POST', route: 'createDeck', request: { name: 'Biologia' } })

describe('the idempotency store', () => {
  it('a new key is new; the same request again replays the first answer', () => {
    const { store } = storeAt()
    expect(store.check('u-1', 'key-0000000000000001', deck)).toEqual({ kind: 'new' })
    store.remember('u-1', 'key-0000000000000001', deck, { status: 201, body: { id: 'd-1' } })
    expect(store.check('u-1', 'key-0000000000000001', deck)).toEqual({
      kind: 'replay',
      status: 201,
      body: { id: 'd-1' },
    })
  })

  it('the same key with another request, route or method is a conflict', () => {
    const { store } = storeAt()
    store.remember('u-1', 'k', deck, { status: 201, body: {} })
    const other = (method: string, route: string, request: unknown) =>
      store.check('u-1', 'k', fingerprintOf({ method, route, request })).kind
    expect(other('POST', 'createDeck', { name: 'Chemia' })).toBe('conflict')
    expect(other('POST', 'createCard', { name: 'Biologia' })).toBe('conflict')
    expect(other('PUT', 'createDeck', { name: 'Biologia' })).toBe('conflict')
    expect(other('post', 'createDeck', { name: 'Biologia' })).toBe('replay')
  })

  it('keys are per user', () => {
    const { store } = storeAt()
    store.remember('u-1', 'k', deck, { status: 201, body: {} })
    expect(store.check('u-2', 'k', deck)).toEqual({ kind: 'new' })
    store.deleteUser('u-1')
    expect(store.check('u-1', 'k', deck)).toEqual({ kind: 'new' })
  })

  it('a key lives 24 hours on the mock clock, then it is new again', () => {
    const { store, advance } = storeAt()
    store.remember('u-1', 'k', deck, { status: 201, body: {} })
    advance(24 * HOUR - 1)
    expect(store.check('u-1', 'k', 'another request').kind).toBe('conflict')
    advance(1)
    expect(store.check('u-1', 'k', 'another request')).toEqual({ kind: 'new' })
  })

  it('reset forgets every key', () => {
    const { store } = storeAt()
    store.remember('u-1', 'k', deck, { status: 201, body: {} })
    store.reset()
    expect(store.entry('u-1', 'k')).toBeUndefined()
  })

  it('the canonical body ignores the order of keys and absent members', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { f: 2, e: 3 }], c: undefined } })).toBe(
      '{"a":{"d":[1,{"e":3,"f":2}]},"b":1}',
    )
    const one = fingerprintOf({ method: 'POST', route: 'r', request: { a: 1, b: 2 } })
    const two = fingerprintOf({ method: 'POST', route: 'r', request: { b: 2, a: 1, c: undefined } })
    expect(one).toBe(two)
  })
})
