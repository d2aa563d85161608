import { setTimeout as wait } from 'node:timers/promises'
import { seededRandom } from '@app/domain/shared/seeded-random'
import type { Sleep, TutorChunk, TutorFailure, TutorScenario } from './types'

/**
 * How an answer is streamed: cut into chunks of 1–3 words and paced like a model writing
 * (issue 27: the first chunk at about 120 ms, then one every 20–60 ms with seeded jitter), or
 * as a scenario forces it.
 */
export const TIMING = {
  firstMs: 120,
  minGapMs: 20,
  maxGapMs: 60,
  slowFirstMs: 3_000,
  slowGapMs: 300,
  /** `drop` and `error` without `afterChunks`. */
  defaultAfterChunks: 5,
} as const

export const SCENARIO_FAILURE: TutorFailure = {
  reason: 'scenario',
  message: 'Scenariusz testowy: błąd generowania odpowiedzi.',
  detail: 'Forced by the error scenario',
}

/** The real wait, ended early (rejecting) when the signal aborts. */
export const realSleep: Sleep = (ms, signal) => wait(ms, undefined, { signal })

/** A second, independent stream of numbers from the same seed (sizes and gaps must not couple). */
const GAP_SALT = 0x9e3779b9

/**
 * The text in chunks of 1–3 words; each word keeps the whitespace after it (leading whitespace
 * stays with the first), so the chunks put together are exactly the text.
 */
export function chunkText(text: string, seed: number): string[] {
  const words = text.match(/^\s+|\S+\s*/g) ?? []
  if (words.length > 1 && /^\s+$/.test(words[0] ?? '')) words.splice(0, 2, `${words[0]}${words[1]}`)
  const random = seededRandom(seed)
  const chunks: string[] = []
  for (let i = 0; i < words.length;) {
    const size = 1 + Math.floor(random() * 3)
    chunks.push(words.slice(i, i + size).join(''))
    i += size
  }
  return chunks
}

export interface StreamPlan {
  /** Each chunk with the wait before it. */
  chunks: { text: string; delayMs: number }[]
  /** How the stream ends after them; `drop` and `error` come after one more wait (`endDelayMs`). */
  end: 'done' | 'drop' | 'error'
  endDelayMs: number
}

/** Waits before chunk 0, 1, …: fixed for `slow`, seeded jitter otherwise. */
export function delays(count: number, seed: number, scenario: TutorScenario | undefined): number[] {
  const slow = scenario?.kind === 'slow'
  const random = seededRandom((seed ^ GAP_SALT) >>> 0)
  const span = TIMING.maxGapMs - TIMING.minGapMs + 1
  return Array.from({ length: count }, (_, i) => {
    if (slow) return i === 0 ? TIMING.slowFirstMs : TIMING.slowGapMs
    const gap = TIMING.minGapMs + Math.floor(random() * span)
    return i === 0 ? TIMING.firstMs : gap
  })
}

/**
 * What streaming `text` will do. Under `drop` and `error` the stream stops after `afterChunks`
 * chunks, at most all but the last, so the answer never completes.
 */
export function planStream(text: string, seed: number, scenario?: TutorScenario): StreamPlan {
  const pieces = chunkText(text, seed)
  const waits = delays(pieces.length + 1, seed, scenario)
  const failing = scenario?.kind === 'drop' || scenario?.kind === 'error'
  const kept = failing
    ? Math.max(0, Math.min(scenario?.afterChunks ?? TIMING.defaultAfterChunks, pieces.length - 1))
    : pieces.length
  return {
    chunks: pieces.slice(0, kept).map((piece, i) => ({ text: piece, delayMs: waits[i] ?? 0 })),
    end: failing ? (scenario?.kind as 'drop' | 'error') : 'done',
    endDelayMs: failing ? (waits[kept] ?? 0) : 0,
  }
}

/** Waits; false when the signal aborted (before or during the wait). */
async function waited(sleep: Sleep, ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return false
  try {
    await sleep(ms, signal)
  } catch (error) {
    if (signal.aborted) return false
    throw error
  }
  return !signal.aborted
}

/** Streams a plan: text chunks at their times, then `drop` or `error` if the plan ends so. */
export async function* playPlan(
  plan: StreamPlan,
  options: { signal: AbortSignal; sleep?: Sleep },
): AsyncGenerator<TutorChunk> {
  const sleep = options.sleep ?? realSleep
  for (const chunk of plan.chunks) {
    if (!(await waited(sleep, chunk.delayMs, options.signal))) return
    yield { kind: 'text', text: chunk.text }
  }
  if (plan.end === 'done') return
  if (!(await waited(sleep, plan.endDelayMs, options.signal))) return
  yield plan.end === 'drop' ? { kind: 'drop' } : { kind: 'error', failure: SCENARIO_FAILURE }
}

/**
 * A scenario over a source that paces itself (the upstream): `slow` adds its waits before each
 * chunk, `drop` and `error` stop after `afterChunks` chunks.
 */
export async function* withScenario(
  source: AsyncIterable<TutorChunk>,
  options: { signal: AbortSignal; scenario?: TutorScenario; sleep?: Sleep },
): AsyncGenerator<TutorChunk> {
  const { scenario, signal } = options
  const sleep = options.sleep ?? realSleep
  const limit = scenario?.afterChunks ?? TIMING.defaultAfterChunks
  let count = 0
  for await (const chunk of source) {
    if (chunk.kind !== 'text') {
      yield chunk
      return
    }
    if ((scenario?.kind === 'drop' || scenario?.kind === 'error') && count >= limit) {
      yield scenario.kind === 'drop'
        ? { kind: 'drop' }
        : { kind: 'error', failure: SCENARIO_FAILURE }
      return
    }
    if (scenario?.kind === 'slow') {
      const ms = count === 0 ? TIMING.slowFirstMs : TIMING.slowGapMs
      if (!(await waited(sleep, ms, signal))) return
    }
    count++
    yield chunk
  }
}
