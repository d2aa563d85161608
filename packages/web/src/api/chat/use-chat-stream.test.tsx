// @vitest-environment jsdom
import type { ChatStreamEvent } from '@app/contract/chat'
import type { EventStreamEnd } from '@app/contract/http-stream'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { render } from '../../lib/testing/render'
import { useChatStream } from './use-chat-stream'

const calls = vi.hoisted(() => ({
  stream: [] as { idempotencyKey: string; signal: AbortSignal }[],
  stopped: [] as string[],
}))

/** What the next stream does: its events, then how it ends (or waits for an abort). */
let script: { events: ChatStreamEvent[]; end: EventStreamEnd | 'until-aborted' }

vi.mock('./stream', () => ({
  streamMessage: async (
    call: { idempotencyKey: string; signal: AbortSignal },
    onEvent: (event: ChatStreamEvent) => void,
  ) => {
    calls.stream.push(call)
    for (const event of script.events) onEvent(event)
    if (script.end !== 'until-aborted') return script.end
    await new Promise((resolve) => call.signal.addEventListener('abort', resolve))
    return { kind: 'aborted' }
  },
  streamRegeneration: vi.fn(),
}))
vi.mock('./mutations', () => ({
  stopAnswer: async (_conversationId: string, messageId: string) => {
    calls.stopped.push(messageId)
  },
}))

const USER_ID = 'u-1'
const START: ChatStreamEvent = {
  type: 'start',
  userMessageId: 'U1',
  assistantMessageId: 'A1',
}
const delta = (text: string): ChatStreamEvent => ({ type: 'delta', text })

async function mountHook() {
  const result = { reread: () => {} } as {
    current: ReturnType<typeof useChatStream>
    reread: () => void
  }
  function Probe() {
    result.current = useChatStream(USER_ID)
    return null
  }
  const client = new QueryClient()
  // The conversation is read again only when the test says so: the ended answer shows meanwhile.
  let reread = () => {}
  const rereadDone = new Promise<void>((resolve) => (reread = resolve))
  vi.spyOn(client, 'invalidateQueries').mockImplementation(() => rereadDone)
  result.reread = reread
  await render(
    <QueryClientProvider client={client}>
      <Probe />
    </QueryClientProvider>,
  )
  return result
}

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))

beforeEach(() => {
  calls.stream.length = 0
  calls.stopped.length = 0
})

describe('useChatStream', () => {
  it('shows the answer as it is written and tells when the server took the message', async () => {
    script = { events: [START, delta('Co '), delta('już wiesz?')], end: 'until-aborted' }
    const hook = await mountHook()
    const accepted = vi.fn()
    let sent!: Promise<unknown>
    await act(async () => {
      sent = hook.current.send({ conversationId: 'C1', content: 'Pomóż' }, accepted)
      await frame()
    })
    expect(accepted).toHaveBeenCalledTimes(1)
    expect(hook.current.streaming).toBe(true)
    expect(hook.current.live?.state.text).toBe('Co już wiesz?')
    expect(hook.current.live?.userText).toBe('Pomóż')
    await act(async () => {
      await hook.current.stop()
    })
    expect(calls.stopped).toEqual(['A1'])
    expect(hook.current.live?.state).toMatchObject({ status: 'STOPPED', text: 'Co już wiesz?' })
    expect(hook.current.streaming).toBe(false)
    await act(async () => {
      hook.reread()
      await sent
    })
    expect(hook.current.live).toBeNull()
  })

  it('keeps a refusal for the composer and sends the same text again with the same key', async () => {
    const refusal = { message: 'Wiadomość nie może być pusta.', httpsStatus: 400 }
    script = { events: [], end: { kind: 'refused', error: refusal } }
    const hook = await mountHook()
    const message = { conversationId: 'C1', content: ' ' }
    let result: unknown
    await act(async () => {
      result = await hook.current.send(message)
    })
    expect(result).toEqual({ kind: 'refused', error: refusal })
    expect(hook.current.live).toBeNull()
    await act(async () => {
      await hook.current.send(message)
      await hook.current.send({ ...message, content: 'Inna' })
    })
    const [first, again, other] = calls.stream.map((call) => call.idempotencyKey)
    expect(again).toBe(first)
    expect(other).not.toBe(first)
  })

  it('marks an answer whose stream ended without done as interrupted, text kept', async () => {
    script = { events: [START, delta('Połowa')], end: { kind: 'ended' } }
    const hook = await mountHook()
    let sent!: Promise<unknown>
    await act(async () => {
      sent = hook.current.send({ conversationId: 'C1', content: 'Pytanie' })
    })
    expect(hook.current.live?.state).toMatchObject({ status: 'INTERRUPTED', text: 'Połowa' })
    // Once the stored conversation is read again, the live copy gives way to it.
    await act(async () => {
      hook.reread()
      await sent
    })
    expect(hook.current.live).toBeNull()
  })
})
