import { describe, expect, it, vi } from 'vitest'
import { REQUEST_TIMEOUT_MESSAGE, SERVER_UNREACHABLE_MESSAGE } from './errors'
import { postEventStream, type ServerSentEvent } from './http-stream'

const encoder = new TextEncoder()

/** A body that sends each part after `gapMs`, then closes (or errors, or stays open). */
function body(parts: string[], { gapMs = 0, end = 'close' as 'close' | 'error' | 'hang' } = {}) {
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const part of parts) {
        if (gapMs) await new Promise((resolve) => setTimeout(resolve, gapMs))
        controller.enqueue(encoder.encode(part))
      }
      if (end === 'close') controller.close()
      if (end === 'error') {
        // Erroring drops what is still queued: the reader takes the parts first.
        await new Promise((resolve) => setTimeout(resolve, 10))
        controller.error(new TypeError('network error'))
      }
    },
  })
}

const eventStream = (stream: ReadableStream<Uint8Array>) =>
  new Response(stream, { headers: { 'content-type': 'text/event-stream' } })

const json = (status: number, value: unknown) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } })

const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`

async function collect(fetchImpl: typeof fetch, extra: Record<string, unknown> = {}) {
  const events: ServerSentEvent[] = []
  const end = await postEventStream(
    { baseUrl: 'http://api.test', fetch: fetchImpl, ...extra },
    { path: '/api/stream', body: { content: 'Cześć' }, headers: { 'Idempotency-Key': 'k-1' } },
    (event) => events.push(event),
  )
  return { events, end }
}

describe('postEventStream', () => {
  it('posts JSON with the bearer and reads the events in order, split anywhere', async () => {
    const text = frame('start', { id: 1 }) + frame('delta', { text: 'Ala' }) + frame('done', {})
    const parts = [text.slice(0, 7), text.slice(7, 30), text.slice(30)]
    const fetchImpl = vi.fn(async () => eventStream(body(parts)))
    const { events, end } = await collect(fetchImpl, { getIdToken: () => 'token-1' })
    expect(end).toEqual({ kind: 'ended' })
    expect(events.map((e) => e.event)).toEqual(['start', 'delta', 'done'])
    expect(JSON.parse(events[1]!.data)).toEqual({ text: 'Ala' })
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('http://api.test/api/stream')
    expect(init.method).toBe('POST')
    expect(init.body).toBe(JSON.stringify({ content: 'Cześć' }))
    expect(init.headers).toMatchObject({
      authorization: 'Bearer token-1',
      'Idempotency-Key': 'k-1',
      accept: 'text/event-stream',
    })
  })

  it('answers a refusal before the stream with the API envelope', async () => {
    const envelope = { message: 'Wiadomość nie może być pusta.', httpsStatus: 400 }
    const { events, end } = await collect(async () => json(400, envelope))
    expect(end).toEqual({ kind: 'refused', error: envelope })
    expect(events).toEqual([])
  })

  it('makes an envelope of an error page that is not JSON', async () => {
    const { end } = await collect(async () => new Response('<h1>Bad gateway</h1>', { status: 502 }))
    expect(end).toMatchObject({ kind: 'refused', error: { httpsStatus: 502 } })
  })

  it('after a 401 tries once more with a refreshed token', async () => {
    const fetchImpl = vi.fn(async (_url: string, init: RequestInit) =>
      (init.headers as Record<string, string>).authorization === 'Bearer fresh'
        ? eventStream(body([frame('done', {})]))
        : json(401, { message: 'Unauthorized', httpsStatus: 401 }),
    )
    const refreshIdToken = vi.fn(async () => 'fresh')
    const { events, end } = await collect(fetchImpl as unknown as typeof fetch, {
      getIdToken: () => 'stale',
      refreshIdToken,
    })
    expect(end).toEqual({ kind: 'ended' })
    expect(events).toHaveLength(1)
    expect(fetchImpl).toHaveBeenCalledTimes(2)
    expect(refreshIdToken.mock.calls).toEqual([['stale']])
  })

  it('does not retry a 401 sent without a token', async () => {
    const fetchImpl = vi.fn(async () => json(401, { message: 'Unauthorized', httpsStatus: 401 }))
    const refreshIdToken = vi.fn(async () => 'fresh')
    const { end } = await collect(fetchImpl, { refreshIdToken })
    expect(end).toMatchObject({ kind: 'refused', error: { httpsStatus: 401 } })
    expect(fetchImpl).toHaveBeenCalledTimes(1)
    expect(refreshIdToken).not.toHaveBeenCalled()
  })

  it('reports an unreachable server as 503', async () => {
    const { end } = await collect(async () => {
      throw new TypeError('fetch failed')
    })
    expect(end).toEqual({
      kind: 'refused',
      error: { message: SERVER_UNREACHABLE_MESSAGE, httpsStatus: 503 },
    })
  })

  it('times out the wait for the first byte', async () => {
    const neverAnswers = (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
      )
    const { end } = await collect(neverAnswers as typeof fetch, { timeoutMs: 40 })
    expect(end).toEqual({
      kind: 'refused',
      error: { message: REQUEST_TIMEOUT_MESSAGE, httpsStatus: 408 },
    })
  })

  it('keeps a slow stream alive while bytes (heartbeats too) arrive within the timeout', async () => {
    const parts = [': ping\n\n', ': ping\n\n', frame('delta', { text: 'x' }), frame('done', {})]
    const { events, end } = await collect(async () => eventStream(body(parts, { gapMs: 30 })), {
      timeoutMs: 60,
    })
    expect(end).toEqual({ kind: 'ended' })
    expect(events.map((e) => e.event)).toEqual(['delta', 'done'])
  })

  it('interrupts a stream that falls silent, keeping what came before', async () => {
    const { events, end } = await collect(
      async () => eventStream(body([frame('delta', { text: 'x' })], { end: 'hang' })),
      { timeoutMs: 40 },
    )
    expect(events.map((e) => e.event)).toEqual(['delta'])
    expect(end).toEqual({
      kind: 'interrupted',
      error: { message: REQUEST_TIMEOUT_MESSAGE, httpsStatus: 408 },
    })
  })

  it('interrupts a stream whose connection breaks', async () => {
    const { events, end } = await collect(async () =>
      eventStream(body([frame('delta', { text: 'x' })], { end: 'error' })),
    )
    expect(events).toHaveLength(1)
    expect(end).toMatchObject({ kind: 'interrupted', error: { httpsStatus: 503 } })
  })

  it("ends as 'aborted' when the caller stops it mid-stream", async () => {
    const controller = new AbortController()
    const events: ServerSentEvent[] = []
    const end = await postEventStream(
      {
        baseUrl: '',
        fetch: async () => eventStream(body([frame('delta', { text: 'x' })], { end: 'hang' })),
      },
      { path: '/api/stream', body: {}, signal: controller.signal },
      (event) => {
        events.push(event)
        controller.abort()
      },
    )
    expect(end).toEqual({ kind: 'aborted' })
    expect(events).toHaveLength(1)
  })
})
