import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { AccountExportSchema } from '@app/contract/user/account'
import { DELETED_ACTOR_NAME } from '../../src/store/exercises'
import { DEMO_PASSWORD, PERSONA_IDS } from '../../src/store/seed/personas'
import { call } from '../helper'
import {
  PRO,
  RECENZENT,
  RIGHT,
  SECRET,
  UCZEN,
  createExercise,
  ex,
  getExercise,
  postAttempt,
  publishedExercise,
  useExercisesApp,
} from './exercises-helper'

let app: FastifyInstance
useExercisesApp((built) => (app = built))

describe("the account's exercises", () => {
  it('are in the export: own ones with their key and history, and every answer', async () => {
    const own = await createExercise(app, PRO)
    const theirs = await publishedExercise(app, RECENZENT)
    await postAttempt(app, PRO, theirs.id, RIGHT)
    const res = await call(app, PRO, { method: 'GET', url: '/api/saas/user/export' })
    const { exercises } = AccountExportSchema.parse(res.json())
    const exported = exercises.own.find((e) => e.id === own.id)!
    expect(exported).toMatchObject({ status: 'PRIVATE', source: { solution: SECRET.solution } })
    expect(exported.source.answer).toMatchObject({ value: SECRET.value })
    expect(exported.history.map((h) => h.action)).toEqual(['CREATED'])
    expect(exercises.own.map((e) => e.id)).not.toContain(theirs.id)
    expect(exercises.progress.find((p) => p.exerciseId === theirs.id)).toMatchObject({
      solvedAt: expect.any(String),
      attempts: [{ attemptNo: 1, verdict: 'CORRECT' }],
    })
  })

  it('go with the deleted account, but published ones stay in the bank without its name', async () => {
    const published = await publishedExercise(app, UCZEN)
    const pending = await createExercise(app, UCZEN, { submit: true })
    await postAttempt(app, PRO, published.id, RIGHT)
    const before = app.store.exercises.everythingOf(PERSONA_IDS.uczen)
    expect(before.progress.length).toBeGreaterThan(30)
    const res = await call(app, UCZEN, {
      method: 'POST',
      url: '/api/saas/user/delete-account',
      payload: { password: DEMO_PASSWORD },
    })
    expect(res.statusCode).toBe(204)

    const after = app.store.exercises.everythingOf(PERSONA_IDS.uczen)
    expect(after).toEqual({ exercises: [], progress: [] })
    for (const gone of before.exercises.filter((e) => e.status !== 'PUBLISHED'))
      expect(app.store.exercises.get(gone.id), gone.status).toBeUndefined()
    expect((await ex(app, RECENZENT, 'GET', `/${pending.id}`)).statusCode).toBe(404)
    const queue = (await ex(app, RECENZENT, 'GET', '/review-queue')).json()
    expect(queue.total).toBe(4)

    const kept = await getExercise(app, PRO, published.id)
    expect(kept).toMatchObject({ status: 'PUBLISHED', authorName: null, solved: true })
    const history = (await ex(app, RECENZENT, 'GET', `/${published.id}/edit`)).json().history
    expect(history[0]).toMatchObject({ action: 'CREATED', actorName: DELETED_ACTOR_NAME })
    expect(JSON.stringify(history)).not.toContain('Kuba Nowak')
  })
})
