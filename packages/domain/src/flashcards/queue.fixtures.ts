/** Cards, decks and the clock the queue's tests share (test code only). */
import type { DeckSettings } from '@app/contract/flashcards'
import type { CardState } from '@app/contract/flashcards/constants'
import { fromWarsawLocal } from '../shared/format'
import { newSchedule } from './fsrs'
import { buildQueue, type DoneToday, type QueueCard, type QueueDeck } from './queue'

export const MINUTE = 60_000
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR
export const warsaw = (y: number, mo: number, d: number, h: number, mi = 0) =>
  fromWarsawLocal(y, mo, d, h, mi)
// Thursday 26 November 2026, 14:00 Warsaw; the study day ends on Friday at 04:00 (03:00Z).
export const NOW = warsaw(2026, 11, 26, 14)
export const iso = (ms: number) => new Date(ms).toISOString()

const SETTINGS: DeckSettings = { newPerDay: 20, reviewsPerDay: 200, retention: 90 }
export const deck = (id: string, settings: Partial<DeckSettings> = {}): QueueDeck => ({
  id,
  settings: { ...SETTINGS, ...settings },
})

let created = 0
export function card(id: string, state: CardState, dueInMs: number, deckId = 'A'): QueueCard {
  created++
  const schedule = { ...newSchedule(NOW), state, due: iso(NOW.getTime() + dueInMs) }
  if (state !== 'NEW') Object.assign(schedule, { reps: 3, lastReview: iso(NOW.getTime() - DAY) })
  // Cards are created in the order the tests make them, a minute apart.
  return { id, deckId, schedule, createdAt: iso(Date.UTC(2026, 0, 1) + created * MINUTE) }
}

export const build = (
  cards: QueueCard[],
  decks = [deck('A')],
  done = new Map<string, DoneToday>(),
  now = NOW,
) => buildQueue({ cards, decks, doneToday: done, now })

export const ids = (cards: readonly QueueCard[]) => cards.map((c) => c.id)
