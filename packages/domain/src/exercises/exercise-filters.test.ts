import { describe, expect, it } from 'vitest'
import {
  filterExercises,
  listExercises,
  pageExercises,
  sortExercises,
  type ExerciseFilter,
  type FilterableExercise,
} from './exercise-filters'

const at = (minute: number) => new Date(Date.UTC(2025, 9, 1, 12, minute)).toISOString()

const item = (
  id: string,
  change: Partial<FilterableExercise> = {},
  minute = 0,
): FilterableExercise => ({
  id,
  subject: 'matematyka',
  level: 'MATURA_BASIC',
  topic: 'funkcje',
  difficulty: 'EASY',
  createdAt: at(minute),
  updatedAt: at(minute),
  submittedAt: null,
  ...change,
})

const ITEMS = [
  item('a', {}, 1),
  item('b', { subject: 'fizyka', topic: 'kinematyka', difficulty: 'HARD' }, 2),
  item('c', { level: 'MATURA_EXTENDED', topic: 'pochodne', difficulty: 'MEDIUM' }, 3),
  item('d', { subject: 'chemia', topic: 'roztwory', level: 'HIGH_SCHOOL' }, 4),
  item('e', { subject: 'biologia', topic: 'genetyka', difficulty: 'HARD' }, 5),
]
const SOLVED = new Set(['a', 'e'])
const solved = (id: string) => SOLVED.has(id)
const ids = (items: readonly { id: string }[]) => items.map((i) => i.id)

describe('filterExercises', () => {
  it.each<[string, ExerciseFilter, string[]]>([
    ['nothing', {}, ['a', 'b', 'c', 'd', 'e']],
    [
      'empty lists',
      { subjects: [], levels: [], topics: [], difficulty: [] },
      ['a', 'b', 'c', 'd', 'e'],
    ],
    ['a subject', { subjects: ['matematyka'] }, ['a', 'c']],
    ['two subjects', { subjects: ['fizyka', 'biologia'] }, ['b', 'e']],
    ['a level', { levels: ['MATURA_EXTENDED'] }, ['c']],
    ['a topic', { topics: ['roztwory', 'kinematyka'] }, ['b', 'd']],
    ['a difficulty', { difficulty: ['HARD'] }, ['b', 'e']],
    ['subject and difficulty', { subjects: ['matematyka'], difficulty: ['MEDIUM'] }, ['c']],
    ['solved ones', { status: 'DONE' }, ['a', 'e']],
    ['not solved ones', { status: 'TODO' }, ['b', 'c', 'd']],
    ['all', { status: 'ALL' }, ['a', 'b', 'c', 'd', 'e']],
    ['solved and hard', { status: 'DONE', difficulty: ['HARD'] }, ['e']],
    ['nothing matching', { subjects: ['chemia'], difficulty: ['HARD'] }, []],
  ])('by %s', (_what, filter, expected) => {
    expect(ids(filterExercises(ITEMS, filter, solved))).toEqual(expected)
  })
})

describe('sortExercises', () => {
  it('puts the newest first, the last changed first, the longest waiting first', () => {
    const changed = ITEMS.map((i, n) => ({ ...i, updatedAt: at(10 - n) }))
    const queued = ITEMS.map((i, n) => ({ ...i, submittedAt: at(20 + ((n * 3) % 5)) }))
    expect(ids(sortExercises(ITEMS, 'NEWEST'))).toEqual(['e', 'd', 'c', 'b', 'a'])
    expect(ids(sortExercises(changed, 'UPDATED'))).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(ids(sortExercises(queued, 'SUBMITTED'))).toEqual(['a', 'c', 'e', 'b', 'd'])
  })

  it('breaks ties by id, so a page never repeats or skips one', () => {
    const same = ['q', 'p', 's', 'r'].map((id) => item(id))
    expect(ids(sortExercises(same, 'NEWEST'))).toEqual(['s', 'r', 'q', 'p'])
    expect(ids(sortExercises(same, 'SUBMITTED'))).toEqual(['p', 'q', 'r', 's'])
  })
})

describe('pageExercises', () => {
  const list = Array.from({ length: 45 }, (_, n) => ({ id: `x${String(n).padStart(2, '0')}` }))

  it('walks 20 at a time to the end', () => {
    const first = pageExercises(list, 20)!
    expect(first.items).toHaveLength(20)
    expect(first.nextAfterId).toBe('x19')
    const second = pageExercises(list, 20, first.nextAfterId!)!
    expect(second.items[0]!.id).toBe('x20')
    const third = pageExercises(list, 20, second.nextAfterId!)!
    expect(ids(third.items)).toEqual(['x40', 'x41', 'x42', 'x43', 'x44'])
    expect(third.nextAfterId).toBeNull()
  })

  it('has no next page when the list ends on a full page', () => {
    expect(pageExercises(list.slice(0, 20), 20)!.nextAfterId).toBeNull()
  })

  it('refuses an id that is not in the list', () => {
    expect(pageExercises(list, 20, 'gone')).toBeNull()
  })
})

describe('listExercises', () => {
  it('counts every match and pages them in order', () => {
    const listed = listExercises(
      ITEMS,
      { filter: { status: 'TODO' }, order: 'NEWEST', size: 2 },
      solved,
    )!
    expect(listed.total).toBe(3)
    expect(ids(listed.slice.items)).toEqual(['d', 'c'])
    const next = listExercises(
      ITEMS,
      { filter: { status: 'TODO' }, order: 'NEWEST', size: 2, afterId: 'c' },
      solved,
    )!
    expect(ids(next.slice.items)).toEqual(['b'])
  })
})
