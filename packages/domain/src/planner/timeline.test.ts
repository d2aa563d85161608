import { describe, expect, it } from 'vitest'
import {
  dayOfKey,
  earliestStart,
  freeSpans,
  midnightOf,
  subtract,
  WarsawDay,
  weekdayOf,
} from './timeline'
import { NO_WINDOWS, everyDay, warsaw, window } from './planner.fixtures'

const HOUR = 3_600_000
const day = (key: string) => new WarsawDay(dayOfKey(key))

describe('Warsaw days', () => {
  it.each([
    ['1970-01-01', 'THU'],
    ['2026-03-29', 'SUN'],
    ['2026-11-30', 'MON'],
    ['2027-01-02', 'SAT'],
  ])('%s is a %s', (key, weekday) => {
    expect(weekdayOf(dayOfKey(key))).toBe(weekday)
  })

  it.each([
    ['an ordinary winter day', '2026-01-15', '2026-01-14T23:00:00.000Z', 24],
    ['an ordinary summer day', '2026-07-15', '2026-07-14T22:00:00.000Z', 24],
    ['the spring changeover', '2026-03-29', '2026-03-28T23:00:00.000Z', 23],
    ['the autumn changeover', '2026-10-25', '2026-10-24T22:00:00.000Z', 25],
  ])('begins %s at its Warsaw midnight and lasts its hours', (_name, key, midnight, hours) => {
    const warsawDay = day(key)
    expect(new Date(warsawDay.start).toISOString()).toBe(midnight)
    expect((warsawDay.end - warsawDay.start) / HOUR).toBe(hours)
    expect(midnightOf(dayOfKey(key) + 1)).toBe(warsawDay.end)
  })

  it.each([
    // A 01:00–04:00 window is 2 real hours in March and 4 in October (decision 0026).
    ['2026-03-29', '01:00', '04:00', 2],
    ['2026-10-25', '01:00', '04:00', 4],
    ['2026-03-28', '01:00', '04:00', 3],
    ['2026-03-29', '16:00', '17:00', 1],
    ['2026-10-25', '00:00', '24:00', 25],
  ])('on %s the window %s–%s lasts %i real hours', (key, start, end, hours) => {
    const [from, to] = [start, end].map((t) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3)))
    const span = day(key).span(from as number, to as number)
    expect(span && (span[1] - span[0]) / HOUR).toBe(hours)
  })

  it('reads wall times of a changeover day as fromWarsawLocal does (02:30 in March is 03:30)', () => {
    const march = day('2026-03-29')
    expect(march.at(150)).toBe(warsaw(2026, 3, 29, 3, 30).getTime())
    expect(march.at(16 * 60)).toBe(warsaw(2026, 3, 29, 16).getTime())
    const october = day('2026-10-25')
    expect(october.at(16 * 60)).toBe(warsaw(2026, 10, 25, 16).getTime())
  })

  it('keeps a window DST swallows out', () => {
    expect(day('2026-03-29').span(120, 180)).toBeNull()
  })
})

describe('free time', () => {
  const input = {
    windows: { ...NO_WINDOWS, SAT: [window('10:00', '13:00'), window('16:00', '19:00')] },
  }
  const saturday = day('2026-12-05')
  const at = (h: number, m = 0) => warsaw(2026, 12, 5, h, m).getTime()

  it('is the windows of the weekday', () => {
    expect(freeSpans(input, saturday, new Set(), 0, [])).toEqual([
      [at(10), at(13)],
      [at(16), at(19)],
    ])
    expect(freeSpans(input, day('2026-12-04'), new Set(), 0, [])).toEqual([])
  })

  it('is none on a day off', () => {
    expect(freeSpans(input, saturday, new Set([saturday.day]), 0, [])).toEqual([])
  })

  it('starts no earlier than now, on the next whole 5 minutes', () => {
    expect(earliestStart(at(11, 2) + 1)).toBe(at(11, 5))
    expect(earliestStart(at(11, 5))).toBe(at(11, 5))
    expect(freeSpans(input, saturday, new Set(), earliestStart(at(11, 2)), [])).toEqual([
      [at(11, 5), at(13)],
      [at(16), at(19)],
    ])
  })

  it('leaves out fixed events, such as the 17:00 consultation', () => {
    expect(freeSpans(input, saturday, new Set(), 0, [[at(17), at(18)]])).toEqual([
      [at(10), at(13)],
      [at(16), at(17)],
      [at(18), at(19)],
    ])
  })

  it('subtracts overlapping busy spans', () => {
    expect(
      subtract(
        [[0, 100]],
        [
          [10, 50],
          [20, 30],
          [40, 60],
          [90, 200],
        ],
      ),
    ).toEqual([
      [0, 10],
      [60, 90],
    ])
    expect(
      subtract(
        [
          [0, 100],
          [200, 300],
        ],
        [[50, 250]],
      ),
    ).toEqual([
      [0, 50],
      [250, 300],
    ])
  })

  it('gives every day the same windows with everyDay', () => {
    expect(everyDay(window('08:00', '09:00')).SUN).toEqual([{ start: '08:00', end: '09:00' }])
  })
})
