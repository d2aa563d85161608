import { describe, expect, it } from 'vitest'
import { needsDownloadToken, tokenOpensEbook } from './ebook-download'

const CONFIRMED_AT = '2026-03-02T09:05:00.000Z'

describe('ebook download token', () => {
  it('is needed for the main ebook only', () => {
    expect(needsDownloadToken('ebook')).toBe(true)
    expect(needsDownloadToken('webinar')).toBe(false)
    expect(needsDownloadToken('domination-plan')).toBe(false)
  })

  it.each([
    ['a confirmed ebook sign-up', { list: 'EBOOK', confirmedAt: CONFIRMED_AT }, true],
    ['an ebook sign-up never confirmed', { list: 'EBOOK', confirmedAt: null }, false],
    ['a confirmed newsletter sign-up', { list: 'NEWSLETTER', confirmedAt: CONFIRMED_AT }, false],
    ['a confirmed mini-course sign-up', { list: 'MINI_COURSE', confirmedAt: CONFIRMED_AT }, false],
    ['no sign-up', undefined, false],
  ] as const)('%s', (_, subscription, opens) => {
    expect(tokenOpensEbook(subscription)).toBe(opens)
  })
})
