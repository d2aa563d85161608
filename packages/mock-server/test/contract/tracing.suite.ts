import { contract } from '@app/contract'
import { describe, it } from 'vitest'
import { target, expectAnswer, student, admin, withAdmin, withStudent } from './harness'

describe('traces, diagnostics, metrics, webinar', () => {
  const today = new Date().toISOString().slice(0, 10)

  it('accepts traces, diagnostics and webinar statistics from anyone', async () => {
    const trace = await target.anonymous.trace.createTrace({
      body: {
        sessionId: 'kontrakt',
        origin: 'http://localhost',
        searchParams: '',
        pathname: '/',
        href: 'http://localhost/',
        traceType: 'PAGE_VIEW',
      },
    })
    expectAnswer(contract.trace.createTrace, trace, 204)
    const diag = await target.anonymous.diagnostic.createDiagnostic({
      body: { category: 'FRONTEND', message: 'Test kontraktu' },
    })
    expectAnswer(contract.diagnostic.createDiagnostic, diag, 201)
    const webinar = await target.anonymous.webinar.updateWebinarStatistics({
      body: { webinarId: 'webinar-14-10', sessionId: 'kontrakt', event: 'JOINED' },
    })
    expectAnswer(contract.webinar.updateWebinarStatistics, webinar, 204)
  })

  it.skipIf(withStudent())('keeps the admin lists from students', async () => {
    expectAnswer(
      contract.trace.listTraces,
      await student().trace.listTraces({ query: { date: today } }),
      403,
    )
    expectAnswer(
      contract.diagnostic.listDiagnostics,
      await student().diagnostic.listDiagnostics({ query: {} }),
      403,
    )
  })

  it.skipIf(withAdmin())('lists traces, diagnostics and metrics for an admin', async () => {
    expectAnswer(
      contract.trace.listTraces,
      await admin().trace.listTraces({ query: { date: today } }),
      200,
    )
    const list = await admin().diagnostic.listDiagnostics({ query: {} })
    const page = expectAnswer(contract.diagnostic.listDiagnostics, list, 200)
    const reviewed = await admin().diagnostic.markReviewed({ body: { id: page.items[0]!.id } })
    expectAnswer(contract.diagnostic.markReviewed, reviewed, 200)
    expectAnswer(
      contract.metrics.getMetrics,
      await admin().metrics.getMetrics({ query: { from: today, to: today } }),
      200,
    )
  })
})
