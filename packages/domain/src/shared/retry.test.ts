import { describe, expect, it } from 'vitest'
import { retryDelayMs, shouldRetry } from './retry'

const response = (status: number) => ({
  status,
  body: { message: 'x', httpsStatus: status },
  headers: new Headers(),
})

describe('shouldRetry', () => {
  it.each([
    ['500, first failure', 0, response(500), true],
    ['503, second failure', 1, response(503), true],
    ['500, third failure (last retry)', 2, response(500), true],
    ['500 after 3 retries', 3, response(500), false],
    ['500 after many', 10, response(500), false],
    ['400', 0, response(400), false],
    ['401', 0, response(401), false],
    ['403', 0, response(403), false],
    ['404', 0, response(404), false],
    ['413', 0, response(413), false],
    ['499', 0, response(499), false],
    ['408 timeout is retried', 0, response(408), true],
    ['408 after 3 retries', 3, response(408), false],
    ['network error', 0, new TypeError('Failed to fetch'), true],
    [
      'contract mismatch',
      0,
      Object.assign(new Error('[ts-rest] Response validation failed for GET /x: bad'), {
        appRoute: {},
      }),
      false,
    ],
  ])('%s', (_, failureCount, error, expected) => {
    expect(shouldRetry(failureCount, error)).toBe(expected)
  })
})

describe('retryDelayMs', () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [3, 8000],
    [4, 16_000],
    [5, 30_000],
    [20, 30_000],
    [-1, 1000],
  ])('attempt %d → %d ms', (attempt, delay) => {
    expect(retryDelayMs(attempt)).toBe(delay)
  })
})
