import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { decksQuery } from '../../../api/flashcards/queries'
import { DeckList } from './deck-list'

/**
 * The web package has no DOM for most tests: the page's markup is checked as rendered on a
 * server, in a router of its own (its forms navigate) with the decks already loaded.
 */
async function render(decks: { items: never[] }) {
  const client = new QueryClient()
  // The decks as the API would answer them, through the page's own query.
  await client.prefetchQuery({ ...decksQuery('u'), queryFn: () => decks as never })
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <DeckList userId="u" /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  await router.load()
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

describe('the deck list with no deck yet', () => {
  it("shows the empty state with one 'Utwórz talię': its form is the next step", async () => {
    const html = await render({ items: [] })
    expect(html).toContain('Nie masz jeszcze żadnej talii')
    expect(html.match(/Utwórz talię/g)).toHaveLength(1)
    expect(html).toContain('aria-label="Nowa talia"')
    expect(html).toContain('Importuj z Anki lub Quizlet')
    // Icons are decoration beside their text.
    const icons = html.match(/<svg[^>]*>/g) ?? []
    expect(icons.length).toBeGreaterThan(0)
    for (const icon of icons) expect(icon).toContain('aria-hidden="true"')
  })
})
