import { X509Certificate, createHash } from 'node:crypto'
import { request as httpsRequest } from 'node:https'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { CLIENT_ID, EXISTING_USER_ERROR_DESCRIPTION } from '../../src/identity/config'
import { buildHostedUi } from '../../src/identity/hosted-ui'
import { localCertificate } from '../../src/identity/tls'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import { authHeader, buildTestApp, cognito, resetApp, setClock } from '../helper'

let app: FastifyInstance
let ui: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
  ui = await buildHostedUi(app)
})
afterAll(async () => {
  await ui.close()
  await app.close()
})
beforeEach(() => resetApp(app))

const REDIRECT = 'http://localhost:5173/'
const VERIFIER = 'v'.repeat(43) + 'Zz09'
const CHALLENGE = createHash('sha256').update(VERIFIER).digest('base64url')
/** What Amplify's signInWithRedirect({ provider: 'Google' }) sends. */
const AUTHORIZE = {
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

const authorizePage = (params: Record<string, string> = AUTHORIZE) =>
  ui.inject({ method: 'GET', url: `/oauth2/authorize?${new URLSearchParams(params)}` })
const submit = (fields: Record<string, string>, params: Record<string, string> = AUTHORIZE) =>
  ui.inject({
    method: 'POST',
    url: '/oauth2/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form({ ...params, ...fields }),
  })
const token = (fields: Record<string, string>) =>
  ui.inject({
    method: 'POST',
    url: '/oauth2/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-amz-user-agent': 'test' },
    payload: form(fields),
  })
/** The query of a 302 back to the app. */
const redirectQuery = (res: Awaited<ReturnType<typeof submit>>) => {
  expect(res.statusCode).toBe(302)
  const location = new URL(String(res.headers.location))
  expect(`${location.origin}${location.pathname}`).toBe(REDIRECT)
  return Object.fromEntries(location.searchParams)
}
const codeFor = async (fields: Record<string, string>) => {
  const query = redirectQuery(await submit(fields))
  expect(query.state).toBe('stan-123')
  return query.code!
}
const exchange = (code: string, verifier = VERIFIER) =>
  token({
    grant_type: 'authorization_code',
    client_id: CLIENT_ID,
    code,
    redirect_uri: REDIRECT,
    code_verifier: verifier,
  })

describe('GET /oauth2/authorize', () => {
  it('shows the simulated social login page in Polish', async () => {
    const res = await authorizePage()
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    const html = res.body
    expect(html).toContain('<html lang="pl">')
    expect(html).toContain('<h1>Zaloguj się przez Google</h1>')
    expect(html).toContain('value="uczen@example.com"')
    expect(html).toContain('<label for="email">Adres email</label>')
    expect(html).toContain('<label for="name">Imię</label>')
    expect(html).toContain('Zasymuluj błąd: konto już istnieje')
    expect(html).toContain(`name="code_challenge" value="${CHALLENGE}"`)
  })

  it('shows an error page when it cannot go back to the app', async () => {
    const unknownClient = await authorizePage({ ...AUTHORIZE, client_id: 'inny' })
    expect(unknownClient.statusCode).toBe(400)
    expect(unknownClient.body).toContain('Nieznany identyfikator aplikacji (client_id).')
    const badRedirect = await authorizePage({ ...AUTHORIZE, redirect_uri: 'javascript:alert(1)' })
    expect(badRedirect.statusCode).toBe(400)
    expect(badRedirect.body).toContain('redirect_uri')
  })

  it.each([
    [{ response_type: 'token' }, 'unsupported_response_type'],
    [{ scope: 'openid email admin' }, 'invalid_scope'],
    [{ scope: 'email profile' }, 'invalid_scope'],
    [{ code_challenge_method: 'plain' }, 'invalid_request'],
  ])('sends other problems back to the app (%o)', async (change, error) => {
    const query = redirectQuery(await authorizePage({ ...AUTHORIZE, ...change }))
    expect(query).toMatchObject({ error, state: 'stan-123' })
  })
})

