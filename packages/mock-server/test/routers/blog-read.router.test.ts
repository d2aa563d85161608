/** The blog router's reads: the paged list, categories, random articles and one article. */
import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { LIMITS } from '@app/contract'
import type { ArticlePage, BlogArticleDetail } from '@app/contract/blog'
import { seedArticles } from '../../src/store/seed/blog'
import { call, useTestApp } from '../helper'
import { draft, first, newestFirst } from './blog-helper'

let app: FastifyInstance
useTestApp((built) => (app = built))

async function allPages(category?: string) {
  const ids: string[] = []
  let key: string | null | undefined
  let pages = 0
  do {
    const res = await call(app, null, {
      method: 'GET',
      url: '/api/blog',
      query: { ...(key ? { nextPageKey: key } : {}), ...(category ? { category } : {}) },
    })
    expect(res.statusCode).toBe(200)
    const page = res.json() as ArticlePage
    expect(page.items.length).toBeLessThanOrEqual(LIMITS.pageSizeBlog)
    ids.push(...page.items.map((a) => a.id))
    key = page.nextPageKey
    pages += 1
  } while (key)
  return { ids, pages }
}

describe('GET /api/blog', () => {
  it('pages newest first to the end', async () => {
    const { ids, pages } = await allPages()
    expect(ids).toEqual(newestFirst.map((a) => a.id))
    expect(pages).toBe(Math.ceil(seedArticles.length / LIMITS.pageSizeBlog))
  })

  it('pages a category to the end, every page full but the last', async () => {
    const tag = 'nauka'
    const expected = newestFirst.filter((a) => a.tags.includes(tag))
    expect(expected.length).toBeGreaterThan(LIMITS.pageSizeBlog)
    const { ids, pages } = await allPages(tag)
    expect(ids).toEqual(expected.map((a) => a.id))
    expect(pages).toBe(Math.ceil(expected.length / LIMITS.pageSizeBlog))
  })

  it('lists without the content', async () => {
    const res = await call(app, null, { method: 'GET', url: '/api/blog' })
    expect(res.json().items[0]).not.toHaveProperty('content')
  })

  it('filters by category (a tag)', async () => {
    const tag = first.tags[0] as string
    const { ids } = await allPages(tag)
    expect(ids).toEqual(newestFirst.filter((a) => a.tags.includes(tag)).map((a) => a.id))
    expect((await allPages('nie-ma-takiego-tagu')).ids).toEqual([])
  })

  it('answers 400 to a garbage, unknown or foreign page key', async () => {
    const page1 = (await call(app, null, { method: 'GET', url: '/api/blog' })).json() as ArticlePage
    const foreign = Buffer.from(JSON.stringify({ after: 'x' })).toString('base64url')
    for (const nextPageKey of ['!!!', 'abc', foreign]) {
      const res = await call(app, null, { method: 'GET', url: '/api/blog', query: { nextPageKey } })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({
        message: expect.stringContaining('nextPageKey'),
        httpsStatus: 400,
      })
    }
    // A key of the unfiltered list names an article that is not in another category's list.
    const lastOnPage1 = newestFirst[LIMITS.pageSizeBlog - 1] as BlogArticleDetail
    const tag = newestFirst.flatMap((a) => a.tags).find((t) => !lastOnPage1.tags.includes(t))
    const res = await call(app, null, {
      method: 'GET',
      url: '/api/blog',
      query: { nextPageKey: page1.nextPageKey ?? '', category: tag ?? '' },
    })
    expect(res.statusCode).toBe(400)
  })

  it('answers 400 to unknown query parameters', async () => {
    const res = await call(app, null, { method: 'GET', url: '/api/blog', query: { page: '2' } })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Nieprawidłowe dane: page — Nieznane pole')
  })

  it('answers 401 without an Authorization header', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/blog' })
    expect(res.statusCode).toBe(401)
    expect(res.json().httpsStatus).toBe(401)
  })
})

