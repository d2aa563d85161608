import { execFileSync } from 'node:child_process'
import { join } from 'node:path'

/**
 * Builds the bundle the workers serve (each worker runs `vite preview` of it beside its own mock).
 * `E2E_SKIP_BUILD=1` reuses the last build, to rerun specs quickly after changing only tests.
 */
export default function globalSetup() {
  if (process.env.E2E_SKIP_BUILD === '1') return
  execFileSync('pnpm', ['build'], { cwd: join(import.meta.dirname, '..'), stdio: 'inherit' })
}
