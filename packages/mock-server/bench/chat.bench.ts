/**
 * `pnpm --filter @app/mock-server bench`: the AI chat's answers as a browser sees them, over real
 * HTTP on a loopback port (the tutor paces its chunks with real timers): the time to the first
 * `delta` of messages sent one after another, then rounds of concurrent streams, each read to
 * `done`, with the server's heap after a forced GC after each round. The clients run in a worker
 * thread (chat-clients.ts). Prints numbers; fails only when a request fails. Needs `--expose-gc`
 * (the bench script passes it to tsx).
 *
 * Every stream comes from its own fresh free account (20 messages a day), so none meets the daily
 * limit. The sequential messages are cut after their first delta (the client goes away); each
 * round's conversations are deleted after it, so the heap compares what the streaming leaves
 * behind, not the answers the store keeps by design.
 *
 * BENCH_CHAT_MESSAGES: sequential messages (default 100). BENCH_CHAT_STREAMS: concurrent streams
 * per round (default 100). BENCH_CHAT_ROUNDS: rounds (default 3).
 */
import type { AddressInfo } from 'node:net'
import { availableParallelism, loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { setTimeout as wait } from 'node:timers/promises'
import { Worker } from 'node:worker_threads'
import { buildApp } from '../src/app'
import type { ClientTask, StreamResult } from './chat-clients'

const MESSAGES = Number(process.env.BENCH_CHAT_MESSAGES ?? 100)
const STREAMS = Number(process.env.BENCH_CHAT_STREAMS ?? 100)
const ROUNDS = Number(process.env.BENCH_CHAT_ROUNDS ?? 3)
const TARGET_FIRST_DELTA_MS = 300
/**
 * Heap growth a stream may leave and still count as flat: what the mock keeps of a message by
 * design (its idempotency key with the fingerprint, the charge, the activity event, the validated
 * `createConversation` answer in the router's bounded memo), about 2 KB, plus GC noise. A leaked
 * stream (socket, reply, timers, the answer's text) would leave several times that.
 */
const FLAT_BYTES_PER_STREAM = 4 * 1024
const MESSAGES_PER_ACCOUNT = 10

const forceGc = (globalThis as { gc?: () => void }).gc
if (!forceGc) throw new Error('Run with --expose-gc (tsx --expose-gc bench/chat.bench.ts)')

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
const ms = (value: number) => `${value.toFixed(1)} ms`
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`
const met = (ok: boolean) => (ok ? 'met' : 'NOT met')

// The rule-based tutor even when CHAT_UPSTREAM_URL is set: the mock's own pacing is measured.
const mock = await buildApp({ controls: false, logger: false, tutor: { upstream: null } })
await mock.listen({ port: 0, host: '127.0.0.1' })
const api = `http://127.0.0.1:${(mock.server.address() as AddressInfo).port}/api/saas/chat`

/** Fresh free accounts (no seed data, the whole daily allowance left) as bearer headers. */
function accounts(prefix: string, count: number): Promise<string[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const user = mock.store.users.create({
        email: `${prefix}-${i}@bench.example.com`,
        password: 'Bench-Haslo-1',
        name: `${prefix} ${i}`,
        promoCode: '',
        createdAt: mock.clock.now(),
        groups: [],
        isParent: false,
        newFlow: true,
        emailVerified: true,
        hasSolvedInitialQuiz: true,
      })
      return `Bearer ${await mock.tokens.issue(user)}`
    }),
  )
}

// The worker is plain JavaScript that registers tsx, then loads the TypeScript clients.
const clientsUrl = new URL('./chat-clients.ts', import.meta.url).href
const clients = new Worker(
  `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(clientsUrl)}) })`,
  { eval: true, workerData: { api } },
)
function ask<T>(task: ClientTask): Promise<T> {
  return new Promise((resolve, reject) => {
    const done = (answer: { result?: T; error?: string }) => {
      clients.off('error', reject)
      if (answer.error !== undefined) reject(new Error(answer.error))
      else resolve(answer.result as T)
    }
    clients.once('message', done)
    clients.once('error', reject)
    clients.postMessage(task)
  })
}

async function heapAfterGc(): Promise<number> {
  await wait(100)
  forceGc?.()
  await new Promise((resolve) => setImmediate(resolve))
  forceGc?.()
  return process.memoryUsage().heapUsed
}

const [load] = loadavg()
console.log(
  `chat streams over loopback HTTP (load average ${load?.toFixed(1)} on ${availableParallelism()} cores)`,
)

// (a) One message after another, each in a new conversation, cut after its first delta.
const firstDeltas = await ask<number[]>({
  kind: 'sequential',
  authorizations: await accounts('bench-chat-seq', Math.ceil(MESSAGES / MESSAGES_PER_ACCOUNT)),
  messages: MESSAGES,
  perAccount: MESSAGES_PER_ACCOUNT,
})
firstDeltas.sort((a, b) => a - b)
const p50First = percentile(firstDeltas, 50)
const p95First = percentile(firstDeltas, 95)
console.log(
  `POST /api/saas/chat/conversations/{id}/messages, ${MESSAGES} one after another: first delta ` +
    `p50 ${ms(p50First)}, p95 ${ms(p95First)} ` +
    `(target p50 and p95 ≤ ${TARGET_FIRST_DELTA_MS} ms: ${met(p95First <= TARGET_FIRST_DELTA_MS)})`,
)

// (b) and (c): rounds of concurrent streams, one per account, each read to its end.
const streamers = await accounts('bench-chat-stream', STREAMS)
const heapBefore = await heapAfterGc()
const rows: Record<string, string | number>[] = []
const heaps: number[] = []
let errors = 0
for (let round = 1; round <= ROUNDS; round++) {
  const loopBefore = performance.eventLoopUtilization()
  const results = await ask<StreamResult[]>({ kind: 'round', authorizations: streamers })
  const loop = performance.eventLoopUtilization(loopBefore)
  const failed = results.filter((r) => r.status !== 200 || r.last !== 'done')
  errors += failed.length
  for (const failure of failed.slice(0, 3))
    console.log(`round ${round}: answered ${failure.status}, last event ${failure.last}`)
  const heap = await heapAfterGc()
  heaps.push(heap)
  const first = results.flatMap((r) => (r.firstDeltaMs === null ? [] : [r.firstDeltaMs]))
  first.sort((a, b) => a - b)
  rows.push({
    round,
    streams: results.length,
    errors: failed.length,
    'first delta p50': ms(percentile(first, 50)),
    'first delta p95': ms(percentile(first, 95)),
    'slowest to done': ms(Math.max(...results.map((r) => r.totalMs))),
    'server loop busy': `${Math.round(loop.utilization * 100)} %`,
    'heap after GC': mb(heap),
  })
}
await clients.terminate()
await mock.close()

console.log(`\n${STREAMS} concurrent streams a round (server heap before: ${mb(heapBefore)})`)
console.table(rows)
const growth = (heaps.at(-1) ?? 0) - (heaps[0] ?? 0)
const perStream = growth / Math.max(1, STREAMS * (ROUNDS - 1))
console.log(
  `errors: ${errors} (target 0: ${met(errors === 0)}); heap growth round 1 → ${ROUNDS}: ` +
    `${growth >= 0 ? '+' : ''}${mb(growth)}, ${(perStream / 1024).toFixed(1)} KB a stream ` +
    `(target flat, only what the store keeps: ≤ ${FLAT_BYTES_PER_STREAM / 1024} KB a stream: ` +
    `${met(perStream <= FLAT_BYTES_PER_STREAM)})`,
)
if (errors > 0) process.exitCode = 1
