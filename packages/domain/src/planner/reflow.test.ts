import { describe, expect, it } from 'vitest'
import { reflow, type ReflowBlock } from './reflow'
import { NO_WINDOWS, planInput, subject, wallTime, warsaw, window } from './planner.fixtures'
import { toWarsawDateKey } from '../shared/format'

const SCHOOL_DAYS = [window('16:00', '19:30')]
const input = planInput({
  windows: {
    ...NO_WINDOWS,
    MON: SCHOOL_DAYS,
    TUE: SCHOOL_DAYS,
    WED: SCHOOL_DAYS,
    THU: SCHOOL_DAYS,
    FRI: SCHOOL_DAYS,
  },
  subjects: [
    subject('matematyka', '2026-12-07', [['Funkcja kwadratowa', 4]], { kind: 'EXAM' }),
    subject('biologia', '2026-12-14', [['Genetyka', 4]], { kind: 'EXAM' }),
  ],
})

/** A block on a Warsaw day from a wall time, of some minutes. */
function block(
  id: string,
  day: [number, number],
  time: string,
  minutes: number,
  change: Partial<ReflowBlock> = {},
): ReflowBlock {
  const start = warsaw(2026, day[0], day[1], Number(time.slice(0, 2)), Number(time.slice(3)))
  return {
    id,
    subject: 'matematyka',
    topic: 'Funkcja kwadratowa',
    kind: 'LEARN',
    status: 'PLANNED',
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + minutes * 60_000).toISOString(),
    ...change,
  }
}

const where = (iso: string) => `${toWarsawDateKey(Date.parse(iso))} ${wallTime(iso)}`

