/**
 * Local servers for the e2e suite and the benches: the mock API (with its hosted UI over TLS),
 * `vite preview` of the built bundle and, on request, the Vite dev server; both web servers proxy
 * /api and /cognito to that mock. Each set on its own ports, so several run side by side (one per
 * Playwright worker, a bench beside them).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, type AddressInfo } from 'node:net'
import { join } from 'node:path'

export interface ServerPorts {
  mock: number
  /** The hosted UI's TLS port (the bundle expects 4443 for social sign-in). */
  https: number
  /** `vite preview` of the built bundle. */
  web: number
  /** The Vite dev server (development build), when wanted. */
  dev?: number
}

export interface StartOptions {
  ports: ServerPorts
  /** Lifetime of the mock's id and access tokens (its default: 3600). */
  tokenLifetimeSeconds?: number
}

export interface LocalServers {
  mockUrl: string
  webUrl: string
  devUrl: string | null
  /** Stops every server (their whole process groups) and waits until they are gone. */
  stop: () => Promise<void>
}

const WEB_DIR = join(import.meta.dirname, '..')
const MOCK_DIR = join(WEB_DIR, '..', 'mock-server')
const bin = (dir: string, name: string) => join(dir, 'node_modules', '.bin', name)

/**
 * The mock alone, on free ports (for the build-time prerender): its URL and a stop function.
 */
export async function startMock(): Promise<{ url: string; stop: () => Promise<void> }> {
  const [mock, https] = await Promise.all([freePort(), freePort()])
  const group = processGroup()
  const url = `http://127.0.0.1:${mock}`
  try {
    group.start(bin(MOCK_DIR, 'tsx'), ['src/server.ts'], MOCK_DIR, {
      PORT: String(mock),
      HTTPS_PORT: String(https),
    })
    await waitFor(`${url}/api/openapi.json`)
  } catch (error) {
    await group.stop()
    throw new Error(`${(error as Error).message}\n${group.output()}`)
  }
  return { url, stop: group.stop }
}

export async function startServers({ ports, tokenLifetimeSeconds }: StartOptions) {
  const { start, stop, output } = processGroup()

  const mockUrl = `http://127.0.0.1:${ports.mock}`
  const webUrl = `http://127.0.0.1:${ports.web}`
  const devUrl = ports.dev ? `http://127.0.0.1:${ports.dev}` : null
  try {
    start(bin(MOCK_DIR, 'tsx'), ['src/server.ts'], MOCK_DIR, {
      PORT: String(ports.mock),
      HTTPS_PORT: String(ports.https),
      // The provider sends buyers back to the app under test (decision 0141).
      SITE_ORIGIN: webUrl,
      ...(tokenLifetimeSeconds && { TOKEN_LIFETIME_SECONDS: String(tokenLifetimeSeconds) }),
    })
    const vite = (mode: 'preview' | 'dev', port: number) =>
      start(
        bin(WEB_DIR, 'vite'),
        [
          ...(mode === 'preview' ? ['preview'] : []),
          '--configLoader',
          'runner',
          '--host',
          '127.0.0.1',
          '--port',
          String(port),
          '--strictPort',
        ],
        WEB_DIR,
        { MOCK_API_URL: mockUrl },
      )
    vite('preview', ports.web)
    if (ports.dev) vite('dev', ports.dev)
    await Promise.all([
      waitFor(`${mockUrl}/api/openapi.json`),
      waitFor(`${webUrl}/`),
      ...(devUrl ? [waitFor(`${devUrl}/`)] : []),
    ])
  } catch (error) {
    await stop()
    throw new Error(`${(error as Error).message}\n${output()}`)
  }
  return { mockUrl, webUrl, devUrl, stop } satisfies LocalServers
}

/** Child processes started and stopped together; their output is kept for error messages. */
function processGroup() {
  const children: ChildProcess[] = []
  const lines: string[] = []
  return {
    start(command: string, args: string[], cwd: string, env: Record<string, string>) {
      // Its own process group, so that stopping it also stops what it started.
      const child = spawn(command, args, {
        cwd,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      })
      const keep = (chunk: Buffer) => void lines.push(chunk.toString())
      child.stdout?.on('data', keep)
      child.stderr?.on('data', keep)
      children.push(child)
    },
    stop: async () => {
      await Promise.all(children.map(stopGroup))
    },
    output: () => lines.join(''),
  }
}

/** A port nobody listens on now (the OS picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })
}

function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return Promise.resolve()
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    return Promise.resolve() // already gone
  }
  // A server that ignores SIGTERM for 5 s is killed.
  const timer = setTimeout(() => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL')
    } catch {
      // gone meanwhile
    }
  }, 5_000)
  return exited.finally(() => clearTimeout(timer))
}

async function waitFor(url: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not start within ${timeoutMs / 1000} s`)
}
