import { describe, expect, it } from 'vitest'
import { PLANNER_TEXT } from '@app/contract/planner/text'
import {
  applyBlockChanges,
  applyReflow,
  blockInTheWay,
  newBlockRefusal,
  type BlockChange,
  type PlanBlock,
} from './block-changes'
import { warsaw } from './planner.fixtures'

/** Tuesday 1 December 2026, 12:00 Warsaw. */
const NOW = warsaw(2026, 12, 1, 12).getTime()
// Days of December: 0 is 30 November, -3 is 27 November.

function block(
  id: string,
  day: number,
  time: string,
  minutes: number,
  change: Partial<PlanBlock> = {},
) {
  const start = warsaw(2026, 12, day, Number(time.slice(0, 2)), Number(time.slice(3)))
  return {
    id,
    version: 1,
    subject: 'matematyka',
    topic: 'Funkcja kwadratowa',
    kind: 'LEARN',
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + minutes * 60_000).toISOString(),
    status: 'PLANNED',
    focusedMinutes: 0,
    reflowedFrom: null,
    ...change,
  } satisfies PlanBlock
}

const at = (day: number, time: string) =>
  warsaw(2026, 12, day, Number(time.slice(0, 2)), Number(time.slice(3))).toISOString()

const BLOCKS: PlanBlock[] = [
  block('past', 0, '16:00', 45, { reflowedFrom: at(-3, '10:00') }),
  block('today', 1, '16:00', 45),
  block('bio', 1, '16:55', 45, { subject: 'biologia', topic: 'Genetyka', kind: 'REVIEW' }),
  block('tomorrow', 2, '16:00', 45),
  block('missed', 0, '17:00', 45, { status: 'MISSED' }),
  block('done', 1, '10:00', 45, { status: 'DONE', focusedMinutes: 30 }),
]

const change = (blockId: string, rest: Partial<BlockChange> = {}): BlockChange => ({
  blockId,
  version: 1,
  ...rest,
})

describe('applyBlockChanges: refusals', () => {
  it.each<[string, BlockChange[], number, string]>([
    [
      'a block of another plan',
      [change('nope', { status: 'DONE' })],
      404,
      PLANNER_TEXT.planNotFound,
    ],
    [
      'a stale version',
      [change('today', { version: 0, status: 'DONE' })],
      409,
      PLANNER_TEXT.staleVersion,
    ],
    [
      'a stale version after a good change',
      [change('today', { status: 'DONE' }), change('bio', { version: 2, status: 'DONE' })],
      409,
      PLANNER_TEXT.staleVersion,
    ],
    [
      'a start in the past',
      [change('tomorrow', { startsAt: at(1, '11:00') })],
      422,
      PLANNER_TEXT.movedIntoPast,
    ],
    [
      'a past block moved within the past',
      [change('past', { startsAt: at(0, '18:00') })],
      422,
      PLANNER_TEXT.movedIntoPast,
    ],
    [
      'done before its day',
      [change('tomorrow', { status: 'DONE' })],
      422,
      PLANNER_TEXT.doneBeforeItsDay,
    ],
    [
      'onto another block',
      [change('tomorrow', { startsAt: at(1, '17:10') })],
      422,
      'W tym czasie masz już: Biologia — powtórka, 16:55–17:40.',
    ],
    [
      'grown over the next block',
      [change('today', { durationMinutes: 60 })],
      422,
      'W tym czasie masz już: Biologia — powtórka, 16:55–17:40.',
    ],
    [
      'onto a block moved in the same batch',
      [
        change('bio', { startsAt: at(3, '16:00') }),
        change('tomorrow', { startsAt: at(3, '16:30') }),
      ],
      422,
      'W tym czasie masz już: Biologia — powtórka, 16:00–16:45.',
    ],
  ])('refuses %s', (_name, changes, status, message) => {
    expect(applyBlockChanges(BLOCKS, changes, NOW)).toEqual({ refusal: { status, message } })
  })
})

