/**
 * Runs the contract suite. `--base-url <url>` points it at any server (e.g. a staging API);
 * without it the suite starts the in-process mock. Id tokens for a real server come from
 * CONTRACT_STUDENT_TOKEN / CONTRACT_ADMIN_TOKEN.
 */
import { spawnSync } from 'node:child_process'

const args = process.argv.slice(2)
const index = args.indexOf('--base-url')
const env = { ...process.env }
if (index >= 0) {
  const url = args[index + 1]
  if (!url) throw new Error('--base-url needs a value')
  env.CONTRACT_BASE_URL = url
  args.splice(index, 2)
}
const result = spawnSync('vitest', ['run', '--project', 'contract', ...args], {
  stdio: 'inherit',
  env,
})
process.exit(result.status ?? 1)
