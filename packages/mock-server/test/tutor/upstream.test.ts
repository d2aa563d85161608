import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  completionsUrl,
  createTutor,
  systemPrompt,
  upstreamConfigFromEnv,
  type TutorChunk,
  type TutorInput,
  type UpstreamConfig,
} from '../../src/tutor'
import { createSseParser, type SseEvent } from '../../src/tutor/sse'

/** What the fake API saw of one request. */
interface Seen {
  url: string
  authorization: string | undefined
  body: { model: string; stream: boolean; messages: { role: string; content: string }[] }
}

/** How the fake answers the next request. */
type Behaviour = (res: ServerResponse) => void

const sse = (res: ServerResponse) =>
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
const delta = (content: string) =>
  `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`

const BEHAVIOURS = {
  streams: (res) => {
    sse(res)
    res.write(
      `data: ${JSON.stringify({ choices: [{ index: 0, delta: { role: 'assistant' } }] })}\n\n`,
    )
    res.write(': keep-alive\n\n')
    // An event split across writes, and CRLF line ends.
    res.write(delta('Co już ').slice(0, 20))
    res.write(`${delta('Co już ').slice(20)}${delta('wiesz o ').replace(/\n/g, '\r\n')}`)
    res.write(delta('$\\Delta$?'))
    res.end('data: [DONE]\n\n')
  },
  fails: (res) => {
    res.writeHead(500, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ error: { message: 'The server had an error' } }))
  },
  malformed: (res) => {
    sse(res)
    res.write(delta('Zacznijmy '))
    res.end('data: {"choices": [ {"delta": \n\n')
  },
  cut: (res) => {
    sse(res)
    res.end(delta('Urwane '))
  },
  errorInStream: (res) => {
    sse(res)
    res.end(`data: ${JSON.stringify({ error: { message: 'Rate limit' } })}\n\n`)
  },
  silent: (res) => {
    sse(res)
    res.write(delta('Chwila '))
  },
  endless: (res) => {
    sse(res)
    const timer = setInterval(() => res.write(delta('dalej ')), 5)
    res.on('close', () => clearInterval(timer))
  },
} satisfies Record<string, Behaviour>

