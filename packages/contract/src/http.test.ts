import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient } from './http'
import { SERVER_UNREACHABLE_MESSAGE } from './errors'

const ARTICLE_ID = '5b1f2c1e-8a7d-4c3b-9e2f-1a2b3c4d5e6f'
const article = {
  id: ARTICLE_ID,
  title: 'Jak się uczyć',
  subtitle: 'Krótko',
  author: 'Anna',
  addedAt: '2025-10-01T10:00:00+02:00',
  imageUrl: '/api/media/blog/a.svg',
  tags: ['nauka'],
  uniqueViews: 1,
  repeatedViews: 0,
  content: '<p>Treść</p>',
}

const PLAN_ID = '2VHW1S0TsbkuUF1CJYgGyuH7mUo'
const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n'

/** A tiny server that answers according to the path, to exercise the HTTP layer over real sockets. */
let server: Server
let baseUrl: string
let lastAuthorization: string | undefined
let requests = 0
beforeAll(async () => {
  server = createServer((req, res) => {
    lastAuthorization = req.headers.authorization
    requests += 1
    const url = req.url ?? ''
    if (req.headers.authorization === 'Bearer stale') {
      res
        .writeHead(401, { 'content-type': 'application/json' })
        .end(JSON.stringify({ message: 'Unauthorized', httpsStatus: 401 }))
    } else if (url.startsWith(`/api/blog/${ARTICLE_ID}`)) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(article))
    } else if (url.startsWith('/api/saas/user/notification')) {
      res.writeHead(204).end()
    } else if (url.startsWith('/api/blog/random')) {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"items": [')
    } else if (url.startsWith('/api/saas/planner/plans/')) {
      res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(ICS)
    } else if (url.startsWith('/api/saas/user/whoami')) {
      res
        .writeHead(401, { 'content-type': 'application/json' })
        .end(JSON.stringify({ message: 'Unauthorized', httpsStatus: 401 }))
    } else if (url.startsWith('/api/saas/user/settings')) {
      res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>')
    } else if (url.startsWith('/api/trace')) {
      setTimeout(() => res.writeHead(204).end(), 300)
    } else {
      res.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('createApiClient', () => {
  it('sends Bearer PUBLIC without a token and Bearer <token> with one', async () => {
    await createApiClient({ baseUrl }).blog.getArticle({ params: { id: ARTICLE_ID } })
    expect(lastAuthorization).toBe('Bearer PUBLIC')
    await createApiClient({ baseUrl, getIdToken: async () => 'abc.def.ghi' }).blog.getArticle({
      params: { id: ARTICLE_ID },
    })
    expect(lastAuthorization).toBe('Bearer abc.def.ghi')
  })

  it('returns a validated body on success', async () => {
    const res = await createApiClient({ baseUrl }).blog.getArticle({ params: { id: ARTICLE_ID } })
    expect(res).toMatchObject({ status: 200, body: { title: 'Jak się uczyć' } })
  })

  it('turns 204 into an empty object', async () => {
    const res = await createApiClient({ baseUrl }).user.sendNotification({
      body: { type: 'CHAT_TUTORIAL' },
    })
    expect(res).toMatchObject({ status: 204, body: {} })
  })

  it('passes a server error envelope through with its status', async () => {
    const res = await createApiClient({ baseUrl }).user.whoami()
    expect(res).toMatchObject({ status: 401, body: { message: 'Unauthorized', httpsStatus: 401 } })
  })

  it('sends a request refused with 401 once more with a refreshed token', async () => {
    const refusedTokens: string[] = []
    const client = createApiClient({
      baseUrl,
      getIdToken: async () => 'stale',
      refreshIdToken: async (refused) => {
        refusedTokens.push(refused)
        return 'fresh'
      },
    })
    requests = 0
    const res = await client.user.sendNotification({ body: { type: 'CHAT_TUTORIAL' } })
    expect(res.status).toBe(204)
    expect(lastAuthorization).toBe('Bearer fresh')
    // One refresh, told which token the API refused.
    expect({ refusedTokens, requests }).toEqual({ refusedTokens: ['stale'], requests: 2 })
  })

  it('keeps the 401 when the refreshed token is refused too, the same, missing or failing', async () => {
    const cases: Array<[refresh: () => Promise<string | null>, requestsMade: number]> = [
      [async () => 'fresh', 2],
      [async () => 'stale', 1],
      [async () => null, 1],
      [() => Promise.reject(new Error('refresh token revoked')), 1],
    ]
    for (const [refreshIdToken, requestsMade] of cases) {
      requests = 0
      const client = createApiClient({ baseUrl, getIdToken: async () => 'stale', refreshIdToken })
      const res = await client.user.whoami()
      expect(res).toMatchObject({ status: 401, body: { message: 'Unauthorized' } })
      expect(requests).toBe(requestsMade)
    }
  })

  it('does not retry a guest refused with 401', async () => {
    let refreshes = 0
    requests = 0
    const refreshIdToken = async () => {
      refreshes += 1
      return 'fresh'
    }
    const res = await createApiClient({ baseUrl, refreshIdToken }).user.whoami()
    expect(res.status).toBe(401)
    expect({ refreshes, requests }).toEqual({ refreshes: 0, requests: 1 })
  })

  it('wraps an error answer without the envelope', async () => {
    const res = await createApiClient({ baseUrl }).user.getSettings()
    expect(res).toMatchObject({
      status: 502,
      body: { message: 'Wystąpił błąd: HTTP 502', httpsStatus: 502 },
    })
  })

  it('answers a file (not JSON) as its text', async () => {
    const res = await createApiClient({ baseUrl }).planner.exportCalendar({
      params: { id: PLAN_ID },
    })
    expect(res).toMatchObject({ status: 200, body: ICS })
  })

  it('maps a body that is not JSON to 500 "Wystąpił błąd: {detail}"', async () => {
    const res = await createApiClient({ baseUrl }).blog.randomArticles({ query: {} })
    expect(res.status).toBe(500)
    expect(res.body).toMatchObject({ httpsStatus: 500 })
    expect((res.body as { message: string }).message).toMatch(/^Wystąpił błąd: .+/)
  })

  it('maps an unreachable server to 503 with the SPEC §8 message', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const res = await createApiClient({ baseUrl: `http://127.0.0.1:${port}` }).user.whoami()
    expect(res).toEqual(
      expect.objectContaining({
        status: 503,
        body: { message: SERVER_UNREACHABLE_MESSAGE, httpsStatus: 503 },
      }),
    )
  })

  it('maps a timeout to 408 "Request timeout"', async () => {
    const res = await createApiClient({ baseUrl, timeoutMs: 50 }).trace.createTrace({
      body: {
        sessionId: 's1',
        origin: 'http://localhost',
        searchParams: '',
        pathname: '/',
        href: 'http://localhost/',
        traceType: 'PAGE_VIEW',
      },
    })
    expect(res).toMatchObject({
      status: 408,
      body: { message: 'Request timeout', httpsStatus: 408 },
    })
  })

  it('maps other fetch failures to 500 with the detail', async () => {
    const failing: typeof fetch = async () => {
      throw new Error('boom')
    }
    const res = await createApiClient({ baseUrl, fetch: failing }).user.whoami()
    expect(res).toMatchObject({
      status: 500,
      body: { message: 'Wystąpił błąd: boom', httpsStatus: 500 },
    })
  })
})
