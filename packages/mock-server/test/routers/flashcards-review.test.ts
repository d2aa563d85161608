import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { FLASHCARDS_TEXT, type Flashcard } from '@app/contract/flashcards'
import {
  DueSessionSchema,
  ReviewResultSchema,
  type DueSession,
} from '@app/contract/flashcards/study'
import { gradeCard, undoGrade } from '@app/domain/flashcards/fsrs'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import { setClock } from '../helper'
import {
  NOW,
  PRO,
  UCZEN,
  UNKNOWN_ID,
  envelope,
  fc,
  newKey,
  postReview,
  useFlashcardsApp,
} from './flashcards-helper'

let app: FastifyInstance
useFlashcardsApp((built) => (app = built))

async function due(as: string, deckId?: string): Promise<DueSession> {
  const res = await fc(app, as, 'GET', `/due${deckId ? `?deckId=${deckId}` : ''}`)
  expect(res.statusCode, res.body).toBe(200)
  return DueSessionSchema.parse(res.json())
}
/** The first card of uczen's session in a state. */
async function cardIn(state: Flashcard['schedule']['state']): Promise<Flashcard> {
  const card = (await due(UCZEN)).cards.find((c) => c.schedule.state === state)
  if (!card) throw new Error(`no ${state} card due`)
  return card
}
const reviewedEvents = (userId: string = PERSONA_IDS.uczen) =>
  app.store.activity.forUser(userId).filter((e) => e.type === 'flashcard_reviewed')
const body = (card: Flashcard, grade = 3) => ({
  cardId: card.id,
  grade,
  reviewedAt: NOW,
  durationMs: 4_200,
})

describe('GET /due', () => {
  it("gives uczen's whole session in order, with the decks' retention and the day's end", async () => {
    const session = await due(UCZEN)
    expect(session.now).toBe(NOW)
    expect(session.dayEndsAt).toBe('2025-10-16T02:00:00.000Z') // 04:00 Warsaw
    expect(session.decks.map((d) => d.retention)).toEqual([90, 90, 90, 90])
    expect(session.cards).toHaveLength(
      session.counts.new + session.counts.learning + session.counts.review,
    )
    // (Re)learning cards due now come first.
    const learning = session.cards.slice(0, session.counts.learning)
    expect(learning.every((c) => ['LEARNING', 'RELEARNING'].includes(c.schedule.state))).toBe(true)
    const deck = session.decks[0]!
    const one = await due(UCZEN, deck.id)
    expect(one.decks).toEqual([deck])
    expect(one.cards.every((c) => c.deckId === deck.id)).toBe(true)
    expect((await fc(app, UCZEN, 'GET', `/due?deckId=${UNKNOWN_ID}`)).json()).toEqual(
      envelope(404, FLASHCARDS_TEXT.deckNotFound),
    )
  })
})

describe('POST /review', () => {
  it('schedules the grade, records one event at the review instant, counts today’s work', async () => {
    const card = await cardIn('REVIEW')
    const before = (await fc(app, UCZEN, 'GET', `/decks/${card.deckId}`)).json()
    const events = reviewedEvents().length
    const res = await postReview(app, UCZEN, body(card, 3))
    expect(res.statusCode, res.body).toBe(200)
    const result = ReviewResultSchema.parse(res.json())
    const expected = gradeCard(card.schedule, 3, new Date(NOW), 90).schedule
    expect(result.card.schedule).toEqual(expected)
    expect(result.counts.due).toBe(before.counts.due - 1)
    const all = reviewedEvents()
    expect(all).toHaveLength(events + 1)
    expect(all.at(-1)).toMatchObject({
      occurredAt: NOW,
      payload: {
        reviewId: result.reviewId,
        deckId: card.deckId,
        cardId: card.id,
        grade: 3,
        stateBefore: 'REVIEW',
        scheduledDays: expected.scheduledDays,
        durationMs: 4_200,
      },
    })
  })

  it('answers the same key and body with the first result: one review, one event', async () => {
    const card = await cardIn('NEW')
    const key = newKey()
    const events = reviewedEvents().length
    const first = await postReview(app, UCZEN, body(card), key)
    await setClock(app, '2025-10-15T10:05:00.000Z')
    const again = await postReview(app, UCZEN, body(card), key)
    expect(again.json()).toEqual(first.json())
    expect(reviewedEvents()).toHaveLength(events + 1)
    const other = await postReview(app, UCZEN, body(card, 1), key)
    expect(other.json()).toEqual(envelope(422, FLASHCARDS_TEXT.idempotencyConflict))
    expect(reviewedEvents()).toHaveLength(events + 1)
  })

  it('makes one review of two equal requests at once', async () => {
    const card = await cardIn('NEW')
    const key = newKey()
    const events = reviewedEvents().length
    const [a, b] = await Promise.all([
      postReview(app, UCZEN, body(card), key),
      postReview(app, UCZEN, body(card), key),
    ])
    expect([a.statusCode, b.statusCode]).toEqual([200, 200])
    expect(a.json()).toEqual(b.json())
    expect(reviewedEvents()).toHaveLength(events + 1)
    expect(
      app.store.flashcards.cards(PERSONA_IDS.uczen).find((c) => c.id === card.id)?.schedule.reps,
    ).toBe(1)
  })

  it('refuses grade 5, a missing key and an unknown card', async () => {
    const card = await cardIn('NEW')
    const five = await postReview(app, UCZEN, body(card, 5))
    expect(five.statusCode).toBe(400)
    expect(five.json().message).toBe('Nieprawidłowe dane: grade — Ocena to liczba od 1 do 4.')
    const noKey = await fc(app, UCZEN, 'POST', '/review', body(card))
    expect(noKey.statusCode).toBe(400)
    const unknown = await postReview(app, UCZEN, { ...body(card), cardId: UNKNOWN_ID })
    expect(unknown.json()).toEqual(envelope(404, FLASHCARDS_TEXT.cardNotFound))
  })

  it('schedules a grade from the future at now + 5 minutes, one from before the last review at it', async () => {
    const card = await cardIn('REVIEW')
    const future = await postReview(app, UCZEN, {
      ...body(card),
      reviewedAt: '2025-10-15T12:00:00.000Z',
    })
    expect(future.json().card.schedule.lastReview).toBe('2025-10-15T10:05:00.000Z')
    expect(reviewedEvents().at(-1)?.occurredAt).toBe('2025-10-15T10:05:00.000Z')
    const late = await postReview(app, UCZEN, {
      ...body(card, 1),
      reviewedAt: '2025-10-01T10:00:00.000Z',
    })
    expect(late.json().card.schedule.lastReview).toBe('2025-10-15T10:05:00.000Z')
    // Offline grades within the bounds keep their time.
    const other = await cardIn('NEW')
    const offline = await postReview(app, UCZEN, {
      ...body(other),
      reviewedAt: '2025-10-15T09:30:00.000Z',
    })
    expect(offline.json().card.schedule.lastReview).toBe('2025-10-15T09:30:00.000Z')
  })
})

