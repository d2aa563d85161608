import { describe, expect, it } from 'vitest'
import { admin, expectAnswer, onRealApi, student, target, withStudent } from './harness'
import {
  SECRET,
  UNKNOWN,
  both,
  c,
  holds,
  key,
  leaves,
  mockClient,
  source,
} from './exercises.fixtures'

describe('exercises', () => {
  it('refuses a guest (401) and the review endpoints to a student (403)', async () => {
    expectAnswer(
      c.listExercises,
      await target.anonymous.exercises.listExercises({ query: {} }),
      401,
    )
    if (withStudent()) return
    const queue = await student().exercises.reviewQueue({ query: {} })
    expectAnswer(c.reviewQueue, queue, 403)
    const review = await student().exercises.reviewExercise({
      params: { id: UNKNOWN },
      body: { decision: 'APPROVE' },
    })
    expectAnswer(c.reviewExercise, review, 403)
  })

  it.skipIf(withStudent())(
    'lists the bank and the own ones; a tampered page key is 400',
    async () => {
      const e = student().exercises
      const bank = expectAnswer(c.listExercises, await e.listExercises({ query: {} }), 200)
      expect(bank.items.length).toBeLessThanOrEqual(20)
      const mine = await e.listExercises({ query: { scope: 'MINE', status: 'TODO' } })
      expectAnswer(c.listExercises, mine, 200)
      const filtered = await e.listExercises({
        query: { subjects: ['fizyka'], levels: ['MATURA_BASIC'], difficulty: ['EASY', 'HARD'] },
      })
      for (const item of expectAnswer(c.listExercises, filtered, 200).items)
        expect(item.subject).toBe('fizyka')
      const tampered = await e.listExercises({ query: { nextPageKey: 'eyJhZnRlciI6Im5pYyJ9' } })
      expectAnswer(c.listExercises, tampered, 400)
      const unknownTopic = await e.listExercises({ query: { topics: ['alchemia'] } })
      expectAnswer(c.listExercises, unknownTopic, 400)
      const params = { id: UNKNOWN }
      expectAnswer(c.getExercise, await e.getExercise({ params }), 404)
      expectAnswer(c.getExerciseSource, await e.getExerciseSource({ params }), 404)
      expectAnswer(c.revealHint, await e.revealHint({ params }), 404)
      expectAnswer(c.revealSolution, await e.revealSolution({ params }), 404)
      expectAnswer(c.submitExercise, await e.submitExercise({ params }), 404)
      expectAnswer(c.deleteExercise, await e.deleteExercise({ params }), 404)
    },
  )

  it.skipIf(both())(
    'writes, sends, reviews and publishes; the student view never holds the key',
    async () => {
      const e = student().exercises
      const headers = { 'idempotency-key': key() }
      const body = { source: source() }
      const made = expectAnswer(c.createExercise, await e.createExercise({ headers, body }), 201)
      expect(made.status).toBe('PENDING')
      const again = expectAnswer(c.createExercise, await e.createExercise({ headers, body }), 200)
      expect(again.id).toBe(made.id)
      const other = await e.createExercise({ headers, body: { source: source() } })
      expectAnswer(c.createExercise, other, 409)
      const params = { id: made.id }

      // The author may read the source and edit it while it waits; a stale version is 409.
      expectAnswer(c.getExerciseSource, await e.getExerciseSource({ params }), 200)
      const stale = await e.updateExercise({
        params,
        body: { version: made.version + 5, source: source() },
      })
      expectAnswer(c.updateExercise, stale, 409)
      const edited = expectAnswer(
        c.updateExercise,
        await e.updateExercise({ params, body: { version: made.version, source: body.source } }),
        200,
      )

      // An admin sends it back, the author sends it again, the admin approves it.
      const a = admin().exercises
      const queue = expectAnswer(c.reviewQueue, await a.reviewQueue({ query: {} }), 200)
      expect(queue.items.every((item) => item.status === 'PENDING')).toBe(true)
      const comment = 'Dopisz w treści, w jakiej postaci podać wynik.'
      const back = await a.reviewExercise({
        params,
        body: { decision: 'REQUEST_CHANGES', comment },
      })
      expect(expectAnswer(c.reviewExercise, back, 200).status).toBe('CHANGES_REQUESTED')
      const noComment = await a.reviewExercise({ params, body: { decision: 'REJECT' } })
      expectAnswer(c.reviewExercise, noComment, 400)
      expectAnswer(c.submitExercise, await e.submitExercise({ params }), 200)
      expectAnswer(c.submitExercise, await e.submitExercise({ params }), 409)
      const approved = await a.reviewExercise({ params, body: { decision: 'APPROVE' } })
      expect(expectAnswer(c.reviewExercise, approved, 200).status).toBe('PUBLISHED')
      const twice = await a.reviewExercise({ params, body: { decision: 'REJECT', comment } })
      expectAnswer(c.reviewExercise, twice, 409)
      if (!onRealApi()) {
        const res = await fetch(`${target.baseUrl}/__mock/outbox`)
        const { emails } = (await res.json()) as { emails: { to: string; subject: string }[] }
        expect(emails.slice(0, 2).map((m) => [m.to, m.subject])).toEqual([
          ['uczen@example.com', 'Twoje zadanie jest w bazie zadań'],
          ['uczen@example.com', 'Twoje zadanie czeka na poprawki'],
        ])
      }

      // Published: its author may no longer change it (403); an admin may delete it.
      const locked = await e.updateExercise({
        params,
        body: { version: edited.version + 3, source: source() },
      })
      expectAnswer(c.updateExercise, locked, 403)
      expectAnswer(c.deleteExercise, await e.deleteExercise({ params }), 403)

      // An admin may edit it (so reads it with its key), but revealed nothing yet.
      const seen = expectAnswer(c.getExercise, await a.getExercise({ params }), 200)
      expect(seen.hintsRevealed).toEqual([])
      expectAnswer(c.deleteExercise, await a.deleteExercise({ params }), 204)
      expectAnswer(c.getExercise, await e.getExercise({ params }), 404)
    },
  )

  it.skipIf(both())(
    "keeps someone else's private exercise unknown (404) and its key from students",
    async () => {
      const a = admin().exercises
      const e = student().exercises
      const own = expectAnswer(
        c.createExercise,
        await e.createExercise({
          headers: { 'idempotency-key': key() },
          body: { source: source(), submitForReview: false },
        }),
        201,
      )
      const params = { id: own.id }
      expectAnswer(c.getExercise, await a.getExercise({ params }), 404)
      expectAnswer(c.getExerciseSource, await a.getExerciseSource({ params }), 404)
      const attempt = await a.attempt({
        params,
        headers: { 'idempotency-key': key() },
        body: { answer: { type: 'NUMERIC', value: '1', unit: '' } },
      })
      expectAnswer(c.attempt, attempt, 404)
      expectAnswer(c.revealHint, await a.revealHint({ params }), 404)
      expectAnswer(c.revealSolution, await a.revealSolution({ params }), 404)
      const edit = await a.updateExercise({
        params,
        body: { version: own.version, source: source() },
      })
      expectAnswer(c.updateExercise, edit, 404)

      // An admin's exercise waits for another reviewer: reviewing one's own is 403.
      const theirs = expectAnswer(
        c.createExercise,
        await a.createExercise({
          headers: { 'idempotency-key': key() },
          body: { source: source() },
        }),
        201,
      )
      const ownReview = await a.reviewExercise({
        params: { id: theirs.id },
        body: { decision: 'APPROVE' },
      })
      expectAnswer(c.reviewExercise, ownReview, 403)
      // The student's private exercise is theirs to answer: here the key is checked.
      const view = expectAnswer(c.getExercise, await e.getExercise({ params }), 200)
      expect(view.rights.edit).toBe(true)
      // A published bank exercise of someone else: the student's view holds none of its secrets.
      const bank = expectAnswer(c.listExercises, await e.listExercises({ query: {} }), 200)
      for (const item of bank.items.slice(0, 5)) {
        const detail = expectAnswer(
          c.getExercise,
          await e.getExercise({ params: { id: item.id } }),
          200,
        )
        if (detail.rights.edit || detail.solved || detail.solutionRevealed) continue
        expect(detail.key).toBeNull()
        expect(detail.solution).toBeNull()
        expect(leaves(detail)).not.toContain('correct')
        expect(detail.hintsRevealed.length).toBeLessThanOrEqual(detail.hintsTotal)
        const source = await e.getExerciseSource({ params: { id: item.id } })
        expectAnswer(c.getExerciseSource, source, 403)
      }
      if (!onRealApi()) {
        // On the mock, recenzent approves it: the student's view holds none of its secrets.
        const reviewer = await mockClient('recenzent@example.com')
        const approve = await reviewer.exercises.reviewExercise({
          params: { id: theirs.id },
          body: { decision: 'APPROVE' },
        })
        expectAnswer(c.reviewExercise, approve, 200)
        const detail = expectAnswer(
          c.getExercise,
          await e.getExercise({ params: { id: theirs.id } }),
          200,
        )
        expect(detail.rights).toEqual({ edit: false, delete: false, review: false })
        for (const secret of [SECRET.value, SECRET.solution, ...SECRET.hints, '7319,5'])
          expect(holds(detail, secret), String(secret)).toBe(false)
      }
      expectAnswer(c.deleteExercise, await e.deleteExercise({ params }), 204)
      expectAnswer(c.deleteExercise, await a.deleteExercise({ params: { id: theirs.id } }), 204)
    },
  )
})
