/** The mock server's control API (`/__mock/*`, proxied by the dev server); development only. */

export interface MockPersona {
  email: string
  name: string
  password: string
  groups: string[]
}

export interface MockClock {
  now: string
  mode: 'real' | 'fixed'
}

export interface ScenarioInput {
  pattern: string
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  status?: number
  message?: string
  delayMs?: number
  drop?: true
  /** The chat's answers (decision 0158): slow, or cut (`drop`) or failed after some chunks. */
  chat?: { kind: 'slow' | 'drop' | 'error'; afterChunks?: number }
}

export interface MockScenario extends ScenarioInput {
  id: string
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`/__mock/${path}`, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`/__mock/${path}: ${response.status}`)
  return (response.status === 204 ? {} : await response.json()) as T
}

export const mockControl = {
  personas: () => call<{ personas: MockPersona[] }>('GET', 'personas').then((r) => r.personas),
  clock: () => call<MockClock>('GET', 'clock'),
  setClock: (now: string | null) => call<MockClock>('POST', 'clock', { now }),
  advanceClock: (advanceMs: number) => call<MockClock>('POST', 'clock', { advanceMs }),
  scenarios: () => call<{ scenarios: MockScenario[] }>('GET', 'scenarios').then((r) => r.scenarios),
  addScenario: (scenario: ScenarioInput) => call<MockScenario>('POST', 'scenarios', scenario),
  removeScenario: (id: string) => call<object>('DELETE', `scenarios/${id}`),
  reset: () => call<object>('POST', 'reset'),
}

/** The scenarios the toolbar switches with one click. */
export const SCENARIO_PRESETS: { label: string; scenario: ScenarioInput }[] = [
  { label: 'Serwer wyłączony', scenario: { pattern: '/api/*', drop: true } },
  { label: 'Wolny serwer (3 s)', scenario: { pattern: '/api/*', delayMs: 3000 } },
  {
    label: '401 na każdym wywołaniu',
    scenario: { pattern: '/api/*', status: 401, message: 'Unauthorized' },
  },
  // The emulated payment provider (README: payments): its page and its API, then the shop's
  // notification endpoint (a lost notification; the order page then asks the provider).
  {
    label: 'Operator płatności wyłączony',
    scenario: { pattern: '/provider/*', status: 503 },
  },
  { label: 'Wolny operator płatności (5 s)', scenario: { pattern: '/provider/*', delayMs: 5000 } },
  {
    label: 'Powiadomienia o płatności giną',
    scenario: { pattern: '/api/payments/notify', status: 503 },
  },
  // The emulated AI tutor (decision 0158): a slow answer, a dropped connection, a failed answer.
  {
    label: 'Czat: wolna odpowiedź',
    scenario: { pattern: '/api/saas/chat/*', method: 'POST', chat: { kind: 'slow' } },
  },
  {
    label: 'Czat: zerwane połączenie',
    scenario: {
      pattern: '/api/saas/chat/*',
      method: 'POST',
      chat: { kind: 'drop', afterChunks: 5 },
    },
  },
  {
    label: 'Czat: błąd odpowiedzi',
    scenario: {
      pattern: '/api/saas/chat/*',
      method: 'POST',
      chat: { kind: 'error', afterChunks: 5 },
    },
  },
]

/** Whether a scenario is the one a preset made. */
export function isPreset(scenario: MockScenario, preset: ScenarioInput): boolean {
  return (
    scenario.pattern === preset.pattern &&
    scenario.method === preset.method &&
    scenario.status === preset.status &&
    scenario.delayMs === preset.delayMs &&
    scenario.drop === preset.drop &&
    scenario.chat?.kind === preset.chat?.kind &&
    scenario.chat?.afterChunks === preset.chat?.afterChunks
  )
}
