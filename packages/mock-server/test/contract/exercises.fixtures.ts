import { createApiClient } from '@app/contract/http'
import { contract } from '@app/contract'
import type { ExerciseSourceInput } from '@app/contract/exercises'
import { toWarsawDateKey } from '@app/domain/shared/format'
import { expectAnswer, student, target, withAdmin, withStudent } from './harness'

/** What the exercises suites share: an exercise with known secrets and the checks of a view. */

export const c = contract.exercises
export const key = () => `kontrakt-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`
export const UNKNOWN = '2Kx8Qq1YV3nMZf0uS9rT5aBcDeF'
export const both = () => withStudent() || withAdmin()

/** The key's value and the texts a student may not see before solving. */
export const SECRET = {
  value: 7319.5,
  solution: 'Kontraktowe rozwiązanie: dzielimy obie strony przez dwa.',
  hints: ['Kontraktowa podpowiedź pierwsza.', 'Kontraktowa podpowiedź druga.'],
}

export const source = (change: Partial<ExerciseSourceInput> = {}): ExerciseSourceInput => ({
  subject: 'matematyka',
  level: 'MATURA_BASIC',
  topic: 'rownania-i-nierownosci',
  difficulty: 'EASY',
  title: `Kontrakt ${key()}`.slice(0, 60),
  statement: 'Rozwiąż równanie z treści.',
  solution: SECRET.solution,
  answer: { type: 'NUMERIC', value: SECRET.value, tolerance: 0, unit: null, form: 'DECIMAL' },
  hints: [...SECRET.hints],
  images: [],
  ...change,
})

/** Every string, number and object key anywhere in a JSON value. */
export function leaves(value: unknown, out: unknown[] = []): unknown[] {
  if (Array.isArray(value)) for (const item of value) leaves(item, out)
  else if (value && typeof value === 'object')
    for (const [name, member] of Object.entries(value)) {
      out.push(name)
      leaves(member, out)
    }
  else out.push(value)
  return out
}
export const holds = (value: unknown, needle: string | number) =>
  leaves(value).some((leaf) =>
    typeof needle === 'number'
      ? leaf === needle || (typeof leaf === 'string' && leaf.includes(String(needle)))
      : typeof leaf === 'string' && leaf.includes(needle),
  )

/** A client of another mock persona (the in-process mock only). */
export async function mockClient(email: string) {
  const res = await fetch(`${target.baseUrl}/__mock/personas/${encodeURIComponent(email)}/token`, {
    method: 'POST',
  })
  const { idToken } = (await res.json()) as { idToken: string }
  return createApiClient({ baseUrl: target.baseUrl, getIdToken: () => idToken })
}

/** Today's events of a type about one exercise, in the caller's activity log. */
export async function eventsAbout(
  type: 'exercise_attempted' | 'exercise_solved',
  exerciseId: string,
) {
  const today = toWarsawDateKey(Date.now())
  const page = await student().activity.listActivity({
    query: { from: today, to: today, types: type },
  })
  const { items } = expectAnswer(contract.activity.listActivity, page, 200)
  return items.filter((e) => (e.payload as { exerciseId?: string }).exerciseId === exerciseId)
}
