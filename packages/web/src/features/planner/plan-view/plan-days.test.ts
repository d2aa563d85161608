import type { Block, Plan } from '@app/contract/planner'
import { describe, expect, it } from 'vitest'
import { blocksToSettle, consultationsBetween, openingDay, planDays } from './plan-days'

const block = (id: string, startsAt: string, status: Block['status'] = 'PLANNED'): Block => ({
  id: id.padEnd(27, '0'),
  version: 1,
  subject: 'biologia',
  topic: 'Genetyka',
  kind: 'LEARN',
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + 45 * 60_000).toISOString(),
  status,
  focusedMinutes: 0,
  focus: null,
})

const plan = (blocks: Block[]): Plan =>
  ({
    id: 'P'.padEnd(27, '0'),
    version: 1,
    input: {
      name: 'Semestr',
      subjects: [
        {
          subject: 'biologia',
          difficulty: 'MEDIUM',
          deadline: { kind: 'EXAM', date: '2026-12-09', title: 'Sprawdzian' },
          topics: [{ title: 'Genetyka', hours: 2 }],
        },
      ],
    },
    blocks,
    unplaced: [],
    archived: false,
    archivedAt: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
  }) as unknown as Plan

describe("the plan's days", () => {
  it('files blocks, the exam and the fixed events under their Warsaw day', () => {
    const late = block('A', '2026-12-01T23:15:00.000Z') // 00:15 on 2 December in Warsaw
    const days = planDays(plan([late]), [
      {
        startsAt: '2026-12-05T16:00:00.000Z',
        endsAt: '2026-12-05T17:00:00.000Z',
        title: 'Konsultacje',
      },
    ])
    expect(days('2026-12-01').blocks).toEqual([])
    expect(days('2026-12-02').blocks).toEqual([late])
    expect(days('2026-12-09').deadlines).toEqual([
      { subject: 'biologia', label: 'Egzamin: Biologia — Sprawdzian' },
    ])
    expect(days('2026-12-05').events.map((event) => event.title)).toEqual(['Konsultacje'])
  })

  it("waits for a passed block's answer only while it is planned", () => {
    const now = Date.parse('2026-12-02T12:00:00.000Z')
    const passed = block('A', '2026-12-01T15:00:00.000Z')
    const running = block('B', '2026-12-02T11:30:00.000Z')
    const done = block('C', '2026-12-01T16:00:00.000Z', 'DONE')
    expect(blocksToSettle(plan([passed, done, running]), now)).toEqual([passed])
  })

  it('opens on today, or on the first day of a plan not yet begun', () => {
    expect(openingDay(plan([block('A', '2026-12-01T15:00:00.000Z')]), '2026-11-27')).toBe(
      '2026-12-01',
    )
    expect(openingDay(plan([block('A', '2026-11-20T15:00:00.000Z')]), '2026-11-27')).toBe(
      '2026-11-27',
    )
    expect(openingDay(plan([]), '2026-11-27')).toBe('2026-11-27')
  })
})

describe('the consultations', () => {
  it('are the Saturdays at 17:00 Warsaw time in the range, across the clock change', () => {
    const starts = consultationsBetween(
      Date.parse('2026-10-19T00:00:00Z'),
      Date.parse('2026-11-02T00:00:00Z'),
    ).map((event) => event.startsAt)
    // 24 October (CEST, 15:00 UTC) and 31 October (CET, 16:00 UTC).
    expect(starts).toEqual(['2026-10-24T15:00:00.000Z', '2026-10-31T16:00:00.000Z'])
  })
})
