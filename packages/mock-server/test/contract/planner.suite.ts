import { contract } from '@app/contract'
import type { PlanInput } from '@app/contract/planner'
import { toWarsawDateKey } from '@app/domain/shared/format'
import { describe, expect, it } from 'vitest'
import { admin, covered, expectAnswer, onRealApi, student, target, withStudent } from './harness'

const c = contract.planner
const key = () => `kontrakt-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`
const UNKNOWN = '2Kx8Qq1YV3nMZf0uS9rT5aBcDeF'
const inDays = (days: number) => toWarsawDateKey(Date.now() + days * 86_400_000)
const AFTER_SCHOOL = [{ start: '16:00', end: '19:30' }]

const input = (date: string): PlanInput => ({
  name: `Kontrakt ${key()}`.slice(0, 60),
  subjects: [
    {
      subject: 'matematyka',
      difficulty: 'MEDIUM',
      deadline: { kind: 'EXAM', date, title: 'Sprawdzian' },
      topics: [{ title: 'Funkcja liniowa', hours: 1 }],
    },
  ],
  windows: {
    MON: AFTER_SCHOOL,
    TUE: AFTER_SCHOOL,
    WED: AFTER_SCHOOL,
    THU: AFTER_SCHOOL,
    FRI: AFTER_SCHOOL,
    SAT: [],
    SUN: [],
  },
  daysOff: [],
  preferredTimes: [],
  sessionMinutes: 45,
  chronotype: 'unknown',
})

/** A calendar answer: not JSON, so read as text (the typed client parses JSON only). */
async function calendar(url: string, token: string | null) {
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} })
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() }
}

/** The student's id token: the target's, or the mock persona's. */
async function studentToken(): Promise<string> {
  if (onRealApi()) return process.env.CONTRACT_STUDENT_TOKEN as string
  const res = await fetch(`${target.baseUrl}/__mock/personas/uczen%40example.com/token`, {
    method: 'POST',
  })
  return ((await res.json()) as { idToken: string }).idToken
}

