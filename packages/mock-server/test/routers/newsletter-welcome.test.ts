import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { call } from '../helper'
import { confirm, linksTo, outbox, subscribe, useNewsletterApp } from './newsletter-helper'

let app: FastifyInstance
useNewsletterApp((built) => (app = built))

/** What confirming a sign-up gives, by list: the ebook's download, the mini-course. */
describe('POST /api/newsletter/confirm', () => {
  it('sends the ebook page with its download token once an ebook sign-up is confirmed', async () => {
    await subscribe(app, { email: 'ola@example.com', list: 'EBOOK', source: 'ebook' })
    const { confirmToken } = await linksTo(app, 'ola@example.com')
    const id = app.store.newsletter.find('ola@example.com', 'EBOOK')?.id ?? ''
    expect(id).not.toBe('')
    const first = await confirm(app, confirmToken)
    expect(first.json()).toEqual({
      email: 'ola@example.com',
      list: 'EBOOK',
      state: 'CONFIRMED',
      ebookDownloadToken: id,
    })
    const [welcome] = await outbox(app)
    expect(welcome).toMatchObject({
      subject: 'Twój ebook jest gotowy do pobrania',
      link: `http://web.test/ebook/pobierz?token=${id}`,
    })
    expect(welcome?.text).toContain(`/ebook/pobierz?token=${id}.`)
    // A repeated confirm gives the token again (the confirm page's download link).
    const again = await confirm(app, confirmToken)
    expect(again.json()).toEqual({
      email: 'ola@example.com',
      list: 'EBOOK',
      state: 'ALREADY_CONFIRMED',
      ebookDownloadToken: id,
    })
  })

  it('gives a download token only for the ebook list', async () => {
    for (const list of ['NEWSLETTER', 'MINI_COURSE'] as const) {
      await subscribe(app, { email: 'ola@example.com', list })
      const record = app.store.newsletter.find('ola@example.com', list)
      const res = await confirm(app, record?.confirmToken)
      expect(res.statusCode, list).toBe(200)
      expect(res.json(), list).not.toHaveProperty('ebookDownloadToken')
      expect((await confirm(app, record?.confirmToken)).json(), list).not.toHaveProperty(
        'ebookDownloadToken',
      )
    }
  })

  it('gives a new email an activation link of the mini-course', async () => {
    await subscribe(app, { email: 'nowa@example.com', list: 'MINI_COURSE' })
    await confirm(app, (await linksTo(app, 'nowa@example.com')).confirmToken)
    const [email] = await outbox(app)
    const id =
      /^http:\/\/web\.test\/aktywuj-produkt\/([\da-f-]{36})$/.exec(email?.link ?? '')?.[1] ?? ''
    expect(id).not.toBe('')
    const activation = await call(app, null, { method: 'GET', url: `/api/activate/${id}` })
    expect(activation.statusCode).toBe(200)
    expect(activation.json()).toMatchObject({
      kind: 'PRODUCT',
      email: 'nowa@example.com',
      productTitle: 'Podstawy Efektywnego Działania',
      expiresAt: '2026-04-01T09:00:00.000Z',
    })
  })

  it('adds the mini-course to an existing account', async () => {
    await subscribe(app, { email: 'brak@example.com', list: 'MINI_COURSE' })
    await confirm(app, (await linksTo(app, 'brak@example.com')).confirmToken)
    expect(app.store.users.byEmail('brak@example.com')?.groups).toEqual([
      'Effective_Action_Mini_Course_Subscriber',
    ])
    expect((await outbox(app))[0]?.link).toBe(
      'http://web.test/produkt/podstawy-efektywnego-dzialania',
    )
  })
})
