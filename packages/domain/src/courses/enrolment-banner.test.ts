import { describe, expect, it } from 'vitest'
import { ENROLMENT_DEADLINE } from '../shared/constants'
import { countdownParts, enrolmentBanner } from './enrolment-banner'

const D = ENROLMENT_DEADLINE.getTime()
const SECOND = 1000
const countdown = (days: number, hours: number, minutes: number, seconds: number) => ({
  days,
  hours,
  minutes,
  seconds,
})

describe('enrolmentBanner', () => {
  it.each([
    ['a week before', D - 7 * 86_400 * SECOND, countdown(7, 0, 0, 0)],
    ['1 d 2 h 3 min 4 s before', D - 93_784 * SECOND, countdown(1, 2, 3, 4)],
    ['one second before', D - SECOND, countdown(0, 0, 0, 1)],
    ['one millisecond before (never shows zero)', D - 1, countdown(0, 0, 0, 1)],
    ['1.5 s before rounds up', D - 1500, countdown(0, 0, 0, 2)],
  ])('%s: visible with a countdown', (_, now, remaining) => {
    expect(enrolmentBanner(now, { isParent: false })).toEqual({
      visible: true,
      deadlineLabel: '30.09.2025 23:59',
      remaining,
      detailsTo: '/prezentacja',
    })
  })

  it.each([
    ['at the deadline', D],
    ['one millisecond after', D + 1],
    ['a year after', D + 365 * 86_400 * SECOND],
  ])('%s: hidden', (_, now) => {
    expect(enrolmentBanner(now, { isParent: false })).toEqual({ visible: false })
    expect(enrolmentBanner(new Date(now), { isParent: true })).toEqual({ visible: false })
  })

  // Decision 0108: SPEC's /platforma and /platforma/prezentacja are not built yet.
  it.each([
    [{ isParent: true }, '/kurs-efektywnego-dzialania/rodzice'],
    [{ isParent: false }, '/prezentacja'],
    [null, '/prezentacja'],
  ])('details for %o go to %s', (user, to) => {
    const banner = enrolmentBanner(new Date(D - 60 * SECOND), user)
    expect(banner.visible && banner.detailsTo).toBe(to)
  })
})

describe('countdownParts', () => {
  it.each([
    [0, countdown(0, 0, 0, 0)],
    [-5000, countdown(0, 0, 0, 0)],
    [59_999, countdown(0, 0, 1, 0)],
    [3_600_000, countdown(0, 1, 0, 0)],
    [86_399_000, countdown(0, 23, 59, 59)],
  ])('%d ms', (ms, parts) => {
    expect(countdownParts(ms)).toEqual(parts)
  })
})
