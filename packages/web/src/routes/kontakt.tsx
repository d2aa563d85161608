import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '../features/feedback/components/contact-page'
import { useSession } from '../features/session/use-session'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/kontakt')({
  head: () =>
    pageHead({
      title: 'Kontakt',
      description:
        'Masz pytanie o kurs, platformę albo płatność? Napisz do zespołu Efektywnej Nauki – odpowiadamy w ciągu dwóch dni roboczych.',
    }),
  component: KontaktPage,
})

/** A signed-in user's name and email are filled in. */
function KontaktPage() {
  const { user } = useSession()
  return (
    <ContactPage
      key={user?.id ?? 'guest'}
      defaultValues={user ? { name: user.name, email: user.email } : undefined}
    />
  )
}
