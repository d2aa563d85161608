import { FLASHCARDS_TEXT } from '@app/contract/flashcards/text'
import { describe, expect, it } from 'vitest'
import {
  cardsCount,
  outboxNotice,
  progressText,
  refusalNotice,
  remainingKinds,
  remainingLabel,
} from './study-text'

describe('study texts', () => {
  it('counts what is left', () => {
    expect(remainingLabel({ new: 5, learning: 2, review: 7 })).toBe('Zostało: 14')
    expect(remainingKinds({ new: 5, learning: 2, review: 7 })).toBe(
      'Nowe: 5 · W nauce: 2 · Powtórki: 7',
    )
  })

  it.each([
    [1, 'Oceny zapisujemy na tym urządzeniu (1 czeka na wysłanie)'],
    [3, 'Oceny zapisujemy na tym urządzeniu (3 czekają na wysłanie)'],
    [5, 'Oceny zapisujemy na tym urządzeniu (5 czeka na wysłanie)'],
    [22, 'Oceny zapisujemy na tym urządzeniu (22 czekają na wysłanie)'],
  ])('says %i grades wait while the server cannot be reached', (n, text) => {
    expect(outboxNotice({ pending: Array(n).fill({}), retryInMs: 2_000 })).toBe(text)
  })

  it('says nothing while grades go out normally', () => {
    expect(outboxNotice({ pending: [{}], retryInMs: null })).toBeNull()
    expect(outboxNotice({ pending: [], retryInMs: 4_000 })).toBeNull()
  })

  it('explains refused grades, a deleted card in plain words', () => {
    expect(refusalNotice([{ message: FLASHCARDS_TEXT.cardNotFound }])).toBe(
      'Nie zapisano 1 oceny: fiszkę usunięto.',
    )
    expect(refusalNotice(Array(2).fill({ message: FLASHCARDS_TEXT.cardNotFound }))).toBe(
      'Nie zapisano 2 ocen: fiszkę usunięto.',
    )
  })

  it.each([
    [1, '1 fiszka'],
    [3, '3 fiszki'],
    [12, '12 fiszek'],
    [22, '22 fiszki'],
  ])('%i cards', (n, text) => expect(cardsCount(n)).toBe(text))

  it.each([
    [0, 1, '0 z 1 fiszki'],
    [1, 3, '1 z 3 fiszek'],
    [5, 12, '5 z 12 fiszek'],
    [21, 22, '21 z 22 fiszek'],
  ])('%i of %i cards done', (done, total, text) => expect(progressText({ done, total })).toBe(text))
})
