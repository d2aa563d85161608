import { describe, expect, it } from 'vitest'
import { articleViewQuery, classifyArticleView, recordArticleView } from './article-views'

const T = Date.parse('2025-10-01T12:00:00Z')
const MIN5 = 5 * 60_000

describe('classifyArticleView', () => {
  it.each([
    ['no entry → unique', undefined, T, 'unique'],
    ['same instant → none', T, T, 'none'],
    ['1 minute later → none', T, T + 60_000, 'none'],
    ['exactly 5 minutes → none', T, T + MIN5, 'none'],
    ['5 minutes + 1 ms → repeated', T, T + MIN5 + 1, 'repeated'],
    ['a day later → repeated', T, T + 86_400_000, 'repeated'],
  ] as const)('%s', (_, last, now, kind) => {
    expect(classifyArticleView(last, now)).toBe(kind)
  })
})

describe('articleViewQuery', () => {
  it.each([
    ['unique', { uniqueView: true, repeatedView: false }],
    ['repeated', { uniqueView: false, repeatedView: true }],
    ['none', { uniqueView: false, repeatedView: false }],
  ] as const)('%s', (kind, query) => {
    expect(articleViewQuery(kind)).toEqual(query)
  })
})

describe('recordArticleView', () => {
  it.each([
    ['first view', {}, T, false, 'unique', { a: T }],
    ['view inside 5 minutes keeps the log', { a: T }, T + MIN5, false, 'none', { a: T }],
    ['repeated view moves the log', { a: T }, T + MIN5 + 1, false, 'repeated', { a: T + MIN5 + 1 }],
    ['skip flag counts nothing on a first view', {}, T, true, 'none', {}],
    ['skip flag counts nothing on a later view', { a: T }, T + 3 * MIN5, true, 'none', { a: T }],
    ['other articles are kept', { b: 1 }, T, false, 'unique', { a: T, b: 1 }],
  ] as const)('%s', (_, log, now, skipTracking, kind, nextLog) => {
    const result = recordArticleView(log, 'a', now, { skipTracking })
    expect(result.kind).toBe(kind)
    expect(result.query).toEqual(articleViewQuery(kind))
    expect(result.log).toEqual(nextLog)
  })

  it('returns a new log when the view counts and leaves the input untouched', () => {
    const log = { a: T }
    const result = recordArticleView(log, 'a', T + MIN5 + 1)
    expect(result.log).not.toBe(log)
    expect(log).toEqual({ a: T })
  })

  it('measures from the last counted view: views at 0, 4 and 5:01 min → unique, none, repeated', () => {
    let log = {}
    const kinds = [T, T + 4 * 60_000, T + MIN5 + 1_000].map((now) => {
      const result = recordArticleView(log, 'a', now)
      log = result.log
      return result.kind
    })
    expect(kinds).toEqual(['unique', 'none', 'repeated'])
  })
})
