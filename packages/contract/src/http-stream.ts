import { createParser } from 'eventsource-parser'
import { PUBLIC_TOKEN } from './constants'
import {
  REQUEST_TIMEOUT_MESSAGE,
  SERVER_UNREACHABLE_MESSAGE,
  apiError,
  isApiError,
  networkFailureMessage,
  type ApiError,
} from './errors'
import type { ApiClientOptions } from './http'

/** One server-sent event: its `event:` name ('message' when it has none) and its `data:` text. */
export interface ServerSentEvent {
  event: string
  data: string
}

export interface EventStreamRequest {
  /** The path (with the base URL's origin in front), e.g. '/api/saas/chat/conversations/…'. */
  path: string
  /** Sent as JSON; none for a call without a body. */
  body?: unknown
  /** Further headers, e.g. the `Idempotency-Key`. */
  headers?: Record<string, string>
  /** The caller's own stop: aborts the request and ends the stream as 'aborted'. */
  signal?: AbortSignal
}

/**
 * How a stream ended: 'refused' before it began (the API's JSON envelope, an unreachable server,
 * no first byte in time), 'ended' when the server closed it, 'interrupted' when the connection
 * broke or fell silent for too long mid-stream, 'aborted' when the caller stopped it.
 */
export type EventStreamEnd =
  | { kind: 'ended' }
  | { kind: 'refused'; error: ApiError }
  | { kind: 'interrupted'; error: ApiError }
  | { kind: 'aborted' }

/**
 * The HTTP layer's one streaming call (decision 0158): POSTs JSON and reads a `text/event-stream`
 * answer with `eventsource-parser` over fetch (EventSource can neither POST nor send a bearer).
 * It shares the JSON calls' rules (http.ts): the bearer token, one retry with a refreshed token
 * after a 401, the error envelope. The timeout applies to the wait for the first byte and to the
 * silence between bytes (the server's heartbeat comments keep a slow answer alive), never to the
 * whole stream.
 */
export async function postEventStream(
  options: ApiClientOptions,
  request: EventStreamRequest,
  onEvent: (event: ServerSentEvent) => void,
): Promise<EventStreamEnd> {
  const token = (await options.getIdToken?.()) ?? null
  const first = await openStream(options, request, token)
  if (
    first.kind === 'refused' &&
    first.error.httpsStatus === 401 &&
    token !== null &&
    options.refreshIdToken
  ) {
    const fresh = await options.refreshIdToken(token).catch(() => null)
    if (fresh && fresh !== token) return readStream(await openStream(options, request, fresh))
  }
  return readStream(first)

  async function readStream(opened: Opened): Promise<EventStreamEnd> {
    if (opened.kind !== 'open') return opened
    const { reader, silence, detach } = opened
    const parser = createParser({
      onEvent: (message) => onEvent({ event: message.event ?? 'message', data: message.data }),
    })
    const decoder = new TextDecoder()
    let broken = false
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        silence.restart()
        parser.feed(decoder.decode(value, { stream: true }))
      }
    } catch {
      broken = true
    } finally {
      silence.stop()
      detach()
    }
    // A stop or a silence cancels the reader, which then reads as done: the flags tell them apart.
    if (request.signal?.aborted) return { kind: 'aborted' }
    if (silence.fired) return { kind: 'interrupted', error: apiError(408, REQUEST_TIMEOUT_MESSAGE) }
    if (broken) return { kind: 'interrupted', error: apiError(503, SERVER_UNREACHABLE_MESSAGE) }
    return { kind: 'ended' }
  }
}

type Opened =
  | {
      kind: 'open'
      reader: ReadableStreamDefaultReader<Uint8Array>
      silence: SilenceTimer
      /** Forgets the caller's signal once the stream is over. */
      detach: () => void
    }
  | { kind: 'refused'; error: ApiError }
  | { kind: 'aborted' }

async function openStream(
  options: ApiClientOptions,
  request: EventStreamRequest,
  token: string | null,
): Promise<Opened> {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis)
  const controller = new AbortController()
  let reader: ReadableStreamDefaultReader<Uint8Array> | null = null
  // Aborting fetch ends its body too; cancelling the reader also ends a body fetch does not own.
  const stop = () => {
    controller.abort()
    reader?.cancel().catch(() => {})
  }
  const silence = new SilenceTimer(options.timeoutMs, stop)
  const detach = () => request.signal?.removeEventListener('abort', stop)
  request.signal?.addEventListener('abort', stop, { once: true })
  if (request.signal?.aborted) controller.abort()
  let response: Response
  try {
    response = await fetchImpl(`${options.baseUrl}${request.path}`, {
      method: 'POST',
      headers: {
        ...request.headers,
        accept: 'text/event-stream',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        authorization: `Bearer ${token ?? PUBLIC_TOKEN}`,
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: controller.signal,
    })
  } catch (error) {
    silence.stop()
    detach()
    if (request.signal?.aborted) return { kind: 'aborted' }
    if (silence.fired) return { kind: 'refused', error: apiError(408, REQUEST_TIMEOUT_MESSAGE) }
    // fetch rejects with a TypeError only when no answer came back at all.
    const message =
      error instanceof TypeError
        ? SERVER_UNREACHABLE_MESSAGE
        : networkFailureMessage(error instanceof Error ? error.message : String(error))
    return { kind: 'refused', error: apiError(error instanceof TypeError ? 503 : 500, message) }
  }
  silence.restart()
  const isStream = response.headers.get('content-type')?.startsWith('text/event-stream') ?? false
  if (response.ok && isStream && response.body) {
    reader = response.body.getReader()
    return { kind: 'open', reader, silence, detach }
  }
  silence.stop()
  detach()
  return { kind: 'refused', error: await envelopeOf(response) }
}

/** A refusal's envelope: the API's own, or one made from the status. */
async function envelopeOf(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '')
  try {
    const body: unknown = JSON.parse(text)
    if (isApiError(body)) return body
  } catch {
    // Not JSON (e.g. a proxy's error page): the status says more.
  }
  return apiError(
    response.ok ? 500 : response.status,
    networkFailureMessage(`HTTP ${response.status}`),
  )
}

/** Fires when nothing arrived for `ms` (no timer without `ms`); restarted by every byte. */
class SilenceTimer {
  fired = false
  private timer: ReturnType<typeof setTimeout> | undefined

  constructor(
    private readonly ms: number | undefined,
    private readonly onSilence: () => void,
  ) {
    this.restart()
  }

  restart() {
    this.stop()
    if (this.ms === undefined) return
    this.timer = setTimeout(() => {
      this.fired = true
      this.onSilence()
    }, this.ms)
  }

  stop() {
    clearTimeout(this.timer)
  }
}