describe('applyBlockChanges: changes', () => {
  const apply = (changes: BlockChange[]) => {
    const result = applyBlockChanges(BLOCKS, changes, NOW)
    if ('refusal' in result) throw new Error(result.refusal.message)
    return result
  }

  it('marks a block of today done, before its time too, with its focus within its length', () => {
    const result = apply([change('today', { status: 'DONE', focusedMinutes: 50 })])
    expect(result.changed).toEqual([
      { ...BLOCKS[1], status: 'DONE', focusedMinutes: 45, version: 2 },
    ])
    expect(result.done.map((b) => b.id)).toEqual(['today'])
    expect(result.blocks.find((b) => b.id === 'today')?.version).toBe(2)
  })

  it('takes a done block back: undone, and as missed also to re-flow', () => {
    expect(apply([change('done', { status: 'PLANNED' })]).undone.map((b) => b.id)).toEqual(['done'])
    const missed = apply([change('done', { status: 'MISSED' })])
    expect([missed.undone.map((b) => b.id), missed.missed]).toEqual([['done'], ['done']])
  })

  it('moves blocks onto a missed one and back to back with others', () => {
    const result = apply([
      change('tomorrow', { startsAt: at(1, '17:40') }),
      change('bio', { startsAt: '2026-12-01T15:00:00+01:00' }),
    ])
    expect(result.changed.map((b) => [b.id, b.startsAt, b.endsAt])).toEqual([
      ['tomorrow', at(1, '17:40'), at(1, '18:25')],
      ['bio', at(1, '15:00'), at(1, '15:45')],
    ])
  })

  it('puts a re-flowed block back where it came from (Cofnij), in the past too', () => {
    const result = apply([change('past', { startsAt: at(-3, '10:00'), status: 'PLANNED' })])
    expect(result.changed[0]).toMatchObject({ startsAt: at(-3, '10:00'), reflowedFrom: null })
  })

  it('leaves a block that a change does not change as it is', () => {
    const result = apply([change('today', { status: 'PLANNED', startsAt: at(1, '16:00') })])
    expect([result.changed, result.blocks]).toEqual([[], BLOCKS])
  })

  it('records a block marked missed for the re-flow, never as moved over another', () => {
    const result = apply([change('tomorrow', { status: 'MISSED', startsAt: at(1, '16:00') })])
    expect(result.missed).toEqual(['tomorrow'])
  })
})

describe('blockInTheWay', () => {
  it.each([
    ['16:45', '16:55', null],
    ['16:40', '16:50', 'today'],
    ['17:00', '17:05', 'bio'],
    ['15:00', '18:00', 'today'],
  ])('%s–%s is in the way of %s', (from, to, id) => {
    const span = { startsAt: at(1, from), endsAt: at(1, to) }
    expect(blockInTheWay(BLOCKS, span)?.id ?? null).toBe(id)
  })

  it('passes over missed blocks and the ones excepted', () => {
    const span = { startsAt: at(0, '17:00'), endsAt: at(0, '17:30') }
    expect(blockInTheWay(BLOCKS, span)).toBeNull()
    const today = { startsAt: at(1, '16:00'), endsAt: at(1, '16:30') }
    expect(blockInTheWay(BLOCKS, today, new Set(['today']))).toBeNull()
  })
})

describe('newBlockRefusal', () => {
  it.each([
    ['a free slot', at(1, '18:00'), at(1, '18:45'), null],
    ['back to back', at(1, '16:45'), at(1, '16:55'), null],
    ['over a missed block', at(0, '17:00'), at(0, '17:45'), PLANNER_TEXT.addedInPast],
    ['before now', at(1, '11:00'), at(1, '11:45'), PLANNER_TEXT.addedInPast],
    [
      'over a block',
      at(1, '16:30'),
      at(1, '17:15'),
      'W tym czasie masz już: Matematyka — nauka, 16:00–16:45.',
    ],
  ])('%s', (_name, startsAt, endsAt, message) => {
    expect(newBlockRefusal(BLOCKS, { startsAt, endsAt }, NOW)).toBe(message)
  })
})

describe('applyReflow', () => {
  const reflowed = [
    { blockId: 'missed', from: BLOCKS[4]!.startsAt, to: at(2, '17:00'), endsAt: at(2, '17:45') },
  ]

  it('plans a moved block again at its new time, remembering where it came from', () => {
    const { blocks, moved } = applyReflow(BLOCKS, { reflowed })
    const expected = {
      ...BLOCKS[4],
      startsAt: at(2, '17:00'),
      endsAt: at(2, '17:45'),
      status: 'PLANNED',
      reflowedFrom: BLOCKS[4]!.startsAt,
      version: 2,
    }
    expect(moved).toEqual([expected])
    expect(blocks).toEqual([...BLOCKS.slice(0, 4), expected, BLOCKS[5]])
  })

  it('raises no version a change of the same call raised already', () => {
    expect(applyReflow(BLOCKS, { reflowed }, new Set(['missed'])).moved[0]?.version).toBe(1)
  })
})
