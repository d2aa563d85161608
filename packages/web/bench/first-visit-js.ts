/**
 * What a first visit to `/` downloads, counted as the browser receives it: every script, stylesheet
 * and font response (its encoded, i.e. gzip, body) in Debian's Chromium until the network is
 * idle: the entry, the route's chunks and whatever the page loads on its own after hydration
 * (issue "Fast first paint": at most 115 KB of JavaScript), the stylesheet and the web font (issue
 * "A face for the product": the font adds no more than its file). Run after the build, on its
 * own ports.
 */
import { chromium } from '@playwright/test'
import { startServers } from '../scripts/servers'

export const FIRST_VISIT_TARGET_KB = 115
const PORTS = { mock: 4120, https: 4553, web: 4283 }

export interface Download {
  file: string
  kb: number
  kind: 'script' | 'stylesheet' | 'font'
}

const KINDS = new Set<string>(['script', 'stylesheet', 'font'])

export async function firstVisitDownloads(path = '/'): Promise<Download[]> {
  const servers = await startServers({ ports: PORTS })
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  })
  try {
    const page = await browser.newPage()
    const downloads: Promise<Download>[] = []
    page.on('requestfinished', (request) => {
      const kind = request.resourceType()
      if (!KINDS.has(kind)) return
      downloads.push(
        request.sizes().then((sizes) => ({
          file: new URL(request.url()).pathname,
          kb: sizes.responseBodySize / 1024,
          kind: kind as Download['kind'],
        })),
      )
    })
    await page.goto(`${servers.webUrl}${path}`, { waitUntil: 'networkidle' })
    return (await Promise.all(downloads)).sort((a, b) => b.kb - a.kb)
  } finally {
    await browser.close()
    await servers.stop()
  }
}
