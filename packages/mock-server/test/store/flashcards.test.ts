import { describe, expect, it } from 'vitest'
import { ActivityEventSchema } from '@app/contract/activity'
import { FlashcardScheduleSchema } from '@app/contract/flashcards'
import { buildQueue, deckCounts } from '@app/domain/flashcards/queue'
import { buildTestApp, call, setClock } from '../helper'
import { ActivityRepository } from '../../src/store/activity'
import { FlashcardsRepository } from '../../src/store/flashcards'
import { PRO_DECKS, UCZEN_DECKS } from '../../src/store/seed/flashcards-content'
import { PERSONA_IDS } from '../../src/store/seed/personas'

const NOW = '2025-10-15T10:00:00.000Z'
const repository = (now = NOW) => new FlashcardsRepository(() => new Date(now))
const UCZEN = PERSONA_IDS.uczen

/** uczen's session today as the due call builds it. */
function sessionOf(store: FlashcardsRepository, now = NOW) {
  const at = new Date(now)
  return buildQueue({
    cards: store.cards(UCZEN),
    decks: store.decks(UCZEN),
    doneToday: store.doneToday(UCZEN, at),
    now: at,
  })
}

const warsawMinutes = (iso: string) => {
  const [hour, minute] = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Warsaw',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(new Date(iso))
    .split(':')
    .map(Number)
  return (hour as number) * 60 + (minute as number)
}

describe('the seeded flashcards', () => {
  // A weekday, both changeovers, late evening and just after midnight.
  it.each([
    NOW,
    '2025-03-30T10:00:00.000Z',
    '2025-10-26T10:00:00.000Z',
    '2026-11-24T20:30:00.000Z',
    '2025-10-15T23:30:00.000Z',
  ])('give uczen about 25 reviews, a few learning and new cards in every deck (%s)', (now) => {
    const store = repository(now)
    const decks = store.decks(UCZEN)
    expect(decks.map((d) => d.name).sort()).toEqual(UCZEN_DECKS.map((d) => d.name).sort())
    const { counts } = sessionOf(store, now)
    expect(counts.review).toBeGreaterThanOrEqual(20)
    expect(counts.review).toBeLessThanOrEqual(30)
    expect(counts.learning).toBeGreaterThanOrEqual(2)
    expect(counts.learning).toBeLessThanOrEqual(5)
    for (const deck of decks) {
      const cards = store.cards(UCZEN, deck.id)
      const fresh = cards.filter((c) => c.schedule.state === 'NEW').length
      expect(fresh, deck.name).toBeGreaterThanOrEqual(10)
      expect(fresh, deck.name).toBeLessThan(cards.length)
      expect(deckCounts(cards, deck, undefined, new Date(now)).new).toBeGreaterThan(0)
    }
    // Nothing studied today yet.
    expect(store.doneToday(UCZEN, new Date(now)).size).toBe(0)
  })

  it('are the same for the same day, and move with the clock', () => {
    const a = repository()
    const b = repository('2025-10-15T16:59:00.000Z')
    expect(b.everythingOf(UCZEN)).toEqual(a.everythingOf(UCZEN))
    a.reset()
    expect(a.everythingOf(UCZEN)).toEqual(b.everythingOf(UCZEN))
    const later = repository('2025-10-22T10:00:00.000Z')
    const shift = (iso: string) => Date.parse(iso) + 7 * 86_400_000
    const [first] = a.decks(UCZEN)
    const [moved] = later.decks(UCZEN)
    expect(Date.parse(moved!.createdAt)).toBe(shift(first!.createdAt))
  })

  it('hold schedules FSRS made, of reviews on most days at 16:00-20:00, mostly graded 3', () => {
    const store = repository()
    for (const card of store.cards(UCZEN)) FlashcardScheduleSchema.parse(card.schedule)
    const events = new ActivityRepository(() => new Date(NOW))
      .forUser(UCZEN)
      .filter((e) => e.type === 'flashcard_reviewed')
    expect(events.length).toBeGreaterThan(300)
    const days = new Set(events.map((e) => e.occurredAt.slice(0, 10)))
    expect(days.size).toBeGreaterThanOrEqual(14)
    expect(days.size).toBeLessThanOrEqual(21)
    const grades = [1, 2, 3, 4].map(
      (g) => events.filter((e) => e.type === 'flashcard_reviewed' && e.payload.grade === g).length,
    )
    expect(grades[2]! / events.length).toBeGreaterThan(0.6)
    expect(grades.every((n) => n > 0)).toBe(true)
    for (const event of events) {
      expect(ActivityEventSchema.safeParse(event).success).toBe(true)
      expect(warsawMinutes(event.occurredAt)).toBeGreaterThanOrEqual(16 * 60)
      expect(warsawMinutes(event.occurredAt)).toBeLessThan(20 * 60)
    }
  })

  it('are the reviews of the activity seed, event for event', () => {
    const store = repository()
    const events = new ActivityRepository(() => new Date(NOW))
      .forUser(UCZEN)
      .flatMap((e) => (e.type === 'flashcard_reviewed' ? [e] : []))
    const cards = new Map(store.cards(UCZEN).map((c) => [c.id, c]))
    for (const event of events) {
      const review = store.review(UCZEN, event.payload.reviewId)
      expect(review).toMatchObject({
        cardId: event.payload.cardId,
        deckId: event.payload.deckId,
        grade: event.payload.grade,
        reviewedAt: event.occurredAt,
        durationMs: event.payload.durationMs,
      })
      expect(review?.scheduleBefore.state).toBe(event.payload.stateBefore)
      expect(cards.has(event.payload.cardId)).toBe(true)
    }
    // The event ids are the same after every reset.
    const again = new ActivityRepository(() => new Date(NOW)).forUser(UCZEN)
    expect(again.filter((e) => e.type === 'flashcard_reviewed').map((e) => e.id)).toEqual(
      events.map((e) => e.id),
    )
  })

  it('give pro one deck, never studied; nobody else any', () => {
    const store = repository()
    const decks = store.decks(PERSONA_IDS.pro)
    expect(decks.map((d) => d.name)).toEqual(PRO_DECKS.map((d) => d.name))
    const cards = store.cards(PERSONA_IDS.pro)
    expect(cards).toHaveLength(PRO_DECKS[0]!.cards.length)
    expect(cards.every((c) => c.schedule.state === 'NEW')).toBe(true)
    for (const id of [PERSONA_IDS.mini, PERSONA_IDS.rodzic, PERSONA_IDS.nowy, PERSONA_IDS.brak])
      expect(store.decks(id)).toEqual([])
  })
})

