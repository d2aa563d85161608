import { describe, expect, it } from 'vitest'
import { generatePlan } from './schedule'
import {
  NO_WINDOWS,
  everyDay,
  planInput,
  show,
  subject,
  wallTime,
  warsaw,
  window,
} from './planner.fixtures'

/** A goal far away with more to learn than the windows hold: every window gets its block. */
const busyGoal = subject('matematyka', '2027-06-30', [
  ['Analiza', 100],
  ['Geometria', 100],
])

describe('daylight saving time (decision 0026)', () => {
  it.each([
    [
      'the last Sunday of March',
      warsaw(2026, 3, 26, 9),
      ['2026-03-26', '2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31'],
    ],
    [
      'the last Sunday of October',
      warsaw(2026, 10, 22, 9),
      ['2026-10-22', '2026-10-23', '2026-10-24', '2026-10-25', '2026-10-26', '2026-10-27'],
    ],
  ])('keeps a daily 16:00 block at 16:00 around %s', (_name, now, days) => {
    const { blocks } = generatePlan(
      planInput({ windows: everyDay(window('16:00', '16:45')), subjects: [busyGoal] }),
      now,
    )
    const shown = blocks.slice(0, days.length).map(show)
    expect(shown).toEqual(days.map((day) => `${day} 16:00–16:45 LEARN matematyka: Analiza`))
    // The instants move by an hour: 15:00 UTC in winter, 14:00 UTC in summer.
    const utcHours = new Set(blocks.slice(0, days.length).map((b) => b.startsAt.slice(11, 13)))
    expect(utcHours).toEqual(new Set(['15', '14']))
  })

  it('keeps a +7 review at the wall time of its learning into winter time', () => {
    const { blocks } = generatePlan(
      planInput({
        windows: everyDay(window('19:00', '20:30')),
        sessionMinutes: 60,
        subjects: [
          subject('biologia', '2027-01-31', [
            ['Genetyka', 1],
            ['Ewolucja', 60],
          ]),
        ],
      }),
      warsaw(2026, 10, 20, 9),
    )
    const genetics = blocks.filter((b) => b.topic === 'Genetyka')
    expect(genetics.map(show)).toEqual([
      '2026-10-20 19:00–20:00 LEARN biologia: Genetyka',
      '2026-10-21 19:00–19:15 REVIEW biologia: Genetyka',
      '2026-10-23 19:00–19:15 REVIEW biologia: Genetyka',
      '2026-10-27 19:00–19:15 REVIEW biologia: Genetyka',
      '2026-11-03 19:00–19:15 REVIEW biologia: Genetyka',
    ])
    // 7 calendar days, 169 hours.
    const [learned, , , weekLater] = genetics.map((b) => Date.parse(b.startsAt))
    expect(((weekLater as number) - (learned as number)) / 3_600_000).toBe(169)
  })

  it.each([
    // A Sunday 01:00–04:00 window: 2 real hours in March, 3 usually, 4 in October.
    ['2026-03-29', 1, '01:00–03:00'],
    ['2026-04-05', 2, '01:00–02:00'],
    ['2026-10-25', 3, '01:00–02:00'],
  ])('fits %s with %i one-hour blocks into the 01:00–04:00 window', (day, count, first) => {
    const { blocks } = generatePlan(
      planInput({
        windows: { ...NO_WINDOWS, SUN: [window('01:00', '04:00')] },
        sessionMinutes: 60,
        subjects: [busyGoal],
      }),
      warsaw(2026, 3, 28, 12),
    )
    const [year, month, date] = day.split('-').map(Number) as [number, number, number]
    const start = warsaw(year, month, date).toISOString()
    const end = warsaw(year, month, date + 1).toISOString()
    const ofDay = blocks.filter((b) => b.startsAt >= start && b.startsAt < end)
    expect(ofDay).toHaveLength(count)
    expect(`${wallTime(ofDay[0]?.startsAt ?? '')}–${wallTime(ofDay[0]?.endsAt ?? '')}`).toBe(first)
    for (const block of ofDay) {
      expect(Date.parse(block.endsAt) - Date.parse(block.startsAt)).toBe(3_600_000)
      expect(block.endsAt <= warsaw(year, month, date, 4).toISOString()).toBe(true)
    }
  })
})
