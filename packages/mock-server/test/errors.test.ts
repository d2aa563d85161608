import { connect, type AddressInfo } from 'node:net'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { LIMITS } from '@app/contract'
import { MESSAGES } from '../src/errors'
import { CLIENT_ID } from '../src/identity/config'
import { buildHostedUi } from '../src/identity/hosted-ui'
import { authHeader, buildTestApp } from './helper'

let app: FastifyInstance
let hostedUi: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
  hostedUi = await buildHostedUi(app)
})
afterAll(async () => {
  await hostedUi.close()
  await app.close()
})

const json = { ...authHeader(), 'content-type': 'application/json' }
const tooLongId = 'a'.repeat(101)
const overLimit = JSON.stringify({ sessionId: 'x'.repeat(LIMITS.bodyLimitBytes) })

type Case = [name: string, request: InjectOptions, status: number, message: string]

/** Requests Fastify used to refuse in its own `{ error, code, message }` shape, and their kin. */
const API_CASES: Case[] = [
  [
    'a path parameter over maxParamLength',
    { method: 'GET', url: `/api/blog/${tooLongId}`, headers: authHeader() },
    414,
    MESSAGES.uriTooLong,
  ],
  [
    'a path parameter over maxParamLength, also without Authorization',
    { method: 'DELETE', url: `/api/blog/${tooLongId}` },
    414,
    MESSAGES.uriTooLong,
  ],
  [
    'an undecodable path',
    { method: 'GET', url: '/api/blog/%E0%A4%A', headers: authHeader() },
    400,
    MESSAGES.badUrl,
  ],
  ['an undecodable path outside /api', { method: 'GET', url: '/%' }, 400, MESSAGES.badUrl],
  [
    'an undecodable path under the media files',
    { method: 'GET', url: '/api/media/blog/%E0%A4%A.svg', headers: authHeader() },
    400,
    MESSAGES.badUrl,
  ],
  [
    'a body over the limit',
    { method: 'POST', url: '/api/trace', headers: json, payload: overLimit },
    413,
    MESSAGES.bodyTooLarge,
  ],
  [
    'a body that is not JSON',
    {
      method: 'POST',
      url: '/api/trace',
      headers: { ...authHeader(), 'content-type': 'text/plain' },
      payload: 'x',
    },
    415,
    MESSAGES.unsupportedMediaType,
  ],
  [
    'a body without a content type',
    { method: 'POST', url: '/api/trace', headers: authHeader(), payload: 'x' },
    415,
    MESSAGES.unsupportedMediaType,
  ],
  [
    'malformed JSON',
    { method: 'POST', url: '/api/trace', headers: json, payload: '{"sessionId":' },
    400,
    MESSAGES.malformedJson,
  ],
  [
    'a Content-Length that does not match the body',
    {
      method: 'POST',
      url: '/api/trace',
      headers: { ...json, 'content-length': '3' },
      payload: '{"sessionId":"s"}',
    },
    400,
    MESSAGES.contentLengthMismatch,
  ],
  [
    'an unknown path',
    { method: 'GET', url: '/api/nie-ma', headers: authHeader() },
    404,
    MESSAGES.routeNotFound,
  ],
  [
    'a method the path does not have (404, not 405)',
    { method: 'PUT', url: '/api/blog', headers: authHeader() },
    404,
    MESSAGES.routeNotFound,
  ],
  [
    'an OPTIONS request',
    { method: 'OPTIONS', url: '/api/blog', headers: authHeader() },
    404,
    MESSAGES.routeNotFound,
  ],
  ['GET of the user-pool API', { method: 'GET', url: '/cognito' }, 404, MESSAGES.routeNotFound],
  [
    'a control-API call with malformed JSON',
    { method: 'POST', url: '/__mock/clock', headers: json, payload: '{' },
    400,
    MESSAGES.malformedJson,
  ],
]

