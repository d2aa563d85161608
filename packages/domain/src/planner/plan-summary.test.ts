import { describe, expect, it } from 'vitest'
import type { PlanBlock } from './block-changes'
import { blocksToSettle, nextBlock, nextDeadline, weekProgress } from './plan-summary'
import { subject, warsaw } from './planner.fixtures'

/** Wednesday 28 October 2026, 17:00 Warsaw (the week of 26 October to 1 November). */
const NOW = warsaw(2026, 10, 28, 17).getTime()

function block(
  id: string,
  [month, day]: [number, number],
  time: string,
  status: PlanBlock['status'],
) {
  const start = warsaw(2026, month, day, Number(time.slice(0, 2)), Number(time.slice(3)))
  return {
    id,
    version: 1,
    subject: 'matematyka',
    topic: 'Funkcja kwadratowa',
    kind: 'LEARN',
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 45 * 60_000).toISOString(),
    status,
    focusedMinutes: 0,
  } satisfies PlanBlock
}

const BLOCKS: PlanBlock[] = [
  block('sunday-before', [10, 25], '23:30', 'DONE'),
  block('monday', [10, 26], '00:00', 'DONE'),
  block('tuesday', [10, 27], '16:00', 'PLANNED'),
  block('missed', [10, 27], '17:00', 'MISSED'),
  block('under-way', [10, 28], '16:30', 'PLANNED'),
  block('later', [10, 28], '18:00', 'PLANNED'),
  block('sunday', [11, 1], '23:00', 'DONE'),
  block('next-monday', [11, 2], '00:00', 'PLANNED'),
]

describe('weekProgress', () => {
  it('counts the blocks that start Monday 00:00 to Sunday 23:59 Warsaw, done and in all', () => {
    expect(weekProgress(BLOCKS, NOW)).toEqual({ done: 2, total: 6 })
  })

  it.each([
    ['Monday 00:00', warsaw(2026, 10, 26, 0).getTime()],
    ['Sunday 23:59, after the clocks went back', warsaw(2026, 11, 1, 23, 59).getTime()],
  ])('has the same week on %s', (_name, now) => {
    expect(weekProgress(BLOCKS, now)).toEqual({ done: 2, total: 6 })
  })
})

describe('nextBlock and blocksToSettle', () => {
  it.each([
    ['a block under way is next', NOW, 'under-way', ['tuesday']],
    [
      'once it ends, the next one',
      warsaw(2026, 10, 28, 17, 15).getTime(),
      'later',
      ['tuesday', 'under-way'],
    ],
    [
      'none left',
      warsaw(2026, 11, 3).getTime(),
      null,
      ['tuesday', 'under-way', 'later', 'next-monday'],
    ],
  ])('%s', (_name, now, next, settle) => {
    expect(nextBlock(BLOCKS, now)?.id ?? null).toBe(next)
    expect(blocksToSettle(BLOCKS, now).map((b) => b.id)).toEqual(settle)
  })
})

describe('nextDeadline', () => {
  const subjects = [
    subject('biologia', '2026-11-13', [['Genetyka', 4]], { kind: 'EXAM', title: 'Genetyka' }),
    subject('matematyka', '2026-10-27', [['Funkcja', 4]], { kind: 'EXAM' }),
    subject('historia', '2026-11-13', [['Piastowie', 4]], { kind: 'EXAM' }),
    subject('jezyk-angielski', '2026-10-28', [['Czasy', 4]], { title: 'FCE' }),
  ]

  it.each([
    [
      'today counts',
      NOW,
      { subject: 'jezyk-angielski', kind: 'GOAL', date: '2026-10-28', title: 'FCE' },
    ],
    [
      'a tie goes to the plan’s order',
      warsaw(2026, 10, 29).getTime(),
      { subject: 'biologia', kind: 'EXAM', date: '2026-11-13', title: 'Genetyka' },
    ],
    ['nothing ahead', warsaw(2026, 11, 14).getTime(), null],
  ])('%s', (_name, now, expected) => {
    expect(nextDeadline(subjects, now)).toEqual(expected)
  })
})
