import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { EXERCISES_TEXT } from '@app/contract/exercises/text'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import {
  ADMIN,
  PRO,
  RECENZENT,
  RIGHT,
  UCZEN,
  UNKNOWN_ID,
  createExercise,
  envelope,
  ex,
  newKey,
  postAttempt,
  publishedExercise,
  source,
  useExercisesApp,
} from './exercises-helper'

let app: FastifyInstance
useExercisesApp((built) => (app = built))

const gone = envelope(404, EXERCISES_TEXT.notFound)

/** Everything about one exercise and the activity of two users, to compare before and after. */
const stateOf = (id: string) =>
  JSON.stringify({
    exercise: app.store.exercises.get(id),
    uczen: app.store.exercises.progressByExercise(PERSONA_IDS.uczen).get(id) ?? null,
    pro: app.store.exercises.progressByExercise(PERSONA_IDS.pro).get(id) ?? null,
    activity: app.store.activity.forUser(PERSONA_IDS.pro).length,
  })

/** Every call that names an exercise, as `as`. */
const everyCall = (as: string, id: string, version: number) =>
  [
    ['read it', ex(app, as, 'GET', `/${id}`)],
    ['read its source', ex(app, as, 'GET', `/${id}/edit`)],
    ['edit it', ex(app, as, 'PUT', `/${id}`, { version, source: source({ title: 'Cudze' }) })],
    ['delete it', ex(app, as, 'DELETE', `/${id}`)],
    ['answer it', postAttempt(app, as, id, RIGHT)],
    ['reveal a hint', ex(app, as, 'POST', `/${id}/hints`)],
    ['reveal the solution', ex(app, as, 'POST', `/${id}/solution`)],
    ['submit it', ex(app, as, 'POST', `/${id}/submit`)],
  ] as const

describe("someone else's private exercise", () => {
  it.each([PRO, RECENZENT, ADMIN])('is 404 to %s for every call, as an unknown one', async (as) => {
    const made = await createExercise(app, UCZEN)
    const before = stateOf(made.id)
    for (const [what, res] of everyCall(as, made.id, made.version))
      expect((await res).json(), what).toEqual(gone)
    if (as !== PRO) {
      const review = await ex(app, as, 'POST', `/${made.id}/review`, { decision: 'APPROVE' })
      expect(review.json()).toEqual(gone)
    }
    expect(stateOf(made.id)).toBe(before)
    // An id nobody has answers the same.
    expect((await ex(app, as, 'GET', `/${UNKNOWN_ID}`)).json()).toEqual(gone)
  })

  it('is not in anyone else’s lists', async () => {
    const made = await createExercise(app, UCZEN)
    for (const query of ['', '?scope=MINE']) {
      const items = (await ex(app, PRO, 'GET', query)).json().items as { id: string }[]
      expect(items.map((i) => i.id)).not.toContain(made.id)
    }
    const queue = (await ex(app, RECENZENT, 'GET', '/review-queue')).json().items as {
      id: string
    }[]
    expect(queue.map((i) => i.id)).not.toContain(made.id)
  })
})

describe("someone else's published exercise", () => {
  it('may be read and answered, but editing or deleting it is 403', async () => {
    const made = await publishedExercise(app, PRO)
    const version = app.store.exercises.get(made.id)!.version
    expect((await ex(app, UCZEN, 'GET', `/${made.id}`)).statusCode).toBe(200)
    expect((await postAttempt(app, UCZEN, made.id, RIGHT)).statusCode).toBe(200)
    const before = JSON.stringify(app.store.exercises.get(made.id))
    const edit = await ex(app, UCZEN, 'PUT', `/${made.id}`, { version, source: source() })
    expect(edit.json()).toEqual(envelope(403, EXERCISES_TEXT.notEditable))
    expect((await ex(app, UCZEN, 'GET', `/${made.id}/edit`)).json()).toEqual(
      envelope(403, EXERCISES_TEXT.notEditable),
    )
    expect((await ex(app, UCZEN, 'DELETE', `/${made.id}`)).json()).toEqual(
      envelope(403, EXERCISES_TEXT.notDeletable),
    )
    // Its own author may no longer change it either, once it is in the bank.
    const byAuthor = await ex(app, PRO, 'PUT', `/${made.id}`, { version, source: source() })
    expect(byAuthor.json()).toEqual(envelope(403, EXERCISES_TEXT.notEditable))
    expect((await ex(app, PRO, 'DELETE', `/${made.id}`)).statusCode).toBe(403)
    expect(JSON.stringify(app.store.exercises.get(made.id))).toBe(before)
  })
})

describe('reviewing', () => {
  it("one's own exercise is 403, for a reviewer and an admin alike", async () => {
    for (const who of [RECENZENT, ADMIN]) {
      const own = await createExercise(app, who, { submit: true })
      const res = await ex(app, who, 'POST', `/${own.id}/review`, { decision: 'APPROVE' })
      expect(res.json()).toEqual(envelope(403, EXERCISES_TEXT.ownReview))
      expect(app.store.exercises.get(own.id)?.status).toBe('PENDING')
      const queue = (await ex(app, who, 'GET', '/review-queue')).json().items as { id: string }[]
      expect(queue.map((i) => i.id)).not.toContain(own.id)
    }
  })

  it('with the same Idempotency-Key as another user is no replay of theirs', async () => {
    const key = newKey()
    const made = await publishedExercise(app, PRO)
    const mine = await postAttempt(app, UCZEN, made.id, RIGHT, key)
    const theirs = await postAttempt(
      app,
      ADMIN,
      made.id,
      { type: 'NUMERIC', value: '1', unit: '' },
      key,
    )
    expect(mine.json().verdict).toBe('CORRECT')
    expect(theirs.json().verdict).toBe('INCORRECT')
  })
})
