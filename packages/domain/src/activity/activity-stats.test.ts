import { describe, expect, it } from 'vitest'
import {
  ACTIVE_DAY_MIN_SECONDS,
  streaks,
  studySecondsByDay,
  type StudyEvent,
} from './activity-stats'

const event = (occurredAt: string, studySeconds = 600, id?: string): StudyEvent =>
  id === undefined ? { occurredAt, studySeconds } : { id, occurredAt, studySeconds }

describe('studySecondsByDay', () => {
  it('sums per Warsaw day, 23:59:59.999 and 00:00 on different days', () => {
    const days = studySecondsByDay([
      event('2025-01-15T22:59:59.999Z', 100),
      event('2025-01-15T23:00:00.000Z', 200),
      event('2025-01-15T12:00:00.000Z', 50),
    ])
    expect([...days]).toEqual([
      ['2025-01-15', 150],
      ['2025-01-16', 200],
    ])
  })

  it('counts the 23-hour and the 25-hour day as single days', () => {
    const days = studySecondsByDay([
      event('2025-03-29T23:00:00.000Z', 1), // 00:00 CET
      event('2025-03-30T00:59:59.999Z', 2), // 01:59:59.999 CET
      event('2025-03-30T01:00:00.000Z', 4), // 03:00 CEST
      event('2025-03-30T21:59:59.999Z', 8), // 23:59:59.999 CEST
      event('2025-10-25T22:00:00.000Z', 16), // 00:00 CEST
      event('2025-10-26T00:30:00.000Z', 32), // 02:30 CEST
      event('2025-10-26T01:30:00.000Z', 64), // 02:30 CET
      event('2025-10-26T22:59:59.999Z', 128), // 23:59:59.999 CET
    ])
    expect([...days]).toEqual([
      ['2025-03-30', 15],
      ['2025-10-26', 240],
    ])
  })

  it('gives the same days in any order, sorted ascending', () => {
    const events = [
      event('2026-01-01T08:00:00.000Z', 300),
      event('2025-12-31T22:30:00.000Z', 100),
      event('2028-02-29T10:00:00.000Z', 700),
      event('2025-12-31T23:30:00.000Z', 200),
    ]
    const expected = [
      ['2025-12-31', 100],
      ['2026-01-01', 500],
      ['2028-02-29', 700],
    ]
    expect([...studySecondsByDay(events)]).toEqual(expected)
    expect([...studySecondsByDay([...events].reverse())]).toEqual(expected)
  })

  it('counts a copy (same id, same instant) once, however often and wherever it appears', () => {
    const a = event('2025-05-05T10:00:00.000Z', 400, 'evt-a')
    const b = event('2025-05-05T11:00:00.000Z', 100, 'evt-b')
    const days = studySecondsByDay([a, b, { ...a }, b, a])
    expect(days.get('2025-05-05')).toBe(500)
  })

  it('counts one id at two instants twice, in either order (two events, not a copy)', () => {
    const first = event('2025-05-05T10:00:00.000Z', 400, 'evt-a')
    const later = event('2025-05-06T10:00:00.000Z', 100, 'evt-a')
    const expected = [
      ['2025-05-05', 400],
      ['2025-05-06', 100],
    ]
    expect([...studySecondsByDay([first, later])]).toEqual(expected)
    expect([...studySecondsByDay([later, first])]).toEqual(expected)
  })

  it('counts equal events without an id each time (nothing tells them apart)', () => {
    const days = studySecondsByDay([
      event('2025-05-05T10:00:00Z', 60),
      event('2025-05-05T10:00:00Z', 60),
    ])
    expect(days.get('2025-05-05')).toBe(120)
  })

  it('skips unreadable instants and non-positive or non-finite seconds', () => {
    const days = studySecondsByDay([
      event('2025-02-30T10:00:00.000Z', 100),
      event('not a date', 100),
      event('2025-05-05T10:00:00.000Z', 0),
      event('2025-05-05T10:00:00.000Z', -50),
      event('2025-05-05T10:00:00.000Z', Number.NaN),
      event('2025-05-05T10:00:00.000Z', Number.POSITIVE_INFINITY),
      event('2025-05-05T10:00:00.000Z', 30),
    ])
    expect([...days]).toEqual([['2025-05-05', 30]])
  })
})

