import { createFileRoute } from '@tanstack/react-router'
import { loadCommunity } from '../../../../api/community/queries'
import { MeetingThanks } from '../../../../features/community/components/meeting-thanks'
import { useSession } from '../../../../features/session/use-session'
import { pageHead } from '../../../../lib/seo'

/** After a course participant books the introductory meeting (the parent route guards KED). */
export const Route = createFileRoute('/produkt/kurs-efektywnego-dzialania/spotkanie/dziekuje')({
  loader: ({ context: { queryClient, session } }) =>
    loadCommunity(queryClient, session.user?.id, { optional: false }),
  head: () =>
    pageHead({
      title: 'Dziękujemy za zapis na spotkanie',
      description: 'Potwierdzenie zapisu na spotkanie wprowadzające do społeczności kursu.',
    }),
  component: MeetingThanksRoute,
})

function MeetingThanksRoute() {
  const { user } = useSession()
  return user ? <MeetingThanks userId={user.id} /> : null
}
