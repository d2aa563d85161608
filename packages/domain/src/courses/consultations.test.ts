import { describe, expect, it } from 'vitest'
import {
  consultationJoin,
  introMeetingEnd,
  introMeetingSlots,
  isIntroMeetingTime,
  nextConsultation,
  nextConsultations,
} from './consultations'
import { formatWarsawDateTime, polishWeekday } from '../shared/format'

const iso = (dates: Date[]) => dates.map((date) => date.toISOString())

describe('nextConsultations', () => {
  it.each([
    ['Wednesday', '2025-10-01T10:00:00Z', ['2025-10-04T15:00:00.000Z', '2025-10-11T15:00:00.000Z']],
    [
      'Saturday morning',
      '2025-10-04T08:00:00Z',
      ['2025-10-04T15:00:00.000Z', '2025-10-11T15:00:00.000Z'],
    ],
    [
      'Saturday 16:59:59.999',
      '2025-10-04T14:59:59.999Z',
      ['2025-10-04T15:00:00.000Z', '2025-10-11T15:00:00.000Z'],
    ],
    [
      'Saturday exactly 17:00 (started → next week)',
      '2025-10-04T15:00:00Z',
      ['2025-10-11T15:00:00.000Z', '2025-10-18T15:00:00.000Z'],
    ],
    [
      'Saturday evening',
      '2025-10-04T18:00:00Z',
      ['2025-10-11T15:00:00.000Z', '2025-10-18T15:00:00.000Z'],
    ],
    [
      'Friday 23:30 UTC is Saturday 01:30 in Warsaw',
      '2025-10-03T23:30:00Z',
      ['2025-10-04T15:00:00.000Z', '2025-10-11T15:00:00.000Z'],
    ],
    ['Sunday', '2025-10-05T10:00:00Z', ['2025-10-11T15:00:00.000Z', '2025-10-18T15:00:00.000Z']],
    // Spring: clocks go forward on Sunday 2025-03-30.
    [
      'across the spring change',
      '2025-03-27T10:00:00Z',
      ['2025-03-29T16:00:00.000Z', '2025-04-05T15:00:00.000Z'],
    ],
    [
      'Saturday before the spring change, after 17:00',
      '2025-03-29T17:00:00Z',
      ['2025-04-05T15:00:00.000Z', '2025-04-12T15:00:00.000Z'],
    ],
    // Autumn: clocks go back on Sunday 2025-10-26.
    [
      'across the autumn change',
      '2025-10-23T10:00:00Z',
      ['2025-10-25T15:00:00.000Z', '2025-11-01T16:00:00.000Z'],
    ],
    [
      'on the autumn change Sunday',
      '2025-10-26T01:30:00Z',
      ['2025-11-01T16:00:00.000Z', '2025-11-08T16:00:00.000Z'],
    ],
  ])('%s', (_, now, expected) => {
    expect(iso(nextConsultations(new Date(now), 2))).toEqual(expected)
  })

  it('is always a Saturday 17:00 in Warsaw, a year ahead', () => {
    const dates = nextConsultations(Date.parse('2025-01-01T00:00:00Z'), 60)
    expect(new Set(dates.map(polishWeekday))).toEqual(new Set(['sobota']))
    expect(dates.every((date) => formatWarsawDateTime(date).endsWith(' 17:00'))).toBe(true)
    expect(dates.slice(1).every((date, i) => date > (dates[i] as Date))).toBe(true)
  })

  it.each([0, -1])('count %d → none', (count) => {
    expect(nextConsultations(new Date('2025-10-01T10:00:00Z'), count)).toEqual([])
  })

  it('nextConsultation is the first of the list', () => {
    expect(nextConsultation(new Date('2025-10-04T15:00:00Z')).toISOString()).toBe(
      '2025-10-11T15:00:00.000Z',
    )
  })
})

