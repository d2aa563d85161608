import { createFileRoute } from '@tanstack/react-router'
import { conversationsQuery, usageQuery } from '../../../api/chat/queries'
import { settingsQuery } from '../../../api/user/queries'
import { ChatPage } from '../../../features/chat/components/chat-page'
import { OnboardingDialogs } from '../../../features/onboarding/components/onboarding-dialogs'
import { TutorialButton } from '../../../features/onboarding/components/tutorial-button'
import { useSession } from '../../../features/session/use-session'
import { ksuidParam } from '../../../lib/route-params'
import { pageHead } from '../../../lib/seo'

/** The AI study chat (issue 27): every signed-in user (decision 0116's rule, `brak` too). */
export const Route = createFileRoute('/produkt/chat/')({
  // `?rozmowa=<id>` opens a conversation, `?fiszka=<id>` starts one about a flashcard and
  // `?zadanie=<id>` one about an exercise; anything but a KSUID reads as none.
  validateSearch: (search): { rozmowa?: string; fiszka?: string; zadanie?: string } => ({
    rozmowa: ksuidParam(search.rozmowa),
    fiszka: ksuidParam(search.fiszka),
    zadanie: ksuidParam(search.zadanie),
  }),
  loader: async ({ context: { queryClient, session } }) => {
    if (!session.user) return
    // The profile's subjects order the chips; they are not worth holding the page for.
    void queryClient.prefetchQuery(settingsQuery(session.user.id))
    await Promise.all([
      queryClient.ensureInfiniteQueryData(conversationsQuery(session.user.id)),
      queryClient.ensureQueryData(usageQuery(session.user.id)),
    ])
  },
  head: () =>
    pageHead({
      title: 'Czat AI',
      description: 'Tutor, który pomaga zrozumieć: pyta, podpowiada i sprawdza Twój tok myślenia.',
    }),
  component: ChatRoute,
})

function ChatRoute() {
  const { user } = useSession()
  const { rozmowa, fiszka, zadanie } = Route.useSearch()
  if (!user) return null
  return (
    <>
      <ChatPage
        userId={user.id}
        conversationId={rozmowa}
        cardId={rozmowa ? undefined : fiszka}
        exerciseId={rozmowa || fiszka ? undefined : zadanie}
        help={<TutorialButton user={user} tool="chat" />}
      />
      <OnboardingDialogs user={user} page="chat" />
    </>
  )
}
