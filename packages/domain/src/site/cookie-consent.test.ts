import { describe, expect, it } from 'vitest'
import { consentCookie, consentSignals, firstJoinedSource, parseConsent } from './cookie-consent'

describe('consentCookie', () => {
  it.each([
    [true, 'true'],
    [false, 'false'],
  ] as const)('accepted %s stores %s for one year', (accepted, value) => {
    const now = new Date('2025-10-01T12:00:00Z')
    expect(consentCookie(accepted, now)).toEqual({
      name: 'cookieConsent',
      value,
      expires: new Date('2026-10-01T12:00:00Z'),
    })
    expect(consentCookie(accepted, now.getTime()).expires).toEqual(new Date('2026-10-01T12:00:00Z'))
  })
})

describe('parseConsent', () => {
  it.each([
    ['true', true],
    ['false', false],
    [null, null],
    [undefined, null],
    ['', null],
    ['TRUE', null],
    ['yes', null],
  ])('%o → %o', (value, expected) => {
    expect(parseConsent(value)).toBe(expected)
  })
})

describe('consentSignals', () => {
  it.each([
    [true, 'granted'],
    [false, 'denied'],
  ] as const)('%s → all %s', (accepted, value) => {
    expect(consentSignals(accepted)).toEqual({
      ad_storage: value,
      analytics_storage: value,
      ad_user_data: value,
      ad_personalization: value,
    })
  })
})

describe('firstJoinedSource', () => {
  it.each([
    ['?source=yt', 'yt'],
    ['source=tiktok', 'tiktok'],
    ['?utm=1&source=ig', 'ig'],
    ['?source=%20start%20', 'start'],
    ['?source=', 'direct'],
    ['?other=1', 'direct'],
    ['', 'direct'],
  ])('%o → %s', (search, source) => {
    expect(firstJoinedSource(search)).toBe(source)
  })
})
