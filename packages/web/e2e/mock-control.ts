import { expect, type APIRequestContext } from '@playwright/test'

/** This worker's mock server (each Playwright worker has its own, see the `servers` fixture). */
export function mockUrl(): string {
  const url = process.env.E2E_MOCK_URL
  if (!url) throw new Error('The mock server of this worker has not started yet.')
  return url
}

/** A forced answer for requests matching `pattern` (see the mock's control API). */
export interface MockScenario {
  pattern: string
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  status?: number
  message?: string
  delayMs?: number
  drop?: true
  /** The chat's tutor (README: AI study chat): slow, or cut or failed after some chunks. */
  chat?: { kind: 'slow' | 'drop' | 'error'; afterChunks?: number }
}

export interface Persona {
  email: string
  name: string
  password: string
  groups: string[]
}

/** A small client for the mock server's control API (`/__mock/*`). */
export class MockControl {
  constructor(private readonly request: APIRequestContext) {}

  /** Back to the seed; the worker's stored sign-ins stay valid (see ./sessions.ts). */
  async reset() {
    await this.send('post', 'reset', { keepSignIns: true })
  }

  /** Freeze the mock's clock at an ISO instant, or give it back to real time with null. */
  async setClock(now: string | null) {
    await this.send('post', 'clock', { now })
  }

  async addScenario(scenario: MockScenario) {
    await this.send('post', 'scenarios', scenario)
  }

  async clearScenarios() {
    await this.send('delete', 'scenarios')
  }

  /** Moves the mock's clock on (it stays fixed at the new instant). */
  async advanceClock(ms: number) {
    await this.send('post', 'clock', { advanceMs: ms })
  }

  /** Books a pending transfer at the emulated payment provider now (its bank session came). */
  async bookTransfer(token: string) {
    await this.send('post', `payment-provider/${token}/book`)
  }

  /** The demo personas (README), with their password. */
  async personas(): Promise<Persona[]> {
    const response = await this.request.get('personas')
    expect(response.ok()).toBe(true)
    return ((await response.json()) as { personas: Persona[] }).personas
  }

  async persona(email: string): Promise<Persona> {
    const persona = (await this.personas()).find((p) => p.email === email)
    if (!persona) throw new Error(`No persona ${email}`)
    return persona
  }

  private async send(method: 'post' | 'delete', path: string, data?: unknown) {
    const response = await this.request[method](path, data === undefined ? {} : { data })
    expect(response.ok(), `${method.toUpperCase()} /__mock/${path}: ${response.status()}`).toBe(
      true,
    )
  }
}
