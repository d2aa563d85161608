/**
 * Lighthouse (mobile preset) on the public pages of the built bundle, served by `vite preview`
 * against the mock API, in Debian's Chromium. Prints the four category scores and LCP, CLS and
 * TBT. Targets (issue "Public site"): performance ≥ 95; accessibility, best practices, SEO 100.
 * Also /blog and its newest article (issue "Blog"). Run after `vite build`. Its own ports, so it can run beside the e2e servers.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'

const MOCK_PORT = 4110
const HTTPS_PORT = 4543
const WEB_PORT = 4273
const PAGES = ['/', '/oferta/kurs-efektywnego-dzialania', '/test-na-chronotyp', '/blog']
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

const children: ChildProcess[] = []

function start(command: string, args: string[], env: Record<string, string>) {
  // Its own process group, so that stopping it also stops what pnpm started.
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: 'ignore',
    detached: true,
  })
  children.push(child)
}

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not start`)
}

const score = (value: number | null | undefined) =>
  value === null || value === undefined ? '  -' : String(Math.round(value * 100)).padStart(3)

try {
  start('pnpm', ['--filter', '@app/mock-server', 'start'], {
    PORT: String(MOCK_PORT),
    HTTPS_PORT: String(HTTPS_PORT),
  })
  start(
    'pnpm',
    ['exec', 'vite', 'preview', '--configLoader', 'runner', '--port', String(WEB_PORT)],
    {
      MOCK_API_URL: `http://127.0.0.1:${MOCK_PORT}`,
    },
  )
  await waitFor(`http://127.0.0.1:${MOCK_PORT}/api/openapi.json`)
  await waitFor(`http://127.0.0.1:${WEB_PORT}/`)

  // One seeded article, the newest (the list's first).
  const list = (await (
    await fetch(`http://127.0.0.1:${MOCK_PORT}/api/blog`, {
      headers: { authorization: 'Bearer PUBLIC' },
    })
  ).json()) as { items: { id: string }[] }
  const firstArticle = list.items[0]
  if (firstArticle) PAGES.push(`/blog/${firstArticle.id}`)

  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  })
  try {
    console.log('Lighthouse, mobile preset (targets: performance ≥ 95, others 100)')
    console.log('  perf  a11y  best   seo      LCP     CLS      TBT  page')
    for (const path of PAGES) {
      const result = await lighthouse(`http://127.0.0.1:${WEB_PORT}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      })
      if (!result) throw new Error(`No Lighthouse result for ${path}`)
      const { categories, audits } = result.lhr
      const metric = (id: string) => audits[id]?.displayValue ?? '-'
      console.log(
        `   ${score(categories.performance?.score)}   ${score(categories.accessibility?.score)}   ${score(categories['best-practices']?.score)}   ${score(categories.seo?.score)}  ${metric('largest-contentful-paint').padStart(7)}  ${metric('cumulative-layout-shift').padStart(6)}  ${metric('total-blocking-time').padStart(7)}  ${path}`,
      )
      for (const id of ['accessibility', 'best-practices', 'seo']) {
        const category = categories[id]
        if (!category || (category.score ?? 1) >= 1) continue
        const failing = category.auditRefs
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id)
        console.log(`         ${id} loses points on: ${failing.join(', ')}`)
        const consoleErrors = audits['errors-in-console']?.details
        if (failing.includes('errors-in-console') && consoleErrors && 'items' in consoleErrors) {
          for (const item of consoleErrors.items.slice(0, 3)) {
            console.log(`           ${JSON.stringify(item).slice(0, 200)}`)
          }
        }
      }
    }
  } finally {
    chrome.kill()
  }
} finally {
  for (const child of children) if (child.pid) process.kill(-child.pid)
}
