import { studyDay, type DoneToday } from '@app/domain/flashcards/queue'
import type { CardRecord, DeckRecord, ReviewRecord } from './flashcards.types'
import { ksuidAt } from './ksuid'
import { seedFlashcards } from './seed/flashcards'

export type { CardRecord, DeckRecord, ReviewRecord } from './flashcards.types'

/** Deleted decks and cards come back within this time. */
export const RESTORE_WINDOW_MS = 7 * 86_400_000

interface UserFlashcards {
  decks: Map<string, DeckRecord>
  cards: Map<string, CardRecord>
  /** In the order they were accepted. */
  reviews: ReviewRecord[]
}

const emptyUser = (): UserFlashcards => ({
  decks: new Map(),
  cards: new Map(),
  reviews: [],
})

/**
 * Each user's decks, cards and reviews (their Idempotency-Keys are in the shared store, decision
 * 0138). Everything is looked up within the
 * caller's own data, so another user's id is as unknown as one that does not exist. The seed
 * (seed/flashcards.ts) is laid out from the clock when the store is first used after a reset.
 */
export class FlashcardsRepository {
  private readonly byUser = new Map<string, UserFlashcards>()
  private seeded = false

  constructor(private readonly now: () => Date = () => new Date()) {}

  reset() {
    this.byUser.clear()
    this.seeded = false
  }

  newId(at: Date): string {
    return ksuidAt(at)
  }

  /** The user's decks that are not deleted, by name. */
  decks(userId: string): DeckRecord[] {
    return [...this.of(userId).decks.values()]
      .filter((deck) => deck.deletedAt === null)
      .sort((a, b) => a.name.localeCompare(b.name, 'pl') || a.id.localeCompare(b.id))
  }

  /** The user's deck, deleted ones only `withDeleted`. */
  deck(userId: string, id: string, withDeleted = false): DeckRecord | undefined {
    const deck = this.of(userId).decks.get(id)
    return deck && (withDeleted || deck.deletedAt === null) ? deck : undefined
  }

  /** The user's cards that are visible (not deleted, nor in a deleted deck), of one deck or all. */
  cards(userId: string, deckId?: string): CardRecord[] {
    const data = this.of(userId)
    const out: CardRecord[] = []
    for (const card of data.cards.values()) {
      if (card.deletedAt !== null || (deckId !== undefined && card.deckId !== deckId)) continue
      if (data.decks.get(card.deckId)?.deletedAt === null) out.push(card)
    }
    return out
  }

  /** The user's card: visible only, or deleted ones too (its deck must be visible either way). */
  card(userId: string, id: string, withDeleted = false): CardRecord | undefined {
    const data = this.of(userId)
    const card = data.cards.get(id)
    if (!card || data.decks.get(card.deckId)?.deletedAt !== null) return undefined
    return withDeleted || card.deletedAt === null ? card : undefined
  }

  saveDeck(deck: DeckRecord): DeckRecord {
    this.of(deck.userId).decks.set(deck.id, deck)
    return deck
  }

  saveCard(card: CardRecord): CardRecord {
    this.of(card.userId).cards.set(card.id, card)
    return card
  }

  addReview(review: ReviewRecord): ReviewRecord {
    this.of(review.userId).reviews.push(review)
    return review
  }

  review(userId: string, reviewId: string): ReviewRecord | undefined {
    return this.of(userId).reviews.find((review) => review.reviewId === reviewId)
  }

  saveReview(review: ReviewRecord): ReviewRecord {
    const reviews = this.of(review.userId).reviews
    const at = reviews.findIndex((r) => r.reviewId === review.reviewId)
    if (at >= 0) reviews[at] = review
    return review
  }

  /** The card's latest review that is not undone. */
  latestReview(userId: string, cardId: string): ReviewRecord | undefined {
    return this.of(userId).reviews.findLast((r) => r.cardId === cardId && !r.undone)
  }

  /** Per deck, the work of the study day holding `now`, from the reviews that stand. */
  doneToday(userId: string, now: Date): Map<string, DoneToday> {
    const { start, end } = studyDay(now)
    const from = start.toISOString()
    const to = end.toISOString()
    const done = new Map<string, DoneToday>()
    for (const review of this.of(userId).reviews) {
      if (review.undone || review.reviewedAt < from || review.reviewedAt >= to) continue
      let deck = done.get(review.deckId)
      if (!deck) done.set(review.deckId, (deck = { newStarted: 0, reviewsDone: 0 }))
      if (review.scheduleBefore.state === 'NEW') deck.newStarted++
      else if (review.scheduleBefore.state === 'REVIEW') deck.reviewsDone++
    }
    return done
  }

  /** Everything of the user, deleted decks and cards too (the account export). */
  everythingOf(userId: string): { decks: DeckRecord[]; cards: CardRecord[] } {
    const data = this.of(userId)
    return { decks: [...data.decks.values()], cards: [...data.cards.values()] }
  }

  /** Forgets the user's decks, cards and reviews (account deletion). */
  deleteUser(userId: string) {
    this.data().delete(userId)
  }

  private of(userId: string): UserFlashcards {
    const data = this.data()
    let own = data.get(userId)
    if (!own) data.set(userId, (own = emptyUser()))
    return own
  }

  private data(): Map<string, UserFlashcards> {
    if (!this.seeded) {
      this.seeded = true
      const seed = seedFlashcards(this.now())
      for (const deck of seed.decks) this.of(deck.userId).decks.set(deck.id, { ...deck })
      for (const card of seed.cards) this.of(card.userId).cards.set(card.id, { ...card })
      for (const { eventIdHex: _, scheduledDays: _days, ...review } of seed.reviews)
        this.addReview(review)
    }
    return this.byUser
  }
}
