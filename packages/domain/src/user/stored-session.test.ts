import { describe, expect, it } from 'vitest'
import { jwtExpirySeconds, storedIdToken } from './stored-session'

const CLIENT = 'mock-web-client'
const NOW = Date.parse('2026-11-24T12:00:00Z')
const base64url = (value: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(value)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
const jwt = (claims: Record<string, unknown>) =>
  `${base64url('{"alg":"RS256"}')}.${base64url(JSON.stringify(claims))}.signature`
const inSeconds = (seconds: number) => Math.floor(NOW / 1000) + seconds

/** Amplify's keys for a signed-in user, with optional overrides (null removes a key). */
function store(overrides: Record<string, string | null> = {}) {
  const prefix = `CognitoIdentityServiceProvider.${CLIENT}`
  const items: Record<string, string | null> = {
    [`${prefix}.LastAuthUser`]: 'user-1',
    [`${prefix}.user-1.idToken`]: jwt({ sub: 'user-1', exp: inSeconds(3600), name: 'Zoë ąę' }),
    [`${prefix}.user-1.accessToken`]: jwt({ sub: 'user-1', exp: inSeconds(3600) }),
    [`${prefix}.user-1.clockDrift`]: '0',
    ...Object.fromEntries(
      Object.entries(overrides).map(([key, value]) => [`${prefix}.${key}`, value]),
    ),
  }
  return { getItem: (key: string) => items[key] ?? null }
}

describe('storedIdToken', () => {
  it('returns the id token of the last signed-in user while both tokens are valid', () => {
    const token = storedIdToken(store(), CLIENT, NOW)
    expect(token).toBe(store().getItem(`CognitoIdentityServiceProvider.${CLIENT}.user-1.idToken`))
  })

  it('is null for a guest, another app client or missing tokens', () => {
    expect(storedIdToken({ getItem: () => null }, CLIENT, NOW)).toBeNull()
    expect(storedIdToken(store(), 'other-client', NOW)).toBeNull()
    expect(storedIdToken(store({ 'user-1.accessToken': null }), CLIENT, NOW)).toBeNull()
    expect(storedIdToken(store({ 'user-1.idToken': null }), CLIENT, NOW)).toBeNull()
  })

  it('leaves a token within 5 s of expiry, or an expired access token, to the library to refresh', () => {
    expect(
      storedIdToken(store({ 'user-1.idToken': jwt({ exp: inSeconds(5) }) }), CLIENT, NOW),
    ).toBe(jwt({ exp: inSeconds(5) }))
    expect(
      storedIdToken(store({ 'user-1.idToken': jwt({ exp: inSeconds(4) }) }), CLIENT, NOW),
    ).toBeNull()
    expect(
      storedIdToken(store({ 'user-1.accessToken': jwt({ exp: inSeconds(-1) }) }), CLIENT, NOW),
    ).toBeNull()
  })

  it('applies the clock drift Amplify recorded at sign-in', () => {
    // The server's clock is 2 h ahead: a token with 1 h left by the server has expired here.
    expect(
      storedIdToken(store({ 'user-1.clockDrift': String(2 * 3600_000) }), CLIENT, NOW),
    ).toBeNull()
    expect(
      storedIdToken(
        store({ 'user-1.clockDrift': String(-2 * 3600_000) }),
        CLIENT,
        NOW + 2 * 3600_000,
      ),
    ).not.toBeNull()
  })

  it('is null while a hosted-UI sign-in is in flight, and for unreadable tokens', () => {
    expect(storedIdToken(store({ inflightOAuth: 'true' }), CLIENT, NOW)).toBeNull()
    expect(storedIdToken(store({ 'user-1.idToken': 'not-a-jwt' }), CLIENT, NOW)).toBeNull()
    expect(storedIdToken(store({ 'user-1.idToken': 'a.%%%.c' }), CLIENT, NOW)).toBeNull()
    expect(
      storedIdToken(store({ 'user-1.idToken': jwt({ sub: 'no-exp' }) }), CLIENT, NOW),
    ).toBeNull()
  })
})

describe('jwtExpirySeconds', () => {
  it('reads exp from a base64url payload without padding', () => {
    expect(jwtExpirySeconds(jwt({ exp: 1_800_000_000, name: 'ąęśćż?>' }))).toBe(1_800_000_000)
    expect(jwtExpirySeconds(jwt({ exp: '1800000000' }))).toBeNull()
  })
})
