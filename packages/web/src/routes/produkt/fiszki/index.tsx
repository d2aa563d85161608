import { createFileRoute } from '@tanstack/react-router'
import { decksQuery } from '../../../api/flashcards/queries'
import { DeckList } from '../../../features/flashcards/components/deck-list'
import { DeckListSkeleton } from '../../../features/flashcards/components/deck-list-skeleton'
import { OnboardingDialogs } from '../../../features/onboarding/components/onboarding-dialogs'
import { TutorialButton } from '../../../features/onboarding/components/tutorial-button'
import { useSession } from '../../../features/session/use-session'
import { pageHead } from '../../../lib/seo'

/** The student's decks (issue 'Flashcards'); the tool's guard and Pro offer are in route.tsx. */
export const Route = createFileRoute('/produkt/fiszki/')({
  loader: async ({ context: { queryClient, session } }) => {
    if (session.user?.features.flashcards)
      await queryClient.ensureQueryData(decksQuery(session.user.id))
  },
  head: () =>
    pageHead({
      title: 'Fiszki',
      description: 'Twoje talie fiszek i to, co dziś jest do powtórki.',
    }),
  pendingComponent: DeckListSkeleton,
  component: DecksPage,
})

function DecksPage() {
  const { user } = useSession()
  if (!user) return null
  return (
    <>
      <DeckList userId={user.id} help={<TutorialButton user={user} tool="flashcards" />} />
      <OnboardingDialogs user={user} page="flashcards" />
    </>
  )
}
