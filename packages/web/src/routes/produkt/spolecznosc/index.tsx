import { createFileRoute } from '@tanstack/react-router'
import { loadCommunity } from '../../../api/community/queries'
import { CommunityHub } from '../../../features/community/components/community-hub'
import { useSession } from '../../../features/session/use-session'
import { pageHead } from '../../../lib/seo'

export const Route = createFileRoute('/produkt/spolecznosc/')({
  loader: ({ context: { queryClient, session } }) =>
    loadCommunity(queryClient, session.user, { optional: true }),
  head: () =>
    pageHead({
      title: 'Społeczność',
      description:
        'Społeczność uczniów i rodziców: konsultacje na żywo w każdą sobotę o 17:00, spotkanie wprowadzające i grupa na czacie.',
    }),
  component: CommunityPage,
})

function CommunityPage() {
  const { user } = useSession()
  return user ? <CommunityHub userId={user.id} /> : null
}
