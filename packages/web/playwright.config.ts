import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

/**
 * Debian's Chromium (Playwright's own browser download is not available here): its headless shell
 * when installed, as Playwright itself runs headless Chromium, else the full browser (decision 0199).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const chromium = {
  executablePath:
    process.env.CHROMIUM_PATH ??
    (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}

/**
 * The built bundle, as it will be deployed, against the mock. Each worker starts its own mock and
 * `vite preview` on its own ports (e2e/fixtures.ts, `servers`), so specs run in parallel without
 * seeing each other's writes, clocks or scenarios. The bundle is built once (e2e/global-setup.ts).
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: 'list',
  use: {
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    // Recording a trace of every test costs about a tenth of the suite's time; CI keeps no
    // artifacts, so it records none (locally a failed test keeps its trace).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // The mock's hosted UI (https://localhost:4443) has a self-signed certificate.
    ignoreHTTPSErrors: true,
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
  ],
})
