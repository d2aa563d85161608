import { describe, expect, it } from 'vitest'
import { expectAnswer, student, withStudent } from './harness'
import { SECRET, c, eventsAbout, key, source } from './exercises.fixtures'

describe('exercises: answers, hints, solutions, pictures', () => {
  it.skipIf(withStudent())(
    'checks answers once per key with one event, solves once, refuses what it cannot read (422)',
    async () => {
      const e = student().exercises
      const made = expectAnswer(
        c.createExercise,
        await e.createExercise({
          headers: { 'idempotency-key': key() },
          body: { source: source(), submitForReview: false },
        }),
        201,
      )
      const params = { id: made.id }
      // The author's own view opens the key (an editor); the hint and solution still count.
      const hint = expectAnswer(c.revealHint, await e.revealHint({ params }), 200)
      expect(hint).toEqual({ hintsRevealed: [SECRET.hints[0]], hintsTotal: 2 })
      const wrongKey = key()
      const wrong = { answer: { type: 'NUMERIC' as const, value: '12', unit: '' } }
      const first = await e.attempt({
        params,
        headers: { 'idempotency-key': wrongKey },
        body: wrong,
      })
      const replay = await e.attempt({
        params,
        headers: { 'idempotency-key': wrongKey },
        body: wrong,
      })
      expect(expectAnswer(c.attempt, replay, 200)).toEqual(expectAnswer(c.attempt, first, 200))
      const right = { answer: { type: 'NUMERIC' as const, value: '7319,5', unit: '' } }
      const solved = await e.attempt({ params, headers: { 'idempotency-key': key() }, body: right })
      expect(expectAnswer(c.attempt, solved, 200)).toMatchObject({
        verdict: 'CORRECT',
        attemptNo: 2,
        solved: true,
        solution: SECRET.solution,
      })
      await e.attempt({ params, headers: { 'idempotency-key': key() }, body: right })
      expect(await eventsAbout('exercise_attempted', made.id)).toHaveLength(3)
      expect(await eventsAbout('exercise_solved', made.id)).toHaveLength(1)
      const shown = expectAnswer(c.revealSolution, await e.revealSolution({ params }), 200)
      expect(shown.solution).toBe(SECRET.solution)
      const choice = await e.attempt({
        params,
        headers: { 'idempotency-key': key() },
        body: { answer: { type: 'SINGLE_CHOICE', optionId: 'a' } },
      })
      expectAnswer(c.attempt, choice, 400)
      expectAnswer(c.revealHint, await e.revealHint({ params }), 200)
      expectAnswer(c.revealHint, await e.revealHint({ params }), 409)

      const expr = expectAnswer(
        c.createExercise,
        await e.createExercise({
          headers: { 'idempotency-key': key() },
          body: {
            source: source({
              answer: { type: 'EXPRESSION', expression: '2x+2', variables: ['x'] },
            }),
            submitForReview: false,
          },
        }),
        201,
      )
      const unreadable = await e.attempt({
        params: { id: expr.id },
        headers: { 'idempotency-key': key() },
        body: { answer: { type: 'EXPRESSION', expression: '2(x+1' } },
      })
      expectAnswer(c.attempt, unreadable, 422)
      expect(await eventsAbout('exercise_attempted', expr.id)).toHaveLength(0)
      const equal = await e.attempt({
        params: { id: expr.id },
        headers: { 'idempotency-key': key() },
        body: { answer: { type: 'EXPRESSION', expression: '2(x+1)' } },
      })
      expect(expectAnswer(c.attempt, equal, 200).verdict).toBe('CORRECT')
      expectAnswer(c.deleteExercise, await e.deleteExercise({ params }), 204)
      expectAnswer(c.deleteExercise, await e.deleteExercise({ params: { id: expr.id } }), 204)
    },
  )

  it.skipIf(withStudent())('signs a picture upload; an SVG is 400', async () => {
    const e = student().exercises
    const link = await e.requestImageUpload({ body: { contentType: 'image/png', size: 1000 } })
    expect(expectAnswer(c.requestImageUpload, link, 200).uploadUrl).toContain('/exercises/uploads/')
    const svg = await e.requestImageUpload({
      body: { contentType: 'image/svg+xml' as 'image/png', size: 1000 },
    })
    expectAnswer(c.requestImageUpload, svg, 400)
  })
})
