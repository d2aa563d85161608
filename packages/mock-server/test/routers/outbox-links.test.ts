/** Decision 0134 (§6 'E-mails'): a mail client has no page to resolve a path against. */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import type { SentEmail } from '../../src/store/outbox'
import { buildTestApp, call } from '../helper'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp({ siteOrigin: 'https://sklep.example' })
})
afterAll(() => app.close())

const outbox = async () =>
  (await app.inject({ method: 'GET', url: '/__mock/outbox' })).json().emails as SentEmail[]

describe('the links of the e-mails', () => {
  it('are absolute, on the configured site, in the link and in the text', async () => {
    await call(app, 'nowy@example.com', {
      method: 'POST',
      url: '/api/saas/user/send-verification-code',
      payload: { userId: PERSONA_IDS.nowy },
    })
    await call(app, null, {
      method: 'POST',
      url: '/api/reset-password',
      payload: { email: 'uczen@example.com' },
    })
    await call(app, null, {
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'ola@example.com', list: 'NEWSLETTER', source: 'stopka' },
    })
    const emails = await outbox()
    expect(emails).toHaveLength(3)
    for (const email of emails) {
      expect(email.link, email.subject).toMatch(/^https:\/\/sklep\.example\/[^/]/)
      const inText = email.text.match(/(?:https?:\/\/\S+|\s\/[\w-]+\S*)/g) ?? []
      for (const link of inText) expect(link, email.text).toMatch(/^https:\/\/sklep\.example\//)
    }
    const [, , verification] = emails
    expect(verification?.link).toBe(
      `https://sklep.example/weryfikuj-email/${verification?.code}/${PERSONA_IDS.nowy}`,
    )
  })
})
