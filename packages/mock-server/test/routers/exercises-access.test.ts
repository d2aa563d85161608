import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { EXERCISES_TEXT } from '@app/contract/exercises/text'
import { MESSAGES } from '../../src/errors'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import {
  ADMIN,
  PRO,
  RECENZENT,
  UCZEN,
  createExercise,
  envelope,
  ex,
  postExercise,
  source,
  useExercisesApp,
} from './exercises-helper'

let app: FastifyInstance
useExercisesApp((built) => (app = built))

const noAccess = envelope(403, EXERCISES_TEXT.noAccess)
const notReviewer = envelope(403, EXERCISES_TEXT.notReviewer)

describe('who may use the tasks tool', () => {
  it.each(['mini', 'rodzic', 'nowy', 'brak', 'asystent'])(
    'refuses %s (no tool, not a reviewer) with 403',
    async (who) => {
      const email = `${who}@example.com`
      expect((await ex(app, email, 'GET', '')).json()).toEqual(noAccess)
      const write = await postExercise(app, email, { source: source() })
      expect(write.json()).toEqual(noAccess)
    },
  )

  it('asks a guest to sign in (401)', async () => {
    expect((await ex(app, null, 'GET', '')).json()).toEqual(envelope(401, MESSAGES.loginRequired))
  })

  it('lets uczen (grant), pro (subscription), recenzent and admin (their groups) in', async () => {
    for (const who of [UCZEN, PRO, RECENZENT, ADMIN])
      expect((await ex(app, who, 'GET', '')).statusCode, who).toBe(200)
    app.store.grants.revoke(PERSONA_IDS.uczen, 'tasks')
    expect((await ex(app, UCZEN, 'GET', '')).json()).toEqual(noAccess)
  })
})

describe('the review endpoints', () => {
  it('are for reviewers and admins only: 403 for students with the tool', async () => {
    const pending = await createExercise(app, PRO, { submit: true })
    for (const who of [UCZEN, PRO]) {
      expect((await ex(app, who, 'GET', '/review-queue')).json()).toEqual(notReviewer)
      const review = await ex(app, who, 'POST', `/${pending.id}/review`, { decision: 'APPROVE' })
      expect(review.json()).toEqual(notReviewer)
    }
    expect((await ex(app, RECENZENT, 'GET', '/review-queue')).statusCode).toBe(200)
    expect((await ex(app, ADMIN, 'GET', '/review-queue')).statusCode).toBe(200)
    expect(app.store.exercises.get(pending.id)?.status).toBe('PENDING')
  })
})
