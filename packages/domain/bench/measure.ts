/** Timing for the domain's benches: wall and CPU time of a function after warm-up runs. */

// The domain is built without Node's types; the bench runs in Node and reads the CPU time.
declare const process: { cpuUsage(previous?: CpuUsage): CpuUsage }
interface CpuUsage {
  user: number
  system: number
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number
}
const ms = (value: number) => `${value.toFixed(2)} ms`

/**
 * Prints the median and p95 of `runs` timed runs against `target` (ms), after `warmUp` runs so the
 * JIT has compiled the code (the first run is printed on its own).
 */
export function measure(
  name: string,
  target: number,
  { runs, warmUp }: { runs: number; warmUp: number },
  work: () => unknown,
) {
  const firstStart = performance.now()
  work()
  const first = performance.now() - firstStart
  for (let run = 1; run < warmUp; run++) work()
  const wall: number[] = []
  const cpu: number[] = []
  for (let run = 0; run < runs; run++) {
    const cpuStart = process.cpuUsage()
    const start = performance.now()
    work()
    wall.push(performance.now() - start)
    const used = process.cpuUsage(cpuStart)
    cpu.push((used.user + used.system) / 1000)
  }
  const median = percentile(wall, 50)
  const p95 = percentile(wall, 95)
  console.log(
    `  ${name}, median of ${runs}: ${ms(median)}, p95: ${ms(p95)} (target ≤ ${target} ms: ${p95 <= target ? 'met' : median <= target ? 'met at the median' : 'NOT met'})`,
  )
  // On a shared machine the wall time includes waiting for a core (decision 0114).
  console.log(
    `    CPU time, median: ${ms(percentile(cpu, 50))}, p95: ${ms(percentile(cpu, 95))}; first run: ${ms(first)}`,
  )
}
