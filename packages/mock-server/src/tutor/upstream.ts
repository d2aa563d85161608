import { createSseParser, type SseEvent } from './sse'
import { subjectNames } from './topics/subjects'
import type {
  TutorChunk,
  TutorExercise,
  TutorFailure,
  TutorFailureReason,
  TutorInput,
} from './types'

/**
 * The optional real tutor: an OpenAI-compatible `/v1/chat/completions` with `stream: true`,
 * switched on by CHAT_UPSTREAM_URL (off when unset). Its failures become a typed failure the chat
 * service turns into an `error` event and an AI diagnostic.
 */
export interface UpstreamConfig {
  /** The API's base ('https://api.openai.com', '…/v1') or the full completions URL. */
  url: string
  apiKey: string | null
  model: string
  /** The longest wait for the answer's headers and between two reads. */
  timeoutMs: number
}

export const DEFAULT_UPSTREAM_MODEL = 'gpt-4o-mini'
export const UPSTREAM_TIMEOUT_MS = 30_000

export function upstreamConfigFromEnv(env: NodeJS.ProcessEnv = process.env): UpstreamConfig | null {
  const url = env.CHAT_UPSTREAM_URL?.trim()
  if (!url) return null
  return {
    url,
    apiKey: env.CHAT_UPSTREAM_API_KEY?.trim() || null,
    model: env.CHAT_UPSTREAM_MODEL?.trim() || DEFAULT_UPSTREAM_MODEL,
    timeoutMs: UPSTREAM_TIMEOUT_MS,
  }
}

/** The completions endpoint of a configured URL. */
export function completionsUrl(url: string): string {
  const base = url.replace(/\/+$/, '')
  if (base.endsWith('/chat/completions')) return base
  return base.endsWith('/v1') ? `${base}/chat/completions` : `${base}/v1/chat/completions`
}

const SCHOOLS = {
  PODSTAWOWA: 'szkoła podstawowa',
  LICEUM: 'liceum',
  TECHNIKUM: 'technikum',
  BRANZOWA: 'szkoła branżowa',
  STUDIA: 'studia',
} as const

/** The Polish Socratic system prompt, with the profile, the mode and the context. */
export function systemPrompt(input: TutorInput): string {
  const { profile, context, subject } = input
  const school = profile?.schoolType ? SCHOOLS[profile.schoolType] : null
  const student = [
    school ? `szkoła: ${school}` : '',
    profile?.grade ? `klasa: ${profile.grade}` : '',
    profile?.subjects?.length ? `przedmioty: ${subjectNames(profile.subjects).join(', ')}` : '',
  ].filter(Boolean)
  return [
    'Jesteś cierpliwym korepetytorem polskich uczniów. Piszesz po polsku, zwracasz się do ucznia na „ty”, przyjaźnie i zwięźle.',
    input.mode === 'socratic'
      ? 'Pracujesz metodą sokratejską: najpierw pytasz, co uczeń już wie, potem prowadzisz go pytaniami i wskazówkami, jeden krok na raz. Nie podawaj gotowego wyniku, zanim uczeń sam spróbuje rozwiązać zadanie. Gdy poda poprawny wynik, potwierdź go i krótko wyjaśnij dlaczego; gdy się pomyli, wskaż, gdzie szukać błędu.'
      : 'Tryb „Wyjaśniaj”: tłumaczysz temat w uporządkowany sposób, krok po kroku, na przykładzie, a na końcu proponujesz podobne zadanie do samodzielnego rozwiązania.',
    'Formatowanie: Markdown; wzory w KaTeX ($…$ w tekście, $$…$$ w osobnym wierszu); listy i tabele, gdy pomagają; bez HTML.',
    student.length > 0 ? `O uczniu: ${student.join('; ')}.` : '',
    subject ? `Przedmiot rozmowy: ${subjectNames([subject])[0]}.` : '',
    context?.kind === 'flashcard'
      ? `Uczeń ćwiczy fiszkę. Przód: „${context.front}”. Tył: „${context.back}”. Najpierw poproś o odpowiedź z pamięci i nie pokazuj tyłu fiszki, zanim uczeń spróbuje; potem porównaj jego odpowiedź z tyłem fiszki.`
      : '',
    context?.kind === 'exercise' ? exercisePrompt(context) : '',
    'Jeśli uczeń pisze o zrobieniu sobie krzywdy, przerwij naukę, okaż troskę i zachęć go do rozmowy z zaufanym dorosłym.',
  ]
    .filter(Boolean)
    .join('\n\n')
}

