import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test'

const MOCK_CONTROL_URL = 'http://127.0.0.1:4010/__mock/'

/** A forced answer for requests matching `pattern` (see the mock's control API). */
export interface MockScenario {
  pattern: string
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  status?: number
  message?: string
  delayMs?: number
  drop?: true
}

/** A small client for the mock server's control API (`/__mock/*`). */
export class MockControl {
  constructor(private readonly request: APIRequestContext) {}

  /** Back to the seed. */
  async reset() {
    await this.send('post', 'reset')
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

  private async send(method: 'post' | 'delete', path: string, data?: unknown) {
    const response = await this.request[method](path, data === undefined ? {} : { data })
    expect(response.ok(), `${method.toUpperCase()} /__mock/${path}: ${response.status()}`).toBe(
      true,
    )
  }
}

interface Fixtures {
  mock: MockControl
  /** Runs axe on the page as it is now and fails on any violation, listing them. */
  checkA11y: (page: Page) => Promise<void>
}

export const test = base.extend<Fixtures>({
  mock: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: MOCK_CONTROL_URL })
      const mock = new MockControl(request)
      await mock.reset()
      await use(mock)
      // No scenario or frozen clock outlives its test.
      await mock.reset()
      await request.dispose()
    },
    { auto: true },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a destructured object
  checkA11y: async ({}, use) => {
    await use(async (page) => {
      const { violations } = await new AxeBuilder({ page }).analyze()
      const report = violations.map(
        (v) =>
          `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n  ${v.helpUrl}\n` +
          v.nodes.map((node) => `  - ${node.target.join(' ')}`).join('\n'),
      )
      expect(violations.length, `axe violations on ${page.url()}:\n${report.join('\n')}`).toBe(0)
    })
  },
})

export { expect }
