import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import { buildTestApp, call, resetApp, setClock, snapshot } from '../helper'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())
beforeEach(async () => {
  await resetApp(app)
  await setClock(app, NOW)
})

const NOW = '2026-03-02T09:00:00.000Z'
const post = (url: string, as: string | null, payload: object) =>
  call(app, as, { method: 'POST', url, payload })
const newest = () => app.store.feedback.list()[0]

const contact = {
  name: 'Marta Zielińska',
  email: 'Marta@Example.com',
  message: 'Dzień dobry, czy kurs jest odpowiedni dla ucznia 8 klasy?',
}
const courseFeedback = {
  course: 'KED',
  weekIndex: 1,
  episodeId: 'ked-w1-e1',
  rating: 4,
  comment: 'Bardzo konkretny odcinek.',
}
const endCourse = {
  course: 'KED',
  rating: 5,
  wouldRecommend: true,
  bestPart: 'Plan tygodnia.',
  improvements: '',
  allowPublishing: false,
}

describe('POST /api/feedback', () => {
  it('stores a contact message from anybody (201), with the account when signed in', async () => {
    const res = await post('/api/feedback', null, contact)
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({ id: expect.any(String), createdAt: NOW })
    expect(newest()).toMatchObject({
      kind: 'GENERAL',
      userId: null,
      name: 'Marta Zielińska',
      email: 'marta@example.com',
      message: contact.message,
    })
    await post('/api/feedback', 'uczen@example.com', contact)
    expect(app.store.feedback.list().filter((f) => f.userId === PERSONA_IDS.uczen)).toHaveLength(2)
  })

  it.each([
    [
      { message: 'Pytanie' },
      'Nieprawidłowe dane: message — Wiadomość musi mieć co najmniej 10 znaków',
    ],
    [{ email: 'marta' }, 'Nieprawidłowe dane: email — Podaj poprawny adres email'],
    [{ name: undefined }, 'Nieprawidłowe dane: name — Pole jest wymagane'],
    [
      { message: 'a'.repeat(5001) },
      'Nieprawidłowe dane: message — Wiadomość może mieć najwyżej 5000 znaków',
    ],
    [{ phone: '123' }, 'Nieprawidłowe dane: phone — Nieznane pole'],
  ])('answers 400 to a bad message and stores nothing (%#)', async (change, message) => {
    const before = snapshot(app)
    const res = await post('/api/feedback', null, { ...contact, ...change })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message, httpsStatus: 400 })
    expect(snapshot(app)).toBe(before)
  })
})

describe('POST /api/feedback/course', () => {
  it('stores a rating of a week or an episode from a participant (201)', async () => {
    expect(
      (await post('/api/feedback/course', 'uczen@example.com', courseFeedback)).statusCode,
    ).toBe(201)
    expect(newest()).toMatchObject({ kind: 'COURSE', userId: PERSONA_IDS.uczen, ...courseFeedback })
    const { episodeId: _episodeId, comment: _comment, ...week } = courseFeedback
    expect((await post('/api/feedback/course', 'uczen@example.com', week)).statusCode).toBe(201)
  })

  it('answers 401 to PUBLIC, 403 without the course, 404 outside the course, writing nothing', async () => {
    const before = snapshot(app)
    expect((await post('/api/feedback/course', null, courseFeedback)).statusCode).toBe(401)
    const noCourse = await post('/api/feedback/course', 'mini@example.com', courseFeedback)
    expect(noCourse.statusCode).toBe(403)
    expect(noCourse.json().message).toBe('Nie masz dostępu do tego kursu.')
    const noWeek = await post('/api/feedback/course', 'uczen@example.com', {
      ...courseFeedback,
      weekIndex: 15,
      episodeId: undefined,
    })
    expect(noWeek.json()).toEqual({
      message: 'Nie ma takiego tygodnia w tym kursie.',
      httpsStatus: 404,
    })
    const otherWeek = await post('/api/feedback/course', 'uczen@example.com', {
      ...courseFeedback,
      weekIndex: 2,
    })
    expect(otherWeek.statusCode).toBe(404)
    expect(snapshot(app)).toBe(before)
  })

  it.each([
    [{ rating: 0 }, 'Nieprawidłowe dane: rating — Wybierz ocenę od 1 do 5'],
    [{ rating: 3.5 }, 'Nieprawidłowe dane: rating — Wybierz ocenę od 1 do 5'],
    [{ rating: undefined }, 'Nieprawidłowe dane: rating — Wybierz ocenę'],
    [{ course: 'XYZ' }, 'Nieprawidłowe dane: course — Dozwolone wartości: KED, PED, ZN'],
    [{ weekIndex: -1 }, 'Nieprawidłowe dane: weekIndex — Wartość musi wynosić co najmniej 0'],
  ])('answers 400 to a bad rating and stores nothing (%#)', async (change, message) => {
    const before = snapshot(app)
    const res = await post('/api/feedback/course', 'uczen@example.com', {
      ...courseFeedback,
      ...change,
    })
    expect(res.json()).toEqual({ message, httpsStatus: 400 })
    expect(snapshot(app)).toBe(before)
  })
})

describe('POST /api/feedback/end-course', () => {
  it('stores the survey of a participant (201)', async () => {
    const res = await post('/api/feedback/end-course', 'uczen@example.com', endCourse)
    expect(res.statusCode).toBe(201)
    expect(newest()).toMatchObject({ kind: 'END_COURSE', userId: PERSONA_IDS.uczen, ...endCourse })
  })

  it('answers 401, 403 and 400 without storing anything', async () => {
    const before = snapshot(app)
    expect((await post('/api/feedback/end-course', null, endCourse)).statusCode).toBe(401)
    expect(
      (await post('/api/feedback/end-course', 'uczen@example.com', { ...endCourse, course: 'ZN' }))
        .statusCode,
    ).toBe(403)
    const bad = await post('/api/feedback/end-course', 'uczen@example.com', {
      ...endCourse,
      wouldRecommend: undefined,
    })
    expect(bad.json()).toEqual({
      message: 'Nieprawidłowe dane: wouldRecommend — Zaznacz odpowiedź',
      httpsStatus: 400,
    })
    expect(snapshot(app)).toBe(before)
  })
})
