import type { Frame, Page } from '@playwright/test'
import { createRequire } from 'node:module'

/**
 * axe-core run as @axe-core/playwright's legacy mode runs it: axe in every frame, same-origin
 * frames only, axe.run from the top document with every rule. One difference: its source (about
 * 600 kB over the DevTools protocol, some 0.2 s on CI's cores) goes only into a document that has
 * no axe yet, where AxeBuilder sends it twice on every check. axe-core is @axe-core/playwright's
 * own dependency (pnpm does not hoist it), so it is resolved from there: the same engine.
 */
const requireFromAxeBuilder = createRequire(
  createRequire(import.meta.url).resolve('@axe-core/playwright'),
)
const AXE_SOURCE = (requireFromAxeBuilder('axe-core') as { source: string }).source
/** AxeBuilder's configuration in legacy mode. */
const AXE_CONFIGURE = `;axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } })`

export interface AxeViolation {
  id: string
  impact?: string | null
  help: string
  helpUrl: string
  nodes: { target: unknown[] }[]
}

interface AxeOnWindow {
  axe?: {
    run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }>
  }
}

async function ensureAxe(frame: Frame) {
  const present = await frame.evaluate(() => typeof (window as AxeOnWindow).axe?.run === 'function')
  if (!present) await frame.evaluate(`${AXE_SOURCE}\n${AXE_CONFIGURE}`)
}

/** Every rule's violations on the page as it is now, each with all its nodes. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await ensureAxe(page.mainFrame())
  // As AxeBuilder: a child frame that cannot take axe within a second is left out.
  for (const frame of page.frames().slice(1)) {
    const late = new Promise((_, reject) => setTimeout(() => reject(new Error('late')), 1_000))
    await Promise.race([ensureAxe(frame), late]).catch(() => {})
  }
  return page.evaluate(async () => {
    const { axe } = window as AxeOnWindow
    if (!axe) throw new Error('axe is not in the page')
    const { violations } = await axe.run(document, { resultTypes: ['violations'] })
    return violations
  })
}
