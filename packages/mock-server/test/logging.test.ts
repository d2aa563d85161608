import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { LOG_REQUESTS_ENV, logRequestsFromEnv, loggerOptions } from '../src/logging'

/** A Fastify instance with the mock's logger options, its log lines collected. */
async function logOf(options: { logRequests: boolean }) {
  const lines: { level: number; msg: string }[] = []
  const stream = { write: (line: string) => void lines.push(JSON.parse(line)) }
  const app = Fastify(loggerOptions({ logger: true, ...options, stream }))
  app.get('/ok', async () => ({ ok: true }))
  app.get('/warn', async (request) => {
    request.log.warn('something odd')
    return { ok: true }
  })
  await app.inject({ method: 'GET', url: '/ok' })
  await app.inject({ method: 'GET', url: '/nie-ma' })
  await app.inject({ method: 'GET', url: '/warn' })
  await app.close()
  return lines
}

describe(`${LOG_REQUESTS_ENV}`, () => {
  it('turns request logging on only for 1, true, yes or on', () => {
    for (const value of ['1', 'true', 'TRUE', 'yes', 'on', ' 1 '])
      expect(logRequestsFromEnv({ [LOG_REQUESTS_ENV]: value }), value).toBe(true)
    for (const value of [undefined, '', '0', 'false', 'no', 'off', 'tak'])
      expect(logRequestsFromEnv({ [LOG_REQUESTS_ENV]: value }), String(value)).toBe(false)
  })
})

describe('loggerOptions', () => {
  it('logs nothing at all without a logger (tests)', () => {
    expect(loggerOptions({})).toEqual({ logger: false })
    expect(loggerOptions({ logger: false, logRequests: true })).toEqual({ logger: false })
  })

  it('by default runs at warn with request logging disabled', () => {
    const options = loggerOptions({ logger: true })
    expect(options.logger).toEqual({ level: 'warn' })
    expect(options.logController?.disableRequestLogging).toBe(true)
  })

  it('by default prints warnings but not the requests', async () => {
    const lines = await logOf({ logRequests: false })
    expect(lines.map((line) => line.msg)).toEqual(['something odd'])
  })

  it('with request logging prints every request and its answer at info', async () => {
    const lines = await logOf({ logRequests: true })
    const messages = lines.map((line) => line.msg)
    expect(messages.filter((msg) => msg === 'incoming request')).toHaveLength(3)
    expect(messages.filter((msg) => msg === 'request completed')).toHaveLength(3)
    expect(messages).toContain('something odd')
  })
})
