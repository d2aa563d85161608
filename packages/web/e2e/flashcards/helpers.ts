import type { Deck } from '@app/contract/flashcards'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { apiAs } from '../blog/helpers'
import { expect } from '../fixtures'

export const STUDENT = 'uczen@example.com'

/**
 * The persona's decks through the API, after marking the flashcards tutorial as seen (its own
 * test shows it): the tests then open pages that show nothing on top of them.
 */
export async function decksOf(request: APIRequestContext, email = STUDENT): Promise<Deck[]> {
  const api = await apiAs(request, email)
  await api.user.sendNotification({ body: { type: 'FLASHCARDS_TUTORIAL' } })
  const decks = await api.flashcards.listDecks()
  if (decks.status !== 200) throw new Error(`GET decks answered ${decks.status}`)
  return decks.body.items
}

/** The deck with the most cards due today. */
export async function busiestDeck(request: APIRequestContext): Promise<Deck> {
  const decks = await decksOf(request)
  const [deck] = [...decks].sort((a, b) => b.counts.due - a.counts.due)
  if (!deck || deck.counts.due < 6) throw new Error('The seed gives uczen too few due cards')
  return deck
}

/** A new deck of the persona with cards (front, back), through the API. */
export async function deckWithCards(
  request: APIRequestContext,
  name: string,
  cards: [string, string][],
  email = STUDENT,
): Promise<Deck> {
  const api = await apiAs(request, email)
  await api.user.sendNotification({ body: { type: 'FLASHCARDS_TUTORIAL' } })
  const created = await api.flashcards.createDeck({
    headers: {
      'idempotency-key': `e2e-talia-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
    body: { name },
  })
  if (created.status !== 201) throw new Error(`POST decks answered ${created.status}`)
  for (const [index, [front, back]] of cards.entries()) {
    const card = await api.flashcards.createCard({
      params: { id: created.body.id },
      headers: { 'idempotency-key': `e2e-karta-${created.body.id}-${index}` },
      body: { front, back, tags: [] },
    })
    if (card.status !== 201) throw new Error(`POST card answered ${card.status}`)
  }
  return created.body
}

/** 'Zostało: N' of the study screen. */
export const remaining = (page: Page) => page.getByText(/^Zostało: \d+$/)

export async function expectRemaining(page: Page, n: number) {
  await expect(remaining(page)).toHaveText(`Zostało: ${n}`)
}

/** The session progress bar: `done` of `total` cards, in numbers and in words ('2 z 5 fiszek'). */
export async function expectProgress(progress: Locator, done: number, total: number) {
  await expect(progress).toHaveAttribute('value', String(done))
  await expect(progress).toHaveAttribute('max', String(total))
  await expect(progress).toHaveAttribute(
    'aria-valuetext',
    `${done} z ${total} ${total === 1 ? 'fiszki' : 'fiszek'}`,
  )
}
