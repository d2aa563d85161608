/**
 * The JavaScript a first visit to `/` downloads, counted as the browser receives it: every script
 * response (its encoded, i.e. gzip, body) in Debian's Chromium until the network is idle: the
 * entry, the route's chunks and whatever the page loads on its own after hydration (issue "Fast
 * first paint": at most 115 KB). Run after the build, on its own ports.
 */
import { chromium } from '@playwright/test'
import { startServers } from '../scripts/servers'

export const FIRST_VISIT_TARGET_KB = 115
const PORTS = { mock: 4120, https: 4553, web: 4283 }

export async function firstVisitJs(path = '/'): Promise<{ file: string; kb: number }[]> {
  const servers = await startServers({ ports: PORTS })
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  })
  try {
    const page = await browser.newPage()
    const scripts: Promise<{ file: string; kb: number }>[] = []
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return
      scripts.push(
        request.sizes().then((sizes) => ({
          file: new URL(request.url()).pathname,
          kb: sizes.responseBodySize / 1024,
        })),
      )
    })
    await page.goto(`${servers.webUrl}${path}`, { waitUntil: 'networkidle' })
    return (await Promise.all(scripts)).sort((a, b) => b.kb - a.kb)
  } finally {
    await browser.close()
    await servers.stop()
  }
}
