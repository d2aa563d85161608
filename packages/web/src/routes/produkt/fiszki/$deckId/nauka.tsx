import { createFileRoute } from '@tanstack/react-router'
import { Skeleton } from '../../../../components/feedback/skeleton'
import { StudyPage } from '../../../../features/flashcards/components/study-page'
import { useSession } from '../../../../features/session/use-session'
import { pageHead } from '../../../../lib/seo'
import { loadStudy } from '../-components/load-study'

/** Today's session of one deck. */
export const Route = createFileRoute('/produkt/fiszki/$deckId/nauka')({
  loader: ({ context, params }) => loadStudy(context, params.deckId),
  head: () => pageHead({ title: 'Nauka', description: 'Powtórka fiszek z talii.' }),
  pendingComponent: () => <Skeleton rows={2} label="Wczytywanie fiszek…" />,
  component: DeckStudy,
})

function DeckStudy() {
  const { user } = useSession()
  const { deckId } = Route.useParams()
  return user ? <StudyPage userId={user.id} deckId={deckId} /> : null
}