let server: ReturnType<typeof createServer>
let baseUrl: string
let behaviour: Behaviour
let seen: Seen[] = []
let closed = 0

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = ''
    req.on('data', (part: Buffer) => (body += part.toString()))
    req.on('end', () => {
      seen.push({
        url: req.url ?? '',
        authorization: req.headers.authorization,
        body: JSON.parse(body) as Seen['body'],
      })
      res.on('close', () => closed++)
      behaviour(res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})
beforeEach(() => {
  seen = []
  closed = 0
  behaviour = BEHAVIOURS.streams
})

const input: TutorInput = {
  messages: [
    { role: 'user', content: 'Pomóż mi z x^2-5x+6=0' },
    { role: 'assistant', content: 'Co już wiesz?' },
    { role: 'user', content: 'Znam wzór na deltę' },
  ],
  mode: 'socratic',
  subject: 'matematyka',
  profile: { schoolType: 'LICEUM', grade: 2, subjects: ['matematyka', 'fizyka'] },
  context: { kind: 'flashcard', front: 'Wzór na deltę', back: '$\\Delta=b^2-4ac$' },
}

const config = (overrides: Partial<UpstreamConfig> = {}): UpstreamConfig => ({
  url: baseUrl,
  apiKey: 'test-key',
  model: 'test-model',
  timeoutMs: 2_000,
  ...overrides,
})

async function run(options: { config?: UpstreamConfig; signal?: AbortSignal } = {}) {
  const tutor = createTutor({ upstream: options.config ?? config() })
  const chunks: TutorChunk[] = []
  for await (const chunk of tutor.stream(input, {
    signal: options.signal ?? new AbortController().signal,
  }))
    chunks.push(chunk)
  return chunks
}

describe('the upstream adapter', () => {
  it('streams the text chunks of an OpenAI-compatible API', async () => {
    expect(createTutor({ upstream: config() }).source).toBe('upstream')
    expect(await run()).toEqual([
      { kind: 'text', text: 'Co już ' },
      { kind: 'text', text: 'wiesz o ' },
      { kind: 'text', text: '$\\Delta$?' },
    ])
  })

  it('sends the bearer key, the model, stream: true, a system prompt and the conversation', async () => {
    await run()
    const [request] = seen
    expect(request?.url).toBe('/v1/chat/completions')
    expect(request?.authorization).toBe('Bearer test-key')
    expect(request?.body.model).toBe('test-model')
    expect(request?.body.stream).toBe(true)
    expect(request?.body.messages[0]).toEqual({ role: 'system', content: systemPrompt(input) })
    expect(request?.body.messages.slice(1)).toEqual(input.messages)
  })

  it('sends no authorization without a key', async () => {
    await run({ config: config({ apiKey: null }) })
    expect(seen[0]?.authorization).toBeUndefined()
  })

  it('maps a 500 to a failure with the status', async () => {
    behaviour = BEHAVIOURS.fails
    const chunks = await run()
    expect(chunks).toHaveLength(1)
    expect(chunks[0]).toMatchObject({
      kind: 'error',
      failure: {
        reason: 'upstream-status',
        status: 500,
        message: 'Nie udało się wygenerować odpowiedzi. Spróbuj ponownie.',
      },
    })
    expect(chunks[0]?.kind === 'error' && chunks[0].failure.detail).toContain(
      'The server had an error',
    )
  })

  it('maps a malformed chunk to a failure after the text before it', async () => {
    behaviour = BEHAVIOURS.malformed
    expect(await run()).toMatchObject([
      { kind: 'text', text: 'Zacznijmy ' },
      { kind: 'error', failure: { reason: 'upstream-malformed' } },
    ])
  })

  it('maps a stream cut before [DONE] and an error in the stream to failures', async () => {
    behaviour = BEHAVIOURS.cut
    expect(await run()).toMatchObject([
      { kind: 'text', text: 'Urwane ' },
      { kind: 'error', failure: { reason: 'upstream-incomplete' } },
    ])
    behaviour = BEHAVIOURS.errorInStream
    expect(await run()).toMatchObject([{ kind: 'error', failure: { reason: 'upstream-status' } }])
  })

  it('maps silence past the timeout and a refused connection to failures', async () => {
    behaviour = BEHAVIOURS.silent
    expect(await run({ config: config({ timeoutMs: 100 }) })).toMatchObject([
      { kind: 'text', text: 'Chwila ' },
      { kind: 'error', failure: { reason: 'upstream-timeout' } },
    ])
    const refused = await run({ config: config({ url: 'http://127.0.0.1:1' }) })
    expect(refused).toMatchObject([{ kind: 'error', failure: { reason: 'upstream-network' } }])
  })

  it('stops reading the upstream when the signal aborts', async () => {
    behaviour = BEHAVIOURS.endless
    const controller = new AbortController()
    const chunks: TutorChunk[] = []
    for await (const chunk of createTutor({ upstream: config() }).stream(input, {
      signal: controller.signal,
    })) {
      chunks.push(chunk)
      if (chunks.length === 3) controller.abort()
    }
    expect(chunks).toHaveLength(3)
    await expect.poll(() => closed).toBe(1)
  })

  it('applies the scenarios to the upstream too', async () => {
    const chunks: TutorChunk[] = []
    for await (const chunk of createTutor({ upstream: config() }).stream(input, {
      signal: new AbortController().signal,
      scenario: { kind: 'drop', afterChunks: 1 },
    }))
      chunks.push(chunk)
    expect(chunks).toEqual([{ kind: 'text', text: 'Co już ' }, { kind: 'drop' }])
  })
})

describe('the upstream configuration', () => {
  it('is off without CHAT_UPSTREAM_URL and has a default model', () => {
    expect(upstreamConfigFromEnv({})).toBeNull()
    expect(upstreamConfigFromEnv({ CHAT_UPSTREAM_URL: ' ' })).toBeNull()
    expect(upstreamConfigFromEnv({ CHAT_UPSTREAM_URL: 'https://api.example.com' })).toEqual({
      url: 'https://api.example.com',
      apiKey: null,
      model: 'gpt-4o-mini',
      timeoutMs: 30_000,
    })
    expect(
      upstreamConfigFromEnv({
        CHAT_UPSTREAM_URL: 'http://localhost:11434/v1',
        CHAT_UPSTREAM_API_KEY: 'k',
        CHAT_UPSTREAM_MODEL: 'llama3.1',
      }),
    ).toMatchObject({ apiKey: 'k', model: 'llama3.1' })
  })

  it('finds the completions endpoint of a base URL', () => {
    expect(completionsUrl('https://api.example.com/')).toBe(
      'https://api.example.com/v1/chat/completions',
    )
    expect(completionsUrl('http://localhost:11434/v1')).toBe(
      'http://localhost:11434/v1/chat/completions',
    )
    expect(completionsUrl('https://x.test/openai/v1/chat/completions')).toBe(
      'https://x.test/openai/v1/chat/completions',
    )
  })

  it('writes a Polish Socratic prompt with the profile, the mode and the card', () => {
    const prompt = systemPrompt(input)
    expect(prompt).toContain('metodą sokratejską')
    expect(prompt).toContain('Nie podawaj gotowego wyniku')
    expect(prompt).toContain('szkoła: liceum; klasa: 2; przedmioty: matematyka, fizyka')
    expect(prompt).toContain('Przód: „Wzór na deltę”')
    expect(prompt).toContain('nie pokazuj tyłu fiszki')
    expect(systemPrompt({ ...input, mode: 'explain', context: null })).toContain('„Wyjaśniaj”')
  })
})

describe('the event-stream parser', () => {
  it('joins data lines, ignores comments and handles every line end, split anywhere', () => {
    const stream =
      ': hi\r\nevent: delta\r\ndata: a\r\ndata:  b\r\n\r\ndata: c\rdata: d\r\rdata: e\n\n'
    for (let cut = 0; cut <= stream.length; cut++) {
      const events: SseEvent[] = []
      const parser = createSseParser((e) => events.push(e))
      parser.feed(stream.slice(0, cut))
      parser.feed(stream.slice(cut))
      expect(events, `cut at ${cut}`).toEqual([
        { event: 'delta', data: 'a\n b' },
        { event: undefined, data: 'c\nd' },
        { event: undefined, data: 'e' },
      ])
    }
  })
})
