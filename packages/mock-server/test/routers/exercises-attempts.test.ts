import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { EXERCISES_TEXT } from '@app/contract/exercises/text'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import {
  PRO,
  RIGHT,
  UCZEN,
  WRONG,
  choiceSource,
  envelope,
  eventsOf,
  ex,
  getExercise,
  newKey,
  postAttempt,
  publishedExercise,
  source,
  useExercisesApp,
} from './exercises-helper'

let app: FastifyInstance
useExercisesApp((built) => (app = built))

const uczenEvents = (type: string, exerciseId: string) =>
  eventsOf(app, PERSONA_IDS.uczen, type).filter(
    (e) => (e.payload as { exerciseId: string }).exerciseId === exerciseId,
  )

describe('an answer', () => {
  it('counts once per Idempotency-Key: the same key again is the same verdict, one event', async () => {
    const made = await publishedExercise(app, PRO)
    const key = newKey()
    const first = await postAttempt(app, UCZEN, made.id, WRONG, key)
    const again = await postAttempt(app, UCZEN, made.id, WRONG, key)
    expect(first.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
    expect(first.json()).toMatchObject({
      verdict: 'INCORRECT',
      attemptNo: 1,
      solved: false,
      key: null,
    })
    expect(uczenEvents('exercise_attempted', made.id)).toHaveLength(1)
    const other = await postAttempt(app, UCZEN, made.id, RIGHT, key)
    expect(other.json()).toEqual(envelope(409, EXERCISES_TEXT.idempotencyConflict))
  })

  it('records exercise_solved on the first correct answer only', async () => {
    const made = await publishedExercise(app, PRO)
    await ex(app, UCZEN, 'POST', `/${made.id}/hints`)
    await postAttempt(app, UCZEN, made.id, WRONG)
    const right = await postAttempt(app, UCZEN, made.id, RIGHT)
    expect(right.json()).toMatchObject({ verdict: 'CORRECT', attemptNo: 2, solved: true })
    await postAttempt(app, UCZEN, made.id, RIGHT)
    const attempted = uczenEvents('exercise_attempted', made.id).map((e) => e.payload)
    expect(attempted).toEqual([
      {
        exerciseId: made.id,
        subject: 'fizyka',
        level: 'MATURA_BASIC',
        correct: false,
        attemptNo: 1,
        hintsUsed: 1,
      },
      {
        exerciseId: made.id,
        subject: 'fizyka',
        level: 'MATURA_BASIC',
        correct: true,
        attemptNo: 2,
        hintsUsed: 1,
      },
      {
        exerciseId: made.id,
        subject: 'fizyka',
        level: 'MATURA_BASIC',
        correct: true,
        attemptNo: 3,
        hintsUsed: 1,
      },
    ])
    expect(uczenEvents('exercise_solved', made.id).map((e) => e.payload)).toEqual([
      {
        exerciseId: made.id,
        subject: 'fizyka',
        level: 'MATURA_BASIC',
        difficulty: 'MEDIUM',
        attempts: 2,
        hintsUsed: 1,
        solutionRevealed: false,
        selfGraded: false,
      },
    ])
    const view = await getExercise(app, UCZEN, made.id)
    expect(view.attempts.map((a) => [a.attemptNo, a.verdict])).toEqual([
      [3, 'CORRECT'],
      [2, 'CORRECT'],
      [1, 'INCORRECT'],
    ])
  })

  it('of an expression the checker cannot read is 422 and not an attempt', async () => {
    const made = await publishedExercise(
      app,
      PRO,
      source({
        subject: 'matematyka',
        topic: 'wyrazenia-algebraiczne',
        answer: { type: 'EXPRESSION', expression: '2x+2', variables: ['x'] },
      }),
    )
    const res = await postAttempt(app, UCZEN, made.id, { type: 'EXPRESSION', expression: '2(x+1' })
    expect(res.json()).toEqual(
      envelope(422, 'Nie rozumiem tego wyrażenia: brakuje nawiasu zamykającego.'),
    )
    expect(uczenEvents('exercise_attempted', made.id)).toHaveLength(0)
    expect(app.store.exercises.progressOf(PERSONA_IDS.uczen, made.id)).toBeUndefined()
  })

  it.each([
    ['another type', { type: 'SINGLE_CHOICE', optionId: 'a' }, EXERCISES_TEXT.answerType],
    ['an unknown type', { type: 'ESSAY', text: 'x' }, null],
    ['a number over 200 characters', { type: 'NUMERIC', value: '1'.repeat(201), unit: '' }, null],
    ['nothing typed', { type: 'NUMERIC', value: '  ', unit: '' }, null],
  ])('with %s is 400 and not counted', async (_what, answer, message) => {
    const made = await publishedExercise(app, PRO)
    const res = await postAttempt(app, UCZEN, made.id, answer)
    expect(res.statusCode).toBe(400)
    if (message) expect(res.json()).toEqual(envelope(400, message))
    expect(uczenEvents('exercise_attempted', made.id)).toHaveLength(0)
  })

  it('naming an option the exercise lacks is 400; a set is right only whole', async () => {
    const made = await publishedExercise(app, PRO, choiceSource())
    const unknown = await postAttempt(app, UCZEN, made.id, {
      type: 'MULTIPLE_CHOICE',
      optionIds: ['b', 'x'],
    })
    expect(unknown.json()).toEqual(envelope(400, EXERCISES_TEXT.unknownOption))
    const part = await postAttempt(app, UCZEN, made.id, {
      type: 'MULTIPLE_CHOICE',
      optionIds: ['b'],
    })
    expect(part.json().verdict).not.toBe('CORRECT')
    const whole = await postAttempt(app, UCZEN, made.id, {
      type: 'MULTIPLE_CHOICE',
      optionIds: ['c', 'b'],
    })
    expect(whole.json()).toMatchObject({ verdict: 'CORRECT', attemptNo: 2 })
    expect(whole.json().key.correct).toEqual(['b', 'c'])
  })

  it('of an open exercise is graded by the student, after the solution', async () => {
    const made = await publishedExercise(app, PRO, source({ answer: { type: 'OPEN' } }))
    await ex(app, UCZEN, 'POST', `/${made.id}/solution`)
    const res = await postAttempt(app, UCZEN, made.id, {
      type: 'OPEN',
      text: 'Prędkość to droga przez czas.',
      selfGrade: 'CORRECT',
    })
    expect(res.json()).toMatchObject({ verdict: 'CORRECT', solved: true })
    expect(uczenEvents('exercise_solved', made.id)[0]?.payload).toMatchObject({
      solutionRevealed: true,
      selfGraded: true,
    })
    const long = await postAttempt(app, UCZEN, made.id, {
      type: 'OPEN',
      text: 'x'.repeat(5001),
      selfGrade: 'CORRECT',
    })
    expect(long.statusCode).toBe(400)
  })
})
