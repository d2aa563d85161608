import { QueryClient } from '@tanstack/react-query'
import type { Deck } from '@app/contract/flashcards'
import { describe, expect, it } from 'vitest'
import { decksQuery } from '../../../api/flashcards/queries'
import { DeckList } from './deck-list'
import { renderPageMarkup } from '../../../lib/testing/render-page-markup'

/**
 * The web package has no DOM for most tests: the page's markup is checked as rendered on a
 * server, in a router of its own (its forms navigate) with the decks already loaded.
 */
async function render(decks: { items: Deck[] }) {
  const client = new QueryClient()
  // The decks as the API would answer them, through the page's own query.
  await client.prefetchQuery({ ...decksQuery('u'), queryFn: () => decks as never })
  return renderPageMarkup(<DeckList userId="u" />, client)
}

describe('the deck list with no deck yet', () => {
  it("shows the empty state with one 'Utwórz talię': its form is the next step", async () => {
    const html = await render({ items: [] })
    expect(html).toContain('Nie masz jeszcze żadnej talii')
    expect(html.match(/Utwórz talię/g)).toHaveLength(1)
    // Nothing to study yet: the header has no action of its own.
    expect(html).not.toContain('Ucz się ze wszystkich talii')
    expect(html).toContain('aria-label="Nowa talia"')
    expect(html).toContain('Importuj z Anki lub Quizlet')
    // Icons are decoration beside their text.
    const icons = html.match(/<svg[^>]*>/g) ?? []
    expect(icons.length).toBeGreaterThan(0)
    for (const icon of icons) expect(icon).toContain('aria-hidden="true"')
  })
})

const deck = (name: string, counts: Deck['counts']): Deck => ({
  id: `deck-${name}`,
  name,
  settings: { newPerDay: 20, reviewsPerDay: 200, retention: 90 },
  counts,
  nextDueAt: null,
  tags: [],
  version: 1,
  createdAt: '2026-11-01T10:00:00.000Z',
})

describe('the deck list with decks', () => {
  it("puts studying in the header as the page's one main action, each deck a card with its counts as badges", async () => {
    const html = await render({
      items: [
        deck('Historia: daty', { new: 5, learning: 1, due: 2, total: 50 }),
        deck('Angielski', { new: 0, learning: 0, due: 0, total: 12 }),
      ],
    })
    const header = html.slice(
      html.indexOf('<header class="page-header"'),
      html.indexOf('</header>'),
    )
    expect(header).toContain('<h1')
    expect(header).toContain('Ucz się ze wszystkich talii')
    expect(html.match(/Ucz się ze wszystkich talii/g)).toHaveLength(1)
    expect(html).toContain('<li class="ui-card deck-card"')
    expect(html).toContain('<span class="badge badge-accent">Do powtórki: 3</span>')
    expect(html).toContain('<span class="badge badge-brand">Nowe: 5</span>')
    expect(html).toContain('<span class="badge badge-neutral">50 fiszek</span>')
    // Nothing due in a deck: its badges stay neutral and it has no 'Ucz się'.
    expect(html).toContain('<span class="badge badge-neutral">Do powtórki: 0</span>')
    expect(html.match(/aria-label="Ucz się: /g)).toHaveLength(1)
    // The new deck's form once, beside the list.
    expect(html.match(/Utwórz talię/g)).toHaveLength(1)
    expect(html).toContain('Razem: 62 fiszki')
  })

  it('says everything is done when nothing is due, without a study action', async () => {
    const html = await render({
      items: [deck('Angielski', { new: 0, learning: 0, due: 0, total: 12 })],
    })
    expect(html).toContain('Wszystko powtórzone. Wróć jutro albo dodaj nowe fiszki.')
    expect(html).not.toContain('Ucz się')
  })
})
