import type { AddressInfo } from 'node:net'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { EventEmitter } from 'node:events'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { ChatMessage } from '@app/contract/chat'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import { eventStream, HEARTBEAT_MS } from '../../src/services/chat/sse'
import { tokenFor } from '../helper'
import {
  BASE,
  UCZEN,
  chat,
  framesOf,
  newConversation,
  newKey,
  send,
  textOf,
  useChatApp,
  type Frame,
} from './chat-helper'

let app: FastifyInstance
useChatApp((built) => (app = built))

let baseUrl: string
beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' })
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
})

const messagesOf = async (conversationId: string) =>
  (await chat(app, UCZEN, 'GET', `/conversations/${conversationId}/messages`)).json()
    .items as ChatMessage[]
const usedToday = async () => (await chat(app, UCZEN, 'GET', '/usage')).json().usedToday as number

/** Reads a live stream over HTTP until `until` says stop; returns the frames read so far. */
async function openStream(
  conversationId: string,
  content: string,
  controller = new AbortController(),
) {
  const token = await tokenFor(app, UCZEN)
  const res = await fetch(`${baseUrl}${BASE}/conversations/${conversationId}/messages`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': newKey(),
    },
    body: JSON.stringify({ content }),
    signal: controller.signal,
  })
  const reader = res.body!.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  return {
    controller,
    token,
    /** Reads until a frame passes `test` (or the stream ends); all frames so far. */
    async readUntil(
      test: (frames: Frame[]) => boolean,
    ): Promise<{ frames: Frame[]; ended: boolean }> {
      for (;;) {
        const frames = framesOf(buffer.slice(0, buffer.lastIndexOf('\n\n') + 2))
        if (test(frames)) return { frames, ended: false }
        let chunk: ReadableStreamReadResult<Uint8Array>
        try {
          chunk = await reader.read()
        } catch {
          return { frames, ended: true }
        }
        if (chunk.done) return { frames, ended: true }
        buffer += decoder.decode(chunk.value, { stream: true })
      }
    },
  }
}

const hasDelta = (frames: Frame[]) => frames.some((f) => f.event === 'delta')
const QUESTION = 'Jak rozwiązać równanie $x^2-5x+6=0$?'