describe('the code flow with PKCE', () => {
  it('signs a persona in: code, then tokens for the product API', async () => {
    await setClock(app, '2026-03-02T09:00:00.000Z')
    const code = await codeFor({ action: 'persona', persona: 'rodzic@example.com' })
    const res = await exchange(code)
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
    const wrong = await exchange(await codeFor(persona), 'x'.repeat(43))
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toEqual({ error: 'invalid_grant' })

    const code = await codeFor(persona)
    expect((await exchange(code)).statusCode).toBe(200)
    expect((await exchange(code)).json()).toEqual({ error: 'invalid_grant' })

    const other = await token({
      grant_type: 'authorization_code',
      client_id: CLIENT_ID,
      code: await codeFor(persona),
      redirect_uri: 'http://localhost:5173/inny',
      code_verifier: VERIFIER,
    })
    expect(other.json()).toEqual({ error: 'invalid_grant' })

    await setClock(app, '2026-03-02T09:00:00.000Z')
    const old = await codeFor(persona)
    await app.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceMs: 300_000 } })
    expect((await exchange(old)).json()).toEqual({ error: 'invalid_grant' })
  })

  it('refuses an unknown client and an unknown grant type', async () => {
    const unknown = await token({ grant_type: 'authorization_code', client_id: 'inny', code: 'x' })
    expect(unknown.json()).toEqual({ error: 'invalid_client' })
    const grant = await token({ grant_type: 'password', client_id: CLIENT_ID })
    expect(grant.json()).toEqual({ error: 'unsupported_grant_type' })
  })

  it('refreshes with grant_type=refresh_token', async () => {
    const { refresh_token } = (
      await exchange(await codeFor({ action: 'persona', persona: 'pro@example.com' }))
    ).json()
    const res = await token({ grant_type: 'refresh_token', client_id: CLIENT_ID, refresh_token })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      id_token: expect.any(String),
      access_token: expect.any(String),
      expires_in: 3600,
      token_type: 'Bearer',
    })
    const bad = await token({
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
    const res = await token({ grant_type: 'password', client_id: CLIENT_ID })
    expect(res.headers['access-control-allow-origin']).toBe('*')
  })
})

describe('a typed email', () => {
  it('creates a new social account, and signs the same account in next time', async () => {
    const code = await codeFor({ action: 'email', email: 'Nowy.Gosc@Gmail.com', name: 'Nowy Gość' })
    const claims = decodeJwt((await exchange(code)).json().id_token)
    const user = app.store.users.byEmail('nowy.gosc@gmail.com')
    expect(user).toMatchObject({
      id: claims.sub,
      name: 'Nowy Gość',
      groups: [],
      newFlow: true,
      emailVerified: true,
    })
    const again = await codeFor({ action: 'email', email: 'nowy.gosc@gmail.com', name: '' })
    expect(decodeJwt((await exchange(again)).json().id_token).sub).toBe(user!.id)
  })

  it('of a password account ends in the "already exists" error', async () => {
    const query = redirectQuery(await submit({ action: 'email', email: 'uczen@example.com' }))
    expect(query).toEqual({
      error: 'invalid_request',
      error_description: EXISTING_USER_ERROR_DESCRIPTION,
      state: 'stan-123',
    })
    expect(EXISTING_USER_ERROR_DESCRIPTION).toContain('already exists')
  })

  it('shows the form again with the problem and the typed values', async () => {
    const noName = await submit({ action: 'email', email: 'ktos@example.com', name: '' })
    expect(noName.statusCode).toBe(400)
    expect(noName.body).toContain(
      '<p class="alert" role="alert" id="form-error">Podaj imię, aby utworzyć nowe konto.</p>',
    )
    expect(noName.body).toContain('value="ktos@example.com"')
    expect(noName.body).toContain('aria-invalid="true" aria-describedby="name-hint form-error"')
    const badEmail = await submit({ action: 'email', email: 'nie-email', name: 'Ktoś' })
    expect(badEmail.statusCode).toBe(400)
    expect(badEmail.body).toContain('Podaj poprawny adres email')
    expect(app.store.users.byEmail('ktos@example.com')).toBeUndefined()
  })
})

describe('the simulated error', () => {
  it('sends the user back with error_description and state', async () => {
    const query = redirectQuery(await submit({ action: 'existing' }))
    expect(query).toEqual({
      error: 'invalid_request',
      error_description: 'PreSignUp failed with error A user with the same email already exists.',
      state: 'stan-123',
    })
  })
})

describe('GET /logout', () => {
  it('sends the user to logout_uri', async () => {
    const res = await ui.inject({
      method: 'GET',
      url: `/logout?client_id=${CLIENT_ID}&logout_uri=${encodeURIComponent('http://localhost:5173/logout')}`,
    })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('http://localhost:5173/logout')
  })

  it('refuses an unknown client', async () => {
    const res = await ui.inject({
      method: 'GET',
      url: `/logout?client_id=inny&logout_uri=${encodeURIComponent('http://localhost:5173/')}`,
    })
    expect(res.statusCode).toBe(400)
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
