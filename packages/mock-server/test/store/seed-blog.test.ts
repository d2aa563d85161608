import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BlogArticleDetailSchema } from '@app/contract/blog'
import { toWarsawDateKey } from '@app/domain/shared/format'
import { MEDIA_ROOT } from '../../src/plugins/media'
import { seedArticles, seedBlogTags } from '../../src/store/seed/blog'

const media = (path: string) => join(MEDIA_ROOT, path)

describe('blog seed', () => {
  it('has at least 14 valid articles with unique ids, titles and dates', () => {
    expect(seedArticles.length).toBeGreaterThanOrEqual(14)
    for (const a of seedArticles) expect(BlogArticleDetailSchema.strict().parse(a)).toEqual(a)
    for (const field of ['id', 'title', 'addedAt', 'imageUrl'] as const) {
      expect(new Set(seedArticles.map((a) => a[field])).size, field).toBe(seedArticles.length)
    }
  })

  it('dates articles between March and November 2025', () => {
    for (const a of seedArticles) {
      expect(toWarsawDateKey(new Date(a.addedAt)) >= '2025-03-01', a.addedAt).toBe(true)
      expect(toWarsawDateKey(new Date(a.addedAt)) <= '2025-11-30', a.addedAt).toBe(true)
    }
  })

  it('tags each article with 1-3 shared tags, and every tag is used more than once', () => {
    for (const a of seedArticles) {
      expect(a.tags.length).toBeGreaterThanOrEqual(1)
      expect(a.tags.length).toBeLessThanOrEqual(3)
      for (const tag of a.tags) expect(seedBlogTags).toContain(tag)
    }
    for (const tag of seedBlogTags) {
      const count = seedArticles.filter((a) => a.tags.includes(tag)).length
      expect(count, tag).toBeGreaterThan(1)
      expect(count, tag).toBeLessThan(seedArticles.length)
    }
  })

  it('serves a small SVG with a title for every article image', () => {
    for (const a of seedArticles) {
      expect(a.imageUrl).toMatch(/^\/api\/media\/blog\/[a-z0-9-]+\.svg$/)
      const file = media(a.imageUrl.replace('/api/media/', ''))
      expect(existsSync(file), a.imageUrl).toBe(true)
      expect(statSync(file).size).toBeLessThan(3 * 1024)
      const svg = readFileSync(file, 'utf8')
      expect(svg).toContain('viewBox="0 0 1200 675"')
      expect(svg).toMatch(/<title[^>]*>[^<]+<\/title>/)
    }
  })

  it('has rich HTML content, and math in at least two articles', () => {
    for (const a of seedArticles) {
      for (const tag of ['<h2>', '<p>', '<blockquote>']) expect(a.content, a.title).toContain(tag)
      expect(a.content, a.title).toMatch(/<[uo]l>/)
      expect(a.content, a.title).toMatch(/<a href="(https:\/\/|\/)/)
      expect(a.content).not.toContain('${')
    }
    const withMath = seedArticles.filter((a) => /\$\$[^$]+\$\$/.test(a.content))
    expect(withMath.length).toBeGreaterThanOrEqual(2)
    expect(seedArticles.some((a) => a.content.includes('R = e^{-t/S}'))).toBe(true)
  })
})
