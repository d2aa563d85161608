import { COURSE_GROUPS, hasGroup } from '@app/domain/access/access'
import { ROUTES } from '@app/domain/navigation/routes'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { loadCommunity } from '../../../api/community/queries'
import { IntroMeetingPage } from '../../../features/community/components/intro-meeting-page'
import { useSession } from '../../../features/session/use-session'
import { pageHead } from '../../../lib/seo'

export const Route = createFileRoute('/produkt/spolecznosc/spotkanie-wprowadzajace')({
  loader: ({ context: { queryClient, session } }) =>
    loadCommunity(queryClient, session.user, { optional: false }),
  head: () =>
    pageHead({
      title: 'Spotkanie wprowadzające',
      description:
        'Spotkanie online dla nowych osób w społeczności: czego się spodziewać, jak się przygotować i zapis na wybrany termin.',
    }),
  component: IntroMeetingRoute,
})

/**
 * Course (KED) participants go on to the course's thank-you page after booking; everybody else
 * (that page is only for them) sees the confirmation here.
 */
function IntroMeetingRoute() {
  const { user } = useSession()
  const navigate = useNavigate()
  if (!user) return null
  const onBooked = hasGroup(user, COURSE_GROUPS.KED)
    ? () => void navigate({ to: ROUTES.kedMeetingThanks })
    : undefined
  return <IntroMeetingPage userId={user.id} onBooked={onBooked} />
}
