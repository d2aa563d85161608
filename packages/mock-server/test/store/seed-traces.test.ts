import { describe, expect, it } from 'vitest'
import { TraceSchema } from '@app/contract/trace'
import { toWarsawDateKey } from '@app/domain/shared/format'
import { seedArticles } from '../../src/store/seed/blog'
import { seedTraces } from '../../src/store/seed/traces'

describe('traces seed', () => {
  it('has 120 valid traces with sequential ids in time order', () => {
    expect(seedTraces).toHaveLength(120)
    seedTraces.forEach((t, i) => {
      expect(TraceSchema.parse(t)).toEqual(t)
      expect(t.id).toBe(`trace-${String(i + 1).padStart(4, '0')}`)
      expect(t.href).toBe(`${t.origin}${t.pathname}${t.searchParams}`)
    })
    const times = seedTraces.map((t) => t.createdAt)
    expect([...times].sort()).toEqual(times)
  })

  it('spans the three Warsaw days 2025-11-18..20 with several sessions each', () => {
    const days = new Map<string, Set<string>>()
    for (const t of seedTraces) {
      const day = toWarsawDateKey(new Date(t.createdAt))
      days.set(day, (days.get(day) ?? new Set()).add(t.sessionId))
    }
    expect([...days.keys()]).toEqual(['2025-11-18', '2025-11-19', '2025-11-20'])
    for (const sessions of days.values()) expect(sessions.size).toBeGreaterThanOrEqual(3)
  })

  it('is mostly page views, with cookie choices and experiment views', () => {
    const count = (type: string) => seedTraces.filter((t) => t.traceType === type).length
    expect(count('PAGE_VIEW')).toBeGreaterThan(seedTraces.length / 2)
    expect(count('COOKIES_ACCEPTED')).toBeGreaterThan(0)
    expect(count('COOKIES_REJECTED')).toBeGreaterThan(0)
    const experiments = seedTraces.filter((t) => t.traceType === 'EXPERIMENT_VIEW')
    expect(experiments.length).toBeGreaterThan(0)
    for (const t of experiments) expect(t.traceTypeForExperiment).toBeDefined()
    for (const t of seedTraces.filter((t) => t.traceType !== 'EXPERIMENT_VIEW')) {
      expect(t.traceTypeForExperiment).toBeUndefined()
    }
  })

  it('points blog page views at seeded articles', () => {
    const ids = new Set(seedArticles.map((a) => a.id))
    const blogViews = seedTraces.filter((t) => t.pathname.startsWith('/blog/'))
    expect(blogViews.length).toBeGreaterThan(0)
    for (const t of blogViews) expect(ids.has(t.pathname.slice('/blog/'.length))).toBe(true)
  })
})
