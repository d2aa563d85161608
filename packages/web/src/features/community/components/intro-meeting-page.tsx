import type { IntroBooking } from '@app/contract/community'
import { formatCount } from '@app/domain/shared/format'
import { ROUTES } from '@app/domain/navigation/routes'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { CalendarCheck, CalendarPlus, CalendarX, Info } from 'lucide-react'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { communityQuery } from '../../../api/community/queries'
import { EmptyState } from '../../../components/ui/empty-state'
import { Outcome } from '../../../components/ui/outcome'
import { PageHeader } from '../../../components/ui/page-header'
import { MINUTES, PEOPLE } from '../copy'
import { CancelIntroMeeting } from './cancel-intro-meeting'
import { IntroBookingForm } from './intro-booking-form'
import { MeetingTime } from './meeting-time'
import '../community.css'

export interface IntroMeetingPageProps {
  userId: string
  /**
   * Where a booking leads: a page of its own (KED participants' thank-you page); without it the
   * confirmation replaces the form here.
   */
  onBooked?: (booking: IntroBooking) => void
}

/** /produkt/spolecznosc/spotkanie-wprowadzajace: what the meeting is, and booking a seat. */
export function IntroMeetingPage({ userId, onBooked }: IntroMeetingPageProps) {
  const { data } = useSuspenseQuery(communityQuery(userId))
  const { introMeeting } = data
  const { booking, slots } = introMeeting
  const [confirmed, setConfirmed] = useState<IntroBooking | null>(null)
  const duration = formatCount(introMeeting.durationMinutes, MINUTES)
  const changeable = booking === null || slots.some((slot) => slot.startsAt === booking.startsAt)

  return (
    <article className="community-page">
      <p className="community-back">
        <Link to={ROUTES.community}>← Społeczność</Link>
      </p>
      <PageHeader
        icon={CalendarCheck}
        title="Spotkanie wprowadzające"
        description="Pierwszy krok w społeczności: krótkie spotkanie online dla nowych osób – uczniów i rodziców. Poznasz prowadzących, dowiesz się, jak korzystać z kursu, konsultacji i czatu, i zadasz pytania, z którymi nie chcesz czekać do soboty."
      />

      <div className="community-columns community-columns-even">
        <Card as="section" headingLevel={2} icon={Info} title="Najważniejsze informacje">
          <ul className="community-facts">
            <li>
              <strong>Kiedy:</strong> w każdą środę o 19:00 (czasu polskiego).
            </li>
            <li>
              <strong>Jak długo:</strong> {duration}.
            </li>
            <li>
              <strong>Gdzie:</strong> na wideorozmowie – link dostaniesz e-mailem zaraz po zapisie.
            </li>
            <li>
              <strong>Ile osób:</strong> najwyżej {formatCount(introMeeting.capacity, PEOPLE)}, żeby
              każdy zdążył zadać pytanie.
            </li>
          </ul>
          <h3>Jak się przygotować?</h3>
          <ul className="community-facts">
            <li>Zapisz jedno pytanie albo jedną rzecz, która najbardziej utrudnia Ci naukę.</li>
            <li>Przygotuj kartkę i długopis (albo notatki w telefonie).</li>
            <li>Sprawdź słuchawki i mikrofon – kamera jest mile widziana, ale nieobowiązkowa.</li>
            <li>Jeśli jesteś rodzicem, możesz przyjść razem z dzieckiem.</li>
          </ul>
        </Card>

        <Card
          as="section"
          headingLevel={2}
          icon={booking ? CalendarCheck : CalendarPlus}
          title={booking ? 'Twój zapis' : 'Zapisz się'}
          meta={booking || confirmed ? <Badge tone="success">Zapisano</Badge> : null}
          className="community-signup"
        >
          {confirmed ? (
            <Outcome tone="success" title="Zapisano Cię na spotkanie wprowadzające">
              <p>
                Termin: <MeetingTime at={confirmed.startsAt} /> ({duration}). Potwierdzenie z
                linkiem do rozmowy wysłaliśmy na Twój adres e-mail.
              </p>
              <p>
                <Link to={ROUTES.community}>Wróć do społeczności</Link>
              </p>
              <Button variant="secondary" onClick={() => setConfirmed(null)}>
                Zmień termin
              </Button>
            </Outcome>
          ) : (
            <>
              {booking ? (
                <>
                  <p className="community-highlight">
                    Twój termin: <MeetingTime at={booking.startsAt} />
                  </p>
                  {changeable ? <CancelIntroMeeting userId={userId} booking={booking} /> : null}
                </>
              ) : (
                <p>
                  Wybierz jeden z najbliższych terminów. Zapisy zamykamy 2 godziny przed spotkaniem.
                </p>
              )}
              {changeable ? (
                slots.length > 0 ? (
                  <IntroBookingForm
                    // A new booking (or a changed one) starts the form from it.
                    key={booking?.startsAt ?? 'none'}
                    userId={userId}
                    slots={slots}
                    booking={booking}
                    onBooked={(booked) => (onBooked ? onBooked(booked) : setConfirmed(booked))}
                  />
                ) : (
                  <EmptyState
                    icon={CalendarX}
                    title="Na razie nie ma wolnych terminów."
                    description="Zajrzyj tu za kilka dni."
                  />
                )
              ) : (
                <p>
                  Spotkanie zaczyna się niedługo, więc nie można już zmienić terminu. Do zobaczenia!
                </p>
              )}
            </>
          )}
        </Card>
      </div>
    </article>
  )
}
