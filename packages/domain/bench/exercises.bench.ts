/**
 * `pnpm --filter @app/domain bench`: the exercise checker's expression equivalence (issue 29,
 * target: p95 ≤ 5 ms over 1000 pairs). Prints numbers; asserts nothing.
 *
 * The pairs are deterministic (fixed PRNG): school-sized expressions as students type them
 * ('2(x+3)', '(x−2)(x+2)', 'tg(x)', '0,5x', 'log(x; 2)'), half against an equivalent key and half
 * against a key with one coefficient changed. Each check reads both texts and compares them, as
 * the server does per attempt (math-equivalence.ts, decision 0177).
 */
import { compareExpressions } from '../src/exercises/math-equivalence'
import { seededRandom } from '../src/shared/seeded-random'

declare const process: { cpuUsage(previous?: CpuUsage): CpuUsage }
interface CpuUsage {
  user: number
  system: number
}

const PAIRS = 1000
const TARGET_MS = 5
const random = seededRandom(20_261_128)
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1))

/** [answer, equivalent key, a key that differs] */
const TEMPLATES: (() => [string, string, string])[] = [
  () => {
    const [a, b] = [int(2, 9), int(1, 9)]
    return [`${a}(x+${b})`, `${a}x+${a * b}`, `${a}x+${a * b + 1}`]
  },
  () => {
    const a = int(1, 9)
    return [`(x-${a})(x+${a})`, `x^2-${a * a}`, `x^2+${a * a}`]
  },
  () => {
    const a = int(1, 9)
    return [`(x+${a})^2`, `x^2+${2 * a}x+${a * a}`, `x^2+${a * a}`]
  },
  () => ['sin(x)^2+cos(x)^2', '1', 'sin(2x)'],
  () => ['tg(x)', 'sin(x)/cos(x)', 'cos(x)/sin(x)'],
  () => {
    const a = int(1, 9)
    return [`${a},5x`, `x·${2 * a + 1}/2`, `x·${a}/2`]
  },
  () => {
    const [a, b] = [int(2, 5), int(2, 6)]
    return [`3(x−${a}) − 2x − ${b}`, `x − ${3 * a + b}`, `x − ${3 * a - b}`]
  },
  () => ['log(x; 2)', 'ln(x)/ln(2)', 'log(x)/2'],
  () => {
    const a = int(2, 6)
    return [`x^${a}·x^2`, `x^${a + 2}`, `x^${a + 3}`]
  },
  () => ['sqrt(x^2)', '|x|', 'x'],
  () => {
    const a = int(2, 9)
    return [`(x^2 - ${a * a})/(x - ${a})`, `x + ${a}`, `x - ${a}`]
  },
  () => ['2sin(x)cos(x)', 'sin(2x)', '2sin(x)'],
]

const pairs: [string, string][] = []
for (let i = 0; i < PAIRS; i++) {
  const template = TEMPLATES[i % TEMPLATES.length] as () => [string, string, string]
  const [answer, equivalent, different] = template()
  pairs.push([answer, i % 2 === 0 ? equivalent : different])
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number
}

const firstStart = performance.now()
compareExpressions('2(x+1)', '2x+2', ['x'])
const first = performance.now() - firstStart

const times: number[] = []
const methods = new Map<string, number>()
let equivalent = 0
const cpuStart = process.cpuUsage()
for (const [answer, key] of pairs) {
  const start = performance.now()
  const result = compareExpressions(answer, key, ['x'])
  times.push(performance.now() - start)
  const method = result.refused ? 'REFUSED' : result.method
  methods.set(method, (methods.get(method) ?? 0) + 1)
  if (!result.refused && result.equivalent) equivalent++
}
const cpu = process.cpuUsage(cpuStart)

const ms = (value: number) => `${value.toFixed(3)} ms`
const p95 = percentile(times, 95)
console.log(`exercise checker: expression equivalence over ${PAIRS} pairs`)
console.log(
  `  p95: ${ms(p95)} (target ≤ ${TARGET_MS} ms: ${p95 <= TARGET_MS ? 'met' : 'NOT met'}), median: ${ms(percentile(times, 50))}, p99: ${ms(percentile(times, 99))}, max: ${ms(Math.max(...times))}`,
)
// On a shared machine the wall time includes waiting for a core (decision 0114).
console.log(
  `  CPU time of the process for all pairs: ${ms((cpu.user + cpu.system) / 1000)}; first check (cold): ${ms(first)}`,
)
console.log(
  `  ${equivalent} equivalent; decided by ${[...methods].map(([m, n]) => `${m} ${n}`).join(', ')}`,
)
