import { IdempotencyKeyHeaderSchema } from '@app/contract'
import { describe, expect, it } from 'vitest'
import { newIdempotencyKey } from './idempotency-key'

describe('newIdempotencyKey', () => {
  it("fits the contract's Idempotency-Key header and differs each time", () => {
    const key = newIdempotencyKey()
    expect(IdempotencyKeyHeaderSchema.safeParse({ 'idempotency-key': key }).success).toBe(true)
    expect(key).toMatch(/^[0-9a-f]{32}$/)
    expect(newIdempotencyKey()).not.toBe(key)
  })
})
