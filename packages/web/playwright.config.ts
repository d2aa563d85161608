import { defineConfig, devices } from '@playwright/test'

const MOCK_PORT = 4010
/** Short-lived tokens, so that the token refresh is exercised (e2e/identity/token-refresh.spec.ts). */
const TOKEN_LIFETIME_SECONDS = 120
const WEB_URL = 'http://127.0.0.1:4173'
/** The Vite dev server, only for what exists in development builds alone (the dev toolbar). */
export const DEV_WEB_URL = 'http://127.0.0.1:5173'

/** Debian's Chromium: Playwright's own browser download is not available here. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}

export default defineConfig({
  testDir: './e2e',
  forbidOnly: !!process.env.CI,
  retries: 0,
  // One mock server holds global state (clock, scenarios, data): specs run one at a time.
  workers: 1,
  reporter: 'list',
  use: {
    baseURL: WEB_URL,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    trace: 'retain-on-failure',
    // The mock's hosted UI (https://localhost:4443) has a self-signed certificate.
    ignoreHTTPSErrors: true,
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
  ],
  webServer: [
    {
      command: 'pnpm --filter @app/mock-server start',
      url: `http://127.0.0.1:${MOCK_PORT}/api/openapi.json`,
      env: { PORT: String(MOCK_PORT), TOKEN_LIFETIME_SECONDS: String(TOKEN_LIFETIME_SECONDS) },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The built bundle, as it will be deployed; `vite preview` proxies /api and /cognito to the
      // mock. No VITE_COGNITO_* values: the bundle uses the mock's identity emulation.
      command: 'pnpm build && pnpm preview',
      url: WEB_URL,
      env: { MOCK_API_URL: `http://127.0.0.1:${MOCK_PORT}` },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      command: 'pnpm dev --host 127.0.0.1',
      url: DEV_WEB_URL,
      env: { MOCK_API_URL: `http://127.0.0.1:${MOCK_PORT}` },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
})
