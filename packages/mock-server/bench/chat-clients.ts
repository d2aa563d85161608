/**
 * The clients of `chat.bench.ts`, in a worker thread so that reading 100 streams does not share
 * the server's event loop: real `fetch` calls to the chat API, each answer read as SSE. The bench
 * sends a task, the worker answers with its results.
 */
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { parentPort, workerData } from 'node:worker_threads'
import { createSseParser } from '../src/tutor/sse'

export type ClientTask =
  /** Messages one after another, each in a new conversation, cut after its first delta. */
  | { kind: 'sequential'; authorizations: string[]; messages: number; perAccount: number }
  /** One stream per account at once, each read to its end; the conversations deleted after. */
  | { kind: 'round'; authorizations: string[] }

export interface StreamResult {
  /** The answer's HTTP status; 0 when the request failed. */
  status: number
  /** From the request's start to the first `delta` event; null when none came. */
  firstDeltaMs: number | null
  totalMs: number
  /** The last event: 'done' on success. */
  last: string | undefined
}

const QUESTIONS = [
  'Jak rozwiązać $x^2-5x+6=0$?',
  'Co to jest logarytm?',
  'Wyjaśnij mitozę',
  'Pomóż mi zaplanować naukę do matury',
  'Jak obliczyć prędkość średnią?',
]

const { api } = workerData as { api: string }
const question = (i: number) => QUESTIONS[i % QUESTIONS.length] as string

async function newConversation(authorization: string, i: number): Promise<string> {
  const response = await fetch(`${api}/conversations`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ subject: 'matematyka', mode: i % 2 ? 'explain' : 'socratic' }),
  })
  if (response.status !== 201) throw new Error(`New conversation: ${await response.text()}`)
  return ((await response.json()) as { id: string }).id
}

async function deleteConversation(authorization: string, id: string) {
  const response = await fetch(`${api}/conversations/${id}`, {
    method: 'DELETE',
    headers: { authorization },
  })
  if (response.status !== 204) throw new Error(`Delete conversation: ${await response.text()}`)
}

/** Sends a message and reads its SSE answer to the end, or only to its first delta. */
async function stream(
  authorization: string,
  conversationId: string,
  content: string,
  untilFirstDelta = false,
): Promise<StreamResult> {
  const start = performance.now()
  const response = await fetch(`${api}/conversations/${conversationId}/messages`, {
    method: 'POST',
    headers: {
      authorization,
      'content-type': 'application/json',
      'idempotency-key': `bench-${randomUUID()}`,
    },
    body: JSON.stringify({ content }),
  })
  const result: StreamResult = {
    status: response.status,
    firstDeltaMs: null,
    totalMs: 0,
    last: undefined,
  }
  if (response.status !== 200 || !response.body) {
    await response.text()
    return { ...result, totalMs: performance.now() - start }
  }
  const parser = createSseParser(({ event }) => {
    result.last = event
    if (event === 'delta' && result.firstDeltaMs === null)
      result.firstDeltaMs = performance.now() - start
  })
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  for (;;) {
    const { value, done } = await reader.read()
    if (done) break
    parser.feed(value)
    if (untilFirstDelta && result.firstDeltaMs !== null) {
      await reader.cancel()
      break
    }
  }
  return { ...result, totalMs: performance.now() - start }
}

async function sequential(task: Extract<ClientTask, { kind: 'sequential' }>): Promise<number[]> {
  const firstDeltas: number[] = []
  for (let i = 0; i < task.messages; i++) {
    const authorization = task.authorizations[Math.floor(i / task.perAccount)] as string
    const conversationId = await newConversation(authorization, i)
    const result = await stream(authorization, conversationId, question(i), true)
    if (result.status !== 200 || result.firstDeltaMs === null)
      throw new Error(`Message ${i}: answered ${result.status}, last event ${result.last}`)
    firstDeltas.push(result.firstDeltaMs)
  }
  return firstDeltas
}

async function round(task: Extract<ClientTask, { kind: 'round' }>): Promise<StreamResult[]> {
  const { authorizations } = task
  const conversations = await Promise.all(authorizations.map(newConversation))
  const results = await Promise.all(
    authorizations.map((authorization, i) =>
      stream(authorization, conversations[i] as string, question(i)).catch(
        (error: unknown): StreamResult => ({
          status: 0,
          firstDeltaMs: null,
          totalMs: 0,
          last: String(error),
        }),
      ),
    ),
  )
  await Promise.all(
    authorizations.map((authorization, i) =>
      deleteConversation(authorization, conversations[i] as string),
    ),
  )
  return results
}

parentPort?.on('message', (task: ClientTask) => {
  const run = task.kind === 'sequential' ? sequential(task) : round(task)
  run.then(
    (result) => parentPort?.postMessage({ result }),
    (error: unknown) => parentPort?.postMessage({ error: String(error) }),
  )
})
