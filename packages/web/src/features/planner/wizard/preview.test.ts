import { PLANNER_TEXT } from '@app/contract/planner'
import { describe, expect, it } from 'vitest'
import { buildPreview, countLine, previewDays, subjectCounts } from './preview'
import { draftToInput } from './wizard-draft'
import { NOW, validDraft } from './wizard.fixtures'

describe("the wizard's preview", () => {
  const input = draftToInput(validDraft())
  const preview = buildPreview(input, NOW)

  it("lists the first two weeks' blocks by Warsaw day, in Warsaw wall time", () => {
    expect(preview.days.length).toBeGreaterThan(0)
    const [first] = preview.days
    // Friday 27.11 from 16:00 (the default windows are Monday to Friday, 16:00–18:00).
    expect(first).toMatchObject({ dateKey: '2026-11-27', label: 'piątek, 27.11.2026' })
    expect(first!.blocks[0]).toMatchObject({ subject: 'matematyka', kind: 'LEARN' })
    expect(first!.blocks[0]!.time).toBe('16:00–16:25')
    for (const day of preview.days) {
      expect(day.dateKey < '2026-12-11').toBe(true)
      expect(['sobota', 'niedziela'].some((name) => day.label.startsWith(name))).toBe(false)
    }
  })

  it('counts every block of the plan per subject, and its minutes', () => {
    const [math] = preview.counts
    expect(math).toMatchObject({ subject: 'matematyka', mockExam: 1 })
    expect(math!.learn).toBeGreaterThanOrEqual(3)
    expect(math!.learn + math!.review + math!.mockExam).toBe(preview.total)
    expect(preview.lastDate).toMatch(/^\d{2}\.12\.2026$/)
    expect(preview.unplaced).toEqual([])
  })

  it('says what does not fit before its date', () => {
    const draft = validDraft()
    draft.subjects[0]!.date = '2026-12-01'
    draft.subjects[0]!.topics = [{ title: 'Całki', hours: '20' }]
    const tight = buildPreview(draftToInput(draft), NOW)
    expect(tight.unplaced.length).toBeGreaterThan(0)
    expect(tight.unplaced[0]).toMatchObject({ subject: 'matematyka', topic: 'Całki' })
    expect(tight.unplaced[0]!.message).toMatch(/^Nie mieści się przed sprawdzianem: brakuje ok\./)
    expect(PLANNER_TEXT.doesNotFit(600)).toBe(
      'Nie mieści się przed sprawdzianem: brakuje ok. 10 godz.',
    )
  })

  it('leaves out blocks from the 15th day on and keeps a subject without blocks in the counts', () => {
    const blocks = [
      {
        subject: 'matematyka' as const,
        topic: 'A',
        kind: 'LEARN' as const,
        startsAt: '2026-12-10T22:50:00.000Z',
        endsAt: '2026-12-10T22:59:00.000Z',
      },
      {
        subject: 'matematyka' as const,
        topic: 'B',
        kind: 'REVIEW' as const,
        startsAt: '2026-12-10T23:00:00.000Z',
        endsAt: '2026-12-10T23:20:00.000Z',
      },
    ]
    // 23:50 on Thursday 10.12 is the 14th day; Friday 00:00 Warsaw is the 15th.
    expect(previewDays(blocks, NOW).map((d) => [d.label, d.blocks.map((b) => b.time)])).toEqual([
      ['czwartek, 10.12.2026', ['23:50–23:59']],
    ])
    const both = draftToInput(validDraft())
    both.subjects.push({ ...both.subjects[0]!, subject: 'biologia' })
    expect(subjectCounts(both, blocks)).toEqual([
      { subject: 'matematyka', learn: 1, review: 1, mockExam: 0, minutes: 29 },
      { subject: 'biologia', learn: 0, review: 0, mockExam: 0, minutes: 0 },
    ])
  })
})

describe("a subject's line of counts", () => {
  const count = { subject: 'matematyka' as const, learn: 0, review: 0, mockExam: 0, minutes: 0 }
  it.each([
    [
      { learn: 1, review: 4, mockExam: 1, minutes: 95 },
      '1 blok nauki, 4 powtórki, 1 próbny egzamin (1,6 godz.)',
    ],
    [{ learn: 5, review: 2, minutes: 150 }, '5 bloków nauki, 2 powtórki (2,5 godz.)'],
    [{ learn: 22, review: 12, minutes: 600 }, '22 bloki nauki, 12 powtórek (10 godz.)'],
    [{}, 'brak bloków'],
  ])('%j → %s', (patch, line) => {
    expect(countLine({ ...count, ...patch })).toBe(line)
  })
})
