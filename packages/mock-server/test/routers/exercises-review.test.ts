import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import type { ExerciseSummary } from '@app/contract/exercises'
import { EXERCISES_TEXT } from '@app/contract/exercises/text'
import { advanceClock } from '../helper'
import {
  ADMIN,
  PRO,
  RECENZENT,
  UCZEN,
  createExercise,
  envelope,
  ex,
  list,
  useExercisesApp,
} from './exercises-helper'

let app: FastifyInstance
useExercisesApp((built) => (app = built))

const COMMENT = 'Dopisz jednostkę wyniku w treści polecenia.'
const review = (as: string, id: string, decision: string, comment?: string) =>
  ex(app, as, 'POST', `/${id}/review`, { decision, ...(comment ? { comment } : {}) })

/** The e-mails to an address, newest first. */
const mailTo = (email: string) => app.store.outbox.list().filter((m) => m.to === email)

describe('the way through review', () => {
  it('goes private → pending → changes requested → pending → published, with e-mails', async () => {
    const made = await createExercise(app, UCZEN)
    expect((await ex(app, UCZEN, 'POST', `/${made.id}/submit`)).json()).toMatchObject({
      status: 'PENDING',
    })
    const returned = await review(RECENZENT, made.id, 'REQUEST_CHANGES', COMMENT)
    expect(returned.json()).toMatchObject({ status: 'CHANGES_REQUESTED', reviewComment: COMMENT })
    const [changes] = mailTo('uczen@example.com')
    expect(changes).toMatchObject({
      subject: 'Twoje zadanie czeka na poprawki',
      link: `http://web.test/produkt/zadania/${made.id}`,
    })
    expect(changes!.text).toContain(COMMENT)
    expect(changes!.text).toContain(made.source.title)

    const mine = await list(app, UCZEN, '?scope=MINE')
    expect(mine.items.find((i) => i.id === made.id)).toMatchObject({
      status: 'CHANGES_REQUESTED',
      reviewComment: COMMENT,
    })
    expect((await ex(app, UCZEN, 'POST', `/${made.id}/submit`)).statusCode).toBe(200)
    const approved = await review(RECENZENT, made.id, 'APPROVE')
    expect(approved.json()).toMatchObject({ status: 'PUBLISHED', reviewComment: null })
    expect(mailTo('uczen@example.com')[0]?.subject).toBe('Twoje zadanie jest w bazie zadań')
    // In the shared bank for others now.
    expect((await list(app, PRO)).items.map((i) => i.id)).toContain(made.id)
    const history = (await ex(app, RECENZENT, 'GET', `/${made.id}/edit`)).json().history
    expect(history.map((h: { action: string }) => h.action)).toEqual([
      'CREATED',
      'SUBMITTED',
      'CHANGES_REQUESTED',
      'SUBMITTED',
      'APPROVED',
    ])
    expect(history[2]).toMatchObject({ actorName: 'Ewa Dąbrowska', comment: COMMENT })
  })

  it('rejects with a comment, and the author is told', async () => {
    const made = await createExercise(app, PRO, { submit: true })
    const res = await review(ADMIN, made.id, 'REJECT', 'To zadanie jest już w bazie zadań.')
    expect(res.json()).toMatchObject({ status: 'REJECTED' })
    expect(mailTo('pro@example.com')[0]?.subject).toBe('Twoje zadanie nie trafi do bazy zadań')
    expect((await list(app, UCZEN)).items.map((i) => i.id)).not.toContain(made.id)
  })

  it.each([
    ['a private one', 'PRIVATE', 'APPROVE'],
    ['a published one', 'PUBLISHED', 'REJECT'],
  ])('refuses to review %s with 409', async (_what, status, decision) => {
    const made = await createExercise(app, PRO, { submit: status !== 'PRIVATE' })
    if (status === 'PUBLISHED') await review(RECENZENT, made.id, 'APPROVE')
    const res = await review(ADMIN, made.id, decision, 'Komentarz recenzenta do zadania.')
    // A private one is not seen by others at all.
    expect(res.json()).toEqual(
      status === 'PRIVATE'
        ? envelope(404, EXERCISES_TEXT.notFound)
        : envelope(409, EXERCISES_TEXT.illegalMove),
    )
  })

  it('refuses to send a pending or published one again (409)', async () => {
    const made = await createExercise(app, PRO, { submit: true })
    expect((await ex(app, PRO, 'POST', `/${made.id}/submit`)).json()).toEqual(
      envelope(409, EXERCISES_TEXT.illegalMove),
    )
  })

  it('needs a comment of 10-2000 characters unless approving', async () => {
    const made = await createExercise(app, PRO, { submit: true })
    for (const comment of [undefined, 'Za krótki', 'x'.repeat(2001)]) {
      const res = await review(RECENZENT, made.id, 'REQUEST_CHANGES', comment)
      expect(res.statusCode).toBe(400)
    }
    expect(app.store.exercises.get(made.id)?.status).toBe('PENDING')
    expect(mailTo('pro@example.com')).toHaveLength(0)
  })
})

describe('the review queue', () => {
  it('lists pending exercises of others, longest waiting first', async () => {
    const first = await createExercise(app, PRO, { submit: true })
    await advanceClock(app, 60_000)
    const second = await createExercise(app, UCZEN, { submit: true })
    const queue = (await ex(app, RECENZENT, 'GET', '/review-queue')).json()
    const ids = (queue.items as ExerciseSummary[]).map((i) => i.id)
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id))
    expect(queue.items.every((i: ExerciseSummary) => i.status === 'PENDING')).toBe(true)
    expect(queue.total).toBe(ids.length)
  })
})
