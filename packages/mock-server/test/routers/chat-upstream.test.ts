import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import { buildTestApp, resetApp, setClock } from '../helper'
import { NOW, UCZEN, chat, framesOf, newConversation, send, textOf } from './chat-helper'

/** A small local fake of an OpenAI-compatible API: streams two pieces, or fails with 500. */
let fails = false
let seen: { messages: { role: string; content: string }[] } | null = null
const fake: Server = createServer((req, res) => {
  let body = ''
  req.on('data', (chunk: Buffer) => (body += chunk.toString()))
  req.on('end', () => {
    seen = JSON.parse(body)
    if (fails) {
      res.writeHead(500, { 'content-type': 'application/json' })
      return res.end('{"error":{"message":"boom"}}')
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' })
    for (const content of ['Co już ', 'wiesz o $\\Delta$?'])
      res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`)
    res.end('data: [DONE]\n\n')
  })
})

let app: FastifyInstance
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`
  app = await buildTestApp({
    tutor: { upstream: { url, apiKey: 'klucz', model: 'fake', timeoutMs: 5_000 } },
  })
})
afterAll(async () => {
  await app.close()
  await new Promise((resolve) => fake.close(resolve))
})
beforeEach(async () => {
  fails = false
  seen = null
  await resetApp(app)
  await setClock(app, NOW)
})

describe('the chat over an upstream API (CHAT_UPSTREAM_URL)', () => {
  it('streams what the upstream writes, after the checks of the chat', async () => {
    const conversation = await newConversation(app, UCZEN)
    const frames = framesOf(
      (await send(app, UCZEN, conversation.id, { content: 'Co to delta?' })).body,
    )
    expect(textOf(frames)).toBe('Co już wiesz o $\\Delta$?')
    expect(frames.at(-1)?.data).toMatchObject({ type: 'done', finishReason: 'stop' })
    expect(seen?.messages.at(-1)).toEqual({ role: 'user', content: 'Co to delta?' })
  })

  it('never sends a crisis message upstream', async () => {
    const conversation = await newConversation(app, UCZEN)
    await send(app, UCZEN, conversation.id, { content: 'Nie chcę żyć' })
    expect(seen).toBeNull()
  })

  it('turns a failure into an error event, an AI diagnostic, and gives the charge back', async () => {
    fails = true
    const conversation = await newConversation(app, UCZEN)
    const frames = framesOf(
      (await send(app, UCZEN, conversation.id, { content: 'Co to delta?' })).body,
    )
    expect(frames.map((f) => f.event)).toEqual(['start', 'error'])
    expect(frames[1]?.data).toMatchObject({ httpsStatus: 503 })
    const made = app.store.diagnostics.list('AI').filter((d) => d.createdAt === NOW)
    expect(made).toHaveLength(1)
    expect(made[0]).toMatchObject({ userId: PERSONA_IDS.uczen, url: null })
    expect(made[0]?.details).not.toContain('Co to delta?')
    expect((await chat(app, UCZEN, 'GET', '/usage')).json().usedToday).toBe(5)
  })
})
