/**
 * Calls every endpoint of the contract against a base URL and checks each answer: the status must be
 * declared for that endpoint and the body must match its schema. Run with `pnpm test:contract`
 * (in-process mock) or `pnpm contract --base-url <url>` (any server).
 */

import { contract } from '@app/contract'
import type { AppRoute } from '@ts-rest/core'
import { describe, expect, it } from 'vitest'
import { allRoutes, covered, onRealApi, withAdmin, withStudent } from './harness'
import './blog.suite'
import './accounts.suite'
import './user.suite'
import './courses.suite'
import './tracing.suite'
import './newsletter.suite'
import './commerce.suite'
import './community.suite'
import './activity.suite'
import './flashcards.suite'
import './chat.suite'
import './planner.suite'
import './exercises.suite'
import './exercises-answers.suite'
import './domination-plan.suite'
import './progress.suite'
import './envelope.suite'

/** Called on the in-process mock only: a real server takes notifications signed by the provider. */
const MOCK_ONLY = new Set<AppRoute>([contract.commerce.notifyPayment])

describe('coverage', () => {
  it.skipIf(withStudent() || withAdmin())('called every endpoint of the contract', () => {
    const missing = allRoutes(contract).filter(
      (r) => !covered.has(r) && !(onRealApi() && MOCK_ONLY.has(r)),
    )
    expect(missing.map((r) => `${r.method} ${r.path}`)).toEqual([])
  })
})
