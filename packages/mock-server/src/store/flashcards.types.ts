import type {
  DeckSettings,
  FlashcardImage,
  FlashcardSchedule,
  Grade,
} from '@app/contract/flashcards'
import type { ReviewLogRecord } from '@app/domain/flashcards/fsrs'

/** A deck as the store keeps it: deleting it sets `deletedAt` (restorable for 7 days). */
export interface DeckRecord {
  id: string
  userId: string
  name: string
  settings: DeckSettings
  version: number
  createdAt: string
  deletedAt: string | null
}

/** A card; it is gone with its deck while the deck is deleted, and on its own by `deletedAt`. */
export interface CardRecord {
  id: string
  userId: string
  deckId: string
  front: string
  back: string
  tags: string[]
  /** A picture of ./flashcard-images.ts, shown with the front. */
  image: FlashcardImage | null
  /** The id of the note it was imported from (Anki's GUID, decision 0144), unique in its deck. */
  externalId?: string
  schedule: FlashcardSchedule
  createdAt: string
  updatedAt: string
  deletedAt: string | null
}

/** One accepted grade: the schedule before it and the domain's record, so it can be undone. */
export interface ReviewRecord {
  reviewId: string
  userId: string
  cardId: string
  deckId: string
  grade: Grade
  /** The instant it was scheduled at (the device's time, clamped). */
  reviewedAt: string
  scheduleBefore: FlashcardSchedule
  log: ReviewLogRecord
  durationMs: number
  undone: boolean
}
