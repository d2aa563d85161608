/**
 * Lighthouse (mobile preset, simulated throttling) on the built bundle, served by `vite preview`
 * against the mock API (../scripts/servers.ts), in Debian's Chromium. Prints, per page, the median of
 * LIGHTHOUSE_RUNS runs (3) of the four category scores and of LCP, CLS and TBT, and says when a page
 * misses its performance target; it never fails on a score.
 * - Public pages (issue "Fast first paint"): performance ≥ 95, LCP ≤ 1.8 s, TBT ≤ 150 ms,
 *   CLS ≤ 0.02; accessibility, best practices, SEO 100. /blog and its newest article too.
 * - The KED course page signed in as a student (issue "Performance"): performance ≥ 90. The bench
 *   signs in through /logowanie in the same Chrome first (./sign-in.ts), then checks that
 *   Lighthouse measured that page and not the login page a guard sends a guest to.
 * Run after `vite build`. Its own ports, so it can run beside the e2e servers.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse, { type Flags, type Result } from 'lighthouse'
import { startServers } from '../scripts/servers'
import { signIn } from './sign-in'

const PORTS = { mock: 4110, https: 4543, web: 4273 }
const PUBLIC_PAGES = [
  '/',
  '/oferta/kurs-efektywnego-dzialania',
  '/test-na-chronotyp',
  '/o-nas',
  '/blog',
]
const PUBLIC_PERFORMANCE_TARGET = 95
const SIGNED_IN = {
  path: '/produkt/kurs-efektywnego-dzialania',
  // A demo persona of the mock (README) with the KED course.
  email: 'uczen@example.com',
  password: 'Demo123!',
  performanceTarget: 90,
}
/**
 * What Lighthouse's storage reset before each page clears, besides the HTTP cache (so every page is
 * a cold load). Lighthouse 13's default, written out: it keeps localStorage, where Amplify keeps
 * the signed-in session's tokens.
 */
const CLEARED_STORAGE: Flags['clearStorageTypes'] = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
]
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

const score = (value: number | null | undefined) =>
  value === null || value === undefined ? '  -' : String(Math.round(value * 100)).padStart(3)

/** Each page is measured this often and the median printed (one run varies by several points). */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
/**
 * 'public' or 'signed-in' measures only those pages, a comma-separated list of public paths only
 * those (to compare two builds quickly); all by default.
 */
const ONLY = process.env.LIGHTHOUSE_PAGES
const ONLY_PATHS = ONLY?.startsWith('/') ? ONLY.split(',') : null

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

async function runOnce(chromePort: number, url: string) {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    clearStorageTypes: CLEARED_STORAGE,
  })
  if (!result) throw new Error(`No Lighthouse result for ${url}`)
  return result.lhr
}

/**
 * Runs Lighthouse RUNS times on one page, prints the medians (and the performance range) and what
 * costs it points; returns the reports.
 */
async function measure(chromePort: number, url: string, performanceTarget: number) {
  const reports: Result[] = []
  for (let run = 0; run < RUNS; run += 1) reports.push(await runOnce(chromePort, url))
  const path = new URL(url).pathname
  // LIGHTHOUSE_REPORTS=<dir> keeps each full report, to see where the time goes.
  const reportDir = process.env.LIGHTHOUSE_REPORTS
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true })
    const name = path.replace(/[^a-z0-9]+/gi, '_') || '_'
    reports.forEach((lhr, run) =>
      writeFileSync(join(reportDir, `${name}-${run + 1}.json`), JSON.stringify(lhr)),
    )
  }
  const category = (lhr: Result, id: string) => lhr.categories[id]?.score ?? 0
  const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? 0
  const performances = reports.map((lhr) => category(lhr, 'performance'))
  const performance = median(performances)
  const range = `(${score(Math.min(...performances)).trim()}–${score(Math.max(...performances)).trim()})`
  const lcp = `${(median(reports.map((lhr) => numeric(lhr, 'largest-contentful-paint'))) / 1000).toFixed(1)} s`
  const cls = median(reports.map((lhr) => numeric(lhr, 'cumulative-layout-shift'))).toFixed(3)
  const tbt = `${Math.round(median(reports.map((lhr) => numeric(lhr, 'total-blocking-time'))))} ms`
  const categoryMedian = (id: string) => score(median(reports.map((lhr) => category(lhr, id))))
  console.log(
    `   ${score(performance)} ${range.padEnd(9)} ${categoryMedian('accessibility')}   ${categoryMedian('best-practices')}   ${categoryMedian('seo')}  ${lcp.padStart(7)}  ${cls.padStart(6)}  ${tbt.padStart(7)}  ${path}`,
  )
  if (performance * 100 < performanceTarget) {
    console.log(
      `         MISSED: performance ${score(performance).trim()} < target ${performanceTarget}`,
    )
  }
  const { categories, audits } = reports[0] as Result
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
  return reports
}

