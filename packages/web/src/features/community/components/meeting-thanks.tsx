import { formatCount } from '@app/domain/shared/format'
import { ROUTES } from '@app/domain/navigation/routes'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { communityQuery } from '../../../api/community/queries'
import { Outcome } from '../../../components/ui/outcome'
import { MINUTES } from '../copy'
import { MeetingTime } from './meeting-time'
import '../community.css'

/**
 * /produkt/kurs-efektywnego-dzialania/spotkanie/dziekuje: the course participant's booked
 * introductory meeting, as the server has it.
 */
export function MeetingThanks({ userId }: { userId: string }) {
  const { data } = useSuspenseQuery(communityQuery(userId))
  const { booking, durationMinutes } = data.introMeeting

  return (
    <article className="prose community-page">
      {booking ? (
        <Outcome tone="success" level={1} title="Dziękujemy za zapis!">
          <p className="community-highlight">
            Spotkanie wprowadzające: <MeetingTime at={booking.startsAt} /> (
            {formatCount(durationMinutes, MINUTES)})
          </p>
          <p>
            Potwierdzenie z linkiem do rozmowy wysłaliśmy na Twój adres e-mail. Zapisz jedno
            pytanie, z którym przyjdziesz – resztą zajmiemy się razem.
          </p>
        </Outcome>
      ) : (
        <Outcome tone="info" level={1} title="Nie masz jeszcze zapisu na spotkanie">
          <p>
            Nie widzimy Twojego zapisu na spotkanie wprowadzające – być może spotkanie już się
            odbyło. <Link to={ROUTES.introMeeting}>Wybierz termin</Link>
          </p>
        </Outcome>
      )}
      <nav aria-label="Co dalej?" className="cta-row">
        <Link to={ROUTES.kedCourse} className="button button-primary community-cta">
          Wróć do kursu
        </Link>
        <Link to={ROUTES.community} className="button button-secondary community-cta">
          Przejdź do społeczności
        </Link>
        {booking ? <Link to={ROUTES.introMeeting}>Zmień termin</Link> : null}
      </nav>
    </article>
  )
}
