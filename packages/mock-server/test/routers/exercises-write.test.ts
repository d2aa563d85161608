import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { EXERCISES_TEXT } from '@app/contract/exercises/text'
import { ImageUploadSchema } from '@app/contract/flashcards'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import { PNG, put } from './flashcards-images-helper'
import {
  ADMIN,
  PRO,
  RECENZENT,
  RIGHT,
  UCZEN,
  createExercise,
  envelope,
  ex,
  getExercise,
  newKey,
  postAttempt,
  postExercise,
  publishedExercise,
  source,
  useExercisesApp,
} from './exercises-helper'

let app: FastifyInstance
useExercisesApp((built) => (app = built))

const ownCount = (userId: string) => app.store.exercises.everythingOf(userId).exercises.length

describe('creating an exercise', () => {
  it('makes one per Idempotency-Key: the same body again answers it (200), another is 409', async () => {
    const before = ownCount(PERSONA_IDS.pro)
    const key = newKey()
    const body = { source: source() }
    const first = await postExercise(app, PRO, body, key)
    expect(first.statusCode).toBe(201)
    const again = await postExercise(app, PRO, body, key)
    expect(again.statusCode).toBe(200)
    expect(again.json().id).toBe(first.json().id)
    const other = await postExercise(app, PRO, { source: source({ title: 'Inne' }) }, key)
    expect(other.json()).toEqual(envelope(409, EXERCISES_TEXT.idempotencyConflict))
    expect(ownCount(PERSONA_IDS.pro)).toBe(before + 1)
  })

  it('sends it for review by default, keeps it private when asked', async () => {
    const sent = await postExercise(app, PRO, { source: source() })
    expect(sent.json()).toMatchObject({
      status: 'PENDING',
      version: 1,
      authorName: 'Michał Wiśniewski',
    })
    expect(sent.json().history.map((h: { action: string }) => h.action)).toEqual([
      'CREATED',
      'SUBMITTED',
    ])
    const kept = await createExercise(app, PRO)
    expect(kept.status).toBe('PRIVATE')
    // Usable by its author at once.
    expect((await postAttempt(app, PRO, kept.id, RIGHT)).json().verdict).toBe('CORRECT')
  })

  it.each([
    ['an unknown subject', { subject: 'historia' }],
    ['a topic of another subject', { topic: 'genetyka' }],
    [
      'a key of an unknown option',
      {
        answer: {
          type: 'SINGLE_CHOICE',
          options: [
            { id: 'a', text: 'A' },
            { id: 'b', text: 'B' },
          ],
          correct: 'z',
        },
      },
    ],
    ['six hints', { hints: ['1', '2', '3', '4', '5', '6'] }],
    ['a too short title', { title: 'ab' }],
  ])('refuses %s with 400 and makes nothing', async (_what, change) => {
    const before = ownCount(PERSONA_IDS.pro)
    const res = await postExercise(app, PRO, { source: { ...source(), ...change } })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/^Nieprawidłowe dane: /)
    expect(ownCount(PERSONA_IDS.pro)).toBe(before)
  })

  it.each([
    [
      'a unit the checker does not know',
      { type: 'NUMERIC', value: 5, tolerance: 0, unit: 'km/hh', form: 'DECIMAL' },
      /^Nie znam jednostki „km\/hh”/,
    ],
    [
      'an expression it cannot read',
      { type: 'EXPRESSION', expression: '2(x+1', variables: ['x'] },
      /^Nie rozumiem tego wyrażenia/,
    ],
  ])(
    'refuses a key with %s (400), so no student answer is refused later',
    async (_what, answer, message) => {
      const before = ownCount(PERSONA_IDS.pro)
      const res = await postExercise(app, PRO, { source: { ...source(), answer } })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toMatch(message)
      expect(ownCount(PERSONA_IDS.pro)).toBe(before)
    },
  )
})

