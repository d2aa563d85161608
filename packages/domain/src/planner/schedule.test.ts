import { describe, expect, it } from 'vitest'
import { generatePlan } from './schedule'
import {
  NO_WINDOWS,
  daysOf,
  everyDay,
  planInput,
  show,
  subject,
  wallTime,
  warsaw,
  window,
} from './planner.fixtures'

describe('spaced reviews', () => {
  // Topic A is learned first, on Tuesday 24 March 2026 at 19:00 (CET); B keeps the days busy.
  const plan = (date: string) =>
    generatePlan(
      planInput({
        windows: everyDay(window('19:00', '20:30')),
        sessionMinutes: 60,
        subjects: [
          subject('matematyka', date, [
            ['A', 1],
            ['B', 60],
          ]),
        ],
      }),
      warsaw(2026, 3, 24, 9),
    )
  const reviewsOfA = (date: string) =>
    plan(date).blocks.filter((b) => b.kind === 'REVIEW' && b.topic === 'A')

  it('learns a topic first, then reviews it on Warsaw days +1, +3, +7 and +14', () => {
    const { blocks } = plan('2026-06-30')
    expect(show(blocks[0] as (typeof blocks)[0])).toBe('2026-03-24 19:00–20:00 LEARN matematyka: A')
    expect(reviewsOfA('2026-06-30').map(show)).toEqual([
      '2026-03-25 19:00–19:15 REVIEW matematyka: A',
      '2026-03-27 19:00–19:15 REVIEW matematyka: A',
      // Summer time began on the 29th: +7 days is 167 hours, the wall time stays.
      '2026-03-31 19:00–19:15 REVIEW matematyka: A',
      '2026-04-07 19:00–19:15 REVIEW matematyka: A',
    ])
  })

  it.each([
    // The date, the days of A's reviews.
    ['2026-04-08', ['2026-03-25', '2026-03-27', '2026-03-31', '2026-04-07']],
    ['2026-04-07', ['2026-03-25', '2026-03-27', '2026-03-31', '2026-04-06']],
    ['2026-03-31', ['2026-03-25', '2026-03-27', '2026-03-30']],
    ['2026-03-28', ['2026-03-25', '2026-03-27']],
    ['2026-03-27', ['2026-03-25', '2026-03-26']],
  ])('before a date on %s pulls reviews to its eve or drops them: %j', (date, days) => {
    expect(daysOf(reviewsOfA(date), 'REVIEW')).toEqual(days)
  })
})

describe('an exam', () => {
  const plan = generatePlan(
    planInput({
      subjects: [
        subject('matematyka', '2026-12-07', [['Funkcja kwadratowa', 4]], {
          kind: 'EXAM',
          title: 'Sprawdzian',
          difficulty: 'HARD',
        }),
      ],
    }),
    warsaw(2026, 11, 30, 9),
  )

  it('leaves its last 2 days to reviews and the mock exam', () => {
    expect(daysOf(plan.blocks, 'LEARN').every((day) => day < '2026-12-05')).toBe(true)
    const buffer = plan.blocks.filter((b) => b.startsAt >= '2026-12-04T23:00')
    expect(buffer.map((b) => b.kind)).toEqual(['MOCK_EXAM', 'REVIEW'])
    expect(buffer.map(show)).toEqual([
      '2026-12-05 16:00–17:30 MOCK_EXAM matematyka: Sprawdzian',
      // Reviews of the topic learned by 3 December: +3 is the 6th; +7 and +14, pulled to the
      // exam's eve, fall on it too and are dropped.
      '2026-12-06 16:00–16:40 REVIEW matematyka: Funkcja kwadratowa',
    ])
  })

  it('has nothing of its subject on its day or after', () => {
    expect(plan.blocks.every((b) => b.endsAt <= warsaw(2026, 12, 7).toISOString())).toBe(true)
  })

  it('names a mock exam by its topics when it has no title', () => {
    const { blocks } = generatePlan(
      planInput({
        subjects: [
          subject(
            'biologia',
            '2026-12-03',
            [
              ['Genetyka', 1],
              ['Ewolucja', 1],
            ],
            { kind: 'EXAM' },
          ),
        ],
      }),
      warsaw(2026, 11, 30, 9),
    )
    expect(blocks.find((b) => b.kind === 'MOCK_EXAM')?.topic).toBe('Genetyka, Ewolucja')
  })

  it('gives a goal no buffer and no mock exam', () => {
    const { blocks } = generatePlan(
      planInput({
        windows: everyDay(window('16:00', '17:00')),
        subjects: [subject('jezyk-angielski', '2026-12-03', [['FCE Reading', 3]])],
      }),
      warsaw(2026, 11, 30, 9),
    )
    expect(blocks.some((b) => b.kind === 'MOCK_EXAM')).toBe(false)
    expect(daysOf(blocks, 'LEARN')).toContain('2026-12-02')
  })
})

