/**
 * `pnpm --filter @app/mock-server bench`: a flashcard review's round trip through the whole mock
 * (auth, access, validation, FSRS, the activity event, the deck's counts) and today's session of
 * uczen's four decks, each request after the other in one process. Prints numbers; asserts nothing.
 *
 * BENCH_REVIEWS: reviews graded (default 2000).
 */
import { performance } from 'node:perf_hooks'
import { buildApp } from '../src/app'

const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 2_000)
const TARGET_P99_MS = 10

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

const mock = await buildApp({ controls: false, logger: false })
const student = mock.store.users.byEmail('uczen@example.com')
if (!student) throw new Error('The seed lacks uczen@example.com')
const authorization = `Bearer ${await mock.tokens.issue(student)}`

async function timed(run: () => Promise<{ statusCode: number }>): Promise<number> {
  const start = performance.now()
  const response = await run()
  const ms = performance.now() - start
  if (response.statusCode !== 200) throw new Error(`Answered ${response.statusCode}`)
  return ms
}

const due = () =>
  mock.inject({ method: 'GET', url: '/api/saas/flashcards/due', headers: { authorization } })
const session = (await due()).json() as { cards: { id: string }[] }
const cardIds = session.cards.map((card) => card.id)
if (cardIds.length === 0) throw new Error('uczen has nothing due')

const dueTimes: number[] = []
for (let i = 0; i < 200; i++) dueTimes.push(await timed(due))

const reviewTimes: number[] = []
for (let i = 0; i < REVIEWS; i++) {
  const cardId = cardIds[i % cardIds.length] as string
  reviewTimes.push(
    await timed(() =>
      mock.inject({
        method: 'POST',
        url: '/api/saas/flashcards/review',
        headers: {
          authorization,
          'idempotency-key': `bench-review-${i.toString().padStart(8, '0')}`,
        },
        payload: { cardId, grade: 3, reviewedAt: new Date().toISOString(), durationMs: 4_000 },
      }),
    ),
  )
}
await mock.close()

for (const [name, times] of [
  ['GET /api/saas/flashcards/due (uczen, 4 decks)', dueTimes],
  [`POST /api/saas/flashcards/review (${REVIEWS} reviews)`, reviewTimes],
] as const) {
  const sorted = [...times].sort((a, b) => a - b)
  const p99 = percentile(sorted, 99)
  console.log(
    `${name}: p50 ${percentile(sorted, 50).toFixed(2)} ms, p99 ${p99.toFixed(2)} ms` +
      ` (target p99 ≤ ${TARGET_P99_MS} ms: ${p99 <= TARGET_P99_MS ? 'met' : 'NOT met'})`,
  )
}