describe('editing an exercise', () => {
  it('is 409 at a stale version, and keeps the newer text', async () => {
    const made = await createExercise(app, UCZEN)
    const first = await ex(app, UCZEN, 'PUT', `/${made.id}`, {
      version: made.version,
      source: source({ title: 'Pierwsza zmiana' }),
    })
    expect(first.json()).toMatchObject({ version: made.version + 1 })
    const stale = await ex(app, UCZEN, 'PUT', `/${made.id}`, {
      version: made.version,
      source: source({ title: 'Druga zmiana' }),
    })
    expect(stale.json()).toEqual(envelope(409, 'To zadanie zmieniono w międzyczasie.'))
    expect(app.store.exercises.get(made.id)?.source.title).toBe('Pierwsza zmiana')
  })

  it("lets a reviewer fix someone else's published one, in its history", async () => {
    const made = await publishedExercise(app, PRO)
    const { version } = app.store.exercises.get(made.id)!
    const res = await ex(app, RECENZENT, 'PUT', `/${made.id}`, {
      version,
      source: source({ title: 'Poprawiony tytuł' }),
    })
    expect(res.statusCode).toBe(200)
    const edited = res.json()
    expect(edited.status).toBe('PUBLISHED')
    expect(edited.history.at(-1)).toMatchObject({ action: 'EDITED', actorName: 'Ewa Dąbrowska' })
  })

  it("sends a returned one again with submitForReview; another status can't be sent (409)", async () => {
    const made = await createExercise(app, UCZEN, { submit: true })
    await ex(app, RECENZENT, 'POST', `/${made.id}/review`, {
      decision: 'REQUEST_CHANGES',
      comment: 'Popraw jednostki w treści zadania.',
    })
    const { version } = app.store.exercises.get(made.id)!
    const res = await ex(app, UCZEN, 'PUT', `/${made.id}`, {
      version,
      source: source(),
      submitForReview: true,
    })
    expect(res.json()).toMatchObject({ status: 'PENDING' })
    await ex(app, RECENZENT, 'POST', `/${made.id}/review`, {
      decision: 'REJECT',
      comment: 'To zadanie już jest w bazie.',
    })
    const rejected = app.store.exercises.get(made.id)!
    const again = await ex(app, UCZEN, 'PUT', `/${made.id}`, {
      version: rejected.version,
      source: source(),
      submitForReview: true,
    })
    expect(again.json()).toEqual(envelope(409, EXERCISES_TEXT.illegalMove))
  })
})

describe('deleting an exercise', () => {
  it('hides it (404 after) and keeps its attempts; an admin may delete a published one', async () => {
    const made = await publishedExercise(app, PRO)
    await postAttempt(app, UCZEN, made.id, RIGHT)
    expect((await ex(app, ADMIN, 'DELETE', `/${made.id}`)).statusCode).toBe(204)
    expect((await ex(app, UCZEN, 'GET', `/${made.id}`)).statusCode).toBe(404)
    expect(app.store.exercises.progressOf(PERSONA_IDS.uczen, made.id)?.attempts).toHaveLength(1)
    expect(app.store.exercises.get(made.id)?.deletedAt).not.toBeNull()
  })

  it('lets its author delete a private one', async () => {
    const made = await createExercise(app, UCZEN)
    expect((await ex(app, UCZEN, 'DELETE', `/${made.id}`)).statusCode).toBe(204)
    const mine = (await ex(app, UCZEN, 'GET', '?scope=MINE')).json().items as { id: string }[]
    expect(mine.map((i) => i.id)).not.toContain(made.id)
  })
})

describe('pictures', () => {
  async function upload(as: string) {
    const link = await ex(app, as, 'POST', '/images', {
      contentType: 'image/png',
      size: PNG.length,
    })
    expect(link.statusCode).toBe(200)
    const signed = ImageUploadSchema.parse(link.json())
    expect((await put(app, signed.uploadUrl, 'image/png', PNG)).statusCode).toBe(204)
    return signed
  }

  it('names the author’s own uploads only, with their alt text', async () => {
    const mine = await upload(UCZEN)
    const theirs = await upload(PRO)
    const alt = 'Wykres prędkości od czasu'
    const made = await createExercise(app, UCZEN, {
      body: source({ images: [{ id: mine.imageId, alt }] }),
    })
    expect(made.images).toEqual([{ id: mine.imageId, alt, url: mine.uploadUrl.split('?')[0] }])
    const view = await getExercise(app, UCZEN, made.id)
    expect(view.images[0]).toMatchObject({ id: mine.imageId, alt })
    const served = await app.inject({ method: 'GET', url: view.images[0]!.url })
    expect(served.headers['content-type']).toBe('image/png')

    const refused = await postExercise(app, UCZEN, {
      source: source({ images: [{ id: theirs.imageId, alt }] }),
    })
    expect(refused.json()).toEqual(envelope(400, EXERCISES_TEXT.imageNotFound))
    const noAlt = await postExercise(app, UCZEN, {
      source: source({ images: [{ id: mine.imageId, alt: '' }] }),
    })
    expect(noAlt.statusCode).toBe(400)
    const five = Array.from({ length: 5 }, () => ({ id: mine.imageId, alt }))
    expect((await postExercise(app, UCZEN, { source: source({ images: five }) })).statusCode).toBe(
      400,
    )
  })

  it('refuses an SVG or a picture over 1 MB before the upload', async () => {
    const svg = await ex(app, UCZEN, 'POST', '/images', { contentType: 'image/svg+xml', size: 100 })
    expect(svg.statusCode).toBe(400)
    const big = await ex(app, UCZEN, 'POST', '/images', {
      contentType: 'image/png',
      size: 1_048_577,
    })
    expect(big.statusCode).toBe(400)
  })
})
