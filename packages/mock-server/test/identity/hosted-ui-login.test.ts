/** The hosted UI's simulated login page (GET /oauth2/authorize, its form) and GET /logout. */
import type { FastifyInstance } from 'fastify'
import { decodeJwt } from 'jose'
import { describe, expect, it } from 'vitest'
import { CLIENT_ID, EXISTING_USER_ERROR_DESCRIPTION } from '../../src/identity/config'
import {
  AUTHORIZE,
  CHALLENGE,
  authorizePage,
  codeFor,
  exchange,
  redirectQuery,
  submit,
  useHostedUi,
} from './hosted-ui-helper'

let app: FastifyInstance
let ui: FastifyInstance
useHostedUi((built) => ({ app, ui } = built))

describe('GET /oauth2/authorize', () => {
  it('shows the simulated social login page in Polish', async () => {
    const res = await authorizePage(ui)
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
    const unknownClient = await authorizePage(ui, { ...AUTHORIZE, client_id: 'inny' })
    expect(unknownClient.statusCode).toBe(400)
    expect(unknownClient.body).toContain('Nieznany identyfikator aplikacji (client_id).')
    const badRedirect = await authorizePage(ui, {
      ...AUTHORIZE,
      redirect_uri: 'javascript:alert(1)',
    })
    expect(badRedirect.statusCode).toBe(400)
    expect(badRedirect.body).toContain('redirect_uri')
  })

  it.each([
    [{ response_type: 'token' }, 'unsupported_response_type'],
    [{ scope: 'openid email admin' }, 'invalid_scope'],
    [{ scope: 'email profile' }, 'invalid_scope'],
    [{ code_challenge_method: 'plain' }, 'invalid_request'],
  ])('sends other problems back to the app (%o)', async (change, error) => {
    const query = redirectQuery(await authorizePage(ui, { ...AUTHORIZE, ...change }))
    expect(query).toMatchObject({ error, state: 'stan-123' })
  })
})

describe('a typed email', () => {
  it('creates a new social account, and signs the same account in next time', async () => {
    const code = await codeFor(ui, {
      action: 'email',
      email: 'Nowy.Gosc@Gmail.com',
      name: 'Nowy Gość',
    })
    const claims = decodeJwt((await exchange(ui, code)).json().id_token)
    const user = app.store.users.byEmail('nowy.gosc@gmail.com')
    expect(user).toMatchObject({
      id: claims.sub,
      name: 'Nowy Gość',
      groups: [],
      newFlow: true,
      emailVerified: true,
    })
    const again = await codeFor(ui, { action: 'email', email: 'nowy.gosc@gmail.com', name: '' })
    expect(decodeJwt((await exchange(ui, again)).json().id_token).sub).toBe(user!.id)
  })

  it('of a password account ends in the "already exists" error', async () => {
    const query = redirectQuery(await submit(ui, { action: 'email', email: 'uczen@example.com' }))
    expect(query).toEqual({
      error: 'invalid_request',
      error_description: EXISTING_USER_ERROR_DESCRIPTION,
      state: 'stan-123',
    })
    expect(EXISTING_USER_ERROR_DESCRIPTION).toContain('already exists')
  })

  it('shows the form again with the problem and the typed values', async () => {
    const noName = await submit(ui, { action: 'email', email: 'ktos@example.com', name: '' })
    expect(noName.statusCode).toBe(400)
    expect(noName.body).toContain(
      '<p class="alert" role="alert" id="form-error">Podaj imię, aby utworzyć nowe konto.</p>',
    )
    expect(noName.body).toContain('value="ktos@example.com"')
    expect(noName.body).toContain('aria-invalid="true" aria-describedby="name-hint form-error"')
    const badEmail = await submit(ui, { action: 'email', email: 'nie-email', name: 'Ktoś' })
    expect(badEmail.statusCode).toBe(400)
    expect(badEmail.body).toContain('Podaj poprawny adres email')
    expect(app.store.users.byEmail('ktos@example.com')).toBeUndefined()
  })
})

describe('the simulated error', () => {
  it('sends the user back with error_description and state', async () => {
    const query = redirectQuery(await submit(ui, { action: 'existing' }))
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
