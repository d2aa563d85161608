import { contract } from '@app/contract'
import type { ExerciseSourceInput } from '@app/contract/exercises'
import { createApiClient } from '@app/contract/http'
import { toWarsawDateKey } from '@app/domain/shared/format'
import { describe, expect, it } from 'vitest'
import { admin, expectAnswer, onRealApi, student, target, withAdmin, withStudent } from './harness'

const c = contract.exercises
const key = () => `kontrakt-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`
const UNKNOWN = '2Kx8Qq1YV3nMZf0uS9rT5aBcDeF'
const both = () => withStudent() || withAdmin()

/** The key's value and the texts a student may not see before solving. */
const SECRET = {
  value: 7319.5,
  solution: 'Kontraktowe rozwiązanie: dzielimy obie strony przez dwa.',
  hints: ['Kontraktowa podpowiedź pierwsza.', 'Kontraktowa podpowiedź druga.'],
}

const source = (change: Partial<ExerciseSourceInput> = {}): ExerciseSourceInput => ({
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
function leaves(value: unknown, out: unknown[] = []): unknown[] {
  if (Array.isArray(value)) for (const item of value) leaves(item, out)
  else if (value && typeof value === 'object')
    for (const [name, member] of Object.entries(value)) {
      out.push(name)
      leaves(member, out)
    }
  else out.push(value)
  return out
}
const holds = (value: unknown, needle: string | number) =>
  leaves(value).some((leaf) =>
    typeof needle === 'number'
      ? leaf === needle || (typeof leaf === 'string' && leaf.includes(String(needle)))
      : typeof leaf === 'string' && leaf.includes(needle),
  )

/** A client of another mock persona (the in-process mock only). */
async function mockClient(email: string) {
  const res = await fetch(`${target.baseUrl}/__mock/personas/${encodeURIComponent(email)}/token`, {
    method: 'POST',
  })
  const { idToken } = (await res.json()) as { idToken: string }
  return createApiClient({ baseUrl: target.baseUrl, getIdToken: () => idToken })
}

/** Today's events of a type about one exercise, in the caller's activity log. */
async function eventsAbout(type: 'exercise_attempted' | 'exercise_solved', exerciseId: string) {
  const today = toWarsawDateKey(Date.now())
  const page = await student().activity.listActivity({
    query: { from: today, to: today, types: type },
  })
  const { items } = expectAnswer(contract.activity.listActivity, page, 200)
  return items.filter((e) => (e.payload as { exerciseId?: string }).exerciseId === exerciseId)
}

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
