/**
 * `pnpm --filter @app/mock-server bench`: the mock's hottest reads side by side with a bare
 * Fastify route in the same process, at 50 connections. Prints numbers; asserts nothing.
 *
 * BENCH_DURATION: seconds per measurement (default 5). BENCH_ROUNDS: interleaved rounds, the
 * median is reported (default 3), which tames the noise of a shared machine. BENCH_WORKERS:
 * load-generator threads (default 1, so the load does not share the server's event loop).
 */
import type { AddressInfo } from 'node:net'
import autocannon from 'autocannon'
import Fastify, { type FastifyInstance } from 'fastify'
import { buildApp } from '../src/app'
import { signNotification } from '../src/payment-provider/settlement'

const DURATION = Number(process.env.BENCH_DURATION ?? 5)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1)
const CONNECTIONS = 50
const TARGET_RATIO = 0.7
const TARGET_P99_MS = 10

interface Target {
  route: string
  url: string
  headers: Record<string, string>
  method?: 'POST'
  body?: string
  runs: { rps: number; p99: number }[]
}

const baseUrl = (app: FastifyInstance) =>
  `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`

async function measure(target: Target) {
  const result = await autocannon({
    url: target.url,
    headers: target.headers,
    ...(target.method && { method: target.method, body: target.body }),
    connections: CONNECTIONS,
    duration: DURATION,
    ...(WORKERS > 0 ? { workers: WORKERS } : {}),
  })
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${target.route}: ${result.non2xx} non-2xx answers, ${result.errors} errors`)
  target.runs.push({ rps: result.requests.average, p99: result.latency.p99 })
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

const mock = await buildApp({ controls: false, logger: false })
await mock.listen({ port: 0, host: '127.0.0.1' })
const bare = Fastify({ logger: false })
bare.get('/bare', async () => ({ hello: 'world' }))
await bare.listen({ port: 0, host: '127.0.0.1' })

const student = mock.store.users.byEmail('uczen@example.com')
const article = mock.store.blog.list()[0]
if (!student || !article) throw new Error('The seed lacks uczen@example.com or articles')
const token = await mock.tokens.issue(student)
const api = baseUrl(mock)
const anonymous = { authorization: 'Bearer PUBLIC' }

// A paid order of uczen, read by its buyer, and its notification replayed (answered 'duplicate').
const createdAt = '2026-01-10T10:00:00.000Z'
const order = mock.store.orders.save({
  id: mock.store.orders.newId(new Date(createdAt)),
  kind: 'purchase',
  productId: 'chat-pack',
  productName: 'Pakiet 500 wiadomości czatu AI',
  buyerId: student.id,
  status: 'paid',
  amount: 2_900,
  currency: 'PLN',
  net: 2_358,
  vat: 542,
  listPrice: 2_900,
  discount: 0,
  promoCode: null,
  invoice: null,
  createdAt,
  expiresAt: '2026-01-10T10:30:00.000Z',
  paidAt: createdAt,
  providerToken: 'tr_bench',
  providerPaymentId: 'tr_bench',
  card: null,
})
const notification = JSON.stringify({
  orderId: order.id,
  amount: order.amount,
  currency: 'PLN',
  status: 'paid',
  providerPaymentId: 'tr_bench',
  method: 'blik',
})

const targets: Target[] = [
  { route: 'bare Fastify GET /bare', url: `${baseUrl(bare)}/bare`, headers: {}, runs: [] },
  { route: 'GET /api/blog', url: `${api}/api/blog`, headers: anonymous, runs: [] },
  {
    route: 'GET /api/blog/{id}',
    url: `${api}/api/blog/${article.id}`,
    headers: anonymous,
    runs: [],
  },
  {
    route: 'GET /api/saas/user/whoami',
    url: `${api}/api/saas/user/whoami`,
    headers: { authorization: `Bearer ${token}` },
    runs: [],
  },
  {
    route: 'GET /api/orders/{id}',
    url: `${api}/api/orders/${order.id}`,
    headers: { authorization: `Bearer ${token}` },
    runs: [],
  },
  {
    route: 'POST /api/payments/notify (signed replay)',
    url: `${api}/api/payments/notify`,
    headers: {
      'content-type': 'application/json',
      'x-payment-signature': signNotification(notification),
    },
    method: 'POST',
    body: notification,
    runs: [],
  },
]

console.log(
  `autocannon: ${CONNECTIONS} connections, ${DURATION} s per run, ${ROUNDS} interleaved round(s), ` +
    `${WORKERS} load thread(s); medians shown\n`,
)
for (let round = 0; round < ROUNDS; round++) {
  for (const target of targets) await measure(target)
}
await mock.close()
await bare.close()

const rows = targets.map((t) => ({
  route: t.route,
  rps: median(t.runs.map((r) => r.rps)),
  p99: median(t.runs.map((r) => r.p99)),
}))
const bareRps = rows[0]?.rps ?? 1
const mark = (ok: boolean) => (ok ? 'ok' : 'below')
console.table(
  rows.map(({ route, rps, p99 }, i) => ({
    route,
    'req/s': Math.round(rps),
    'p99 ms': p99,
    'ratio to bare': (rps / bareRps).toFixed(2),
    [`ratio ≥ ${TARGET_RATIO}`]: i === 0 ? '' : mark(rps / bareRps >= TARGET_RATIO),
    [`p99 ≤ ${TARGET_P99_MS} ms`]: mark(p99 <= TARGET_P99_MS),
  })),
)
