import { PassThrough } from 'node:stream'
import type { FastifyReply } from 'fastify'
import { ChatStreamEventSchema, type ChatStreamEvent } from '@app/contract/chat'

/** A comment line every 15 s keeps a slow answer's connection (and proxies) alive. */
export const HEARTBEAT_MS = 15_000

/** Where an answer writes its events; `closed` aborts when the client has gone. */
export interface EventSink {
  send(event: ChatStreamEvent): void
  /** Closes the connection abruptly, without `done` (the `drop` scenario). */
  drop(): void
  readonly closed: AbortSignal
}

/** An answer to stream: it sends its events, then returns (the stream then ends). */
export type AnswerRun = (sink: EventSink) => Promise<void>

/** One SSE frame: the event's type and its whole JSON (validated: the mock never drifts). */
export const sseFrame = (event: ChatStreamEvent) =>
  `event: ${event.type}\ndata: ${JSON.stringify(ChatStreamEventSchema.parse(event))}\n\n`

/**
 * The body of a `text/event-stream` answer: headers that stop any buffering (no-cache, nginx's
 * X-Accel-Buffering), a `: ping` comment every 15 s, and `run` writing the events. A client
 * that goes away aborts the sink's `closed`.
 */
export function eventStream(reply: FastifyReply, run: AnswerRun): PassThrough {
  const body = new PassThrough()
  reply.header('cache-control', 'no-cache, no-transform')
  reply.header('x-accel-buffering', 'no')
  reply.header('connection', 'keep-alive')
  const closed = new AbortController()
  const open = () => !body.destroyed && !body.writableEnded && !closed.signal.aborted
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) closed.abort()
  })
  const heartbeat = setInterval(() => open() && body.write(': ping\n\n'), HEARTBEAT_MS)
  heartbeat.unref()
  const sink: EventSink = {
    send: (event) => {
      if (open()) body.write(sseFrame(event))
    },
    drop: () => {
      closed.abort()
      reply.raw.destroy()
      body.destroy()
    },
    closed: closed.signal,
  }
  run(sink)
    .catch((error: unknown) => {
      reply.log.error({ err: error }, 'chat answer failed')
      sink.drop()
    })
    .finally(() => {
      clearInterval(heartbeat)
      if (!body.destroyed) body.end()
    })
  return body
}
