import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, expect } from 'vitest'
import { CLIENT_ID } from '../../src/identity/config'
import { buildHostedUi } from '../../src/identity/hosted-ui'
import { buildTestApp, resetApp } from '../helper'

/** Shared setup and steps of the hosted UI tests (hosted-ui-*.test.ts). */

/**
 * The app and its hosted UI for the calling test file: built before its tests, closed after them,
 * the app reset before each test. `keep` gets both. Call it at the top level of a test file (the
 * unit tests share modules between files: see `useTestApp` in ../helper).
 */
export function useHostedUi(
  keep: (built: { app: FastifyInstance; ui: FastifyInstance }) => void,
): void {
  let app: FastifyInstance
  let ui: FastifyInstance
  beforeAll(async () => {
    app = await buildTestApp()
    ui = await buildHostedUi(app)
    keep({ app, ui })
  })
  afterAll(async () => {
    await ui.close()
    await app.close()
  })
  beforeEach(() => resetApp(app))
}

export const REDIRECT = 'http://localhost:5173/'
export const VERIFIER = 'v'.repeat(43) + 'Zz09'
export const CHALLENGE = createHash('sha256').update(VERIFIER).digest('base64url')
/** What Amplify's signInWithRedirect({ provider: 'Google' }) sends. */
export const AUTHORIZE = {
  redirect_uri: REDIRECT,
  response_type: 'code',
  client_id: CLIENT_ID,
  identity_provider: 'Google',
  scope: 'openid email profile',
  state: 'stan-123',
  code_challenge: CHALLENGE,
  code_challenge_method: 'S256',
}
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()

export const authorizePage = (ui: FastifyInstance, params: Record<string, string> = AUTHORIZE) =>
  ui.inject({ method: 'GET', url: `/oauth2/authorize?${new URLSearchParams(params)}` })
export const submit = (
  ui: FastifyInstance,
  fields: Record<string, string>,
  params: Record<string, string> = AUTHORIZE,
) =>
  ui.inject({
    method: 'POST',
    url: '/oauth2/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form({ ...params, ...fields }),
  })
export const token = (ui: FastifyInstance, fields: Record<string, string>) =>
  ui.inject({
    method: 'POST',
    url: '/oauth2/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-amz-user-agent': 'test' },
    payload: form(fields),
  })
/** The query of a 302 back to the app. */
export const redirectQuery = (res: Awaited<ReturnType<typeof submit>>) => {
  expect(res.statusCode).toBe(302)
  const location = new URL(String(res.headers.location))
  expect(`${location.origin}${location.pathname}`).toBe(REDIRECT)
  return Object.fromEntries(location.searchParams)
}
export const codeFor = async (ui: FastifyInstance, fields: Record<string, string>) => {
  const query = redirectQuery(await submit(ui, fields))
  expect(query.state).toBe('stan-123')
  return query.code!
}
export const exchange = (ui: FastifyInstance, code: string, verifier = VERIFIER) =>
  token(ui, {
    grant_type: 'authorization_code',
    client_id: CLIENT_ID,
    code,
    redirect_uri: REDIRECT,
    code_verifier: verifier,
  })
