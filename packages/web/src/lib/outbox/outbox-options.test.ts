import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Outbox } from './outbox'
import { writeThroughStorage } from './write-through'

/** An answer to one question, as a tool with an editable form would queue it. */
interface Answer {
  key: string
  question: string
  value: number
}

const answer = (key: string, question: string, value: number): Answer => ({ key, question, value })
const serverDown = { status: 503, body: { message: 'Serwer nie odpowiada.', httpsStatus: 503 } }
const refused = { status: 400, body: { message: 'Zła wartość.', httpsStatus: 400 } }

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('Outbox options', () => {
  it('shows what a synchronous storage holds before anything is read', () => {
    const outbox = new Outbox<Answer>({
      storage: writeThroughStorage([answer('k1', 'a', 1)], () => {}),
      send: async () => {},
    })
    expect(outbox.snapshot().pending).toEqual([answer('k1', 'a', 1)])
  })

  it('a newer entry replaces a waiting one it supersedes, never the one being sent', async () => {
    let release: () => void = () => {}
    const sent: string[] = []
    const outbox = new Outbox<Answer>({
      storage: writeThroughStorage([], () => {}),
      supersedes: (waiting, newer) => waiting.question === newer.question,
      send: (entry) =>
        new Promise<void>((resolve) => {
          sent.push(entry.key)
          release = resolve
        }),
    })
    await outbox.enqueue(answer('k1', 'a', 1))
    await vi.advanceTimersByTimeAsync(0)
    const replaced = outbox.delivery('k2')
    await outbox.enqueue(answer('k2', 'a', 2)) // k1 is in flight: both stay
    await outbox.enqueue(answer('k3', 'a', 3)) // k2 only waits: replaced
    await expect(replaced).resolves.toEqual({ kind: 'gone' })
    expect(outbox.snapshot().pending.map((entry) => entry.key)).toEqual(['k1', 'k3'])
    release()
    await vi.advanceTimersByTimeAsync(0)
    release()
    await vi.advanceTimersByTimeAsync(0)
    expect(sent).toEqual(['k1', 'k3'])
  })

  it('tells each entry’s fate: the answer, or the refusal with its error', async () => {
    const outbox = new Outbox<Answer, string>({
      storage: writeThroughStorage([], () => {}),
      send: async (entry) => {
        if (entry.value < 0) throw refused
        return `zapisano ${entry.key}`
      },
    })
    void outbox.enqueue(answer('k1', 'a', 1))
    void outbox.enqueue(answer('k2', 'b', -1))
    const second = outbox.delivery('k2')
    await expect(outbox.delivery('k1')).resolves.toEqual({ kind: 'sent', sent: 'zapisano k1' })
    await expect(second).resolves.toEqual({
      kind: 'refused',
      error: refused,
      message: 'Zła wartość.',
    })
    await expect(outbox.delivery('unknown')).resolves.toEqual({ kind: 'gone' })
  })

  it('reports failures, refusals and sends to its hooks; a refusal ends the wait for a retry', async () => {
    const events: string[] = []
    let down = true
    const outbox = new Outbox<Answer>({
      storage: writeThroughStorage([], () => {}),
      send: async (entry) => {
        if (down) throw serverDown
        if (entry.key === 'k1') throw refused
        return entry.key
      },
      onFailure: (retryInMs) => events.push(`failure ${retryInMs}`),
      onRefused: (entry, error) =>
        // The server answered: no retry is awaited any more.
        events.push(`refused ${entry.key} ${error === refused} ${outbox.snapshot().retryInMs}`),
      onSent: (entry) => events.push(`sent ${entry.key}`),
    })
    await outbox.enqueue(answer('k1', 'a', 1))
    await outbox.enqueue(answer('k2', 'b', 2))
    await vi.advanceTimersByTimeAsync(0)
    expect(outbox.waiting).toBe(true)
    expect(outbox.snapshot().retryInMs).toBe(1000)
    down = false
    outbox.retryNow()
    expect(outbox.waiting).toBe(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(events).toEqual(['failure 1000', 'refused k1 true null', 'sent k2'])
    expect(outbox.snapshot()).toMatchObject({ pending: [], retryInMs: null })
  })

  it('a retry asked while a failed attempt ends still goes', async () => {
    let down = true
    const sent: string[] = []
    const outbox: Outbox<Answer> = new Outbox<Answer>({
      storage: writeThroughStorage([], () => {}),
      send: async (entry) => {
        if (down) throw serverDown
        sent.push(entry.key)
      },
      // The browser comes back online just as the attempt fails.
      onFailure: () => {
        down = false
        outbox.retryNow()
      },
    })
    await outbox.enqueue(answer('k1', 'a', 1))
    await vi.advanceTimersByTimeAsync(0)
    expect(sent).toEqual(['k1'])
  })

  it('writes a synchronous storage through on every change, not on a read', async () => {
    const written: (readonly Answer[])[] = []
    const outbox = new Outbox<Answer>({
      storage: writeThroughStorage([], (entries) => written.push(entries)),
      send: async () => {},
    })
    await outbox.enqueue(answer('k1', 'a', 1))
    await vi.advanceTimersByTimeAsync(0)
    expect(written).toEqual([[answer('k1', 'a', 1)], []])
  })
})
