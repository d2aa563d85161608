/**
 * `pnpm --filter @app/mock-server bench`: the weekly ranking over the 300-student synthetic league
 * (issue 30, decision 0194): GET /api/saas/ranking through the whole mock (auth, access,
 * validation, the week's totals, the domain's rankWeek, the rows), each request after the other;
 * also what building the league costs once and what POST /__mock/reset costs. Prints numbers;
 * asserts nothing.
 *
 * BENCH_RANKINGS: requests (default 500); BENCH_RESETS: resets (default 200).
 */
import { performance } from 'node:perf_hooks'
import { buildApp } from '../src/app'
import { leagueOf } from '../src/services/progress/league'

const RANKINGS = Number(process.env.BENCH_RANKINGS ?? 500)
const RESETS = Number(process.env.BENCH_RESETS ?? 200)

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b)
  return `p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms`
}

const mock = await buildApp({ controls: true, logger: false })
const student = mock.store.users.byEmail('uczen@example.com')
if (!student) throw new Error('The seed lacks uczen@example.com')
const authorization = `Bearer ${await mock.tokens.issue(student)}`

const cpu = process.cpuUsage()
const built = performance.now()
const league = leagueOf(mock)
const buildMs = performance.now() - built
const buildCpu = process.cpuUsage(cpu)

const ranking = async () => {
  const res = await mock.inject({
    method: 'GET',
    url: '/api/saas/ranking',
    headers: { authorization },
  })
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`)
  return res.json() as { participants: number; me: { place: number } | null }
}
const first = await ranking()
const times: number[] = []
for (let i = 0; i < RANKINGS; i++) {
  const begin = performance.now()
  await ranking()
  times.push(performance.now() - begin)
}

const resets: number[] = []
for (let i = 0; i < RESETS; i++) {
  const begin = performance.now()
  await mock.inject({ method: 'POST', url: '/__mock/reset' })
  resets.push(performance.now() - begin)
}
// The first ranking after a reset lays out the personas' seed again (not the league).
const afterReset: number[] = []
for (let i = 0; i < 20; i++) {
  await mock.inject({ method: 'POST', url: '/__mock/reset' })
  const begin = performance.now()
  await ranking()
  afterReset.push(performance.now() - begin)
}
await mock.close()

console.log(`The synthetic league: ${league.members.size} students, ${league.weeks.size} weeks`)
console.log(
  `  built once per process and seed day: ${buildMs.toFixed(0)} ms wall, ` +
    `${((buildCpu.user + buildCpu.system) / 1000).toFixed(0)} ms CPU`,
)
console.log(
  `GET /api/saas/ranking (uczen ${first.me?.place ?? '—'}. of ${first.participants}), ${RANKINGS} requests: ${summary(times)}`,
)
console.log(`  the first after a reset (20 resets): ${summary(afterReset)}`)
console.log(`POST /__mock/reset, ${RESETS} times: ${summary(resets)}`)
