/**
 * `pnpm --filter @app/mock-server bench`: the exercise list over 10 000 exercises (issue 29's
 * "10k exercises filtered in the mock ≤ 20 ms"): GET /api/saas/exercises through the whole mock
 * (auth, access, validation, the domain's filter, order and page, the summaries), with the filters
 * a student sets, each request after the other. Prints numbers; asserts nothing.
 *
 * BENCH_EXERCISES: exercises in the bank (default 10000); BENCH_LISTS: requests per query (200).
 */
import { performance } from 'node:perf_hooks'
import {
  EXERCISE_DIFFICULTIES,
  EXERCISE_LEVELS,
  EXERCISE_SUBJECTS,
  EXERCISE_TOPICS,
} from '@app/contract/exercises/constants'
import { buildApp } from '../src/app'
import { ksuidAt } from '../src/store/ksuid'

const EXERCISES = Number(process.env.BENCH_EXERCISES ?? 10_000)
const LISTS = Number(process.env.BENCH_LISTS ?? 200)
const TARGET_P95_MS = 20

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

const mock = await buildApp({ controls: false, logger: false })
const student = mock.store.users.byEmail('uczen@example.com')
if (!student) throw new Error('The seed lacks uczen@example.com')
const authorization = `Bearer ${await mock.tokens.issue(student)}`

// The bank grown to EXERCISES: copies of the seed's, spread over subjects, levels and topics;
// uczen has answered every fifth.
const { exercises } = mock.store
const seeded = [...exercises.all()].filter((e) => e.status === 'PUBLISHED')
const start = Date.parse('2025-01-01T00:00:00.000Z')
for (let i = seeded.length; i < EXERCISES; i++) {
  const base = seeded[i % seeded.length]!
  const subject = EXERCISE_SUBJECTS[i % EXERCISE_SUBJECTS.length]!
  const topics = EXERCISE_TOPICS[subject]
  const at = new Date(start + i * 60_000)
  const id = ksuidAt(at)
  exercises.save({
    ...base,
    id,
    source: {
      ...base.source,
      subject,
      topic: topics[i % topics.length]!.id,
      level: EXERCISE_LEVELS[i % EXERCISE_LEVELS.length]!,
      difficulty: EXERCISE_DIFFICULTIES[(i >> 2) % EXERCISE_DIFFICULTIES.length]!,
    },
    createdAt: at.toISOString(),
    updatedAt: at.toISOString(),
  })
  if (i % 5 === 0)
    exercises.saveProgress({
      userId: student.id,
      exerciseId: id,
      attempts: [],
      hintsRevealed: 0,
      solutionRevealed: false,
      solvedAt: i % 10 === 0 ? at.toISOString() : null,
    })
}

const QUERIES = [
  ['the whole bank', ''],
  ['one subject, not solved', '?subjects=matematyka&status=TODO'],
  [
    'two subjects, two levels, hard',
    '?subjects=fizyka,chemia&levels=MATURA_BASIC,HIGH_SCHOOL&difficulty=HARD',
  ],
  ['a topic, solved', '?subjects=biologia&topics=genetyka&status=DONE'],
] as const

const results: [string, number[]][] = []
for (const [name, query] of QUERIES) {
  const times: number[] = []
  for (let i = 0; i < LISTS; i++) {
    const begin = performance.now()
    const res = await mock.inject({
      method: 'GET',
      url: `/api/saas/exercises${query}`,
      headers: { authorization },
    })
    times.push(performance.now() - begin)
    if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`)
  }
  results.push([name, times])
}
await mock.close()

const bank = [...exercises.all()].filter((e) => e.status === 'PUBLISHED').length
console.log(`GET /api/saas/exercises, a bank of ${bank} exercises (${LISTS} requests each):`)
for (const [name, times] of results) {
  const sorted = [...times].sort((a, b) => a - b)
  const p95 = percentile(sorted, 95)
  console.log(
    `  ${name}: p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms` +
      ` (target ≤ ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? 'met' : 'NOT met'})`,
  )
}
