import type { Flashcard } from '@app/contract/flashcards'
import type { DueSession } from '@app/contract/flashcards/study'
import { gradeCard, newSchedule } from '@app/domain/flashcards/fsrs'
import { describe, expect, it } from 'vitest'
import {
  applyGrade,
  currentCard,
  gradeTally,
  nextDueAtMs,
  remainingCounts,
  sessionProgress,
  startSession,
  undoLast,
} from './study-model'

const NOW = new Date('2026-11-26T15:00:00Z')
const DECK = '2Kx8Qq1YV3nMZf0uS9rT5aBcDeF'
const id = (n: number) => `2Kx8Qq1YV3nMZf0uS9rT5aBc${String(n).padStart(3, '0')}`

function newCard(n: number): Flashcard {
  return {
    id: id(n),
    deckId: DECK,
    front: `Pytanie ${n}`,
    back: `Odpowiedź ${n}`,
    tags: [],
    image: null,
    schedule: newSchedule(NOW),
    createdAt: NOW.toISOString(),
    updatedAt: NOW.toISOString(),
  }
}

function reviewCard(n: number): Flashcard {
  const learnt = gradeCard(
    newSchedule(new Date('2026-11-01T15:00:00Z')),
    4,
    new Date('2026-11-01T15:00:00Z'),
    90,
  )
  return { ...newCard(n), schedule: { ...learnt.schedule, due: '2026-11-26T10:00:00.000Z' } }
}

function session(cards: Flashcard[], nextDueAt: string | null = null): DueSession {
  return {
    cards,
    decks: [{ id: DECK, name: 'Historia: daty', retention: 90 }],
    counts: { new: 0, learning: 0, review: 0 },
    nextDueAt,
    dayEndsAt: '2026-11-27T03:00:00.000Z',
    now: NOW.toISOString(),
  }
}

describe('study session', () => {
  it('shows the queue in order and counts what is left by kind', () => {
    const state = startSession(session([reviewCard(1), newCard(2)]), [])
    expect(currentCard(state, NOW)?.id).toBe(id(1))
    expect(remainingCounts(state)).toEqual({ new: 1, learning: 0, review: 1 })
  })

  it('brings a forgotten card back later today and lets a known one go', () => {
    let state = startSession(session([newCard(1), newCard(2)]), [])
    state = applyGrade(state, id(1), 1, NOW, 'k1')
    expect(state.queue.map((card) => card.id)).toEqual([id(2), id(1)])
    expect(state.queue[1]?.schedule.state).toBe('LEARNING')
    state = applyGrade(state, id(2), 4, NOW, 'k2')
    expect(state.queue.map((card) => card.id)).toEqual([id(1)])
    expect(remainingCounts(state)).toEqual({ new: 0, learning: 1, review: 0 })
  })

  it('takes back the last grade: the card returns first, as it was', () => {
    let state = startSession(session([newCard(1), newCard(2)]), [])
    state = applyGrade(state, id(1), 3, NOW, 'k1')
    const undone = undoLast(state)
    expect(undone?.entry.key).toBe('k1')
    expect(undone?.state.queue[0]).toEqual(newCard(1))
    expect(undone?.state.history).toEqual([])
    expect(undoLast(startSession(session([newCard(1)]), []))).toBeNull()
  })

  it('applies grades still waiting to be sent, so a graded card never returns', () => {
    const pending = [{ key: 'k1', cardId: id(1), grade: 4 as const, reviewedAt: NOW.toISOString() }]
    const state = startSession(session([newCard(1), newCard(2)]), pending)
    expect(state.queue.map((card) => card.id)).toEqual([id(2)])
  })

  it('names the next due: the server’s, or a card graded away if sooner', () => {
    const tomorrow = Date.parse('2026-11-27T16:20:00Z')
    let state = startSession(session([newCard(1)], new Date(tomorrow).toISOString()), [])
    expect(nextDueAtMs(state)).toBe(tomorrow)
    state = applyGrade(state, id(1), 3, NOW, 'k1')
    state = applyGrade(state, id(1), 3, new Date(NOW.getTime() + 10 * 60_000), 'k2')
    expect(state.queue).toEqual([])
    const graded = nextDueAtMs(state)
    expect(graded).not.toBeNull()
    expect(graded).toBeLessThanOrEqual(tomorrow)
    expect(gradeTally(state.history)).toEqual({ 1: 0, 2: 0, 3: 2, 4: 0 })
  })

  it('counts a card done once it leaves the queue, whatever it took; an undo takes it back', () => {
    let state = startSession(session([newCard(1), newCard(2), newCard(3)]), [])
    expect(sessionProgress(state)).toEqual({ done: 0, total: 3 })
    state = applyGrade(state, id(1), 1, NOW, 'k1')
    expect(sessionProgress(state)).toEqual({ done: 0, total: 3 })
    state = applyGrade(state, id(2), 4, NOW, 'k2')
    expect(sessionProgress(state)).toEqual({ done: 1, total: 3 })
    state = applyGrade(state, id(1), 4, new Date(NOW.getTime() + 10 * 60_000), 'k3')
    expect(sessionProgress(state)).toEqual({ done: 2, total: 3 })
    state = undoLast(state)?.state ?? state
    expect(sessionProgress(state)).toEqual({ done: 1, total: 3 })
  })

  it('counts grades still waiting to be sent as done, so a reload keeps the progress', () => {
    const pending = [{ key: 'k1', cardId: id(1), grade: 4 as const, reviewedAt: NOW.toISOString() }]
    const state = startSession(session([newCard(1), newCard(2)]), pending)
    expect(sessionProgress(state)).toEqual({ done: 1, total: 2 })
  })
})
