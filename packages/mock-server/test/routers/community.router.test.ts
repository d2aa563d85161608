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

/** Monday 19.10.2026 12:00 in Warsaw; the autumn clock change is on Sunday 25.10. */
const NOW = '2026-10-19T10:00:00.000Z'
/** Wednesdays 19:00 in Warsaw: 21.10 still in summer time, the rest in winter time. */
const SLOTS = [
  '2026-10-21T17:00:00.000Z',
  '2026-10-28T18:00:00.000Z',
  '2026-11-04T18:00:00.000Z',
  '2026-11-11T18:00:00.000Z',
]
const get = (as: string | null) => call(app, as, { method: 'GET', url: '/api/community' })
const book = (as: string | null, payload: object) =>
  call(app, as, { method: 'POST', url: '/api/community/intro-meeting', payload })
const cancel = (as: string | null) =>
  call(app, as, { method: 'DELETE', url: '/api/community/intro-meeting' })
const STUDENT = 'uczen@example.com'

describe('GET /api/community', () => {
  it('gives a member the links, the next 4 intro meetings and no booking', async () => {
    const res = await get(STUDENT)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      chatGroupUrl: 'https://discord.gg/efektywna-nauka-spolecznosc',
      consultations: { callUrl: 'https://meet.google.com/ena-sobota-1700', durationMinutes: 60 },
      introMeeting: {
        durationMinutes: 45,
        capacity: 12,
        slots: SLOTS.map((startsAt) => ({
          startsAt,
          endsAt: new Date(Date.parse(startsAt) + 45 * 60_000).toISOString(),
          seatsLeft: 12,
        })),
        booking: null,
      },
    })
  })

  it('answers 401 to PUBLIC and 403 to an account without a course', async () => {
    expect((await get(null)).statusCode).toBe(401)
    const res = await get('brak@example.com')
    expect(res.json()).toEqual({
      message: 'Społeczność jest dostępna dla uczestników naszych kursów.',
      httpsStatus: 403,
    })
  })

  it('stops offering a meeting 2 hours before it starts', async () => {
    await setClock(app, '2026-10-21T14:59:59.000Z')
    expect((await get(STUDENT)).json().introMeeting.slots[0].startsAt).toBe(SLOTS[0])
    await setClock(app, '2026-10-21T15:00:00.000Z')
    expect(
      (await get(STUDENT)).json().introMeeting.slots.map((s: { startsAt: string }) => s.startsAt),
    ).toEqual([...SLOTS.slice(1), '2026-11-18T18:00:00.000Z'])
  })
})

