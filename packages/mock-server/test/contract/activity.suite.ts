import { contract } from '@app/contract'
import { describe, expect, it } from 'vitest'
import { target, expectAnswer, student, withStudent } from './harness'

describe('activity', () => {
  const day = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 10)
  const range = { from: day(300 * 86_400_000), to: day(0) }

  it.skipIf(withStudent())(
    'lists the caller’s own events, refuses a guest and a reversed range',
    async () => {
      const route = contract.activity.listActivity
      expectAnswer(route, await target.anonymous.activity.listActivity({ query: range }), 401)
      const page = expectAnswer(route, await student().activity.listActivity({ query: range }), 200)
      expect(page.items.length).toBeLessThanOrEqual(100)
      const reversed = { from: range.to, to: range.from }
      expectAnswer(route, await student().activity.listActivity({ query: reversed }), 400)
    },
  )
})
