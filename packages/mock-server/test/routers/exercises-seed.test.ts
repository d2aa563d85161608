import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import type { ExerciseSummary } from '@app/contract/exercises'
import { EXERCISES_TEXT } from '@app/contract/exercises/text'
import { toWarsawDateKey, warsawParts } from '@app/domain/shared/format'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import { resetApp, setClock } from '../helper'
import {
  NOW,
  PRO,
  RECENZENT,
  UCZEN,
  envelope,
  eventsOf,
  ex,
  getExercise,
  list,
  useExercisesApp,
} from './exercises-helper'

let app: FastifyInstance
useExercisesApp((built) => (app = built))

const DAY = 86_400_000

/** Every item of a list, page after page. */
async function all(as: string, query: string): Promise<ExerciseSummary[]> {
  const items: ExerciseSummary[] = []
  let key: string | null = null
  do {
    const sep = query.includes('?') ? '&' : '?'
    const page = await list(app, as, key ? `${query}${sep}nextPageKey=${key}` : query)
    items.push(...page.items)
    key = page.nextPageKey
  } while (key)
  return items
}

describe("uczen's seeded answers", () => {
  it('span the last six weeks, 16:00-20:00 Warsaw: about 40 solved, a few left unsolved', async () => {
    const progress = [...app.store.exercises.progressByExercise(PERSONA_IDS.uczen).values()]
    const solved = progress.filter((p) => p.solvedAt)
    expect(solved.length).toBeGreaterThanOrEqual(35)
    expect(solved.length).toBeLessThanOrEqual(45)
    expect(progress.some((p) => !p.solvedAt && p.attempts.length > 0)).toBe(true)
    const times = progress.flatMap((p) => p.attempts.map((a) => Date.parse(a.at)))
    const now = Date.parse(NOW)
    expect(Math.min(...times)).toBeGreaterThanOrEqual(now - 43 * DAY)
    expect(Math.max(...times)).toBeLessThan(now)
    for (const t of times) expect(warsawParts(t).hour).toBeGreaterThanOrEqual(16)
    // The same answers are in the activity log: one event per attempt, one per first solve.
    const attempted = eventsOf(app, PERSONA_IDS.uczen, 'exercise_attempted')
    const solvedEvents = eventsOf(app, PERSONA_IDS.uczen, 'exercise_solved')
    expect(attempted).toHaveLength(progress.reduce((n, p) => n + p.attempts.length, 0))
    expect(solvedEvents).toHaveLength(solved.length)
  })

  it('show in the bank as solved and attempted marks, and filter by status', async () => {
    const bank = await all(UCZEN, '')
    const done = await all(UCZEN, '?status=DONE')
    const todo = await all(UCZEN, '?status=TODO')
    expect(bank.every((e) => e.status === 'PUBLISHED')).toBe(true)
    expect(done.length + todo.length).toBe(bank.length)
    expect(done.every((e) => e.progress === 'SOLVED')).toBe(true)
    expect(todo.some((e) => e.progress === 'ATTEMPTED')).toBe(true)
    // A page key of another list or filter, or a tampered one, is 400.
    const page = await list(app, UCZEN, '')
    expect(page.nextPageKey).not.toBeNull()
    for (const query of [
      `?scope=MINE&nextPageKey=${page.nextPageKey}`,
      '?nextPageKey=eyJhZnRlciI6Im5pYyJ9',
      '?nextPageKey=%7B%7D',
    ])
      expect((await ex(app, UCZEN, 'GET', query)).json()).toEqual(
        envelope(400, EXERCISES_TEXT.pageKey),
      )
    const first = await getExercise(app, UCZEN, done[0]!.id)
    expect(first.solved).toBe(true)
    expect(first.key).not.toBeNull()
  })

  it('are laid out from the clock: the same day again gives the same log', async () => {
    const before = JSON.stringify(app.store.exercises.progressByExercise(PERSONA_IDS.uczen))
    await resetApp(app)
    await setClock(app, NOW)
    expect(JSON.stringify(app.store.exercises.progressByExercise(PERSONA_IDS.uczen))).toBe(before)
    await resetApp(app)
    await setClock(app, new Date(Date.parse(NOW) + 7 * DAY).toISOString())
    const later = [...app.store.exercises.progressByExercise(PERSONA_IDS.uczen).values()]
    const last = Math.max(...later.flatMap((p) => p.attempts.map((a) => Date.parse(a.at))))
    expect(toWarsawDateKey(last) > '2025-10-15').toBe(true)
  })
})

describe('the personas’ own exercises', () => {
  it('uczen has three: private, waiting for review and sent back with a comment', async () => {
    const mine = await all(UCZEN, '?scope=MINE')
    expect(mine.map((e) => e.status).sort()).toEqual(['CHANGES_REQUESTED', 'PENDING', 'PRIVATE'])
    const returned = mine.find((e) => e.status === 'CHANGES_REQUESTED')!
    expect(returned.reviewComment?.length).toBeGreaterThanOrEqual(10)
    expect(mine.every((e) => e.authorName === 'Kuba Nowak')).toBe(true)
  })

  it('pro has one published, in the bank (and one in the queue)', async () => {
    const published = (await all(PRO, '?scope=MINE')).filter((e) => e.status === 'PUBLISHED')
    expect(published).toHaveLength(1)
    expect((await all(UCZEN, '')).map((e) => e.id)).toContain(published[0]!.id)
  })

  it("recenzent's queue holds five by others, longest waiting first", async () => {
    const queue = (await ex(app, RECENZENT, 'GET', '/review-queue')).json()
    expect(queue.total).toBe(5)
    const items = queue.items as ExerciseSummary[]
    expect(items.every((e) => e.status === 'PENDING' && e.authorName !== 'Ewa Dąbrowska')).toBe(
      true,
    )
    const sent = items.map((e) => e.submittedAt!)
    expect([...sent].sort()).toEqual(sent)
  })

  it('the bank has 60 or more published exercises of the four subjects, all older than now', async () => {
    const bank = await all(UCZEN, '')
    expect(bank.length).toBeGreaterThanOrEqual(60)
    expect(new Set(bank.map((e) => e.subject))).toEqual(
      new Set(['matematyka', 'fizyka', 'chemia', 'biologia']),
    )
    for (const e of bank) expect(Date.parse(e.createdAt)).toBeLessThan(Date.parse(NOW))
  })
})