describe('streaks', () => {
  const active = ACTIVE_DAY_MIN_SECONDS

  it.each([
    ['no days', {}, '2025-06-10', { current: 0, longest: 0, activeToday: false }],
    [
      'three days ending today',
      { '2025-06-08': active, '2025-06-09': 900, '2025-06-10': 3600 },
      '2025-06-10',
      { current: 3, longest: 3, activeToday: true },
    ],
    [
      'today not yet active keeps yesterday’s streak',
      { '2025-06-07': active, '2025-06-08': active, '2025-06-09': active },
      '2025-06-10',
      { current: 3, longest: 3, activeToday: false },
    ],
    [
      'today under 5 minutes is not active, yesterday’s streak stays',
      { '2025-06-08': active, '2025-06-09': active, '2025-06-10': active - 1 },
      '2025-06-10',
      { current: 2, longest: 2, activeToday: false },
    ],
    [
      'a one-day gap breaks the streak',
      { '2025-06-06': active, '2025-06-07': active, '2025-06-09': active, '2025-06-10': active },
      '2025-06-10',
      { current: 2, longest: 2, activeToday: true },
    ],
    [
      'a gap yesterday and nothing today: no current streak',
      { '2025-06-07': active, '2025-06-08': active },
      '2025-06-10',
      { current: 0, longest: 2, activeToday: false },
    ],
    [
      'a day under 5 minutes is a gap',
      { '2025-06-08': active, '2025-06-09': 299, '2025-06-10': active },
      '2025-06-10',
      { current: 1, longest: 1, activeToday: true },
    ],
    [
      'the longest streak may lie in the past; days after today are ignored',
      {
        '2025-05-01': active,
        '2025-05-02': active,
        '2025-05-03': active,
        '2025-05-04': active,
        '2025-06-10': active,
        '2025-06-11': active,
        '2025-06-12': active,
      },
      '2025-06-10',
      { current: 1, longest: 4, activeToday: true },
    ],
    [
      'the 23-hour and 25-hour days are single days of a streak',
      {
        '2025-03-29': active,
        '2025-03-30': active,
        '2025-03-31': active,
        '2025-10-25': active,
        '2025-10-26': active,
        '2025-10-27': active,
        '2025-10-28': active,
      },
      '2025-10-28',
      { current: 4, longest: 4, activeToday: true },
    ],
    [
      'across the leap day',
      { '2028-02-28': active, '2028-02-29': active, '2028-03-01': active },
      '2028-03-02',
      { current: 3, longest: 3, activeToday: false },
    ],
    [
      'across the year boundary',
      { '2025-12-30': active, '2025-12-31': active, '2026-01-01': active },
      '2026-01-01',
      { current: 3, longest: 3, activeToday: true },
    ],
  ])('%s', (_name, days: Record<string, number>, today, expected) => {
    expect(streaks(days, today)).toEqual(expected)
    expect(streaks(new Map(Object.entries(days)), today)).toEqual(expected)
  })

  it('takes the output of studySecondsByDay, events in any order', () => {
    const events = [
      event('2025-12-31T23:10:00.000Z', 200, 'e1'), // 2026-01-01 00:10
      event('2025-12-30T18:00:00.000Z', 400, 'e2'),
      event('2026-01-01T20:00:00.000Z', 150, 'e3'), // 2026-01-01 21:00
      event('2025-12-31T22:59:59.999Z', 300, 'e4'), // 2025-12-31 23:59:59.999
      event('2025-12-30T18:00:00.000Z', 400, 'e2'), // a duplicate
    ]
    expect(streaks(studySecondsByDay(events), '2026-01-02')).toEqual({
      current: 3,
      longest: 3,
      activeToday: false,
    })
  })

  it.each(['2025-02-30', 'today', ''])('refuses today = %j', (today) => {
    expect(() => streaks({}, today)).toThrow(RangeError)
  })
})
