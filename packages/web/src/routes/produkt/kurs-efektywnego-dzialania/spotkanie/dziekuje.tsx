import { createFileRoute } from '@tanstack/react-router'
import { communityQuery, loadCommunity } from '../../../../api/community/queries'
import { MeetingThanks } from '../../../../features/community/components/meeting-thanks'
import { useSession } from '../../../../features/session/use-session'
import { pageHead } from '../../../../lib/seo'

/** After a course participant books the introductory meeting (the parent route guards KED). */
export const Route = createFileRoute('/produkt/kurs-efektywnego-dzialania/spotkanie/dziekuje')({
  loader: async ({ context: { queryClient, session } }) => {
    await loadCommunity(queryClient, session.user, { optional: false })
    const community =
      session.user && queryClient.getQueryData(communityQuery(session.user.id).queryKey)
    return { booked: Boolean(community?.introMeeting.booking) }
  },
  // The tab says what the page says: thanks for a booking, or that there is none.
  head: ({ loaderData }) =>
    pageHead(
      loaderData?.booked === false
        ? {
            title: 'Nie masz jeszcze zapisu na spotkanie',
            description: 'Wybierz termin spotkania wprowadzającego do społeczności kursu.',
          }
        : {
            title: 'Dziękujemy za zapis na spotkanie',
            description: 'Potwierdzenie zapisu na spotkanie wprowadzające do społeczności kursu.',
          },
    ),
  component: MeetingThanksRoute,
})

function MeetingThanksRoute() {
  const { user } = useSession()
  return user ? <MeetingThanks userId={user.id} /> : null
}