describe('POST /api/community/intro-meeting', () => {
  it('books a meeting, counts the seat and shows the booking until the meeting ends', async () => {
    const res = await book(STUDENT, { startsAt: SLOTS[1] })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.introMeeting.booking).toEqual({
      startsAt: SLOTS[1],
      endsAt: '2026-10-28T18:45:00.000Z',
      bookedAt: NOW,
    })
    expect(body.introMeeting.slots[1].seatsLeft).toBe(11)
    expect(app.store.community.list()).toEqual([
      { userId: PERSONA_IDS.uczen, startsAt: SLOTS[1], bookedAt: NOW },
    ])
    // The confirmation email carries the meeting's call link.
    expect(app.store.outbox.list()[0]).toMatchObject({
      to: 'uczen@example.com',
      subject: 'Spotkanie wprowadzające: środa, 28.10.2026 19:00',
      link: 'https://meet.google.com/ena-start-1900',
    })
    // Other members see the seat taken, not the booking.
    const other = (await get('mini@example.com')).json()
    expect(other.introMeeting.booking).toBeNull()
    expect(other.introMeeting.slots[1].seatsLeft).toBe(11)

    await setClock(app, '2026-10-28T18:44:59.000Z')
    expect((await get(STUDENT)).json().introMeeting.booking.startsAt).toBe(SLOTS[1])
    await setClock(app, '2026-10-28T18:45:00.000Z')
    expect((await get(STUDENT)).json().introMeeting.booking).toBeNull()
  })

  it('accepts the same instant written with a Warsaw offset', async () => {
    const res = await book(STUDENT, { startsAt: '2026-10-28T19:00:00+01:00' })
    expect(res.statusCode).toBe(200)
    expect(res.json().introMeeting.booking.startsAt).toBe(SLOTS[1])
  })

  it('moves a booking to another meeting, freeing the old seat; the same meeting again changes nothing', async () => {
    await book(STUDENT, { startsAt: SLOTS[0] })
    await setClock(app, '2026-10-19T11:00:00.000Z')
    const again = await book(STUDENT, { startsAt: SLOTS[0] })
    expect(again.json().introMeeting.booking.bookedAt).toBe(NOW)
    expect(app.store.outbox.list()).toHaveLength(1)
    const moved = (await book(STUDENT, { startsAt: SLOTS[2] })).json()
    expect(moved.introMeeting.booking).toMatchObject({
      startsAt: SLOTS[2],
      bookedAt: '2026-10-19T11:00:00.000Z',
    })
    expect(moved.introMeeting.slots.map((s: { seatsLeft: number }) => s.seatsLeft)).toEqual([
      12, 12, 11, 12,
    ])
  })

  it('answers 409 for a full meeting, writing nothing', async () => {
    for (let i = 0; i < 12; i++)
      app.store.community.book(
        `00000000-0000-4000-8000-1000000000${String(i).padStart(2, '0')}`,
        SLOTS[0]!,
        new Date(NOW),
      )
    expect((await get(STUDENT)).json().introMeeting.slots[0].seatsLeft).toBe(0)
    const before = snapshot(app)
    const res = await book(STUDENT, { startsAt: SLOTS[0] })
    expect(res.json()).toEqual({
      message: 'Na ten termin nie ma już wolnych miejsc. Wybierz inny.',
      httpsStatus: 409,
    })
    expect(snapshot(app)).toBe(before)
  })

  it('answers 409 to moving a booking that starts within 2 hours', async () => {
    await book(STUDENT, { startsAt: SLOTS[0] })
    await setClock(app, '2026-10-21T15:30:00.000Z')
    const before = snapshot(app)
    const res = await book(STUDENT, { startsAt: SLOTS[1] })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(
      'Twoje spotkanie zaczyna się za mniej niż 2 godziny, więc nie można już zmienić terminu.',
    )
    expect(snapshot(app)).toBe(before)
  })

  it.each([
    [{}, 'Nieprawidłowe dane: startsAt — Wybierz termin spotkania'],
    [{ startsAt: 'jutro' }, 'Nieprawidłowe dane: startsAt — Wybierz termin spotkania'],
    [{ startsAt: 17 }, 'Nieprawidłowe dane: startsAt — Wybierz termin spotkania'],
    [{ startsAt: SLOTS[0], seats: 2 }, 'Nieprawidłowe dane: seats — Nieznane pole'],
    // A Thursday, a past Wednesday, one beyond the 4 offered, a meeting closing within 2 hours.
    [
      { startsAt: '2026-10-22T17:00:00.000Z' },
      'Ten termin nie jest dostępny. Wybierz jeden z proponowanych terminów.',
    ],
    [
      { startsAt: '2026-10-14T17:00:00.000Z' },
      'Ten termin nie jest dostępny. Wybierz jeden z proponowanych terminów.',
    ],
    [
      { startsAt: '2026-11-18T18:00:00.000Z' },
      'Ten termin nie jest dostępny. Wybierz jeden z proponowanych terminów.',
    ],
  ])('answers 400 to %o and writes nothing', async (payload, message) => {
    const before = snapshot(app)
    const res = await book(STUDENT, payload)
    expect(res.json()).toEqual({ message, httpsStatus: 400 })
    expect(snapshot(app)).toBe(before)
  })

  it('answers 400 to a malformed JSON body, 401 to PUBLIC, 403 without a course', async () => {
    const before = snapshot(app)
    const bad = await call(app, STUDENT, {
      method: 'POST',
      url: '/api/community/intro-meeting',
      headers: { 'content-type': 'application/json' },
      payload: '{"startsAt":',
    })
    expect(bad.statusCode).toBe(400)
    expect((await book(null, { startsAt: SLOTS[0] })).statusCode).toBe(401)
    expect((await book('nowy@example.com', { startsAt: SLOTS[0] })).statusCode).toBe(403)
    expect(snapshot(app)).toBe(before)
  })

  it('is forgotten on reset', async () => {
    await book(STUDENT, { startsAt: SLOTS[0] })
    await resetApp(app)
    expect(app.store.community.list()).toEqual([])
  })
})

describe('DELETE /api/community/intro-meeting', () => {
  it('cancels the booking and frees the seat; cancelling again changes nothing', async () => {
    await book(STUDENT, { startsAt: SLOTS[0] })
    const res = await cancel(STUDENT)
    expect(res.statusCode).toBe(200)
    expect(res.json().introMeeting.booking).toBeNull()
    expect(res.json().introMeeting.slots[0].seatsLeft).toBe(12)
    const again = await cancel(STUDENT)
    expect(again.statusCode).toBe(200)
    expect(again.json().introMeeting.booking).toBeNull()
  })

  it('answers 409 within 2 hours of the meeting, keeping the booking', async () => {
    await book(STUDENT, { startsAt: SLOTS[0] })
    await setClock(app, '2026-10-21T15:30:00.000Z')
    const before = snapshot(app)
    const res = await cancel(STUDENT)
    expect(res.json()).toEqual({
      message:
        'Twoje spotkanie zaczyna się za mniej niż 2 godziny, więc nie można już zrezygnować.',
      httpsStatus: 409,
    })
    expect(snapshot(app)).toBe(before)
  })

  it('answers 401 to PUBLIC and 403 without a course', async () => {
    expect((await cancel(null)).statusCode).toBe(401)
    expect((await cancel('brak@example.com')).statusCode).toBe(403)
  })
})