describe('POST /review/:id/undo', () => {
  it('restores the exact schedule, records the undone event; only the latest review', async () => {
    const card = await cardIn('REVIEW')
    const first = ReviewResultSchema.parse((await postReview(app, UCZEN, body(card, 1))).json())
    await setClock(app, '2025-10-15T10:20:00.000Z')
    const second = await postReview(app, UCZEN, {
      ...body(first.card),
      reviewedAt: '2025-10-15T10:20:00.000Z',
    })
    const afterSecond = ReviewResultSchema.parse(second.json())
    const older = await fc(app, UCZEN, 'POST', `/review/${first.reviewId}/undo`)
    expect(older.json()).toEqual(envelope(409, FLASHCARDS_TEXT.notLatestReview))

    const undone = await fc(app, UCZEN, 'POST', `/review/${afterSecond.reviewId}/undo`)
    expect(undone.statusCode, undone.body).toBe(200)
    expect(undone.json().card.schedule).toEqual(first.card.schedule)
    const stored = app.store.flashcards.review(PERSONA_IDS.uczen, afterSecond.reviewId)!
    expect(undoGrade(afterSecond.card.schedule, stored.log)).toEqual(first.card.schedule)
    expect(app.store.activity.forUser(PERSONA_IDS.uczen).at(-1)).toMatchObject({
      type: 'flashcard_review_undone',
      occurredAt: '2025-10-15T10:20:00.000Z',
      payload: { reviewId: afterSecond.reviewId },
    })
    // Undone twice is refused; now the first is the latest and can go too.
    const twice = await fc(app, UCZEN, 'POST', `/review/${afterSecond.reviewId}/undo`)
    expect(twice.json()).toEqual(envelope(409, FLASHCARDS_TEXT.notLatestReview))
    const back = await fc(app, UCZEN, 'POST', `/review/${first.reviewId}/undo`)
    expect(back.json().card.schedule).toEqual(card.schedule)
    expect((await fc(app, UCZEN, 'GET', `/decks/${card.deckId}`)).json().counts).toEqual(
      back.json().counts,
    )
  })

  it('answers an unknown review with 404', async () => {
    const res = await fc(app, UCZEN, 'POST', `/review/${UNKNOWN_ID}/undo`)
    expect(res.json()).toEqual(envelope(404, FLASHCARDS_TEXT.reviewNotFound))
  })

  it('counts a new card started today against the new-card limit, and gives it back on undo', async () => {
    const [deck] = (await due(PRO)).decks
    const settings = { newPerDay: 2, reviewsPerDay: 10, retention: 90 }
    await fc(app, PRO, 'PATCH', `/decks/${deck!.id}`, { settings, version: 1 })
    const session = await due(PRO)
    expect(session.counts.new).toBe(2)
    const graded = ReviewResultSchema.parse(
      (await postReview(app, PRO, body(session.cards[0]!, 3))).json(),
    )
    expect(graded.counts).toMatchObject({ new: 1, learning: 1 })
    const undone = await fc(app, PRO, 'POST', `/review/${graded.reviewId}/undo`)
    expect(undone.json().counts).toMatchObject({ new: 2, learning: 0 })
  })
})
