import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { ExerciseSchema } from '@app/contract/exercises'
import {
  PRO,
  RIGHT,
  SECRET,
  UCZEN,
  choiceSource,
  ex,
  getExercise,
  postAttempt,
  publishedExercise,
  useExercisesApp,
} from './exercises-helper'

let app: FastifyInstance
useExercisesApp((built) => (app = built))

/** Every string and number anywhere in a JSON value, with the keys of its objects. */
function leaves(value: unknown, out: unknown[] = []): unknown[] {
  if (Array.isArray(value)) for (const item of value) leaves(item, out)
  else if (value && typeof value === 'object')
    for (const [key, member] of Object.entries(value)) {
      out.push(key)
      leaves(member, out)
    }
  else out.push(value)
  return out
}

/** Whether any leaf holds the needle (a number as itself or in a text, e.g. '4817,25'). */
const holds = (value: unknown, needle: string | number) =>
  leaves(value).some((leaf) =>
    typeof needle === 'number'
      ? leaf === needle ||
        (typeof leaf === 'string' &&
          (leaf.includes(String(needle)) || leaf.includes(String(needle).replace('.', ','))))
      : typeof leaf === 'string' && leaf.includes(needle),
  )

describe("a student's view of an exercise", () => {
  it('never holds the key, the solution or a hint not yet revealed (deep search)', async () => {
    const made = await publishedExercise(app, PRO)
    const res = await ex(app, UCZEN, 'GET', `/${made.id}`)
    const body = ExerciseSchema.parse(res.json())
    expect(holds(body, SECRET.value)).toBe(false)
    expect(holds(body, SECRET.solution)).toBe(false)
    for (const hint of SECRET.hints) expect(holds(body, hint)).toBe(false)
    expect(body).toMatchObject({ key: null, solution: null, hintsTotal: 2, hintsRevealed: [] })
    expect(body.expectsUnit).toBe(false)

    // The list never has them either.
    const listed = (await ex(app, UCZEN, 'GET', '')).json()
    expect(holds(listed, SECRET.solution)).toBe(false)
    expect(holds(listed, SECRET.value)).toBe(false)
  })

  it('shows a choice exercise its options without which are right', async () => {
    const made = await publishedExercise(app, PRO, choiceSource())
    const body = await getExercise(app, UCZEN, made.id)
    expect(body.options).toEqual([
      { id: 'a', text: 'Rybosom' },
      { id: 'b', text: 'Mitochondrium' },
      { id: 'c', text: 'Chloroplast' },
    ])
    expect(leaves(body)).not.toContain('correct')
    expect(body.key).toBeNull()
  })

  it('reveals the hints one by one, then the solution and the key', async () => {
    const made = await publishedExercise(app, PRO)
    const first = await ex(app, UCZEN, 'POST', `/${made.id}/hints`)
    expect(first.json()).toEqual({ hintsRevealed: [SECRET.hints[0]], hintsTotal: 2 })
    const view = await getExercise(app, UCZEN, made.id)
    expect(view.hintsRevealed).toEqual([SECRET.hints[0]])
    expect(holds(view, SECRET.hints[1]!)).toBe(false)
    await ex(app, UCZEN, 'POST', `/${made.id}/hints`)
    const past = await ex(app, UCZEN, 'POST', `/${made.id}/hints`)
    expect(past.statusCode).toBe(409)

    const solution = await ex(app, UCZEN, 'POST', `/${made.id}/solution`)
    expect(solution.json()).toEqual({
      solution: SECRET.solution,
      key: { type: 'NUMERIC', value: SECRET.value, tolerance: 0, unit: null, form: 'DECIMAL' },
    })
    const after = await getExercise(app, UCZEN, made.id)
    expect(after).toMatchObject({
      solutionRevealed: true,
      solved: false,
      solution: SECRET.solution,
    })
    // Another student still sees none of it.
    const other = await getExercise(app, 'admin@example.com', made.id)
    expect(other.hintsRevealed).toEqual([])
  })

  it('gives the key and the solution with the first correct answer', async () => {
    const made = await publishedExercise(app, PRO)
    const res = await postAttempt(app, UCZEN, made.id, RIGHT)
    expect(res.json()).toMatchObject({
      verdict: 'CORRECT',
      solved: true,
      solution: SECRET.solution,
    })
    const view = await getExercise(app, UCZEN, made.id)
    expect(view).toMatchObject({ solved: true, progress: 'SOLVED', solution: SECRET.solution })
    expect(view.attempts).toHaveLength(1)
  })
})