/** The exercise context (decision 0183): what the student sees, never the key. */
function exercisePrompt(exercise: TutorExercise): string {
  const verdicts = {
    CORRECT: 'poprawny: potwierdź go, nie powtarzając wyniku',
    PARTIAL: `prawie poprawny (${exercise.check?.feedback ?? ''}): powiedz, co poprawić`,
    INCORRECT: 'niepoprawny: nie zdradzaj wyniku, pomóż znaleźć błąd',
  } as const
  return [
    `Uczeń rozwiązuje zadanie „${exercise.title}”. Treść: „${exercise.statement}”.`,
    exercise.hints.length > 0
      ? `Podpowiedzi, które uczeń już odsłonił: ${exercise.hints.map((h) => `„${h}”`).join(', ')}.`
      : '',
    exercise.solution === null
      ? 'Nie znasz wyniku ani rozwiązania i nie podawaj ich: prowadź ucznia pytaniami; całe rozwiązanie pokazuje przycisk „Pokaż rozwiązanie” na stronie zadania.'
      : `Uczeń zna już rozwiązanie: „${exercise.solution}”.`,
    exercise.check
      ? `Serwer sprawdził wynik z ostatniej wiadomości ucznia: ${verdicts[exercise.check.verdict]}.`
      : '',
  ]
    .filter(Boolean)
    .join(' ')
}

const USER_MESSAGE = 'Nie udało się wygenerować odpowiedzi. Spróbuj ponownie.'

const failure = (reason: TutorFailureReason, detail: string, status?: number): TutorFailure => ({
  reason,
  message: USER_MESSAGE,
  detail,
  ...(status === undefined ? {} : { status }),
})

/** The text of one streamed completion chunk; null when it carries none; a failure when malformed. */
function deltaOf(data: string): string | null | TutorFailure {
  let parsed: unknown
  try {
    parsed = JSON.parse(data)
  } catch {
    return failure('upstream-malformed', `Not JSON: ${data.slice(0, 200)}`)
  }
  if (typeof parsed !== 'object' || parsed === null)
    return failure('upstream-malformed', `Not an object: ${data.slice(0, 200)}`)
  const chunk = parsed as { choices?: unknown; error?: { message?: unknown } }
  if (chunk.error)
    return failure('upstream-status', `Error in the stream: ${String(chunk.error.message ?? '')}`)
  if (chunk.choices === undefined) return null
  if (!Array.isArray(chunk.choices)) return failure('upstream-malformed', 'choices is not an array')
  const content = (chunk.choices[0] as { delta?: { content?: unknown } } | undefined)?.delta
    ?.content
  if (content === undefined || content === null) return null
  if (typeof content !== 'string')
    return failure('upstream-malformed', 'delta.content is not a string')
  return content === '' ? null : content
}

/**
 * Streams the upstream's answer as text chunks, ending with an `error` chunk on a non-2xx
 * answer, a network failure, a malformed chunk, silence past the timeout or a stream cut
 * before `[DONE]`. When `signal` aborts it ends without a further chunk.
 */
export async function* streamUpstream(
  config: UpstreamConfig,
  input: TutorInput,
  options: { signal: AbortSignal; fetch?: typeof fetch },
): AsyncGenerator<TutorChunk> {
  const doFetch = options.fetch ?? fetch
  const local = new AbortController()
  const signal = AbortSignal.any([options.signal, local.signal])
  let timedOut = false
  let timer: NodeJS.Timeout | undefined
  const arm = () => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      timedOut = true
      local.abort()
    }, config.timeoutMs)
  }
  const stopped = (error: unknown): TutorChunk | null => {
    if (options.signal.aborted) return null
    if (timedOut)
      return {
        kind: 'error',
        failure: failure('upstream-timeout', `No data for ${config.timeoutMs} ms`),
      }
    return { kind: 'error', failure: failure('upstream-network', String(error)) }
  }

  arm()
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined
  try {
    let response: Response
    try {
      response = await doFetch(completionsUrl(config.url), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: config.model,
          stream: true,
          messages: [
            { role: 'system', content: systemPrompt(input) },
            ...input.messages.map((m) => ({ role: m.role, content: m.content })),
          ],
        }),
        signal,
      })
    } catch (error) {
      const end = stopped(error)
      if (end) yield end
      return
    }
    clearTimeout(timer)
    if (!response.ok || !response.body) {
      const body = await response.text().catch(() => '')
      yield {
        kind: 'error',
        failure: failure(
          'upstream-status',
          `HTTP ${response.status}: ${body.slice(0, 500)}`,
          response.status,
        ),
      }
      return
    }

    reader = response.body.getReader()
    const decoder = new TextDecoder()
    const events: SseEvent[] = []
    const parser = createSseParser((event) => events.push(event))
    for (;;) {
      arm()
      let read: ReadableStreamReadResult<Uint8Array>
      try {
        read = await reader.read()
      } catch (error) {
        const end = stopped(error)
        if (end) yield end
        return
      }
      // The consumer's pace is not the upstream's silence.
      clearTimeout(timer)
      if (read.done) break
      parser.feed(decoder.decode(read.value, { stream: true }))
      for (const event of events.splice(0)) {
        if (event.data.trim() === '[DONE]') return
        const delta = deltaOf(event.data)
        if (delta === null) continue
        if (typeof delta === 'string') yield { kind: 'text', text: delta }
        else {
          yield { kind: 'error', failure: delta }
          return
        }
        if (options.signal.aborted) return
      }
    }
    if (!options.signal.aborted)
      yield {
        kind: 'error',
        failure: failure('upstream-incomplete', 'The stream ended before [DONE]'),
      }
  } finally {
    clearTimeout(timer)
    // Stops the upstream's answer when the consumer leaves early (abort, drop, error).
    local.abort()
    await reader?.cancel().catch(() => undefined)
  }
}