describe('time it never takes', () => {
  const base = {
    subjects: [subject('historia', '2026-12-20', [['Polska Piastów', 30]])],
  }

  it('starts no earlier than now, on the next 5 minutes', () => {
    const { blocks } = generatePlan(planInput(base), warsaw(2026, 11, 30, 16, 21))
    expect(wallTime((blocks[0] as { startsAt: string }).startsAt)).toBe('16:25')
    expect(blocks[0]?.startsAt.slice(0, 10)).toBe('2026-11-30')
  })

  it('skips days off and days without windows', () => {
    const { blocks } = generatePlan(
      planInput({
        ...base,
        windows: { ...everyDay(window('16:00', '19:30')), SUN: [] },
        daysOff: ['2026-12-01', '2026-12-02'],
      }),
      warsaw(2026, 11, 30, 9),
    )
    const days = new Set(daysOf(blocks, 'LEARN'))
    for (const day of ['2026-12-01', '2026-12-02', '2026-12-06', '2026-12-13']) {
      expect(days.has(day), day).toBe(false)
    }
    expect(days.has('2026-12-03')).toBe(true)
  })

  it('keeps clear of fixed events: the Saturday 17:00 consultation, a booked meeting', () => {
    const consultation = {
      startsAt: warsaw(2026, 12, 5, 17).toISOString(),
      endsAt: warsaw(2026, 12, 5, 18).toISOString(),
    }
    const meeting = {
      startsAt: warsaw(2026, 12, 3, 16, 30).toISOString(),
      endsAt: warsaw(2026, 12, 3, 17).toISOString(),
    }
    const { blocks } = generatePlan(
      planInput({ ...base, fixedEvents: [consultation, meeting] }),
      warsaw(2026, 11, 30, 9),
    )
    for (const event of [consultation, meeting]) {
      expect(blocks.filter((b) => b.startsAt < event.endsAt && b.endsAt > event.startsAt)).toEqual(
        [],
      )
    }
    // The windows around them are still used.
    expect(daysOf(blocks, 'LEARN')).toEqual(expect.arrayContaining(['2026-12-03', '2026-12-05']))
  })

  it('places nothing without windows', () => {
    expect(
      generatePlan(planInput({ ...base, windows: NO_WINDOWS }), warsaw(2026, 11, 30)).blocks,
    ).toEqual([])
  })
})

describe('what does not fit', () => {
  it('is reported per topic with how much is missing', () => {
    const { blocks, unplaced } = generatePlan(
      planInput({
        windows: everyDay(window('16:00', '17:00')),
        subjects: [
          subject(
            'matematyka',
            '2026-12-07',
            [
              ['Funkcja kwadratowa', 3],
              ['Ciągi', 2],
            ],
            { kind: 'EXAM' },
          ),
        ],
      }),
      warsaw(2026, 12, 2, 9),
    )
    // Learning may use 2, 3 and 4 December (then the buffer): one block a day; a 90-minute
    // mock exam does not fit a 60-minute window.
    expect(daysOf(blocks, 'LEARN')).toEqual(['2026-12-02', '2026-12-03', '2026-12-04'])
    expect(unplaced).toEqual([
      {
        subject: 'matematyka',
        topic: 'Funkcja kwadratowa',
        kind: 'LEARN',
        minutes: 45,
        blockId: null,
        message: 'Nie mieści się przed sprawdzianem: brakuje ok. 45 min.',
      },
      {
        subject: 'matematyka',
        topic: 'Ciągi',
        kind: 'LEARN',
        minutes: 120,
        blockId: null,
        message: 'Nie mieści się przed sprawdzianem: brakuje ok. 2 godz.',
      },
      {
        subject: 'matematyka',
        topic: 'Funkcja kwadratowa, Ciągi',
        kind: 'MOCK_EXAM',
        minutes: 90,
        blockId: null,
        message: 'Nie mieści się przed sprawdzianem: brakuje ok. 1,5 godz.',
      },
    ])
  })

  it('includes a mock exam with no room before the exam', () => {
    const { unplaced } = generatePlan(
      planInput({
        windows: everyDay(window('16:00', '17:00')),
        subjects: [
          subject('fizyka', '2026-12-04', [['Kinematyka', 0.5]], {
            kind: 'EXAM',
            title: 'Kartkówka',
          }),
        ],
      }),
      warsaw(2026, 12, 2, 9),
    )
    expect(unplaced.map((u) => `${u.kind} ${u.topic} ${u.minutes}`)).toEqual([
      'LEARN Kinematyka 30',
      'MOCK_EXAM Kartkówka 90',
    ])
  })
})

describe('ties', () => {
  it('go by exam date, then subject, then the topics’ order', () => {
    // Everything is due tomorrow: one afternoon holds it all, in the order of the ties.
    const { blocks } = generatePlan(
      planInput({
        windows: everyDay(window('16:00', '18:30')),
        subjects: [
          subject('historia', '2026-12-03', [['H1', 0.5]]),
          subject('chemia', '2026-12-02', [['C1', 0.5]]),
          subject('biologia', '2026-12-02', [
            ['B2', 0.5],
            ['B1', 0.5],
          ]),
        ],
      }),
      warsaw(2026, 12, 1, 9),
    )
    expect(blocks.filter((b) => b.kind === 'LEARN').map(show)).toEqual([
      '2026-12-01 16:00–16:30 LEARN biologia: B2',
      '2026-12-01 16:40–17:10 LEARN biologia: B1',
      '2026-12-01 17:20–17:50 LEARN chemia: C1',
      '2026-12-01 18:00–18:30 LEARN historia: H1',
    ])
  })
})
