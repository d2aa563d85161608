import { CARD_STATES, type CardState } from '@app/contract/flashcards/constants'
import { toApiError } from '@app/domain/shared/api-errors'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { cardsQuery, deckQuery, type CardFilters } from '../../../../api/flashcards/queries'
import { Skeleton } from '../../../../components/feedback/skeleton'
import { DeckPage } from '../../../../features/flashcards/components/deck-page'
import { useSession } from '../../../../features/session/use-session'
import { textParam } from '../../../../lib/route-params'
import { pageHead } from '../../../../lib/seo'

interface DeckSearch {
  szukaj?: string
  tag?: string
  stan?: CardState
}

const isState = (value: unknown): value is CardState =>
  (CARD_STATES as readonly unknown[]).includes(value)

const filtersOf = (search: DeckSearch): CardFilters => ({
  query: search.szukaj,
  tag: search.tag,
  state: search.stan,
})

/** One deck's cards (?szukaj=, ?tag=, ?stan= filter them); unknown or foreign decks are not found. */
export const Route = createFileRoute('/produkt/fiszki/$deckId/')({
  validateSearch: (search: Record<string, unknown>): DeckSearch => ({
    szukaj: textParam(search.szukaj, 200),
    tag: textParam(search.tag, 40),
    stan: isState(search.stan) ? search.stan : undefined,
  }),
  loaderDeps: ({ search }) => filtersOf(search),
  loader: async ({ context: { queryClient, session }, params: { deckId }, deps }) => {
    const user = session.user
    if (!user?.features.flashcards) return
    try {
      await Promise.all([
        queryClient.ensureQueryData(deckQuery(user.id, deckId)),
        queryClient.prefetchInfiniteQuery(cardsQuery(user.id, deckId, deps)),
      ])
    } catch (error) {
      if (toApiError(error).httpsStatus === 404) throw notFound()
      throw error
    }
  },
  head: () => pageHead({ title: 'Talia fiszek', description: 'Fiszki w talii i jej ustawienia.' }),
  pendingComponent: () => <Skeleton rows={5} label="Wczytywanie talii…" />,
  component: DeckRoute,
})

function DeckRoute() {
  const { user } = useSession()
  const { deckId } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  if (!user) return null
  return (
    <DeckPage
      userId={user.id}
      deckId={deckId}
      filters={filtersOf(search)}
      onFiltersChange={(filters) =>
        void navigate({
          search: { szukaj: filters.query, tag: filters.tag, stan: filters.state },
          replace: true,
        })
      }
    />
  )
}
