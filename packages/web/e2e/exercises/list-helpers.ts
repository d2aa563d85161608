import type { ExercisePage, ExerciseSummary } from '@app/contract/exercises'
import type { Settings } from '@app/contract/user'
import type { ApiClient } from '@app/contract/http'
import type { Page } from '@playwright/test'
import {
  searchOfFilters,
  type ExerciseFilterValues,
} from '../../src/features/exercises/list/exercise-list-search'

export const STUDENT = 'uczen@example.com'
export const REVIEWER = 'recenzent@example.com'
export const LIST = '/produkt/zadania'
export const SETTINGS = '/produkt/zadania/konfiguruj'

/** The address's search params as plain strings (what the list's codec wrote). */
export const searchOf = (page: Page): Record<string, string> =>
  Object.fromEntries(new URL(page.url()).searchParams)

/** The list's query string for the API client: arrays as comma-separated values. */
const queryOf = (filters: ExerciseFilterValues) => {
  const search = searchOfFilters(filters)
  return {
    ...(search.przedmiot && { subjects: search.przedmiot }),
    ...(search.poziom && { levels: search.poziom }),
    ...(search.temat && { topics: search.temat }),
    ...(search.trudnosc && { difficulty: search.trudnosc }),
    status: filters.status,
  }
}

/** One page of a scope's exercises by the filters, through the API. */
export async function listPage(
  api: ApiClient,
  scope: 'BANK' | 'MINE',
  filters: ExerciseFilterValues,
  nextPageKey?: string,
): Promise<ExercisePage> {
  const answer = await api.exercises.listExercises({
    query: { scope, ...queryOf(filters), ...(nextPageKey ? { nextPageKey } : {}) },
  })
  if (answer.status !== 200) throw new Error(`GET exercises answered ${answer.status}`)
  return answer.body
}

/** Every exercise of a scope by the filters, all pages. */
export async function listAll(
  api: ApiClient,
  scope: 'BANK' | 'MINE',
  filters: ExerciseFilterValues,
): Promise<ExerciseSummary[]> {
  const items: ExerciseSummary[] = []
  let key: string | undefined
  do {
    const page = await listPage(api, scope, filters, key)
    items.push(...page.items)
    key = page.nextPageKey ?? undefined
  } while (key)
  return items
}

export async function settingsOf(api: ApiClient): Promise<Settings> {
  const answer = await api.user.getSettings()
  if (answer.status !== 200) throw new Error(`GET settings answered ${answer.status}`)
  return answer.body
}

/** The `exercise_solved` events of one Warsaw day, through the API. */
export async function solvedOn(api: ApiClient, dayKey: string): Promise<number> {
  const answer = await api.activity.listActivity({
    query: { from: dayKey, to: dayKey, types: 'exercise_solved' },
  })
  if (answer.status !== 200) throw new Error(`GET activity answered ${answer.status}`)
  return new Set(
    answer.body.items.flatMap((event) =>
      event.type === 'exercise_solved' ? [event.payload.exerciseId] : [],
    ),
  ).size
}
