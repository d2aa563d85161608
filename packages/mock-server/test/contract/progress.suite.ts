import { contract } from '@app/contract'
import { toWarsawDateKey } from '@app/domain/shared/format'
import { describe, expect, it } from 'vitest'
import { admin, expectAnswer, onRealApi, student, target, withAdmin, withStudent } from './harness'

const c = contract.progress
const day = (daysAgo: number) => toWarsawDateKey(Date.now() - daysAgo * 86_400_000)

describe('progress', () => {
  it('refuses a guest (401)', async () => {
    const guest = target.anonymous.progress
    expectAnswer(c.getProgress, await guest.getProgress({ query: {} }), 401)
    expectAnswer(c.getToday, await guest.getToday({ query: {} }), 401)
    expectAnswer(c.getRanking, await guest.getRanking({ query: {} }), 401)
    expectAnswer(c.getRankingHistory, await guest.getRankingHistory({ query: {} }), 401)
    const range = { from: day(6), to: day(0) }
    expectAnswer(c.getStatistics, await guest.getStatistics({ query: range }), 401)
  })

  it.skipIf(withStudent())("answers the student's own progress, day and statistics", async () => {
    const p = student().progress
    const progress = expectAnswer(c.getProgress, await p.getProgress({ query: {} }), 200)
    expect(progress.level).toBeGreaterThanOrEqual(1)
    expectAnswer(c.getToday, await p.getToday({ query: {} }), 200)
    const stats = await p.getStatistics({ query: { from: day(29), to: day(0) } })
    expect(expectAnswer(c.getStatistics, stats, 200).days).toHaveLength(30)
    const reversed = await p.getStatistics({ query: { from: day(0), to: day(1) } })
    expectAnswer(c.getStatistics, reversed, 400)
    // No call takes a user: any other parameter is refused.
    const other = { userId: '00000000-0000-4000-8000-000000000004' } as never
    expectAnswer(c.getProgress, await p.getProgress({ query: other }), 400)
    expectAnswer(c.getToday, await p.getToday({ query: other }), 400)
  })

  it.skipIf(withStudent())('answers the week’s league and its history', async () => {
    const p = student().progress
    const ranking = expectAnswer(c.getRanking, await p.getRanking({ query: {} }), 200)
    expect(ranking.top.length).toBeLessThanOrEqual(50)
    const past = await p.getRanking({ query: { week: '2025-W43' } })
    expectAnswer(c.getRanking, past, 200)
    const malformed = await p.getRanking({ query: { week: '2025-W60' } })
    expectAnswer(c.getRanking, malformed, 400)
    expectAnswer(c.getRanking, await p.getRanking({ query: { week: '2099-W01' } }), 400)
    expectAnswer(c.getRanking, await p.getRanking({ query: { week: '2025-W41' } }), 403)
    const history = expectAnswer(c.getRankingHistory, await p.getRankingHistory({ query: {} }), 200)
    expect(history.items.length).toBeLessThanOrEqual(10)
    const tampered = await p.getRankingHistory({ query: { nextPageKey: 'nie-tydzien' } })
    expectAnswer(c.getRankingHistory, tampered, 400)
  })

  it.skipIf(withAdmin() || onRealApi())(
    'lets staff read the ranking, not progress of their own (403 on the mock)',
    async () => {
      expectAnswer(c.getRanking, await admin().progress.getRanking({ query: {} }), 200)
      expectAnswer(c.getProgress, await admin().progress.getProgress({ query: {} }), 403)
    },
  )
})
