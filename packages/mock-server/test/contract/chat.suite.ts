import { contract } from '@app/contract'
import { describe, expect, it } from 'vitest'
import { expectAnswer, onRealApi, student, target, withStudent } from './harness'

const c = contract.chat
const key = () => `kontrakt-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`
const UNKNOWN = '2Kx8Qq1YV3nMZf0uS9rT5aBcDeF'

describe('chat', () => {
  it('refuses a guest (401)', async () => {
    expectAnswer(c.listConversations, await target.anonymous.chat.listConversations(), 401)
    expectAnswer(c.getUsage, await target.anonymous.chat.getUsage(), 401)
  })

  it.skipIf(withStudent())(
    'makes, lists, renames and deletes a conversation; reads the usage; unknown ids are 404',
    async () => {
      const f = student().chat
      const made = expectAnswer(
        c.createConversation,
        await f.createConversation({ body: { title: `Kontrakt ${key()}`.slice(0, 60) } }),
        201,
      )
      const params = { id: made.id }
      const list = expectAnswer(c.listConversations, await f.listConversations({ query: {} }), 200)
      expect(list.items.some((item) => item.id === made.id)).toBe(true)
      expectAnswer(
        c.updateConversation,
        await f.updateConversation({ params, body: { mode: 'explain' } }),
        200,
      )
      expectAnswer(c.listMessages, await f.listMessages({ params, query: {} }), 200)
      expectAnswer(c.getUsage, await f.getUsage(), 200)
      const headers = { 'idempotency-key': key() }
      const empty = await f.sendMessage({ params, headers, body: { content: '  ' } })
      expectAnswer(c.sendMessage, empty, 400)
      const message = { id: made.id, messageId: UNKNOWN }
      expectAnswer(c.stopMessage, await f.stopMessage({ params: message }), 404)
      const regenerate = await f.regenerateMessage({ params: message, headers })
      expectAnswer(c.regenerateMessage, regenerate, 404)
      expectAnswer(c.deleteConversation, await f.deleteConversation({ params }), 204)
      const gone = { id: UNKNOWN }
      expectAnswer(c.listMessages, await f.listMessages({ params: gone, query: {} }), 404)
      const send = await f.sendMessage({ params: gone, headers, body: { content: 'Cześć' } })
      expectAnswer(c.sendMessage, send, 404)
    },
  )

  // The answer itself is a stream, outside the typed client: read as text on the mock.
  it.skipIf(onRealApi())('streams an answer as text/event-stream', async () => {
    const f = student().chat
    const made = expectAnswer(c.createConversation, await f.createConversation({ body: {} }), 201)
    const token = await (
      await fetch(`${target.baseUrl}/__mock/personas/uczen%40example.com/token`, { method: 'POST' })
    ).json()
    const res = await fetch(`${target.baseUrl}/api/saas/chat/conversations/${made.id}/messages`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${(token as { idToken: string }).idToken}`,
        'content-type': 'application/json',
        'idempotency-key': key(),
      },
      body: JSON.stringify({ content: 'Ile to $2+2$?' }),
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/)
    const body = await res.text()
    expect(body.startsWith('event: start\n')).toBe(true)
    expect(body).toContain('event: done\n')
  })
})
