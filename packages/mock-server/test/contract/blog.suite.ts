import { contract } from '@app/contract'
import { describe, expect, it } from 'vitest'
import { target, expectAnswer, student, admin, withAdmin } from './harness'

describe('blog', () => {
  it('pages through every article and filters by category', async () => {
    const ids: string[] = []
    let nextPageKey: string | undefined
    do {
      const res = await target.anonymous.blog.listArticles({ query: { nextPageKey } })
      expectAnswer(contract.blog.listArticles, res, 200)
      if (res.status !== 200) break
      ids.push(...res.body.items.map((a) => a.id))
      nextPageKey = res.body.nextPageKey ?? undefined
    } while (nextPageKey)
    expect(ids.length).toBeGreaterThan(0)
    expect(new Set(ids).size).toBe(ids.length)

    const first = await target.anonymous.blog.listArticles({ query: {} })
    const tag = first.status === 200 ? first.body.items[0]?.tags[0] : undefined
    if (tag) {
      const filtered = await target.anonymous.blog.listArticles({ query: { category: tag } })
      expectAnswer(contract.blog.listArticles, filtered, 200)
      if (filtered.status === 200)
        expect(filtered.body.items.every((a) => a.tags.includes(tag))).toBe(true)
    }
  })

  it('lists the categories (tags in use with counts)', async () => {
    const res = await target.anonymous.blog.listCategories()
    expectAnswer(contract.blog.listCategories, res, 200)
  })

  it('gives random articles and one article by id, 404 for an unknown id', async () => {
    const random = await target.anonymous.blog.randomArticles({ query: { numberOfArticles: 2 } })
    expectAnswer(contract.blog.randomArticles, random, 200)
    const id = random.status === 200 ? random.body.items[0]!.id : ''
    const one = await target.anonymous.blog.getArticle({ params: { id }, query: {} })
    expectAnswer(contract.blog.getArticle, one, 200)
    const missing = await target.anonymous.blog.getArticle({
      params: { id: '00000000-0000-4000-8000-000000000000' },
      query: {},
    })
    expectAnswer(contract.blog.getArticle, missing, 404)
  })

  it('refuses writes to the public (401) and to a student (403)', async () => {
    const article = {
      title: 'Test kontraktu',
      author: 'Zespół',
      imageUrl: '/api/media/blog/test.svg',
      content: '<p>Treść</p>',
    }
    expectAnswer(
      contract.blog.saveArticle,
      await target.anonymous.blog.saveArticle({ body: article }),
      401,
    )
    if (target.student) {
      expectAnswer(
        contract.blog.saveArticle,
        await student().blog.saveArticle({ body: article }),
        403,
      )
    }
  })

  it.skipIf(withAdmin())('lets an admin create, edit and delete an article', async () => {
    const created = await admin().blog.saveArticle({
      body: { title: 'Test kontraktu', author: 'Zespół', imageUrl: '/x.svg', content: '<p>A</p>' },
    })
    const body = expectAnswer(contract.blog.saveArticle, created, 201)
    const edited = await admin().blog.saveArticle({
      body: {
        id: body.id,
        title: 'Test kontraktu 2',
        author: 'Zespół',
        imageUrl: '/x.svg',
        content: '<p>B</p>',
      },
    })
    expectAnswer(contract.blog.saveArticle, edited, 200)
    expectAnswer(
      contract.blog.deleteArticle,
      await admin().blog.deleteArticle({ params: { id: body.id } }),
      204,
    )
    expectAnswer(
      contract.blog.deleteArticle,
      await admin().blog.deleteArticle({ params: { id: body.id } }),
      404,
    )
  })
})
