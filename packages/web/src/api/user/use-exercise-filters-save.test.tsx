// @vitest-environment jsdom
import type { ExerciseFilters, Settings } from '@app/contract/user'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render } from '../../lib/testing/render'
import { userKeys } from './queries'
import { FILTERS_SAVE_DELAY_MS, useExerciseFiltersSave } from './use-exercise-filters-save'

const posted = vi.hoisted(() => [] as ExerciseFilters[])

vi.mock('./mutations', () => ({
  useSaveExerciseFilters: () => ({
    mutate: ({ body }: { body: ExerciseFilters }) => posted.push(body),
  }),
}))

const USER_ID = 'u-1'
const filters = (status: ExerciseFilters['status']): ExerciseFilters => ({
  subjects: ['fizyka'],
  levels: [],
  topics: [],
  difficulty: [],
  status,
})

async function mountHook() {
  const result = {} as { current: ReturnType<typeof useExerciseFiltersSave> }
  function Probe() {
    result.current = useExerciseFiltersSave(USER_ID)
    return null
  }
  const client = new QueryClient()
  client.setQueryData(userKeys.settings(USER_ID), { exerciseFilters: null } as unknown as Settings)
  const view = await render(
    <QueryClientProvider client={client}>
      <Probe />
    </QueryClientProvider>,
  )
  return { result, client, unmount: view.unmount }
}

beforeEach(() => {
  vi.useFakeTimers()
  posted.length = 0
})
afterEach(() => vi.useRealTimers())

describe('useExerciseFiltersSave', () => {
  it('sends a burst of changes once, the last one, after the delay', async () => {
    const { result, client } = await mountHook()
    act(() => {
      result.current(filters('ALL'))
      result.current(filters('TODO'))
    })
    // The settings in the cache take the filters at once (a visit back restores them).
    expect(client.getQueryData<Settings>(userKeys.settings(USER_ID))?.exerciseFilters).toEqual(
      filters('TODO'),
    )
    act(() => vi.advanceTimersByTime(FILTERS_SAVE_DELAY_MS - 1))
    expect(posted).toEqual([])
    act(() => vi.advanceTimersByTime(1))
    expect(posted).toEqual([filters('TODO')])
  })

  it('sends what is pending when the page is left', async () => {
    const { result, unmount } = await mountHook()
    act(() => result.current(filters('DONE')))
    unmount()
    expect(posted).toEqual([filters('DONE')])
    act(() => vi.advanceTimersByTime(FILTERS_SAVE_DELAY_MS))
    expect(posted).toHaveLength(1)
  })
})
