import type { ExercisePage, ExerciseSummary } from '@app/contract/exercises'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { exercisesQuery, reviewQueueQuery } from '../../../api/exercises/queries'
import { neighboursFromCache, neighboursIn, savedListFilters } from './neighbours'

const summary = (id: string) => ({ id, title: `Zadanie ${id}` }) as ExerciseSummary
const pages = (total: number, ...ids: string[][]) => ({
  pages: ids.map((items): ExercisePage => ({
    items: items.map(summary),
    total,
    nextPageKey: null,
  })),
  pageParams: ids.map(() => null),
})

describe('the exercises around one in a list', () => {
  it('reads across loaded pages', () => {
    expect(neighboursIn(pages(45, ['a', 'b'], ['c', 'd']), 'b')).toMatchObject({
      previous: { id: 'a' },
      next: { id: 'c' },
      position: 2,
      total: 45,
    })
  })

  it('has no previous at the start and no next at the end', () => {
    expect(neighboursIn(pages(2, ['a', 'b']), 'a')).toMatchObject({
      previous: null,
      next: { id: 'b' },
    })
    expect(neighboursIn(pages(2, ['a', 'b']), 'b')).toMatchObject({
      previous: { id: 'a' },
      next: null,
    })
    expect(neighboursIn(pages(2, ['a', 'b']), 'z')).toBeNull()
  })

  it('takes the list read last of those holding the exercise', async () => {
    const client = new QueryClient()
    const filters = savedListFilters(null)
    // The lists as the list page reads them, one after another (the bank, 'Moje zadania', the queue).
    let now = 1_000
    vi.spyOn(Date, 'now').mockImplementation(() => (now += 1_000))
    await client.prefetchInfiniteQuery({
      ...exercisesQuery('u', filters),
      queryFn: () => pages(3, ['a', 'b', 'c']).pages[0]!,
    })
    await client.prefetchInfiniteQuery({
      ...exercisesQuery('u', { ...filters, scope: 'MINE' }),
      queryFn: () => pages(2, ['x', 'b']).pages[0]!,
    })
    await client.prefetchInfiniteQuery({
      ...reviewQueueQuery('u'),
      queryFn: () => pages(1, ['q']).pages[0]!,
    })
    vi.restoreAllMocks()
    expect(neighboursFromCache(client, 'u', 'b')).toMatchObject({
      previous: { id: 'x' },
      next: null,
    })
    expect(neighboursFromCache(client, 'u', 'c')).toMatchObject({ previous: { id: 'b' } })
    expect(neighboursFromCache(client, 'other-user', 'b')).toBeNull()
  })

  it("falls back to the bank under the saved filters (the list page's first view)", () => {
    expect(
      savedListFilters({
        subjects: ['fizyka'],
        levels: [],
        topics: [],
        difficulty: ['EASY'],
        status: 'TODO',
      }),
    ).toEqual({
      scope: 'BANK',
      subjects: ['fizyka'],
      levels: [],
      topics: [],
      difficulty: ['EASY'],
      status: 'TODO',
    })
  })
})
