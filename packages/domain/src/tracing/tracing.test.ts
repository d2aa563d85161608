import type { TraceType } from '@app/contract/trace'
import { TraceInputSchema } from '@app/contract/trace'
import { describe, expect, it } from 'vitest'
import { buildTrace, isTracedApiPath, shouldSendTrace } from './tracing'

describe('shouldSendTrace', () => {
  it.each<[string, TraceType, boolean]>([
    ['/', 'PAGE_VIEW', true],
    ['/blog', 'REQUEST_SEND', true],
    ['/admin', 'PAGE_VIEW', false],
    ['/admin/traces', 'PAGE_VIEW', false],
    ['/admin/blog/dodaj', 'REQUEST_SEND', false],
    ['/administracja', 'PAGE_VIEW', true],
    ['/reset-hasla', 'REQUEST_SEND', false],
    ['/reset-hasla', 'PAGE_VIEW', true],
    ['/zmien-haslo/4b8e1c9a-0000-4000-8000-000000000000', 'REQUEST_SEND', false],
    ['/zmien-haslo/4b8e1c9a-0000-4000-8000-000000000000', 'BUTTON_CLICK', true],
    ['/weryfikuj-email/123456/u1', 'REQUEST_SEND', false],
    ['/weryfikuj-email/123456/u1', 'PAGE_VIEW', true],
    ['/logowanie', 'REQUEST_SEND', true],
  ])('%s %s → %s', (pathname, traceType, expected) => {
    expect(shouldSendTrace({ pathname, traceType })).toBe(expected)
  })
})

describe('isTracedApiPath', () => {
  it.each([
    ['/api/metrics', false],
    ['/api/update_episode_notes', false],
    ['/api/webinar/update_webinar_statistics', false],
    ['/api/get_week_and_episodes?course=KED', false],
    ['/api/update_watch_time', false],
    ['/api/update_watch_time/', false],
    ['/api/blog', true],
    ['/api/saas/user/whoami', true],
    ['/api/metrics-other', true],
  ])('%s → %s', (path, expected) => {
    expect(isTracedApiPath(path)).toBe(expected)
  })
})

describe('buildTrace', () => {
  const location = {
    origin: 'http://localhost:5173',
    pathname: '/webinar/v2',
    search: '?source=yt',
    href: 'http://localhost:5173/webinar/v2?source=yt',
  }

  it('assembles a valid trace from the location, session and experiment', () => {
    const trace = buildTrace({
      location,
      sessionId: 's-1',
      traceType: 'EXPERIMENT_VIEW',
      experiment: { experimentId: 'webinar-14-10', variation: 'v2', source: 'yt' },
      webinarId: 'w-1',
    })
    expect(trace).toEqual({
      sessionId: 's-1',
      origin: 'http://localhost:5173',
      searchParams: 'source=yt',
      pathname: '/webinar/v2',
      href: 'http://localhost:5173/webinar/v2?source=yt',
      traceType: 'EXPERIMENT_VIEW',
      traceTypeForExperiment: { experimentId: 'webinar-14-10', variation: 'v2', source: 'yt' },
      webinarId: 'w-1',
    })
    expect(TraceInputSchema.safeParse(trace).success).toBe(true)
  })

  it.each([
    ['no optional fields', {}, []],
    [
      'additional info and email',
      { additionalInfo: 'kliknięto', email: 'ola@example.com' },
      ['additionalInfo', 'email'],
    ],
  ] as const)('%s', (_, extra, keys) => {
    const trace = buildTrace({ location, sessionId: 's', traceType: 'PAGE_VIEW', ...extra })
    const optional = ['additionalInfo', 'traceTypeForExperiment', 'webinarId', 'email']
    expect(Object.keys(trace).filter((key) => optional.includes(key))).toEqual(keys)
  })

  it('cuts over-long URL parts to the contract bounds', () => {
    const long = 'x'.repeat(10_000)
    const trace = buildTrace({
      location: { origin: long, pathname: `/${long}`, search: `?q=${long}`, href: long },
      sessionId: long,
      traceType: 'PAGE_VIEW',
      additionalInfo: long,
    })
    expect(TraceInputSchema.safeParse(trace).success).toBe(true)
    expect(trace.href).toHaveLength(2_500)
  })
})
