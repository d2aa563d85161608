/** The blog router's writes: creating, editing and deleting articles. */
import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import type { ArticlePage, BlogArticleDetail } from '@app/contract/blog'
import { seedArticles } from '../../src/store/seed/blog'
import { authHeader, call, setClock, snapshot, tokenFor, useTestApp } from '../helper'
import { draft, first, newestFirst } from './blog-helper'

let app: FastifyInstance
useTestApp((built) => (app = built))

describe('POST /api/blog', () => {
  it('creates an article for an Assistant (201, addedAt from the clock)', async () => {
    await setClock(app, '2026-03-01T10:00:00.000Z')
    const res = await call(app, 'asystent@example.com', {
      method: 'POST',
      url: '/api/blog',
      payload: draft,
    })
    expect(res.statusCode).toBe(201)
    const created = res.json() as BlogArticleDetail
    expect(created).toMatchObject({
      ...draft,
      addedAt: '2026-03-01T10:00:00.000Z',
      uniqueViews: 0,
      repeatedViews: 0,
    })
    const list = (await call(app, null, { method: 'GET', url: '/api/blog' })).json() as ArticlePage
    expect(list.items[0]?.id).toBe(created.id)
  })

  it('edits an article for an Admin, keeping addedAt and the counters', async () => {
    const res = await call(app, 'admin@example.com', {
      method: 'POST',
      url: '/api/blog',
      payload: { ...draft, id: first.id },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      ...draft,
      id: first.id,
      addedAt: first.addedAt,
      uniqueViews: first.uniqueViews,
      repeatedViews: first.repeatedViews,
    })
  })

  it('answers 404 when editing an unknown article', async () => {
    const res = await call(app, 'admin@example.com', {
      method: 'POST',
      url: '/api/blog',
      payload: { ...draft, id: '00000000-0000-4000-8000-00000000dead' },
    })
    expect(res.statusCode).toBe(404)
  })

  it('answers 401 to PUBLIC and 403 to other users', async () => {
    const anonymous = await call(app, null, { method: 'POST', url: '/api/blog', payload: draft })
    expect(anonymous.statusCode).toBe(401)
    for (const email of ['uczen@example.com', 'recenzent@example.com']) {
      const res = await call(app, email, { method: 'POST', url: '/api/blog', payload: draft })
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({
        message: 'Nie masz uprawnień do tej operacji.',
        httpsStatus: 403,
      })
    }
    expect(app.store.blog.list()).toHaveLength(seedArticles.length)
  })

  it.each([
    [{ ...draft, title: 'AB' }, 'Nieprawidłowe dane: title — Tytuł musi mieć co najmniej 3 znaki'],
    [{ ...draft, title: 42 }, 'Nieprawidłowe dane: title — Oczekiwano: tekst, otrzymano: liczba'],
    [{ ...draft, tags: 'nauka' }, 'Nieprawidłowe dane: tags — Oczekiwano: lista, otrzymano: tekst'],
    [{ ...draft, views: 5 }, 'Nieprawidłowe dane: views — Nieznane pole'],
    [{ ...draft, content: undefined }, 'Nieprawidłowe dane: content — Pole jest wymagane'],
    [{ ...draft, id: 'abc' }, 'Nieprawidłowe dane: id — Nieprawidłowy identyfikator (UUID)'],
  ])('answers 400 to a bad article and stores nothing (%#)', async (payload, message) => {
    const token = await tokenFor(app, 'admin@example.com')
    const before = snapshot(app)
    const res = await app.inject({
      method: 'POST',
      url: '/api/blog',
      headers: authHeader(token),
      payload,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message, httpsStatus: 400 })
    expect(snapshot(app)).toBe(before)
  })
})

describe('DELETE /api/blog/{id}', () => {
  it('deletes for Admin and Assistant (204), then 404', async () => {
    for (const [email, article] of [
      ['admin@example.com', newestFirst[0]],
      ['asystent@example.com', newestFirst[1]],
    ] as const) {
      const url = `/api/blog/${article?.id}`
      const res = await call(app, email, { method: 'DELETE', url })
      expect(res.statusCode).toBe(204)
      expect(res.body).toBe('')
      expect((await call(app, email, { method: 'DELETE', url })).statusCode).toBe(404)
    }
    expect(app.store.blog.list()).toHaveLength(seedArticles.length - 2)
  })

  it('answers 401 to PUBLIC, 403 to a student, 400 to a malformed id', async () => {
    const url = `/api/blog/${first.id}`
    expect((await call(app, null, { method: 'DELETE', url })).statusCode).toBe(401)
    expect((await call(app, 'uczen@example.com', { method: 'DELETE', url })).statusCode).toBe(403)
    const malformed = await call(app, 'admin@example.com', { method: 'DELETE', url: '/api/blog/1' })
    expect(malformed.statusCode).toBe(400)
    expect(app.store.blog.byId(first.id)).toBeDefined()
  })
})
