import { createFileRoute } from '@tanstack/react-router'
import { ksuidOrNotFound } from '../../../../lib/route-params'

/** A deck's pages: an id that cannot be a deck's is the not-found page without asking the API. */
export const Route = createFileRoute('/produkt/fiszki/$deckId')({
  params: {
    parse: ({ deckId }: { deckId: string }) => ({ deckId: ksuidOrNotFound(deckId) }),
    stringify: (params: { deckId: string }) => params,
  },
})