const HOSTED_UI_CASES: Case[] = [
  ['an unknown path', { method: 'GET', url: '/nie-ma' }, 404, MESSAGES.routeNotFound],
  ['an undecodable path', { method: 'GET', url: '/oauth2/%E0%A4%A' }, 400, MESSAGES.badUrl],
  [
    'malformed JSON at the token endpoint',
    {
      method: 'POST',
      url: '/oauth2/token',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    },
    400,
    MESSAGES.malformedJson,
  ],
  [
    'a body type it does not read',
    {
      method: 'POST',
      url: '/oauth2/token',
      headers: { 'content-type': 'application/xml' },
      payload: '<x/>',
    },
    415,
    'Nieobsługiwany typ treści. Wyślij formularz jako application/x-www-form-urlencoded.',
  ],
  [
    'a form over the limit',
    {
      method: 'POST',
      url: '/oauth2/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `a=${'x'.repeat(LIMITS.bodyLimitBytes)}`,
    },
    413,
    MESSAGES.bodyTooLarge,
  ],
]

const expectEnvelope = (
  res: Awaited<ReturnType<FastifyInstance['inject']>>,
  status: number,
  message: string,
) => {
  expect(res.statusCode).toBe(status)
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
  expect(res.json()).toEqual({ message, httpsStatus: status })
}

describe('every refusal leaves in the { message, httpsStatus } envelope', () => {
  it.each(API_CASES)('API: %s', async (_name, request, status, message) => {
    expectEnvelope(await app.inject(request), status, message)
  })

  it.each(HOSTED_UI_CASES)('hosted UI: %s', async (_name, request, status, message) => {
    expectEnvelope(await hostedUi.inject(request), status, message)
  })

  it('answers HEAD with the status and headers of GET, without a body', async () => {
    const cases: [string, Record<string, string>, number][] = [
      ['/api/blog', authHeader(), 200],
      ['/api/blog', {}, 401],
      ['/api/nie-ma', authHeader(), 404],
      [`/api/blog/${tooLongId}`, authHeader(), 414],
      ['/api/blog/%E0%A4%A', authHeader(), 400],
    ]
    for (const [url, headers, status] of cases) {
      const res = await app.inject({ method: 'HEAD', url, headers })
      expect(res.statusCode, url).toBe(status)
      expect(res.headers['content-type'], url).toBe('application/json; charset=utf-8')
      expect(res.body, url).toBe('')
    }
  })

  it('answers an error thrown in a hosted-UI handler with a 500 envelope', async () => {
    const broken = vi.spyOn(app.store.identity, 'addAuthCode').mockImplementation(() => {
      throw new Error('store down')
    })
    const res = await hostedUi.inject({
      method: 'POST',
      url: '/oauth2/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        client_id: CLIENT_ID,
        redirect_uri: 'http://localhost:5173/',
        response_type: 'code',
        action: 'persona',
        persona: 'uczen@example.com',
      }).toString(),
    })
    broken.mockRestore()
    expectEnvelope(res, 500, MESSAGES.internal)
  })

  it('never answers any of these with a 500', async () => {
    for (const [, request] of API_CASES)
      expect((await app.inject(request)).statusCode).toBeLessThan(500)
    for (const [, request] of HOSTED_UI_CASES)
      expect((await hostedUi.inject(request)).statusCode).toBeLessThan(500)
  })
})

/** Raw bytes to a listening instance; the whole answer back as text. */
async function rawRequest(instance: FastifyInstance, bytes: string): Promise<string> {
  const { port } = instance.server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes))
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')))
    socket.on('error', reject)
  })
}

describe('what the HTTP parser refuses before Fastify sees it', () => {
  const cases: [string, string, number, string][] = [
    ['a malformed request line', 'NIE-HTTP\r\n\r\n', 400, MESSAGES.badRequest],
    [
      'a header with a space in its name',
      'GET /api/blog HTTP/1.1\r\nHost: x\r\nZły nagłówek: 1\r\n\r\n',
      400,
      MESSAGES.badRequest,
    ],
    [
      'headers over the size limit',
      `GET /api/blog HTTP/1.1\r\nHost: x\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`,
      431,
      MESSAGES.headersTooLarge,
    ],
  ]

  it.each(cases)('%s', async (_name, bytes, status, message) => {
    const server = await buildTestApp()
    await server.listen({ port: 0, host: '127.0.0.1' })
    try {
      const answer = await rawRequest(server, bytes)
      const [head = '', body = ''] = answer.split('\r\n\r\n')
      expect(head).toMatch(new RegExp(`^HTTP/1.1 ${status} `))
      expect(head).toContain('Content-Type: application/json; charset=utf-8')
      expect(head).toContain(`Content-Length: ${Buffer.byteLength(body)}`)
      expect(JSON.parse(body)).toEqual({ message, httpsStatus: status })
    } finally {
      await server.close()
    }
  })
})
