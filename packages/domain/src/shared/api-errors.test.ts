import { describe, expect, it } from 'vitest'
import {
  isAuthFailure,
  isClientError,
  isResponseValidationError,
  toApiError,
  userLoadErrorMessage,
} from './api-errors'

/** What ts-rest's react-query client throws for a non-2xx answer. */
const response = (status: number, body: unknown) => ({ status, body, headers: new Headers() })
const envelope = (httpsStatus: number, message: string) => ({ message, httpsStatus })

/** Shaped like @ts-rest/core's ResponseValidationError (domain cannot import ts-rest). */
class ResponseValidationError extends Error {
  appRoute = { method: 'GET', path: '/api/saas/user/whoami' }
  constructor() {
    super('[ts-rest] Response validation failed for GET /api/saas/user/whoami: Required')
  }
}

describe('isAuthFailure', () => {
  it.each([
    [401, 'x', true],
    [403, 'x', true],
    [400, 'Unauthorized', true],
    [500, 'request FORBIDDEN by policy', true],
    [500, 'Authentication Failed for token', true],
    [400, 'authentication failure', false],
    [404, 'Not found', false],
    [500, 'Internal error', false],
    [408, 'Request timeout', false],
  ])('%d %s → %s', (httpsStatus, message, expected) => {
    expect(isAuthFailure({ httpsStatus, message })).toBe(expected)
  })
})

describe('toApiError', () => {
  it.each([
    ['an envelope as is', envelope(404, 'Nie znaleziono'), envelope(404, 'Nie znaleziono')],
    [
      'a ts-rest response with an envelope',
      response(403, envelope(403, 'Brak dostępu')),
      envelope(403, 'Brak dostępu'),
    ],
    [
      'a response with only a message',
      response(409, { message: 'Konflikt' }),
      envelope(409, 'Konflikt'),
    ],
    [
      'a response without a message',
      response(502, 'Bad gateway'),
      envelope(502, 'Wystąpił błąd: HTTP 502'),
    ],
    [
      'a response with an empty message',
      response(400, { message: '' }),
      envelope(400, 'Wystąpił błąd: HTTP 400'),
    ],
    [
      'a response with a non-error status',
      response(200, {}),
      envelope(500, 'Wystąpił błąd: HTTP 200'),
    ],
    [
      'an Error',
      new Error('Unexpected token <'),
      envelope(500, 'Wystąpił błąd: Unexpected token <'),
    ],
    ['a string', 'boom', envelope(500, 'Wystąpił błąd: boom')],
    ['undefined', undefined, envelope(500, 'Wystąpił błąd: undefined')],
  ])('%s', (_, thrown, expected) => {
    expect(toApiError(thrown)).toEqual(expected)
  })
})

describe('isClientError', () => {
  it.each([
    [response(400, envelope(400, 'x')), true],
    [response(408, envelope(408, 'Request timeout')), true],
    [response(499, envelope(499, 'x')), true],
    [response(500, envelope(500, 'x')), false],
    [response(503, envelope(503, 'x')), false],
    [new Error('x'), false],
  ])('%o → %s', (error, expected) => {
    expect(isClientError(error)).toBe(expected)
  })
})

describe('isResponseValidationError', () => {
  it.each([
    [new ResponseValidationError(), true],
    [new Error('[ts-rest] Response validation failed for GET /x'), false],
    [response(500, envelope(500, 'x')), false],
  ])('%o → %s', (error, expected) => {
    expect(isResponseValidationError(error)).toBe(expected)
  })
})

describe('userLoadErrorMessage', () => {
  it.each([
    [
      '401',
      response(401, envelope(401, 'Invalid token')),
      'Authentication failed. Please log in again.',
    ],
    [
      '403',
      response(403, envelope(403, 'Brak dostępu')),
      'Authentication failed. Please log in again.',
    ],
    [
      'auth words in a 500',
      response(500, envelope(500, 'Unauthorized')),
      'Authentication failed. Please log in again.',
    ],
    ['timeout', response(408, envelope(408, 'Request timeout')), 'Request timeout'],
    ['contract mismatch', new ResponseValidationError(), 'Invalid user data received'],
    [
      'server message',
      response(500, envelope(500, 'Baza danych niedostępna')),
      'Baza danych niedostępna',
    ],
    [
      'unreachable',
      response(503, envelope(503, 'Serwer jest aktualnie wyłączony. Spróbuj ponownie za chwilę.')),
      'Serwer jest aktualnie wyłączony. Spróbuj ponownie za chwilę.',
    ],
    ['blank message', envelope(500, '  '), 'Failed to fetch user data'],
  ])('%s', (_, error, message) => {
    expect(userLoadErrorMessage(error)).toBe(message)
  })
})