describe('reflow', () => {
  it('moves a missed block to the nearest free slot from now, a break after the others', () => {
    const blocks = [
      block('missed', [11, 30], '16:00', 45, { status: 'MISSED' }),
      block('today1', [12, 1], '16:00', 45),
      block('today2', [12, 1], '16:55', 45, { subject: 'biologia', topic: 'Genetyka' }),
    ]
    const { reflowed, unplaced } = reflow({ input, blocks }, warsaw(2026, 12, 1, 15))
    expect(unplaced).toEqual([])
    expect(reflowed).toEqual([
      {
        blockId: 'missed',
        from: blocks[0]?.startsAt,
        to: warsaw(2026, 12, 1, 17, 50).toISOString(),
        endsAt: warsaw(2026, 12, 1, 18, 35).toISOString(),
      },
    ])
  })

  it.each([
    // now (1 December), what is already there, where the missed block goes
    ['16:20, 5 minutes on', [16, 20], [], '2026-12-01 16:20'],
    ['19:00, too late today', [19, 0], [], '2026-12-02 16:00'],
    ['a full afternoon', [9, 0], [['16:00', 200]], '2026-12-02 16:00'],
    [
      'a gap too short',
      [9, 0],
      [
        ['16:00', 45],
        ['17:20', 130],
      ],
      '2026-12-02 16:00',
    ],
    [
      'a gap just long enough',
      [9, 0],
      [
        ['16:00', 45],
        ['17:50', 100],
      ],
      '2026-12-01 16:55',
    ],
  ] as const)('from %s', (_name, [hour, minute], others, expected) => {
    const blocks = [
      block('missed', [11, 30], '16:00', 45, { status: 'MISSED' }),
      ...others.map(([time, minutes], i) => block(`b${i}`, [12, 1], time, minutes)),
    ]
    const { reflowed } = reflow({ input, blocks }, warsaw(2026, 12, 1, hour, minute))
    expect(reflowed.map((move) => where(move.to))).toEqual([expected])
  })

  it('skips days off, weekends and fixed events', () => {
    const blocks = [block('missed', [12, 3], '16:00', 45, { status: 'MISSED' })]
    const { reflowed } = reflow(
      {
        input: {
          ...input,
          daysOff: ['2026-12-07'],
          fixedEvents: [
            {
              startsAt: warsaw(2026, 12, 8, 15).toISOString(),
              endsAt: warsaw(2026, 12, 8, 17, 30).toISOString(),
            },
          ],
          subjects: [
            subject('matematyka', '2026-12-20', [['Funkcja kwadratowa', 4]], { kind: 'EXAM' }),
          ],
        },
        blocks,
      },
      warsaw(2026, 12, 4, 19, 30),
    )
    expect(reflowed.map((move) => where(move.to))).toEqual(['2026-12-08 17:30'])
  })

  it('keeps learning before the exam’s buffer, reviews before its day', () => {
    const blocks = [
      block('learn', [12, 3], '16:00', 45, { status: 'MISSED' }),
      block('review', [12, 3], '16:55', 20, { status: 'MISSED', kind: 'REVIEW' }),
      block('fri', [12, 4], '16:00', 210),
    ]
    const { reflowed, unplaced } = reflow({ input, blocks }, warsaw(2026, 12, 3, 20))
    // Friday 4 December is full; Saturday and Sunday have no windows: the exam is Monday.
    expect(reflowed).toEqual([])
    expect(unplaced).toEqual([
      {
        subject: 'matematyka',
        topic: 'Funkcja kwadratowa',
        kind: 'LEARN',
        minutes: 45,
        blockId: 'learn',
        message: 'Nie mieści się przed sprawdzianem: brakuje ok. 45 min.',
      },
      {
        subject: 'matematyka',
        topic: 'Funkcja kwadratowa',
        kind: 'REVIEW',
        minutes: 20,
        blockId: 'review',
        message: 'Nie mieści się przed sprawdzianem: brakuje ok. 20 min.',
      },
    ])
  })

  it('lets a review use the buffer days that learning may not', () => {
    const weekend = [window('10:00', '12:00')]
    const blocks = [
      block('learn', [12, 3], '16:00', 45, { status: 'MISSED' }),
      block('review', [12, 3], '16:55', 20, { status: 'MISSED', kind: 'REVIEW' }),
      block('fri', [12, 4], '16:00', 210),
    ]
    const { reflowed, unplaced } = reflow(
      { input: { ...input, windows: { ...input.windows, SAT: weekend } }, blocks },
      warsaw(2026, 12, 3, 20),
    )
    expect(reflowed.map((move) => `${move.blockId} ${where(move.to)}`)).toEqual([
      'review 2026-12-05 10:00',
    ])
    expect(unplaced.map((u) => u.blockId)).toEqual(['learn'])
  })

  it('moves several missed blocks by exam date, subject and topic, one after another', () => {
    const blocks = [
      block('bio', [11, 30], '16:00', 45, {
        status: 'MISSED',
        subject: 'biologia',
        topic: 'Genetyka',
      }),
      block('math2', [11, 30], '17:50', 45, { status: 'MISSED' }),
      block('math1', [11, 30], '16:55', 45, { status: 'MISSED' }),
    ]
    const { reflowed } = reflow({ input, blocks }, warsaw(2026, 12, 1, 9))
    expect(reflowed.map((move) => `${move.blockId} ${where(move.to)}`)).toEqual([
      'math1 2026-12-01 16:00',
      'math2 2026-12-01 16:55',
      'bio 2026-12-01 17:50',
    ])
  })

  it('moves only the blocks named, and never a planned or done one', () => {
    const blocks = [
      block('named', [11, 30], '16:00', 45, { status: 'MISSED' }),
      block('other', [11, 30], '16:55', 45, { status: 'MISSED' }),
      block('done', [11, 30], '17:50', 45, { status: 'DONE' }),
    ]
    const { reflowed } = reflow(
      { input, blocks, blockIds: ['named', 'done'] },
      warsaw(2026, 12, 1, 9),
    )
    expect(reflowed.map((move) => move.blockId)).toEqual(['named'])
  })

  it('gives a block of a subject no longer in the plan the plan’s whole reach', () => {
    const blocks = [
      block('hist', [11, 30], '16:00', 45, {
        status: 'MISSED',
        subject: 'historia',
        topic: 'Piastowie',
      }),
    ]
    const { reflowed } = reflow({ input, blocks }, warsaw(2026, 12, 1, 9))
    expect(reflowed.map((move) => where(move.to))).toEqual(['2026-12-01 16:00'])
  })
})