describe('planner', () => {
  it.skipIf(onRealApi())(
    'refuses a guest (401), and a caller without the tool (403) on the mock',
    async () => {
      expectAnswer(c.listPlans, await target.anonymous.planner.listPlans(), 401)
      expectAnswer(c.listPlans, await admin().planner.listPlans(), 403)
    },
  )

  it.skipIf(withStudent())('reads the plans; unknown ids are 404', async () => {
    expectAnswer(c.listPlans, await student().planner.listPlans(), 200)
    const p = student().planner
    const params = { id: UNKNOWN }
    expectAnswer(c.getPlan, await p.getPlan({ params }), 404)
    expectAnswer(c.deletePlan, await p.deletePlan({ params }), 404)
    expectAnswer(c.archivePlan, await p.archivePlan({ params }), 404)
    expectAnswer(c.restorePlan, await p.restorePlan({ params }), 404)
    expectAnswer(c.reflowPlan, await p.reflowPlan({ params }), 404)
    expectAnswer(c.createFeed, await p.createFeed({ params }), 404)
    expectAnswer(c.deleteFeed, await p.deleteFeed({ params }), 404)
    const feed = await target.anonymous.planner.getFeed({
      params: { file: `${'A'.repeat(43)}.ics` },
    })
    expectAnswer(c.getFeed, feed, 404)
  })

  it.skipIf(withStudent())(
    'makes a plan, changes its blocks, adds and removes one, archives, restores, deletes',
    async () => {
      const p = student().planner
      const past = await p.createPlan({
        headers: { 'idempotency-key': key() },
        body: input(inDays(-2)),
      })
      expectAnswer(c.createPlan, past, 400)
      const headers = { 'idempotency-key': key() }
      const body = input(inDays(20))
      const plan = expectAnswer(c.createPlan, await p.createPlan({ headers, body }), 201)
      expectAnswer(c.createPlan, await p.createPlan({ headers, body }), 200)
      const params = { id: plan.id }
      expectAnswer(c.getPlan, await p.getPlan({ params }), 200)
      const stale = await p.updatePlan({ params, body: { ...body, version: plan.version + 1 } })
      expectAnswer(c.updatePlan, stale, 409)
      const updated = expectAnswer(
        c.updatePlan,
        await p.updatePlan({ params, body: { ...body, version: plan.version } }),
        200,
      )

      const last = updated.blocks.at(-1)!
      const change = { blockId: last.id, version: last.version, focusedMinutes: 5 }
      const changed = await p.changeBlocks({
        params,
        headers: { 'idempotency-key': key() },
        body: { changes: [change] },
      })
      expectAnswer(c.changeBlocks, changed, 200)
      const staleBlock = await p.changeBlocks({
        params,
        headers: { 'idempotency-key': key() },
        body: { changes: [change] },
      })
      expectAnswer(c.changeBlocks, staleBlock, 409)
      const early = await p.changeBlocks({
        params,
        headers: { 'idempotency-key': key() },
        body: { changes: [{ blockId: last.id, version: last.version + 1, status: 'DONE' }] },
      })
      expectAnswer(c.changeBlocks, early, 422)

      const first = updated.blocks[0]!
      const focus = (blockId: string, action: 'START' | 'STOP') =>
        p.focusBlock({
          params: { ...params, blockId },
          headers: { 'idempotency-key': key() },
          body: { action },
        })
      const started = expectAnswer(c.focusBlock, await focus(first.id, 'START'), 200)
      expect(started.block.focus?.endedAt).toBeNull()
      expectAnswer(c.focusBlock, await focus(first.id, 'STOP'), 200)
      expectAnswer(c.focusBlock, await focus(UNKNOWN, 'START'), 404)

      const block = {
        subject: 'fizyka' as const,
        topic: 'Dynamika',
        kind: 'LEARN' as const,
        startsAt: new Date(Date.parse(last.endsAt) + 3_600_000).toISOString(),
        durationMinutes: 30,
      }
      const added = await p.createBlock({
        params,
        headers: { 'idempotency-key': key() },
        body: block,
      })
      const made = expectAnswer(c.createBlock, added, 201)
      const over = await p.createBlock({
        params,
        headers: { 'idempotency-key': key() },
        body: block,
      })
      expectAnswer(c.createBlock, over, 422)
      const removed = await p.deleteBlock({ params: { ...params, blockId: made.id } })
      expectAnswer(c.deleteBlock, removed, 204)
      expectAnswer(c.reflowPlan, await p.reflowPlan({ params }), 200)

      expectAnswer(c.archivePlan, await p.archivePlan({ params }), 200)
      expectAnswer(c.restorePlan, await p.restorePlan({ params }), 200)
      // Leave nothing behind on a real server.
      expectAnswer(c.deletePlan, await p.deletePlan({ params }), 204)
    },
  )

  it.skipIf(withStudent())(
    'exports the calendar and serves its feed without Authorization',
    async () => {
      const idToken = await studentToken()
      const p = student().planner
      const plan = expectAnswer(
        c.createPlan,
        await p.createPlan({ headers: { 'idempotency-key': key() }, body: input(inDays(20)) }),
        201,
      )
      const params = { id: plan.id }
      const file = await calendar(
        `${target.baseUrl}/api/saas/planner/plans/${plan.id}/ics`,
        idToken,
      )
      covered.add(c.exportCalendar)
      expect([file.status, file.type]).toEqual([200, 'text/calendar'])
      expect(file.text).toMatch(/^BEGIN:VCALENDAR\r\n/)

      const { url } = expectAnswer(c.createFeed, await p.createFeed({ params }), 201)
      // The mock names its configured API origin; the in-process one listens on a port of its own.
      const feedUrl = onRealApi() ? url : url.replace(/^https?:\/\/[^/]+/, target.baseUrl)
      const feed = await calendar(feedUrl, null)
      covered.add(c.getFeed)
      expect([feed.status, feed.text]).toEqual([200, file.text])
      expectAnswer(c.deleteFeed, await p.deleteFeed({ params }), 204)
      expectAnswer(c.deletePlan, await p.deletePlan({ params }), 204)
    },
  )
})
