import { createFileRoute } from '@tanstack/react-router'
import { loadCommunity } from '../../../api/community/queries'
import { ConsultationsPage } from '../../../features/community/components/consultations-page'
import { useSession } from '../../../features/session/use-session'
import { pageHead } from '../../../lib/seo'

export const Route = createFileRoute('/produkt/spolecznosc/spotkania')({
  loader: ({ context: { queryClient, session } }) =>
    loadCommunity(queryClient, session.user, { optional: true }),
  head: () =>
    pageHead({
      title: 'Konsultacje na żywo',
      description:
        'Najbliższe terminy sobotnich konsultacji (17:00 czasu polskiego) i jak dołączyć do wideorozmowy.',
    }),
  component: ConsultationsRoute,
})

function ConsultationsRoute() {
  const { user } = useSession()
  return user ? <ConsultationsPage userId={user.id} /> : null
}
