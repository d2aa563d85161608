import { describe, expect, it } from 'vitest'
import {
  chunkText,
  createTutor,
  planStream,
  TIMING,
  tutorAnswer,
  type Sleep,
  type TutorChunk,
  type TutorInput,
} from '../../src/tutor'
import { withScenario } from '../../src/tutor/stream'

const input: TutorInput = {
  messages: [{ role: 'user', content: 'Wyjaśnij mi x^2-5x+6=0' }],
  mode: 'explain',
}

/** A sleep that returns at once and notes each wait. */
function recordingSleep() {
  const waits: number[] = []
  const sleep: Sleep = async (ms) => {
    waits.push(ms)
  }
  return { waits, sleep }
}

async function collect(source: AsyncIterable<TutorChunk>): Promise<TutorChunk[]> {
  const chunks: TutorChunk[] = []
  for await (const chunk of source) chunks.push(chunk)
  return chunks
}

const textOf = (chunks: TutorChunk[]) =>
  chunks.map((c) => (c.kind === 'text' ? c.text : '')).join('')

describe('chunking', () => {
  it('cuts the text into 1–3 words whose concatenation is the text', () => {
    const text = tutorAnswer(input)
    for (const seed of [0, 1, 42, 2 ** 31]) {
      const chunks = chunkText(text, seed)
      expect(chunks.join('')).toBe(text)
      for (const chunk of chunks) {
        const words = chunk.trim().split(/\s+/).length
        expect(words).toBeGreaterThanOrEqual(1)
        expect(words).toBeLessThanOrEqual(3)
      }
      expect(new Set(chunks.map((c) => c.trim().split(/\s+/).length)).size).toBeGreaterThan(1)
    }
  })

  it('keeps leading, inner and trailing whitespace', () => {
    const text = '  Zacznij\n\n$$x=1$$   i   koniec \n'
    expect(chunkText(text, 7).join('')).toBe(text)
    expect(chunkText('', 7)).toEqual([])
  })
})

