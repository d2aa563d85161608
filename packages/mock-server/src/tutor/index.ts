import { tutorAnswer, tutorSeed } from './rules'
import { planStream, playPlan, withScenario } from './stream'
import type { Sleep, TutorChunk, TutorInput, TutorScenario } from './types'
import { streamUpstream, type UpstreamConfig } from './upstream'

export type * from './types'
export { tutorAnswer, tutorSeed } from './rules'
export { chunkText, planStream, TIMING, type StreamPlan } from './stream'
export {
  completionsUrl,
  systemPrompt,
  upstreamConfigFromEnv,
  type UpstreamConfig,
} from './upstream'

/**
 * The emulated AI tutor (issue 27), a module of its own like the payment provider: a
 * deterministic rule-based Polish tutor streamed at a model's pace, or, when configured, an
 * OpenAI-compatible upstream. Either is used the same way; neither is wired to a route here.
 */
export interface Tutor {
  /** Which source answers. */
  readonly source: 'rules' | 'upstream'
  /**
   * The answer to the conversation's last message, chunk by chunk. Under a scenario it is slow,
   * drops or fails; when `signal` aborts the iteration ends without a further chunk.
   */
  stream(
    input: TutorInput,
    options: { signal: AbortSignal; scenario?: TutorScenario },
  ): AsyncIterable<TutorChunk>
}

export interface TutorOptions {
  /** The upstream to forward to (`upstreamConfigFromEnv()`); the rule-based tutor without it. */
  upstream?: UpstreamConfig | null
  /** How to wait between chunks (default: real timers); tests and the mock clock inject theirs. */
  sleep?: Sleep
  /** The upstream's fetch (default: the global one). */
  fetch?: typeof fetch
}

export function createTutor(options: TutorOptions = {}): Tutor {
  const { upstream, sleep } = options
  if (upstream)
    return {
      source: 'upstream',
      stream: (input, { signal, scenario }) =>
        withScenario(streamUpstream(upstream, input, { signal, fetch: options.fetch }), {
          signal,
          scenario,
          sleep,
        }),
    }
  return {
    source: 'rules',
    stream: (input, { signal, scenario }) =>
      playPlan(planStream(tutorAnswer(input), tutorSeed(input), scenario), { signal, sleep }),
  }
}