describe('FlashcardsRepository', () => {
  it('hides the cards of a deleted deck and forgets a deleted user only', () => {
    const store = repository()
    const [deck] = store.decks(UCZEN)
    const cards = store.cards(UCZEN, deck!.id)
    store.saveDeck({ ...deck!, deletedAt: NOW })
    expect(store.cards(UCZEN, deck!.id)).toEqual([])
    expect(store.card(UCZEN, cards[0]!.id, true)).toBeUndefined()
    store.deleteUser(UCZEN)
    expect(store.everythingOf(UCZEN)).toEqual({ decks: [], cards: [] })
    expect(store.decks(PERSONA_IDS.pro)).toHaveLength(1)
  })
})

describe('the seed through the API', () => {
  it('has more cards due when the clock moves a day on', async () => {
    const app = await buildTestApp()
    try {
      await setClock(app, NOW)
      const due = async () =>
        (
          await call(app, 'uczen@example.com', { method: 'GET', url: '/api/saas/flashcards/due' })
        ).json()
      const today = await due()
      expect(today.counts.review).toBeGreaterThanOrEqual(20)
      await setClock(app, '2025-10-16T10:00:00.000Z')
      const tomorrow = await due()
      expect(tomorrow.counts.review).toBeGreaterThan(today.counts.review)
      const decks = await call(app, 'pro@example.com', {
        method: 'GET',
        url: '/api/saas/flashcards/decks',
      })
      expect(decks.json().items).toHaveLength(1)
    } finally {
      await app.close()
    }
  })
})
