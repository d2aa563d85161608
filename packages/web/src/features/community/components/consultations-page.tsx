import { toApiError } from '@app/domain/shared/api-errors'
import { CONSULTATION_LIST_COUNT } from '@app/domain/shared/constants'
import { nextConsultations } from '@app/domain/courses/consultations'
import { ROUTES } from '@app/domain/navigation/routes'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CalendarDays, CircleHelp, Video } from 'lucide-react'
import { communityQuery } from '../../../api/community/queries'
import { Badge } from '../../../components/ui/badge'
import { Card } from '../../../components/ui/card'
import { PageHeader } from '../../../components/ui/page-header'
import { useNow } from '../../../lib/use-now'
import { ConsultationJoin } from './consultation-join'
import { MeetingTime } from './meeting-time'
import '../community.css'

/** /produkt/spolecznosc/spotkania: the next consultations and how to join them. */
export function ConsultationsPage({ userId }: { userId: string }) {
  const now = useNow(15_000)
  const { data: community, error } = useQuery(communityQuery(userId))
  const dates = nextConsultations(now, CONSULTATION_LIST_COUNT)

  return (
    <article className="community-page">
      <p className="community-back">
        <Link to={ROUTES.community}>← Społeczność</Link>
      </p>
      <PageHeader
        icon={Video}
        title="Konsultacje na żywo"
        description="W każdą sobotę o 17:00 (czasu polskiego) spotykamy się na wideorozmowie. Przynosisz swoje pytania o naukę, plan tygodnia albo motywację – a my szukamy z Tobą rozwiązań. Rodzice też są mile widziani."
      />

      <div className="community-columns">
        <div className="community-main">
          <ConsultationJoin
            now={now}
            community={community}
            failure={error ? toApiError(error).message : null}
          />

          <Card as="section" headingLevel={2} icon={CalendarDays} title="Najbliższe terminy">
            <p>
              Wszystkie godziny podajemy w czasie polskim – także po zmianie czasu na letni i
              zimowy.
            </p>
            <ol className="community-dates">
              {dates.map((date, index) => (
                <li key={date.toISOString()}>
                  <MeetingTime at={date} />
                  {index === 0 ? <Badge tone="brand">najbliższe</Badge> : null}
                </li>
              ))}
            </ol>
          </Card>
        </div>

        <Card as="section" headingLevel={2} icon={CircleHelp} title="Jak dołączyć?">
          <ol className="community-steps">
            <li>
              Wejdź na tę stronę w sobotę chwilę przed 17:00 – 10 minut przed startem pojawi się
              przycisk „Dołącz do spotkania”.
            </li>
            <li>
              Rozmowa otworzy się w nowej karcie przeglądarki. Nie musisz nic instalować, wystarczy
              komputer albo telefon ze słuchawkami.
            </li>
            <li>
              Kamera jest mile widziana, ale nieobowiązkowa. Pytania możesz też wpisać na czacie
              rozmowy.
            </li>
            <li>Spotkanie trwa około godziny. Możesz dołączyć później albo wyjść wcześniej.</li>
          </ol>
          <p>
            Jesteś tu pierwszy raz?{' '}
            <Link to={ROUTES.introMeeting}>Zapisz się na spotkanie wprowadzające</Link> – pokażemy
            Ci, jak działa społeczność.
          </p>
        </Card>
      </div>
    </article>
  )
}
