import { contract } from '@app/contract'
import { describe, expect, it } from 'vitest'
import { admin, expectAnswer, onRealApi, student, target, withStudent } from './harness'

const c = contract.dominationPlan
const key = () => `kontrakt-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`
const UNKNOWN = '2Kx8Qq1YV3nMZf0uS9rT5aBcDeF'
const answers = { rating: 4, wentWell: 'Kontrakt', gotInTheWay: '', willChange: '' }

describe('domination plan', () => {
  // A real server's admin may have the tool; the mock's has not.
  it.skipIf(onRealApi())(
    'refuses a guest (401), and a caller without the tool (403) on the mock',
    async () => {
      const guest = await target.anonymous.dominationPlan.getDominationPlan()
      expectAnswer(c.getDominationPlan, guest, 401)
      expectAnswer(c.listCheckIns, await admin().dominationPlan.listCheckIns(), 403)
    },
  )

  it.skipIf(withStudent())('reads and saves the whole plan; a stale version is 409', async () => {
    const d = student().dominationPlan
    const { updatedAt: _, ...plan } = expectAnswer(
      c.getDominationPlan,
      await d.getDominationPlan(),
      200,
    )
    const saved = expectAnswer(
      c.updateDominationPlan,
      await d.updateDominationPlan({ body: plan }),
      200,
    )
    expect(saved.version).toBe(plan.version + 1)
    expectAnswer(c.updateDominationPlan, await d.updateDominationPlan({ body: plan }), 409)
  })

  it.skipIf(withStudent())(
    'lists the check-ins with the one due now, sums a week up or says when, corrects one',
    async () => {
      const d = student().dominationPlan
      const { items, current } = expectAnswer(c.listCheckIns, await d.listCheckIns(), 200)
      const headers = { 'idempotency-key': key() }
      const body = { weekKey: current.weekKey, doneActionIds: [], ...answers, nextWeekActions: [] }
      const made = await d.createCheckIn({ headers, body })
      if (current.state === 'OPEN' || current.state === 'LATE') {
        expectAnswer(c.createCheckIn, made, 201)
        expectAnswer(c.createCheckIn, await d.createCheckIn({ headers, body }), 200)
      } else expectAnswer(c.createCheckIn, made, current.state === 'UPCOMING' ? 422 : 409)

      const first = items[0]
      if (first) {
        const again = { weekKey: first.weekKey, doneActionIds: [], ...answers, nextWeekActions: [] }
        const twice = await d.createCheckIn({ headers: { 'idempotency-key': key() }, body: again })
        expectAnswer(c.createCheckIn, twice, 409)
        const params = { id: first.id }
        const { doneActionIds, version } = first
        const fixed = await d.updateCheckIn({
          params,
          body: { version, doneActionIds, ...answers },
        })
        expectAnswer(c.updateCheckIn, fixed, 200)
        const stale = await d.updateCheckIn({
          params,
          body: { version, doneActionIds, ...answers },
        })
        expectAnswer(c.updateCheckIn, stale, 409)
        const foreign = { version: version + 1, doneActionIds: ['nie-z-tego-tygodnia'], ...answers }
        expectAnswer(c.updateCheckIn, await d.updateCheckIn({ params, body: foreign }), 422)
      }
      const unknown = {
        params: { id: UNKNOWN },
        body: { version: 1, doneActionIds: [], ...answers },
      }
      expectAnswer(c.updateCheckIn, await d.updateCheckIn(unknown), 404)
    },
  )
})
