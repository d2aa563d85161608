import { toApiError } from '@app/domain/shared/api-errors'
import { nextConsultation } from '@app/domain/courses/consultations'
import { formatCount } from '@app/domain/shared/format'
import { ROUTES } from '@app/domain/navigation/routes'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CalendarCheck, MessagesSquare, Users, Video } from 'lucide-react'
import { communityQuery } from '../../../api/community/queries'
import { Skeleton, SkeletonButton } from '../../../components/feedback/skeleton'
import { Badge } from '../../../components/ui/badge'
import { Card } from '../../../components/ui/card'
import { PageHeader } from '../../../components/ui/page-header'
import { useNow } from '../../../lib/use-now'
import { MINUTES } from '../copy'
import { ExternalLink } from './external-link'
import { MeetingTime } from './meeting-time'
import '../community.css'

/** /produkt/spolecznosc: what the community is and its three ways in, as cards. */
export function CommunityHub({ userId }: { userId: string }) {
  const now = useNow(30_000)
  const { data: community, error } = useQuery(communityQuery(userId))
  const failure = error ? toApiError(error).message : null
  const booking = community?.introMeeting.booking ?? null

  return (
    <article className="community-page">
      <PageHeader
        icon={Users}
        title="Społeczność"
        description="Nie uczysz się sam. Społeczność to uczniowie i rodzice, którzy przechodzą przez nasze kursy i chcą działać skuteczniej: dzielimy się postępami, pomagamy sobie w trudniejszych tygodniach i raz w tygodniu spotykamy się na żywo."
      />
      <div className="community-cards">
        <Card
          as="section"
          headingLevel={2}
          icon={Video}
          title="Konsultacje w każdą sobotę o 17:00"
          actions={
            <Link to={ROUTES.consultations}>Zobacz terminy i dowiedz się, jak dołączyć</Link>
          }
        >
          <p>
            Godzinna wideorozmowa, na której możesz zadać pytanie o naukę, plan tygodnia, motywację
            albo o dowolny odcinek kursu. Nie trzeba się zapisywać.
          </p>
          <p className="community-highlight">
            Najbliższe konsultacje: <MeetingTime at={nextConsultation(now)} />
          </p>
        </Card>

        <Card
          as="section"
          headingLevel={2}
          icon={CalendarCheck}
          title="Spotkanie wprowadzające"
          meta={booking ? <Badge tone="success">Zapisano</Badge> : null}
          actions={
            <Link to={ROUTES.introMeeting}>
              {booking ? 'Szczegóły spotkania i zmiana terminu' : 'Wybierz termin i zapisz się'}
            </Link>
          }
        >
          {booking ? (
            <p className="community-highlight">
              Twój termin: <MeetingTime at={booking.startsAt} />
            </p>
          ) : (
            <p>
              Jesteś tu nowy albo nowa? Na krótkim spotkaniu online (
              {formatCount(community?.introMeeting.durationMinutes ?? 45, MINUTES)}) opowiemy, jak
              korzystać ze społeczności i kursu, i odpowiemy na Twoje pytania.
            </p>
          )}
        </Card>

        <Card
          as="section"
          headingLevel={2}
          icon={MessagesSquare}
          title="Grupa na czacie"
          actions={
            community ? (
              <ExternalLink
                href={community.chatGroupUrl}
                className="button button-primary community-cta"
              >
                Dołącz do grupy na czacie
              </ExternalLink>
            ) : null
          }
        >
          <p>
            Na czacie piszemy codziennie: pytania między konsultacjami, wyzwania tygodnia i
            wsparcie, kiedy coś nie wychodzi. Obowiązuje jedna zasada: traktujemy się z szacunkiem.
          </p>
          {community ? null : failure ? (
            <p role="alert">Nie udało się pobrać linku do grupy. {failure}</p>
          ) : (
            <Skeleton inline label="Ładowanie linku do grupy…">
              <SkeletonButton />
            </Skeleton>
          )}
        </Card>
      </div>
    </article>
  )
}