describe('GET /api/blog/categories', () => {
  const categories = async () =>
    (await call(app, null, { method: 'GET', url: '/api/blog/categories' })).json() as {
      items: { tag: string; count: number }[]
    }

  it('lists every tag in use with its count, most used first, each filtering to that count', async () => {
    const { items } = await categories()
    const tags = new Set(seedArticles.flatMap((a) => a.tags))
    expect(items.map((c) => c.tag).sort()).toEqual([...tags].sort())
    for (const { tag, count } of items) {
      expect(count).toBe(seedArticles.filter((a) => a.tags.includes(tag)).length)
      expect((await allPages(tag)).ids).toHaveLength(count)
    }
    const counts = items.map((c) => c.count)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
  })

  it('follows writes: a new tag appears, a deleted last article takes its tag away', async () => {
    const created = await call(app, 'admin@example.com', {
      method: 'POST',
      url: '/api/blog',
      payload: { ...draft, tags: ['nowa-kategoria'] },
    })
    expect((await categories()).items).toContainEqual({ tag: 'nowa-kategoria', count: 1 })
    await call(app, 'admin@example.com', {
      method: 'DELETE',
      url: `/api/blog/${(created.json() as BlogArticleDetail).id}`,
    })
    expect((await categories()).items.map((c) => c.tag)).not.toContain('nowa-kategoria')
  })
})

describe('GET /api/blog/random', () => {
  it('gives distinct articles, 2 by default', async () => {
    const res = await call(app, null, { method: 'GET', url: '/api/blog/random' })
    expect(res.statusCode).toBe(200)
    const ids = res.json().items.map((a: { id: string }) => a.id)
    expect(ids).toHaveLength(2)
    expect(new Set(ids).size).toBe(2)
  })

  it('gives as many as asked, up to the limit', async () => {
    const res = await call(app, null, {
      method: 'GET',
      url: '/api/blog/random',
      query: { numberOfArticles: String(LIMITS.randomArticlesMax) },
    })
    const ids = res.json().items.map((a: { id: string }) => a.id)
    expect(ids).toHaveLength(Math.min(LIMITS.randomArticlesMax, seedArticles.length))
    expect(new Set(ids).size).toBe(ids.length)
  })

  it.each(['0', '11', 'dwa', '1.5'])('answers 400 to numberOfArticles=%s', async (n) => {
    const res = await call(app, null, {
      method: 'GET',
      url: '/api/blog/random',
      query: { numberOfArticles: n },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/^Nieprawidłowe dane: numberOfArticles — /)
  })
})

describe('GET /api/blog/{id}', () => {
  it('gives the article with its content, counting nothing without flags', async () => {
    const res = await call(app, null, { method: 'GET', url: `/api/blog/${first.id}` })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual(first)
    expect(app.store.blog.byId(first.id)?.uniqueViews).toBe(first.uniqueViews)
  })

  it('counts unique and repeated views', async () => {
    const get = (query: Record<string, string>) =>
      call(app, null, { method: 'GET', url: `/api/blog/${first.id}`, query })
    expect((await get({ uniqueView: 'true' })).json().uniqueViews).toBe(first.uniqueViews + 1)
    const repeated = (await get({ repeatedView: 'true', uniqueView: 'false' })).json()
    expect(repeated).toMatchObject({
      uniqueViews: first.uniqueViews + 1,
      repeatedViews: first.repeatedViews + 1,
    })
  })

  it('adds up the views of many sessions and lists the counters', async () => {
    const get = (query: Record<string, string>) =>
      call(app, null, { method: 'GET', url: `/api/blog/${first.id}`, query })
    for (let i = 0; i < 3; i += 1) await get({ uniqueView: 'true', repeatedView: 'false' })
    for (let i = 0; i < 2; i += 1) await get({ uniqueView: 'false', repeatedView: 'true' })
    await get({ uniqueView: 'false', repeatedView: 'false' })
    const listed = (
      (await call(app, null, { method: 'GET', url: '/api/blog' })).json() as ArticlePage
    ).items[0]
    expect(listed).toMatchObject({
      id: first.id,
      uniqueViews: first.uniqueViews + 3,
      repeatedViews: first.repeatedViews + 2,
    })
  })

  it('answers 404 to an unknown id and 400 to a malformed one or flag', async () => {
    const unknown = await call(app, null, {
      method: 'GET',
      url: '/api/blog/00000000-0000-4000-8000-00000000dead',
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ message: 'Nie znaleziono artykułu.', httpsStatus: 404 })
    const malformed = await call(app, null, { method: 'GET', url: '/api/blog/nie-uuid' })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().message).toBe(
      'Nieprawidłowe dane: id — Nieprawidłowy identyfikator (UUID)',
    )
    const flag = await call(app, null, {
      method: 'GET',
      url: `/api/blog/${first.id}`,
      query: { uniqueView: 'tak' },
    })
    expect(flag.statusCode).toBe(400)
    expect(flag.json().message).toBe(
      'Nieprawidłowe dane: uniqueView — Dozwolone wartości: true, false',
    )
  })
})