const HEADER = `  perf (${RUNS} runs)  a11y  best   seo      LCP     CLS      TBT  page`

/**
 * Lighthouse's measure of this machine's CPU speed at each run: scores drop when the machine is
 * busy (other jobs), which is why the bench reports a missed target and does not fail on it.
 */
function printBenchmarkIndex(reports: Result[]) {
  const values = reports.map((lhr) => Math.round(lhr.environment.benchmarkIndex))
  if (values.length === 0) return
  console.log(
    `  CPU benchmark index (higher is faster; lower under load): ${Math.min(...values)}–${Math.max(...values)}`,
  )
}

/** Whether Lighthouse ended on the page it was sent to (a guard did not send it elsewhere). */
function endedOn(lhr: Result, path: string) {
  return new URL(lhr.finalDisplayedUrl).pathname === path
}

const servers = await startServers({ ports: PORTS })
try {
  // One seeded article, the newest (the list's first).
  const list = (await (
    await fetch(`${servers.mockUrl}/api/blog`, { headers: { authorization: 'Bearer PUBLIC' } })
  ).json()) as { items: { id: string }[] }
  const firstArticle = list.items[0]
  const publicPages =
    ONLY_PATHS ?? (firstArticle ? [...PUBLIC_PAGES, `/blog/${firstArticle.id}`] : PUBLIC_PAGES)

  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  })
  try {
    console.log(
      `Lighthouse, mobile preset (targets: performance ≥ ${PUBLIC_PERFORMANCE_TARGET}, others 100)`,
    )
    console.log(HEADER)
    const publicReports: Result[] = []
    for (const path of ONLY === 'signed-in' ? [] : publicPages) {
      publicReports.push(
        ...(await measure(chrome.port, `${servers.webUrl}${path}`, PUBLIC_PERFORMANCE_TARGET)),
      )
    }
    printBenchmarkIndex(publicReports)

    if (ONLY === undefined || ONLY === 'signed-in') {
      // Signed in: after the public pages, which are measured as a guest.
      console.log(
        `\nSigned in as ${SIGNED_IN.email} (target: performance ≥ ${SIGNED_IN.performanceTarget})`,
      )
      await signIn(chrome.port, servers.webUrl, SIGNED_IN.email, SIGNED_IN.password)
      console.log(HEADER)
      const reports = await measure(
        chrome.port,
        `${servers.webUrl}${SIGNED_IN.path}`,
        SIGNED_IN.performanceTarget,
      )
      const elsewhere = reports.find((lhr) => !endedOn(lhr, SIGNED_IN.path))
      if (elsewhere) {
        console.log(
          `         NOT THE COURSE PAGE: Lighthouse ended on ${new URL(elsewhere.finalDisplayedUrl).pathname}, not ${SIGNED_IN.path}; the scores above are not the course page's`,
        )
        process.exitCode = 1
      }
      printBenchmarkIndex(reports)
    }
  } finally {
    chrome.kill()
  }
} finally {
  await servers.stop()
}
