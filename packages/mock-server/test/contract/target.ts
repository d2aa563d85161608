import type { AddressInfo } from 'node:net'
import { createApiClient, type ApiClient } from '@app/contract/http'
import { buildApp } from '../../src/app'

export interface ContractTarget {
  baseUrl: string
  /** A client per persona kind; null when the target gave no token for it. */
  anonymous: ApiClient
  student: ApiClient | null
  admin: ApiClient | null
  /** Only for the in-process mock: reset between suites. */
  reset: () => Promise<void>
  close: () => Promise<void>
}

const client = (baseUrl: string, token: string | null) =>
  createApiClient({ baseUrl, getIdToken: () => token })

/** The server the suite talks to: CONTRACT_BASE_URL, or the in-process mock on a free loopback port. */
export async function startTarget(): Promise<ContractTarget> {
  const external = process.env.CONTRACT_BASE_URL
  if (external) {
    const student = process.env.CONTRACT_STUDENT_TOKEN ?? null
    const admin = process.env.CONTRACT_ADMIN_TOKEN ?? null
    return {
      baseUrl: external,
      anonymous: client(external, null),
      student: student ? client(external, student) : null,
      admin: admin ? client(external, admin) : null,
      reset: async () => {},
      close: async () => {},
    }
  }
  const app = await buildApp({ controls: true, logger: false })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  const tokenFor = async (email: string) => {
    const res = await fetch(`${baseUrl}/__mock/personas/${encodeURIComponent(email)}/token`, {
      method: 'POST',
    })
    return ((await res.json()) as { idToken: string }).idToken
  }
  return {
    baseUrl,
    anonymous: client(baseUrl, null),
    student: client(baseUrl, await tokenFor('uczen@example.com')),
    admin: client(baseUrl, await tokenFor('admin@example.com')),
    reset: async () => {
      await fetch(`${baseUrl}/__mock/reset`, { method: 'POST' })
    },
    close: () => app.close(),
  }
}