/** Waits until the store shows the answer ended (the server's side of a closed connection). */
async function settled(conversationId: string): Promise<ChatMessage> {
  for (let i = 0; i < 200; i++) {
    const answer = (await messagesOf(conversationId))[0] as ChatMessage
    const live = app.store.chat.message(PERSONA_IDS.uczen, conversationId, answer.id)?.streaming
    if (!live) return answer
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error('the answer never ended')
}

describe('how an answer ends', () => {
  it('stop: keeps the text so far as STOPPED, ends with done "stopped", and counts', async () => {
    const conversation = await newConversation(app, UCZEN)
    const stream = await openStream(conversation.id, QUESTION)
    const { frames } = await stream.readUntil(hasDelta)
    const start = frames[0]?.data as { assistantMessageId: string }
    const stop = await chat(
      app,
      UCZEN,
      'POST',
      `/conversations/${conversation.id}/messages/${start.assistantMessageId}/stop`,
    )
    expect(stop.statusCode).toBe(204)
    const rest = await stream.readUntil(() => false)
    expect(rest.frames.at(-1)?.data).toMatchObject({ type: 'done', finishReason: 'stopped' })
    const answer = await settled(conversation.id)
    expect(answer.status).toBe('STOPPED')
    expect(answer.content).toBe(textOf(rest.frames))
    expect(answer.content.length).toBeGreaterThan(0)
    expect(await usedToday()).toBe(6)
    // Stopping again, or an answer already ended, changes nothing.
    const again = await chat(
      app,
      UCZEN,
      'POST',
      `/conversations/${conversation.id}/messages/${start.assistantMessageId}/stop`,
    )
    expect(again.statusCode).toBe(204)
    expect((await messagesOf(conversation.id))[0]).toEqual(answer)
  })

  it('a client that goes away: the text so far is kept as INTERRUPTED', async () => {
    const conversation = await newConversation(app, UCZEN)
    const stream = await openStream(conversation.id, QUESTION)
    const { frames } = await stream.readUntil(hasDelta)
    stream.controller.abort()
    const answer = await settled(conversation.id)
    expect(answer.status).toBe('INTERRUPTED')
    expect(answer.content.startsWith(textOf(frames))).toBe(true)
    expect(answer.content.length).toBeGreaterThan(0)
    expect(await usedToday()).toBe(6)
  })

  it('refuses a second message while an answer is being written (409)', async () => {
    const conversation = await newConversation(app, UCZEN)
    const stream = await openStream(conversation.id, QUESTION)
    await stream.readUntil(hasDelta)
    const second = await send(app, UCZEN, conversation.id, { content: 'A teraz inne?' })
    expect(second.statusCode).toBe(409)
    expect(second.json().message).toBe(
      'Poprzednia odpowiedź jeszcze się pisze. Zatrzymaj ją albo poczekaj.',
    )
    const rest = await stream.readUntil(() => false)
    expect(rest.frames.at(-1)?.event).toBe('done')
    expect((await settled(conversation.id)).status).toBe('COMPLETE')
    expect(await usedToday()).toBe(6)
  })

  it('the drop scenario closes the connection after N chunks: INTERRUPTED with the partial', async () => {
    await app.inject({
      method: 'POST',
      url: '/__mock/scenarios',
      payload: { pattern: `${BASE}/*`, method: 'POST', chat: { kind: 'drop', afterChunks: 3 } },
    })
    const conversation = await newConversation(app, UCZEN)
    const stream = await openStream(conversation.id, QUESTION)
    const { frames, ended } = await stream.readUntil(() => false)
    expect(ended).toBe(true)
    expect(frames.map((f) => f.event)).toEqual(['start', 'delta', 'delta', 'delta'])
    const answer = await settled(conversation.id)
    expect(answer).toMatchObject({ status: 'INTERRUPTED', content: textOf(frames) })
  })

  it('the error scenario: an error event after N chunks, the partial kept as ERROR', async () => {
    await app.inject({
      method: 'POST',
      url: '/__mock/scenarios',
      payload: { pattern: `${BASE}/*`, chat: { kind: 'error', afterChunks: 2 } },
    })
    const conversation = await newConversation(app, UCZEN)
    const res = await send(app, UCZEN, conversation.id, { content: QUESTION })
    const frames = framesOf(res.body)
    expect(frames.map((f) => f.event)).toEqual(['start', 'delta', 'delta', 'error'])
    expect(frames.at(-1)?.data).toEqual({
      type: 'error',
      message: 'Scenariusz testowy: błąd generowania odpowiedzi.',
      httpsStatus: 503,
    })
    const answer = (await messagesOf(conversation.id))[0]
    expect(answer).toMatchObject({ status: 'ERROR', content: textOf(frames) })
    expect(await usedToday()).toBe(6)
  })

  it('an answer that failed before its first chunk gives the charge back', async () => {
    await app.inject({
      method: 'POST',
      url: '/__mock/scenarios',
      payload: { pattern: `${BASE}/*`, chat: { kind: 'error', afterChunks: 0 } },
    })
    const conversation = await newConversation(app, UCZEN)
    const frames = framesOf((await send(app, UCZEN, conversation.id, { content: QUESTION })).body)
    expect(frames.map((f) => f.event)).toEqual(['start', 'error'])
    expect((await messagesOf(conversation.id))[0]).toMatchObject({ status: 'ERROR', content: '' })
    expect(await usedToday()).toBe(5)
  })

  it('sends a ": ping" comment every 15 s while the tutor is slow', async () => {
    vi.useFakeTimers()
    try {
      const raw = Object.assign(new EventEmitter(), { writableFinished: false, destroy() {} })
      const reply = { header: () => reply, raw, log: { error() {} } } as unknown as FastifyReply
      let finish = () => {}
      const body = eventStream(reply, () => new Promise<void>((resolve) => (finish = resolve)))
      let text = ''
      body.on('data', (chunk: Buffer) => (text += chunk.toString()))
      await vi.advanceTimersByTimeAsync(HEARTBEAT_MS - 1)
      expect(text).toBe('')
      await vi.advanceTimersByTimeAsync(1)
      expect(text).toBe(': ping\n\n')
      await vi.advanceTimersByTimeAsync(HEARTBEAT_MS)
      expect(text).toBe(': ping\n\n: ping\n\n')
      finish()
      await vi.advanceTimersByTimeAsync(HEARTBEAT_MS)
      expect(text).toBe(': ping\n\n: ping\n\n')
      expect(body.writableEnded).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })
})
