/** The hosted UI's token endpoint: the code flow with PKCE, refresh, and TLS. */
import { X509Certificate } from 'node:crypto'
import { request as httpsRequest } from 'node:https'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { decodeJwt } from 'jose'
import { describe, expect, it } from 'vitest'
import { CLIENT_ID } from '../../src/identity/config'
import { buildHostedUi } from '../../src/identity/hosted-ui'
import { localCertificate } from '../../src/identity/tls'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import { authHeader, cognito, setClock } from '../helper'
import { VERIFIER, codeFor, exchange, token, useHostedUi } from './hosted-ui-helper'

let app: FastifyInstance
let ui: FastifyInstance
useHostedUi((built) => ({ app, ui } = built))

describe('the code flow with PKCE', () => {
  it('signs a persona in: code, then tokens for the product API', async () => {
    await setClock(app, '2026-03-02T09:00:00.000Z')
    const code = await codeFor(ui, { action: 'persona', persona: 'rodzic@example.com' })
    const res = await exchange(ui, code)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const body = res.json()
    expect(body).toEqual({
      id_token: expect.any(String),
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: 3600,
      token_type: 'Bearer',
    })
    expect(decodeJwt(body.id_token)).toMatchObject({
      sub: PERSONA_IDS.rodzic,
      email: 'rodzic@example.com',
      'cognito:groups': ['Understanding_Teenager_Course_Subscriber'],
    })
    expect(decodeJwt(body.access_token)).toMatchObject({
      username: PERSONA_IDS.rodzic,
      scope: 'openid email profile',
      origin_jti: expect.any(String),
    })
    const whoami = await app.inject({
      method: 'GET',
      url: '/api/saas/user/whoami',
      headers: authHeader(body.id_token),
    })
    expect(whoami.json()).toMatchObject({ id: PERSONA_IDS.rodzic })
    // As in Cognito: GetUser needs the aws.cognito.signin.user.admin scope.
    const getUser = await cognito(app, 'GetUser', { AccessToken: body.access_token })
    expect(getUser.json()).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Access Token does not have required scopes',
    })
  })

  it('refuses a wrong verifier, a reused code, another redirect_uri and an old code', async () => {
    const persona = { action: 'persona', persona: 'uczen@example.com' }
    const wrong = await exchange(ui, await codeFor(ui, persona), 'x'.repeat(43))
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toEqual({ error: 'invalid_grant' })

    const code = await codeFor(ui, persona)
    expect((await exchange(ui, code)).statusCode).toBe(200)
    expect((await exchange(ui, code)).json()).toEqual({ error: 'invalid_grant' })

    const other = await token(ui, {
      grant_type: 'authorization_code',
      client_id: CLIENT_ID,
      code: await codeFor(ui, persona),
      redirect_uri: 'http://localhost:5173/inny',
      code_verifier: VERIFIER,
    })
    expect(other.json()).toEqual({ error: 'invalid_grant' })

    await setClock(app, '2026-03-02T09:00:00.000Z')
    const old = await codeFor(ui, persona)
    await app.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceMs: 300_000 } })
    expect((await exchange(ui, old)).json()).toEqual({ error: 'invalid_grant' })
  })

  it('refuses an unknown client and an unknown grant type', async () => {
    const unknown = await token(ui, {
      grant_type: 'authorization_code',
      client_id: 'inny',
      code: 'x',
    })
    expect(unknown.json()).toEqual({ error: 'invalid_client' })
    const grant = await token(ui, { grant_type: 'password', client_id: CLIENT_ID })
    expect(grant.json()).toEqual({ error: 'unsupported_grant_type' })
  })

  it('refreshes with grant_type=refresh_token', async () => {
    const { refresh_token } = (
      await exchange(ui, await codeFor(ui, { action: 'persona', persona: 'pro@example.com' }))
    ).json()
    const res = await token(ui, {
      grant_type: 'refresh_token',
      client_id: CLIENT_ID,
      refresh_token,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      id_token: expect.any(String),
      access_token: expect.any(String),
      expires_in: 3600,
      token_type: 'Bearer',
    })
    const bad = await token(ui, {
      grant_type: 'refresh_token',
      client_id: CLIENT_ID,
      refresh_token: 'x',
    })
    expect(bad.json()).toEqual({ error: 'invalid_grant' })
  })

  it('lets any origin call the token endpoint', async () => {
    const preflight = await ui.inject({
      method: 'OPTIONS',
      url: '/oauth2/token',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-amz-user-agent',
      },
    })
    expect(preflight.statusCode).toBe(204)
    expect(preflight.headers['access-control-allow-origin']).toBe('*')
    expect(preflight.headers['access-control-allow-headers']).toBe('content-type,x-amz-user-agent')
    const res = await token(ui, { grant_type: 'password', client_id: CLIENT_ID })
    expect(res.headers['access-control-allow-origin']).toBe('*')
  })
})

describe('TLS', () => {
  it('serves the hosted UI over https with a certificate for localhost and 127.0.0.1', async () => {
    const pems = await localCertificate()
    const certificate = new X509Certificate(pems.cert)
    expect(certificate.subject).toBe('CN=localhost')
    expect(certificate.subjectAltName).toContain('DNS:localhost')
    expect(certificate.subjectAltName).toContain('IP Address:127.0.0.1')

    const secure = await buildHostedUi(app, { https: pems })
    await secure.listen({ port: 0, host: '127.0.0.1' })
    const { port } = secure.server.address() as AddressInfo
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = httpsRequest(
        {
          host: '127.0.0.1',
          port,
          path: `/logout?client_id=${CLIENT_ID}&logout_uri=http://x.test/`,
          ca: pems.cert,
        },
        (res) => resolve(res.statusCode),
      )
      req.on('error', reject)
      req.end()
    })
    await secure.close()
    expect(status).toBe(302)
  })
})