describe('consultationJoin', () => {
  it.each([
    // 2026-10-24 is the Saturday before the autumn change (17:00 CEST = 15:00 UTC).
    ['a day before: waiting', '2026-10-23T15:00:00Z', 'waiting', '2026-10-24T15:00:00.000Z'],
    [
      '10:01 minutes before: waiting',
      '2026-10-24T14:49:59.999Z',
      'waiting',
      '2026-10-24T15:00:00.000Z',
    ],
    ['exactly 10 minutes before: open', '2026-10-24T14:50:00Z', 'open', '2026-10-24T15:00:00.000Z'],
    ['at the start: open', '2026-10-24T15:00:00Z', 'open', '2026-10-24T15:00:00.000Z'],
    ['59 minutes in: open', '2026-10-24T15:59:59.999Z', 'open', '2026-10-24T15:00:00.000Z'],
    // After the change 17:00 CET is 16:00 UTC.
    [
      'at the end: waiting for next week',
      '2026-10-24T16:00:00Z',
      'waiting',
      '2026-10-31T16:00:00.000Z',
    ],
    ['in winter, 5 minutes before', '2026-10-31T15:55:00Z', 'open', '2026-10-31T16:00:00.000Z'],
    // Spring: clocks go forward on Sunday 2027-03-28.
    [
      'the Saturday before the spring change',
      '2027-03-27T15:55:00Z',
      'open',
      '2027-03-27T16:00:00.000Z',
    ],
    [
      'the Saturday after the spring change',
      '2027-04-03T14:55:00Z',
      'open',
      '2027-04-03T15:00:00.000Z',
    ],
  ])('%s', (_, now, state, startsAt) => {
    const join = consultationJoin(new Date(now))
    expect(join.state).toBe(state)
    expect(join.startsAt.toISOString()).toBe(startsAt)
    if (join.state === 'open')
      expect(join.endsAt.getTime() - join.startsAt.getTime()).toBe(60 * 60_000)
    else expect(join.startsAt.getTime() - join.opensAt.getTime()).toBe(10 * 60_000)
  })
})

describe('introMeetingSlots', () => {
  it.each([
    [
      'Monday: this Wednesday first',
      '2026-10-19T10:00:00Z',
      ['2026-10-21T17:00:00.000Z', '2026-10-28T18:00:00.000Z'],
    ],
    [
      'Wednesday 16:59 Warsaw (2 h 1 min before): still bookable',
      '2026-10-21T14:59:00Z',
      ['2026-10-21T17:00:00.000Z', '2026-10-28T18:00:00.000Z'],
    ],
    [
      'Wednesday 17:00 Warsaw (2 h before): closed, next week first',
      '2026-10-21T15:00:00Z',
      ['2026-10-28T18:00:00.000Z', '2026-11-04T18:00:00.000Z'],
    ],
    [
      'across the spring change',
      '2027-03-22T10:00:00Z',
      ['2027-03-24T18:00:00.000Z', '2027-03-31T17:00:00.000Z'],
    ],
  ])('%s', (_, now, expected) => {
    expect(iso(introMeetingSlots(new Date(now), 2))).toEqual(expected)
  })

  it('is always Wednesday 19:00 in Warsaw', () => {
    const slots = introMeetingSlots(Date.parse('2026-01-01T00:00:00Z'), 60)
    expect(new Set(slots.map(polishWeekday))).toEqual(new Set(['środa']))
    expect(slots.every((date) => formatWarsawDateTime(date).endsWith(' 19:00'))).toBe(true)
    expect(slots.every(isIntroMeetingTime)).toBe(true)
  })

  it.each([
    ['2026-10-21T17:00:00Z', true],
    ['2026-10-28T18:00:00Z', true],
    ['2026-10-28T17:00:00Z', false],
    ['2026-10-22T17:00:00Z', false],
    ['2026-10-21T17:00:00.500Z', false],
  ])('isIntroMeetingTime(%s) = %s', (at, expected) => {
    expect(isIntroMeetingTime(new Date(at))).toBe(expected)
  })

  it('a meeting lasts 45 minutes', () => {
    expect(introMeetingEnd(new Date('2026-10-21T17:00:00Z')).toISOString()).toBe(
      '2026-10-21T17:45:00.000Z',
    )
  })
})
