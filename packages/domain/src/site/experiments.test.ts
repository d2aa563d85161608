import { describe, expect, it } from 'vitest'
import { experimentVariation, isVariationOf } from './experiments'

describe('experimentVariation', () => {
  it.each([
    ['stored value wins over the query', 'webinar-14-10', 'v2', '?webinar-14-10=v3', 'v2'],
    [
      'query parameter named after the experiment',
      'webinar-14-10',
      null,
      '?webinar-14-10=v3',
      'v3',
    ],
    [
      'invalid stored value falls back to the query',
      'webinar-14-10',
      'v9',
      '?webinar-14-10=v1',
      'v1',
    ],
    ['invalid query value → unknown', 'webinar-14-10', undefined, '?webinar-14-10=a', 'unknown'],
    [
      'another experiment parameter is ignored',
      'mw-03-11',
      undefined,
      '?webinar-14-10=v1',
      'unknown',
    ],
    ['variant of another experiment is refused', 'mw-03-11', 'v1', '?mw-03-11=v2', 'unknown'],
    ['a/b experiment from the query', 'launch-landing-09-09', null, 'launch-landing-09-09=b', 'b'],
    ['a/b experiment from storage', 'saas-parent-28-08', 'a', '', 'a'],
    ['nothing → unknown', 'saas-student-28-08', undefined, undefined, 'unknown'],
  ] as const)('%s', (_, id, stored, search, expected) => {
    expect(experimentVariation(id, { stored, search })).toBe(expected)
  })
})

describe('isVariationOf', () => {
  it.each([
    ['webinar-14-10', 'v1', true],
    ['webinar-14-10', 'unknown', false],
    ['mw-03-11', 'b', true],
    ['mw-03-11', null, false],
  ] as const)('%s %o → %s', (id, value, expected) => {
    expect(isVariationOf(id, value)).toBe(expected)
  })
})
