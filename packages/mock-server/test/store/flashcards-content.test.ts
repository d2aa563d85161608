import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LIMITS } from '@app/contract/limits'
import { MEDIA_ROOT } from '../../src/plugins/media'
import {
  PRO_DECKS,
  UCZEN_DECKS,
  type SeedCard,
  type SeedDeck,
} from '../../src/store/seed/flashcards-content'

const IMAGE = '/api/media/flashcards/komorka-zwierzeca.svg'

const deck = (key: string): SeedDeck => {
  const found = [...UCZEN_DECKS, ...PRO_DECKS].find((d) => d.key === key)
  if (!found) throw new Error(`no deck ${key}`)
  return found
}
const sides = (cards: readonly SeedCard[]) => cards.map((c) => `${c.front}\n${c.back}`).join('\n')

describe('flashcard seed content', () => {
  it('has the student decks in order with their card counts, and one small pro deck', () => {
    expect(UCZEN_DECKS.map((d) => [d.key, d.cards.length])).toEqual([
      ['biologia', 40],
      ['historia', 50],
      ['angielski', 80],
      ['matematyka', 30],
    ])
    expect(PRO_DECKS.map((d) => [d.key, d.cards.length])).toEqual([['chemia', 8]])
  })

  it.each([...UCZEN_DECKS, ...PRO_DECKS])('$key: cards fit the limits', ({ name, cards }) => {
    expect(name.length).toBeLessThanOrEqual(LIMITS.deckNameMax)
    const fronts = cards.map((c) => c.front.trim().toLowerCase())
    expect(new Set(fronts).size).toBe(fronts.length)
    for (const { front, back, tags } of cards) {
      expect(front.trim()).not.toBe('')
      expect(back.trim()).not.toBe('')
      expect(front.length).toBeLessThanOrEqual(LIMITS.flashcardFrontMax)
      expect(back.length).toBeLessThanOrEqual(LIMITS.flashcardBackMax)
      expect(tags.length).toBeGreaterThan(0)
      expect(tags.length).toBeLessThanOrEqual(LIMITS.flashcardTagsMax)
      for (const tag of tags) {
        expect(tag).toBe(tag.trim().toLowerCase())
        expect(tag.length).toBeGreaterThan(0)
        expect(tag.length).toBeLessThanOrEqual(LIMITS.tagMax)
      }
      expect(`${front}\n${back}`).not.toMatch(/<[a-z]/i)
    }
  })

  it('biology has exactly one diagram card, the fifth, with the picture beside the sides', () => {
    const cards = deck('biologia').cards
    expect(cards[4]?.image).toEqual({
      alt: 'Schemat komórki zwierzęcej: błona komórkowa, cytoplazma, jądro z jąderkiem, mitochondria',
      url: IMAGE,
    })
    expect(existsSync(join(MEDIA_ROOT, 'flashcards', 'komorka-zwierzeca.svg'))).toBe(true)
    // No deck puts a picture in its Markdown any more.
    for (const { cards: all } of [...UCZEN_DECKS, ...PRO_DECKS])
      expect(sides(all)).not.toContain('![')
    expect([...UCZEN_DECKS, ...PRO_DECKS].flatMap((d) => d.cards).filter((c) => c.image)).toEqual([
      cards[4],
    ])
  })

  it('history holds the key dates', () => {
    const text = sides(deck('historia').cards)
    for (const date of ['966', '1410', '3 maja 1791', '11 listopada 1918', '4 czerwca', '1989']) {
      expect(text).toContain(date)
    }
  })

  it('English backs give the meaning and an example in italics', () => {
    for (const { back } of deck('angielski').cards) {
      expect(back).toMatch(/^[^\n*]+\n\n\*[^*\n]+\*$/)
    }
    expect(deck('angielski').cards.map((c) => c.front)).toContain('to take something for granted')
  })

  it('maths holds the required formulas', () => {
    const cards = deck('matematyka').cards
    expect(cards).toContainEqual(
      expect.objectContaining({
        front: 'Wyróżnik trójmianu kwadratowego $ax^2 + bx + c$',
        back: '$\\Delta = b^2 - 4ac$',
      }),
    )
    const text = sides(cards)
    expect(text).toContain('$\\sin^2\\alpha + \\cos^2\\alpha = 1$')
    expect(text).toContain('$a_n = a_1 + (n-1)r$')
    expect(sides(deck('chemia').cards)).toContain('$n = \\frac{m}{M}$')
  })
})
