/**
 * The servers a bench run measures against: the mock API (with its hosted UI over TLS) and
 * `vite preview` of the built bundle proxying /api and /cognito to it. Each on the ports given, so
 * a bench can run beside the e2e servers.
 */
import { spawn, type ChildProcess } from 'node:child_process'

export interface BenchPorts {
  mock: number
  https: number
  web: number
}

export interface BenchServers {
  mockUrl: string
  webUrl: string
  /** Stops both servers (their whole process groups). */
  stop: () => void
}

export async function startServers(ports: BenchPorts): Promise<BenchServers> {
  const children: ChildProcess[] = []
  const start = (command: string, args: string[], env: Record<string, string>) => {
    // Its own process group, so that stopping it also stops what pnpm started.
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: 'ignore',
      detached: true,
    })
    children.push(child)
  }
  const stop = () => {
    for (const child of children) {
      try {
        if (child.pid) process.kill(-child.pid)
      } catch {
        // already gone
      }
    }
  }

  const mockUrl = `http://127.0.0.1:${ports.mock}`
  const webUrl = `http://127.0.0.1:${ports.web}`
  try {
    start('pnpm', ['--filter', '@app/mock-server', 'start'], {
      PORT: String(ports.mock),
      HTTPS_PORT: String(ports.https),
    })
    start(
      'pnpm',
      ['exec', 'vite', 'preview', '--configLoader', 'runner', '--port', String(ports.web)],
      {
        MOCK_API_URL: mockUrl,
      },
    )
    await waitFor(`${mockUrl}/api/openapi.json`)
    await waitFor(`${webUrl}/`)
  } catch (error) {
    stop()
    throw error
  }
  return { mockUrl, webUrl, stop }
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