describe('streaming the rule-based answer', () => {
  it('streams the whole answer: about 120 ms to the first chunk, then 20–60 ms each', async () => {
    const { waits, sleep } = recordingSleep()
    const tutor = createTutor({ sleep })
    const chunks = await collect(tutor.stream(input, { signal: new AbortController().signal }))
    expect(tutor.source).toBe('rules')
    expect(chunks.every((c) => c.kind === 'text')).toBe(true)
    expect(textOf(chunks)).toBe(tutorAnswer(input))
    expect(waits).toHaveLength(chunks.length)
    expect(waits[0]).toBe(120)
    for (const ms of waits.slice(1)) {
      expect(ms).toBeGreaterThanOrEqual(20)
      expect(ms).toBeLessThanOrEqual(60)
    }
    expect(new Set(waits.slice(1)).size).toBeGreaterThan(5)
  })

  it('is the same stream for the same input, and another one for another take', async () => {
    const run = async (variant?: number) => {
      const { waits, sleep } = recordingSleep()
      const chunks = await collect(
        createTutor({ sleep }).stream(
          { ...input, variant },
          { signal: new AbortController().signal },
        ),
      )
      return { chunks, waits }
    }
    const [first, second, other] = await Promise.all([run(), run(), run(1)])
    expect(second).toEqual(first)
    expect(textOf(other.chunks)).toBe(textOf(first.chunks))
    expect(other.waits).not.toEqual(first.waits)
  })

  it('is slow under `slow`: 3 s to the first chunk, then 300 ms each', async () => {
    const { waits, sleep } = recordingSleep()
    const chunks = await collect(
      createTutor({ sleep }).stream(input, {
        signal: new AbortController().signal,
        scenario: { kind: 'slow' },
      }),
    )
    expect(textOf(chunks)).toBe(tutorAnswer(input))
    expect(waits[0]).toBe(3_000)
    expect(new Set(waits.slice(1))).toEqual(new Set([300]))
  })

  it('ends abruptly after N chunks under `drop`', async () => {
    const { sleep } = recordingSleep()
    const chunks = await collect(
      createTutor({ sleep }).stream(input, {
        signal: new AbortController().signal,
        scenario: { kind: 'drop', afterChunks: 4 },
      }),
    )
    expect(chunks.slice(0, 4).every((c) => c.kind === 'text')).toBe(true)
    expect(chunks).toHaveLength(5)
    expect(chunks[4]).toEqual({ kind: 'drop' })
    expect(tutorAnswer(input).startsWith(textOf(chunks))).toBe(true)
  })

  it('fails after N chunks under `error`, by default after five', async () => {
    const { sleep } = recordingSleep()
    const chunks = await collect(
      createTutor({ sleep }).stream(input, {
        signal: new AbortController().signal,
        scenario: { kind: 'error' },
      }),
    )
    expect(chunks).toHaveLength(TIMING.defaultAfterChunks + 1)
    expect(chunks.at(-1)).toMatchObject({
      kind: 'error',
      failure: { reason: 'scenario', message: 'Scenariusz testowy: błąd generowania odpowiedzi.' },
    })
  })

  it('never completes an answer under `drop` or `error`, however large N is', () => {
    const plan = planStream('Jedno dwa trzy cztery', 3, { kind: 'drop', afterChunks: 1_000 })
    expect(plan.end).toBe('drop')
    expect(plan.chunks.map((c) => c.text).join('')).not.toBe('Jedno dwa trzy cztery')
    expect(planStream('Jedno', 3, { kind: 'error', afterChunks: 3 }).chunks).toEqual([])
  })

  it('stops promptly when the signal aborts during a wait', async () => {
    const controller = new AbortController()
    let pending = 0
    // Waits until aborted: the test never passes real time.
    const sleep: Sleep = (_ms, signal) =>
      new Promise((_resolve, reject) => {
        pending++
        signal.addEventListener('abort', () => reject(signal.reason), { once: true })
      })
    const stream = createTutor({ sleep }).stream(input, { signal: controller.signal })
    const iterator = stream[Symbol.asyncIterator]()
    const next = iterator.next()
    await Promise.resolve()
    expect(pending).toBe(1)
    controller.abort()
    await expect(next).resolves.toEqual({ done: true, value: undefined })
  })

  it('stops between chunks when the signal aborts', async () => {
    const controller = new AbortController()
    const { sleep } = recordingSleep()
    const seen: TutorChunk[] = []
    for await (const chunk of createTutor({ sleep }).stream(input, { signal: controller.signal })) {
      seen.push(chunk)
      if (seen.length === 3) controller.abort()
    }
    expect(seen).toHaveLength(3)
  })

  it('waits with real timers by default', async () => {
    const started = performance.now()
    const chunks = await collect(
      createTutor().stream(
        { messages: [{ role: 'user', content: 'dzięki' }], mode: 'socratic' },
        { signal: new AbortController().signal },
      ),
    )
    expect(textOf(chunks)).toContain('Nie ma sprawy')
    expect(performance.now() - started).toBeGreaterThanOrEqual(100)
  })
})

describe('scenarios over a source that paces itself', () => {
  async function* source(count: number): AsyncGenerator<TutorChunk> {
    for (let i = 0; i < count; i++) yield { kind: 'text', text: `${i} ` }
  }
  const signal = new AbortController().signal

  it('passes the source through without a scenario', async () => {
    expect(textOf(await collect(withScenario(source(4), { signal })))).toBe('0 1 2 3 ')
  })

  it('drops or fails after N chunks', async () => {
    const dropped = await collect(
      withScenario(source(10), { signal, scenario: { kind: 'drop', afterChunks: 2 } }),
    )
    expect(dropped).toEqual([
      { kind: 'text', text: '0 ' },
      { kind: 'text', text: '1 ' },
      { kind: 'drop' },
    ])
    const failed = await collect(
      withScenario(source(10), { signal, scenario: { kind: 'error', afterChunks: 0 } }),
    )
    expect(failed).toMatchObject([{ kind: 'error', failure: { reason: 'scenario' } }])
  })

  it('adds the slow waits', async () => {
    const { waits, sleep } = recordingSleep()
    await collect(withScenario(source(3), { signal, sleep, scenario: { kind: 'slow' } }))
    expect(waits).toEqual([3_000, 300, 300])
  })
})
