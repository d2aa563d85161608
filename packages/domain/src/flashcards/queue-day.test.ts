import { describe, expect, it } from 'vitest'
import { studyDay } from './queue'
import { HOUR, build, card, deck, warsaw } from './queue.fixtures'

describe('studyDay: turns at 04:00 Warsaw', () => {
  it.each([
    // now (Warsaw), start, end (Warsaw wall times), hours long
    ['14:00', warsaw(2026, 11, 26, 14), warsaw(2026, 11, 26, 4), warsaw(2026, 11, 27, 4), 24],
    [
      '03:59 is still yesterday',
      warsaw(2026, 11, 27, 3, 59),
      warsaw(2026, 11, 26, 4),
      warsaw(2026, 11, 27, 4),
      24,
    ],
    [
      '04:00 starts a day',
      warsaw(2026, 11, 27, 4),
      warsaw(2026, 11, 27, 4),
      warsaw(2026, 11, 28, 4),
      24,
    ],
    [
      '00:30 on the 1st',
      warsaw(2026, 12, 1, 0, 30),
      warsaw(2026, 11, 30, 4),
      warsaw(2026, 12, 1, 4),
      24,
    ],
    ['New Year 02:00', warsaw(2027, 1, 1, 2), warsaw(2026, 12, 31, 4), warsaw(2027, 1, 1, 4), 24],
    // Spring forward on Sunday 29 March 2026 at 02:00: that study day has 23 hours.
    [
      'spring, Saturday 23:00',
      warsaw(2026, 3, 28, 23),
      warsaw(2026, 3, 28, 4),
      warsaw(2026, 3, 29, 4),
      23,
    ],
    [
      'spring, Sunday 03:30',
      warsaw(2026, 3, 29, 3, 30),
      warsaw(2026, 3, 28, 4),
      warsaw(2026, 3, 29, 4),
      23,
    ],
    [
      'spring, Sunday 04:00',
      warsaw(2026, 3, 29, 4),
      warsaw(2026, 3, 29, 4),
      warsaw(2026, 3, 30, 4),
      24,
    ],
    // Fall back on Sunday 25 October 2026 at 03:00: 25 hours.
    [
      'autumn, Sunday 02:30',
      warsaw(2026, 10, 25, 2, 30),
      warsaw(2026, 10, 24, 4),
      warsaw(2026, 10, 25, 4),
      25,
    ],
    [
      'autumn, Sunday 03:59',
      warsaw(2026, 10, 25, 3, 59),
      warsaw(2026, 10, 24, 4),
      warsaw(2026, 10, 25, 4),
      25,
    ],
    [
      'autumn, Sunday 04:00',
      warsaw(2026, 10, 25, 4),
      warsaw(2026, 10, 25, 4),
      warsaw(2026, 10, 26, 4),
      24,
    ],
  ])('%s', (_, now, start, end, hours) => {
    expect(studyDay(now)).toEqual({ start, end })
    expect(end.getTime() - start.getTime()).toBe(hours * HOUR)
  })

  it('the second 02:30 of the autumn night is in the same study day', () => {
    const second = new Date(warsaw(2026, 10, 25, 2, 30).getTime() + HOUR)
    expect(studyDay(second).end).toEqual(warsaw(2026, 10, 25, 4))
  })
})

describe('buildQueue: around the turn of the day', () => {
  const cards = [card('r', 'REVIEW', 0), card('l', 'LEARNING', 0)]
  const dueAt = (when: Date) =>
    cards.map((c) => ({ ...c, schedule: { ...c.schedule, due: when.toISOString() } }))

  it.each([
    // now, due, in the queue?
    ['a card due 04:00 at 03:59', warsaw(2026, 11, 27, 3, 59), warsaw(2026, 11, 27, 4), false],
    ['a card due 03:59 at 03:59', warsaw(2026, 11, 27, 3, 59), warsaw(2026, 11, 27, 3, 59), true],
    ['a card due 04:00 at 04:00', warsaw(2026, 11, 27, 4), warsaw(2026, 11, 27, 4), true],
    [
      'a card due 03:59 next night at 04:00',
      warsaw(2026, 11, 27, 4),
      warsaw(2026, 11, 28, 3, 59),
      true,
    ],
    [
      'spring: due Sunday 03:30 at Saturday 22:00',
      warsaw(2026, 3, 28, 22),
      warsaw(2026, 3, 29, 3, 30),
      true,
    ],
    [
      'spring: due Sunday 04:00 at Saturday 22:00',
      warsaw(2026, 3, 28, 22),
      warsaw(2026, 3, 29, 4),
      false,
    ],
    [
      'autumn: due at the second 02:30',
      warsaw(2026, 10, 24, 22),
      new Date(warsaw(2026, 10, 25, 2, 30).getTime() + HOUR),
      true,
    ],
    [
      'autumn: due Sunday 04:00 at Saturday 22:00',
      warsaw(2026, 10, 24, 22),
      warsaw(2026, 10, 25, 4),
      false,
    ],
  ])('%s: in the queue %s', (_, now, due, inQueue) => {
    const built = build(dueAt(due), [deck('A')], new Map(), now)
    expect(built.queue.length).toBe(inQueue ? 2 : 0)
    expect(built.nextDueAt).toBe(inQueue ? null : due.toISOString())
  })
})
