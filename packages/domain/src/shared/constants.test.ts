import { LIMITS } from '@app/contract'
import { describe, expect, it } from 'vitest'
import * as constants from './constants'
import { formatWarsawDateTime } from './format'

describe('SPEC §9 constants', () => {
  it.each([
    ['USER_REFRESH_INTERVAL_MS', 120_000],
    ['USER_STALE_TIME_MS', 120_000],
    ['USER_REQUEST_TIMEOUT_MS', 30_000],
    ['MAX_RETRIES', 3],
    ['TOAST_DURATION_MS', 4000],
    ['REPEATED_VIEW_THRESHOLD_MS', 300_000],
    ['SIGNED_URL_SAFETY_MARGIN_MS', 30_000],
    ['HOME_RANDOM_ARTICLES', 2],
    ['WEEK_UNLOCK_DAYS', 7],
    ['WEEK_UNLOCK_MS', 604_800_000],
    ['KED_WEEKS', 9],
    ['ZN_VIDEO_MINUTES', 90],
    ['RESEND_WAIT_MS', 60_000],
    ['COOKIE_CONSENT_MAX_AGE_DAYS', 365],
    ['CLEANUP_INTERVAL_MS', 60_000],
    ['SUPPORT_WIDGET_DELAY_MS', 10_000],
    ['SETTINGS_REFETCH_DELAY_MS', 1000],
    ['MEDITATION_MINUTES', 10],
    ['MIND_MAPS_MIN', 3],
    ['BRAIN_DUMP_HOURS', '1-2'],
    ['CONSULTATION_WEEKDAY', 6],
    ['CONSULTATION_HOUR', 17],
    ['CONSULTATION_MINUTE', 0],
    ['CONSULTATION_DURATION_MINUTES', 60],
    ['CONSULTATION_JOIN_OPENS_MINUTES', 10],
    ['INTRO_MEETING_WEEKDAY', 3],
    ['INTRO_MEETING_HOUR', 19],
    ['INTRO_MEETING_DURATION_MINUTES', 45],
    ['INTRO_MEETING_CAPACITY', 12],
    ['WARSAW_TIME_ZONE', 'Europe/Warsaw'],
    ['STATISTICS_HIDDEN_FOR', 'isParent'],
  ] as const)('%s = %s', (name, value) => {
    expect(constants[name]).toBe(value)
  })

  it.each([
    ['ENROLMENT_DEADLINE', '2025-09-30T21:59:59.000Z', '30.09.2025 23:59'],
    ['PLATFORM_LAUNCH', '2025-09-26T16:00:00.000Z', '26.09.2025 18:00'],
    ['RANKING_VISIBLE_FROM', '2025-10-12T22:00:00.000Z', '13.10.2025 00:00'],
  ] as const)('%s is %s (%s in Warsaw)', (name, iso, warsaw) => {
    expect(constants[name].toISOString()).toBe(iso)
    expect(formatWarsawDateTime(constants[name])).toBe(warsaw)
  })

  it('re-exports the contract form bounds rather than defining its own', () => {
    expect(constants.LIMITS).toBe(LIMITS)
  })
})
