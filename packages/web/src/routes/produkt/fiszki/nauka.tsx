import { createFileRoute } from '@tanstack/react-router'
import { Skeleton } from '../../../components/feedback/skeleton'
import { StudyPage } from '../../../features/flashcards/components/study-page'
import { useSession } from '../../../features/session/use-session'
import { pageHead } from '../../../lib/seo'
import { loadStudy } from './-components/load-study'

/** Today's session from every deck. */
export const Route = createFileRoute('/produkt/fiszki/nauka')({
  loader: ({ context }) => loadStudy(context, null),
  head: () => pageHead({ title: 'Nauka: wszystkie talie', description: 'Powtórka fiszek.' }),
  pendingComponent: () => <Skeleton rows={2} label="Wczytywanie fiszek…" />,
  component: AllDecksStudy,
})

function AllDecksStudy() {
  const { user } = useSession()
  return user ? <StudyPage userId={user.id} deckId={null} /> : null
}
